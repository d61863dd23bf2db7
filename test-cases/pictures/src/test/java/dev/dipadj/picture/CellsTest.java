package dev.dipadj.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/** The half-plane clipping of {@link Cells} on boards small enough to work out by hand. */
class CellsTest {
  private static GameMap map(int width, int height, int[]... points) {
    GameMapBuilder b = new GameMapBuilder();
    b.setBoard(width, height);
    for (int i = 0; i < points.length; i++) {
      Province p = b.addProvince("P" + i, "Province " + i, ProvinceKind.LAND, false, List.of());
      b.setPoint(p, new BoardPoint(points[i][0], points[i][1]));
    }
    return b.build();
  }

  private static Set<String> touching(Cell c) {
    return c.touching().stream().map(Province::abbreviation).collect(Collectors.toSet());
  }

  @Test
  void twoPointsSplitTheBoardAtTheirBisector() {
    ImmutableList<Cell> cells = Cells.of(map(100, 50, new int[] {20, 25}, new int[] {60, 25}));
    // The bisector is x = 40: the left cell is 40 by 50, the right one 60 by 50.
    assertEquals(2000, area(cells.get(0)), 1e-9);
    assertEquals(3000, area(cells.get(1)), 1e-9);
    assertEquals(Set.of("P1"), touching(cells.get(0)));
    assertEquals(Set.of("P0"), touching(cells.get(1)));
  }

  @Test
  void fourPointsInASquareTouchTheirSideNeighboursOnly() {
    ImmutableList<Cell> cells = Cells.of(map(100, 100,
        new int[] {25, 25}, new int[] {75, 25}, new int[] {25, 75}, new int[] {75, 75}));
    for (Cell c : cells) {
      assertEquals(2500, area(c), 1e-9);
    }
    // Diagonal points meet in a single corner, which is not a shared edge.
    assertEquals(Set.of("P1", "P2"), touching(cells.get(0)));
    assertEquals(Set.of("P0", "P3"), touching(cells.get(1)));
  }

  @Test
  void aMapWithoutABoardCannotBeCut() {
    GameMapBuilder b = new GameMapBuilder();
    b.addProvince("Aaa", "Aaa land", ProvinceKind.LAND, false, List.of());
    assertThrows(IllegalArgumentException.class, () -> Cells.of(b.build()));
  }

  @Test
  void aBuilderRejectsAProvinceWithoutAPoint() {
    GameMapBuilder b = new GameMapBuilder();
    b.setBoard(10, 10);
    b.addProvince("Aaa", "Aaa land", ProvinceKind.LAND, false, List.of());
    assertThrows(IllegalStateException.class, b::build);
  }

  private static double area(Cell c) {
    double twice = 0;
    for (int k = 0; k < c.xs().size(); k++) {
      int next = (k + 1) % c.xs().size();
      twice += c.xs().get(k) * c.ys().get(next) - c.xs().get(next) * c.ys().get(k);
    }
    return Math.abs(twice) / 2;
  }
}
