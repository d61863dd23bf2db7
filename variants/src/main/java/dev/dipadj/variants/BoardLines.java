package dev.dipadj.variants;

import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Province;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The {@code board} and {@code position} lines of the variant format (the map's drawing,
 * documented in the header of classic.variant), read into the map being built and checked:
 * one board of sensible size, each position on it, one position a province, no two
 * provinces at one point, and, once the file is read, a position for every province.
 */
final class BoardLines {
  /** The most a board may measure either way. */
  static final int MAX_BOARD = 100_000;

  private final GameMapBuilder builder;
  /** The board's size once {@code board} is given (0 before), and its file and line for messages. */
  private int width;
  private int height;
  private String file;
  private int line;
  /** The provinces given a {@code position}. */
  private final Set<Province> placed = new HashSet<>();
  /** The province at each point of the board, so that no two share one. */
  private final Map<BoardPoint, Province> points = new HashMap<>();

  BoardLines(GameMapBuilder builder) {
    this.builder = builder;
  }

  /** {@code board WIDTH HEIGHT}: the size of the map's drawing. */
  void board(List<String> w, LineContext in) throws VariantFormatException {
    if (w.size() != 3) {
      throw in.error("expected 'board WIDTH HEIGHT'");
    }
    if (width > 0) {
      throw in.error("a second 'board'");
    }
    int x = in.number(w.get(1));
    int y = in.number(w.get(2));
    if (x < 1 || y < 1 || x > MAX_BOARD || y > MAX_BOARD) {
      throw in.error("a board measures 1 to " + MAX_BOARD + " each way, not " + x + " by " + y);
    }
    width = x;
    height = y;
    file = in.file();
    line = in.line();
    builder.setBoard(x, y);
  }

  /** {@code position ABBR X Y}: where a province sits on the board. */
  void position(List<String> w, LineContext in) throws VariantFormatException {
    if (w.size() != 4) {
      throw in.error("expected 'position PROVINCE X Y'");
    }
    if (width == 0) {
      throw in.error("'position' before 'board WIDTH HEIGHT'");
    }
    Province p = in.province(w.get(1));
    int x = in.number(w.get(2));
    int y = in.number(w.get(3));
    if (x < 0 || x > width || y < 0 || y > height) {
      throw in.error("position " + x + " " + y + " of " + p + " is off the " + width + " by " + height + " board");
    }
    if (!placed.add(p)) {
      throw in.error("a second position for " + p);
    }
    BoardPoint point = new BoardPoint(x, y);
    Province there = points.putIfAbsent(point, p);
    if (there != null) {
      // A picture would draw the two on top of each other: one of them would have no cell.
      throw in.error("position " + x + " " + y + " of " + p + " is where " + there + " already sits (at '" + w.get(1) + "')");
    }
    builder.setPoint(p, point);
  }

  /**
   * Once the file is read: with a board, every province has a position; the problem is the
   * board's line, where the positions were promised.
   */
  void checkEveryProvincePlaced() throws VariantFormatException {
    if (width == 0) {
      return;
    }
    for (int i = 0; i < builder.provinceCount(); i++) {
      Province p = builder.provinceAt(i);
      if (!placed.contains(p)) {
        throw new VariantFormatException(file, line, "province " + p + " has no 'position' on the board");
      }
    }
  }
}
