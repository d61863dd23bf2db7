package dev.dipadj.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Classic's provinces as areas of their kind on its outline ({@link GeoAreas}), measured as
 * the boards are (BoardLayoutTest): the bordering pairs whose areas touch, and the touching
 * pairs that do not border. The figures are in docs/pictures.md; the bounds are what was
 * measured, so that a change for the worse is seen.
 */
class GeoAreasTest {
  private static final GameMap CLASSIC = Variants.named("classic").map();
  private static final ImmutableMap<String, GeoPlace> PLACES = GeoPlace.of("classic");
  private static final GeoAreas AREAS = GeoAreas.of(CLASSIC, Outline.of("classic"), PLACES);

  @Test
  void bordersOfClassicMeasuredOnItsAreas() {
    List<String> missing = new ArrayList<>();
    List<String> extra = new ArrayList<>();
    int borders = 0;
    int touching = 0;
    int n = CLASSIC.provinces().size();
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        boolean border = CLASSIC.borders(i, j);
        boolean touch = AREAS.touch(i, j);
        String pair = CLASSIC.provinces().get(i).abbreviation() + "-" + CLASSIC.provinces().get(j).abbreviation();
        borders += border ? 1 : 0;
        touching += touch ? 1 : 0;
        if (border && !touch) {
          missing.add(pair);
        }
        if (touch && !border) {
          extra.add(pair);
        }
      }
    }
    BorderMaps.Fit fit = new BorderMaps.Fit(borders, borders - missing.size(), touching, extra.size());
    // Measured: 171 of 206 bordering pairs touch, 57 of 228 touching pairs do not border
    // (Switzerland's among them, which borders nothing). Those figures or better.
    assertEquals(206, borders);
    assertTrue(fit.bordersTouching() >= 171, fit + "; bordering but apart: " + missing);
    assertTrue(fit.touchingWithoutBorder() <= 57, fit + "; touching without a border: " + extra);
  }

  @Test
  void everySquareHasAProvinceOfItsKind() {
    // Classic has land provinces and seas both, so no square is left without one.
    int[] sizes = new int[CLASSIC.provinces().size()];
    for (int r = 0; r < AREAS.rows(); r++) {
      for (int c = 0; c < AREAS.columns(); c++) {
        int owner = AREAS.owner(c, r);
        assertTrue(owner >= 0, "square " + c + ", " + r + " has no province");
        sizes[owner]++;
      }
    }
    for (Province p : CLASSIC.provinces()) {
      assertEquals(sizes[p.index()], AREAS.size(p.index()));
    }
  }

  @Test
  void eachProvinceHoldsItsOwnPlace() {
    // A place is nearer to itself than to any other, so its square is its province's, as long
    // as the square is of the province's kind (OutlineTest checks the place, not the square).
    Projection projection = Outline.of("classic").projection();
    List<String> wrong = new ArrayList<>();
    for (Province p : CLASSIC.provinces()) {
      GeoPlace place = PLACES.get(p.abbreviation());
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
      boolean sea = CLASSIC.provinces().get(AREAS.owner(c, r)).kind() == ProvinceKind.SEA;
      assertEquals(!outline.onLand(c + 0.5, r + 0.5), sea, "square " + c + ", " + r);
    }
  }
}
