package dev.dipadj.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * How {@link GeoAreas} grows classic's provinces on its outline: no two side-by-side squares
 * of provinces that do not border, every province an area, land for land provinces and water
 * for seas, each place in its own area. Whether every border is drawn is GeoBordersTest's.
 */
class GeoAreasTest {
  private static final GameMap CLASSIC = Variants.named("classic").map();
  private static final MapGeography GEOGRAPHY = MapGeography.of("classic");
  private static final GeoAreas AREAS = GeoAreas.of(CLASSIC, Outline.of("classic"), GEOGRAPHY);

  @Test
  void noSquareIsTakenBesideAProvinceNotBordered() {
    // The growth's one rule, seen square by square: two side neighbours of different provinces
    // border, or are stated to touch, or one of them is Switzerland.
    List<String> wrong = new ArrayList<>();
    for (int r = 0; r < AREAS.rows(); r++) {
      for (int c = 0; c + 1 < AREAS.columns(); c++) {
        for (int[] other : new int[][] {{c + 1, r}, {c, r + 1}}) {
          if (other[1] >= AREAS.rows()) {
            continue;
          }
          int a = AREAS.owner(c, r);
          int b = AREAS.owner(other[0], other[1]);
          if (a >= 0 && b >= 0 && a != b && !CLASSIC.borders(a, b)
              && CLASSIC.provinces().get(a).kind() != ProvinceKind.IMPASSABLE
              && CLASSIC.provinces().get(b).kind() != ProvinceKind.IMPASSABLE) {
            wrong.add(CLASSIC.provinces().get(a).abbreviation() + "-" + CLASSIC.provinces().get(b).abbreviation());
          }
        }
      }
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  void areasAreSquaresCounted() {
    int[] sizes = new int[CLASSIC.provinces().size()];
    for (int r = 0; r < AREAS.rows(); r++) {
      for (int c = 0; c < AREAS.columns(); c++) {
        int owner = AREAS.owner(c, r);
        if (owner >= 0) {
          sizes[owner]++;
        }
      }
    }
    for (Province p : CLASSIC.provinces()) {
      assertEquals(sizes[p.index()], AREAS.size(p.index()));
      assertTrue(sizes[p.index()] > 0, p.abbreviation() + " has no area");
    }
  }

  @Test
  void eachProvinceHoldsItsOwnPlace() {
    // A place is nearer to itself than to any other, so its square is its province's, as long
    // as the square is of the province's kind (OutlineTest checks the place, not the square).
    Projection projection = Outline.of("classic").projection();
    List<String> wrong = new ArrayList<>();
    for (Province p : CLASSIC.provinces()) {
      GeoPlace place = GEOGRAPHY.place(p.abbreviation());
      int owner = AREAS.owner((int) projection.x(place.longitude()), (int) projection.y(place.latitude()));
      if (owner != p.index()) {
        wrong.add(p.abbreviation() + " (in " + CLASSIC.provinces().get(owner).abbreviation() + ")");
      }
    }
    assertEquals(List.of(), wrong);
  }

  @Test
  void landSquaresAreLandProvincesAndWaterSquaresSeas() {
    // The kinds are never mixed. Every 97th square is enough to see the rule, quickly.
    Outline outline = Outline.of("classic");
    for (int k = 0; k < AREAS.rows() * AREAS.columns(); k += 97) {
      int c = k % AREAS.columns();
      int r = k / AREAS.columns();
      if (AREAS.owner(c, r) < 0) {
        continue;
      }
      boolean sea = CLASSIC.provinces().get(AREAS.owner(c, r)).kind() == ProvinceKind.SEA;
      assertEquals(!outline.onLand(c + 0.5, r + 0.5), sea, "square " + c + ", " + r);
    }
  }
}
