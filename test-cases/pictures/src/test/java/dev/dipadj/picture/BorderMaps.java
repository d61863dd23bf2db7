package dev.dipadj.picture;

import dev.dipadj.map.Board;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;

/**
 * Helpers of the layout tests: a map made of a shipped variant's provinces and borders only,
 * and how well a board's cells show a map's borders.
 */
final class BorderMaps {
  /** The shipped maps of the variants people play that have no drawn board of their own. */
  static final List<String> NAMES = List.of(
      "pure", "north-sea-wars", "hundred", "ancient-mediterranean", "cold-war", "empires-and-coalitions",
      "western-world-901", "youngstown-redux", "twenty-twenty");

  private BorderMaps() {}

  /**
   * A shipped variant's map as provinces and borders only, read afresh: every province land,
   * every pair of provinces that border for some unit (by land or by sea) a border armies
   * cross, in the order of the variant's provinces.
   *
   * @param name the shipped variant's name
   * @return the map, without a board
   */
  static GameMap read(String name) {
    GameMap shipped = Variants.named(name).map();
    GameMapBuilder b = new GameMapBuilder();
    List<Province> made = new ArrayList<>();
    for (Province p : shipped.provinces()) {
      made.add(b.addProvince(p.abbreviation(), p.abbreviation(), ProvinceKind.LAND, false, List.of()));
    }
    for (Province p : shipped.provinces()) {
      for (Province q : shipped.provinces()) {
        if (p.index() < q.index() && shipped.borders(p.index(), q.index())) {
          b.addArmyEdge(made.get(p.index()), made.get(q.index()));
        }
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
