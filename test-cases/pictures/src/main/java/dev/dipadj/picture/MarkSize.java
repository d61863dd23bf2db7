package dev.dipadj.picture;

import dev.dipadj.map.Board;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.util.Optional;

/**
 * How large a picture's marks and names are drawn, and so how wide the picture must be shown
 * for them to be read.
 */
final class MarkSize {
  private MarkSize() {}

  /**
   * The size of a unit's mark (half its width): a tenth of the spacing of the provinces' points
   * on the board, from 5 to 14 units; on real geography no more than leaves 2 units around the
   * mark in the sea with the least room, so that every sea holds its fleet.
   */
  static double of(GameMap map, Board board, Optional<GeoBoard> geo) {
    double spacing = Math.sqrt((double) board.width() * board.height() / Math.max(1, map.provinces().size()));
    double size = Math.max(5, Math.min(14, Math.round(spacing / 10)));
    if (geo.isPresent()) {
      double least = Double.MAX_VALUE;
      for (Province p : map.provinces()) {
        if (p.kind() == ProvinceKind.SEA) {
          least = Math.min(least, geo.get().room(p.index()));
        }
      }
      size = Math.max(5, Math.min(size, Math.floor(least - 2)));
    }
    return size;
  }

  /** The font size of provinces' names: about a mark's size, and never under 9 units. */
  static double name(double r) {
    return Math.max(9, r * 1.05);
  }

  /**
   * The least width at which a map's picture should be shown for its units and names to be
   * read: where a unit's mark is 12 pixels wide and a name's font 9 pixels (the whole
   * picture's width if they are smaller than that at full size). A page shown narrower than
   * this scrolls the picture across.
   *
   * @param map a map
   * @return the width, in pixels
   */
  static int readableWidth(GameMap map) {
    Optional<GeoBoard> geo = GeoBoard.of(map);
    Board board = BoardLayout.drawn(map);
    double r = of(map, board, geo);
    return (int) Math.ceil(board.width() * Math.min(1, Math.max(6 / r, 9 / name(r))));
  }
}
