package dev.dipadj.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The coastlines against the map: classic's outline (Natural Earth's land, as the script
 * wrote it) and each province's place (written by hand) agree with the map's kinds of
 * province: land provinces lie on land, seas in water, everything inside the box.
 */
class OutlineTest {
  private static final Outline CLASSIC = Outline.of("classic");
  private static final ImmutableMap<String, GeoPlace> PLACES = GeoPlace.of("classic");

  @Test
  void everyClassicProvinceHasOnePlace() {
    GameMap map = Variants.named("classic").map();
    Set<String> provinces = map.provinces().stream().map(Province::abbreviation).collect(Collectors.toSet());
    assertEquals(76, PLACES.size());
    assertEquals(provinces, PLACES.keySet());
  }

  @Test
  void landProvincesLieOnLandAndSeasInWater() {
    List<String> wrong = new ArrayList<>();
    for (Province province : Variants.named("classic").map().provinces()) {
      GeoPlace place = PLACES.get(province.abbreviation());
      // Switzerland is impassable but land all the same.
      boolean water = province.kind() == ProvinceKind.SEA;
      if (CLASSIC.onLand(place) == water) {
        wrong.add(province.abbreviation() + " (" + province.kind() + ") at " + place.latitude() + ", " + place.longitude());
      }
    }
    assertEquals(List.of(), wrong, "places on the wrong side of the coast");
  }

  @Test
  void outlineAndPlacesLieInsideTheBox() {
    Projection projection = CLASSIC.projection();
    // The corners are rounded to 0.01 unit; the box's edges are exact.
    double slack = 0.01;
    for (Outline.Ring ring : CLASSIC.rings()) {
      for (int i = 0; i < ring.xs().size(); i++) {
        double x = ring.xs().get(i);
        double y = ring.ys().get(i);
        assertTrue(x >= -slack && x <= projection.width() + slack && y >= -slack && y <= projection.height() + slack,
            "corner " + x + ", " + y + " off the " + projection.width() + " by " + projection.height() + " drawing");
      }
    }
    for (GeoPlace place : PLACES.values()) {
      assertTrue(projection.contains(place.latitude(), place.longitude()), place + " outside the box");
    }
  }

  @Test
  void outlineStatesItsSourceAndLicence() {
    assertEquals("classic", CLASSIC.map());
    assertTrue(CLASSIC.source().contains("Natural Earth 1:50m land"), CLASSIC.source());
    assertTrue(CLASSIC.source().contains("world-atlas"), CLASSIC.source());
    assertTrue(CLASSIC.licence().contains("public domain") && CLASSIC.licence().contains("ISC"), CLASSIC.licence());
    assertTrue(CLASSIC.command().contains("make-outlines.mjs"), CLASSIC.command());
    // Small enough to stand for the whole of Europe without weighing on the build.
    int corners = CLASSIC.rings().stream().mapToInt(r -> r.xs().size()).sum();
    assertTrue(corners > 1000 && corners < 20_000, corners + " corners");
  }

  @Test
  void projectionIsEquirectangularWithTheCosineOfFiftyDegrees() {
    Projection projection = CLASSIC.projection();
    // London, 51.5 N 0.12 W: 11.88 degrees east of 12 W, times cos 50 = 0.6428, times 20;
    // 20.5 degrees south of 72 N, times 20.
    assertEquals(152.73, projection.x(-0.12), 0.01);
    assertEquals(410.0, projection.y(51.5), 1e-9);
    assertEquals(732.78, projection.width(), 0.01);
    assertEquals(880.0, projection.height(), 1e-9);
  }

  @Test
  void aHoleInsideLandIsWater() {
    // A square island with a square lake: the even-odd rule makes the lake water.
    Outline.Ring shore = new Outline.Ring(ImmutableList.of(0.0, 10.0, 10.0, 0.0), ImmutableList.of(0.0, 0.0, 10.0, 10.0));
    Outline.Ring lake = new Outline.Ring(ImmutableList.of(4.0, 6.0, 6.0, 4.0), ImmutableList.of(4.0, 4.0, 6.0, 6.0));
    Outline island = new Outline("test", "drawn here", "none", "none",
        new Projection(0, 0, 1, 1, 0, 10), ImmutableList.of(shore, lake));
    assertTrue(island.onLand(2, 2));
    assertFalse(island.onLand(5, 5));
    assertFalse(island.onLand(12, 5));
  }
}
