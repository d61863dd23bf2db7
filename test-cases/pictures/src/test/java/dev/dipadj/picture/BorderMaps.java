package dev.dipadj.picture;

import dev.dipadj.map.Board;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;

/**
 * Helpers of the layout tests: a map made of provinces and borders only (from the
 * {@code borders/NAME.borders} test resources: a {@code provinces} line, then one bordering
 * pair a line), and how well a board's cells show a map's borders.
 */
final class BorderMaps {
  /** The maps of the variants people play that the resources give borders for. */
  static final List<String> NAMES = List.of(
      "pure", "north-sea-wars", "hundred", "ancient-mediterranean", "cold-war", "empires-and-coalitions",
      "western-world-901", "youngstown-redux", "twenty-twenty");

  private BorderMaps() {}

  /**
   * The map of a borders file: every province land, every border one armies cross.
   *
   * @param name the file's name without {@code .borders}
   * @return the map, without a board
   */
  static GameMap read(String name) throws IOException {
    String text;
    try (InputStream in = BorderMaps.class.getResourceAsStream("borders/" + name + ".borders")) {
      if (in == null) {
        throw new IOException("no borders/" + name + ".borders");
      }
      text = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    GameMapBuilder b = new GameMapBuilder();
    for (String line : text.split("\n")) {
      String[] words = line.strip().split("\\s+");
      if (line.startsWith("#") || line.isBlank()) {
        continue;
      }
      if (words[0].equals("provinces")) {
        for (int i = 1; i < words.length; i++) {
          b.addProvince(words[i], words[i], ProvinceKind.LAND, false, List.of());
        }
      } else {
        Province p = b.province(words[0]).orElseThrow(() -> new IOException(name + ": unknown " + words[0]));
        Province q = b.province(words[1]).orElseThrow(() -> new IOException(name + ": unknown " + words[1]));
        b.addArmyEdge(p, q);
      }
    }
    return b.build();
  }

  /**
   * How well the cells of a board show a map's borders.
   *
   * @param borders the map's bordering pairs
   * @param bordersTouching how many of them have cells that touch
   * @param touching the pairs whose cells touch
   * @param touchingWithoutBorder how many of those do not border
   */
  record Fit(int borders, int bordersTouching, int touching, int touchingWithoutBorder) {
    /** The share of bordering pairs whose cells touch. */
    double bordersShown() {
      return (double) bordersTouching / borders;
    }

    /** The share of touching pairs that do not border. */
    double falseTouches() {
      return touching == 0 ? 0 : (double) touchingWithoutBorder / touching;
    }

    @Override
    public String toString() {
      return String.format("%d of %d bordering pairs touch (%.0f %%), %d of %d touching pairs without a border (%.0f %%)",
          bordersTouching, borders, 100 * bordersShown(), touchingWithoutBorder, touching, 100 * falseTouches());
    }
  }

  /**
   * Measures a board of a map with the drawing's own cells ({@link Cells#of(GameMap, Board)}):
   * two cells touch when either has an edge along the other.
   *
   * @param map the map
   * @param board a board for it
   * @return the counts
   */
  static Fit fit(GameMap map, Board board) {
    List<Cell> cells = Cells.of(map, board);
    int n = map.provinces().size();
    int borders = 0;
    int bordersTouching = 0;
    int touching = 0;
    int touchingWithoutBorder = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        Province p = map.provinces().get(i);
        Province q = map.provinces().get(j);
        boolean touch = cells.get(i).touching().contains(q) || cells.get(j).touching().contains(p);
        boolean border = map.borders(i, j);
        borders += border ? 1 : 0;
        bordersTouching += border && touch ? 1 : 0;
        touching += touch ? 1 : 0;
        touchingWithoutBorder += touch && !border ? 1 : 0;
      }
    }
    return new Fit(borders, bordersTouching, touching, touchingWithoutBorder);
  }
}
