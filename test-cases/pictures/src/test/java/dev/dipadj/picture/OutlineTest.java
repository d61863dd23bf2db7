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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The coastlines against the maps: each map's outline (Natural Earth's land, as the script
 * wrote it) and each province's place (written by hand) agree with the map's kinds of
 * province: land provinces lie on land, seas in water, everything inside the box. Classic,
 * era-of-empire (Colonial Diplomacy's map, which colonial shares), hundred,
 * ancient-mediterranean, empires-and-coalitions, western-world-901, youngstown-redux, and
 * cold-war and twenty-twenty (the whole world) have outlines so far.
 */
class OutlineTest {
  private static final Outline CLASSIC = Outline.of("classic");

  @ParameterizedTest
  @CsvSource({"classic, 76", "era-of-empire, 120", "hundred, 41", "ancient-mediterranean, 79", "empires-and-coalitions, 96", "western-world-901, 157", "cold-war, 90", "twenty-twenty, 215", "youngstown-redux, 183"})
  void everyProvinceHasOnePlace(String map, int count) {
    ImmutableMap<String, GeoPlace> places = MapGeography.of(map).places();
    assertEquals(count, places.size());
    assertEquals(abbreviations(map), places.keySet());
  }

  @Test
  void colonialSharesEraOfEmpiresPlaces() {
    // One map, two variants: the places (and the outline) serve both.
    assertEquals(abbreviations("era-of-empire"), abbreviations("colonial"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"classic", "era-of-empire", "hundred", "ancient-mediterranean", "empires-and-coalitions", "western-world-901", "cold-war", "twenty-twenty", "youngstown-redux"})
  void landProvincesLieOnLandAndSeasInWater(String map) {
    Outline outline = Outline.of(map);
    ImmutableMap<String, GeoPlace> places = MapGeography.of(map).places();
    List<String> wrong = new ArrayList<>();
    for (Province province : Variants.named(map).map().provinces()) {
      GeoPlace place = places.get(province.abbreviation());
      // Switzerland and the Himalayas are impassable but land all the same.
      boolean water = province.kind() == ProvinceKind.SEA;
      if (outline.onLand(place) == water) {
        wrong.add(province.abbreviation() + " (" + province.kind() + ") at " + place.latitude() + ", " + place.longitude());
      }
    }
    assertEquals(List.of(), wrong, "places on the wrong side of the coast");
  }

  @ParameterizedTest
  @ValueSource(strings = {"classic", "era-of-empire", "hundred", "ancient-mediterranean", "empires-and-coalitions", "western-world-901", "cold-war", "twenty-twenty", "youngstown-redux"})
  void outlineAndPlacesLieInsideTheBox(String map) {
    Outline outline = Outline.of(map);
    Projection projection = outline.projection();
    // The corners are rounded to 0.01 unit; the box's edges are exact.
    double slack = 0.01;
    for (Outline.Ring ring : outline.rings()) {
      for (int i = 0; i < ring.xs().size(); i++) {
        double x = ring.xs().get(i);
        double y = ring.ys().get(i);
        assertTrue(x >= -slack && x <= projection.width() + slack && y >= -slack && y <= projection.height() + slack,
            "corner " + x + ", " + y + " off the " + projection.width() + " by " + projection.height() + " drawing");
      }
    }
    for (GeoPlace place : MapGeography.of(map).places().values()) {
      assertTrue(projection.contains(place.latitude(), place.longitude()), place + " outside the box");
    }
  }

  @ParameterizedTest
  @ValueSource(strings = {"classic", "era-of-empire", "hundred", "ancient-mediterranean", "empires-and-coalitions", "western-world-901", "cold-war", "twenty-twenty", "youngstown-redux"})
  void outlineStatesItsSourceAndLicence(String map) {
    Outline outline = Outline.of(map);
    assertEquals(map, outline.map());
    assertTrue(outline.source().contains("Natural Earth 1:50m land"), outline.source());
    assertTrue(outline.source().contains("world-atlas"), outline.source());
    assertTrue(outline.licence().contains("public domain") && outline.licence().contains("ISC"), outline.licence());
    assertTrue(outline.command().contains("make-outlines.mjs"), outline.command());
    // Small enough to stand for a map's part of the world without weighing on the build.
    int corners = outline.rings().stream().mapToInt(r -> r.xs().size()).sum();
    assertTrue(corners > 1000 && corners < 20_000, corners + " corners");
  }

  /**
   * Each outline's projection, worked by hand: equirectangular with the cosine of the standard
   * parallel, x east from the box's west edge and y south from its north edge, both in the
   * map's units a degree; a city's point and the drawing's size.
   */
  @ParameterizedTest(name = "{0}")
  @CsvSource({
      // London, 51.5 N 0.12 W: 11.88 degrees east of 12 W, times cos 50 = 0.6428, times 20;
      // 20.5 degrees south of 72 N, times 20.
      "classic, 51.5, -0.12, 152.73, 410.0, 732.78, 880.0",
      // Tokyo, 35.68 N 139.69 E: 117.69 degrees east of 22 E, times cos 30 = 0.8660, times 10;
      // 30.32 degrees south of 66 N, times 10. The box is 143 degrees wide and 82 high.
      "era-of-empire, 35.68, 139.69, 1019.23, 303.2, 1238.42, 820.0",
      // Paris, 48.85 N 2.35 E: 16.35 degrees east of 14 W, times cos 48 = 0.6691, times 30;
      // 11.15 degrees south of 60 N, times 30. The box is 26 degrees wide and 24 high.
      "hundred, 48.85, 2.35, 328.21, 334.5, 521.92, 720.0",
      // Athens, 37.98 N 23.73 E: 35.73 degrees east of 12 W, times cos 35 = 0.8192, times 15;
      // 12.02 degrees south of 50 N, times 15. The box is 62 degrees wide and 34 high.
      "ancient-mediterranean, 37.98, 23.73, 439.02, 180.3, 761.81, 510.0",
      // Paris, 48.86 N 2.35 E: 28.35 degrees east of 26 W, times cos 50 = 0.6428, times 20;
      // 26.14 degrees south of 75 N, times 20. The box is 86 degrees wide and 49 high.
      "empires-and-coalitions, 48.86, 2.35, 364.46, 522.8, 1105.59, 980.0",
      // Constantinople, 41.01 N 28.98 E: 42.98 degrees east of 14 W, times cos 46 = 0.6947, times
      // 25; 30.99 degrees south of 72 N, times 25. The box is 81 degrees wide and 52 high.
      "western-world-901, 41.01, 28.98, 746.41, 774.75, 1406.68, 1300.0",
      // London, 51.5 N 0.12 W: 179.88 degrees east of 180 W, times cos 30 = 0.8660, times 5;
      // 28.5 degrees south of 80 N, times 5. The box is 360 degrees wide and 130 high.
      "cold-war, 51.5, -0.12, 778.9, 142.5, 1558.85, 650.0",
      // New York, 40.71 N 74.0 W: 106 degrees east of 180 W, times cos 30 = 0.8660, times 6;
      // 39.29 degrees south of 80 N, times 6. The box is the world's 360 degrees wide and 152 high.
      "twenty-twenty, 40.71, -74.0, 550.79, 235.74, 1870.61, 912.0",
      // Tokyo, 35.68 N 139.69 E: 164.69 degrees east of 25 W, times cos 28 = 0.8829, times 10;
      // 40.32 degrees south of 76 N, times 10. The box is 195 degrees wide and 96 high.
      "youngstown-redux, 35.68, 139.69, 1454.13, 403.2, 1721.75, 960.0"
  })
  void projectionsAreEquirectangularWithTheCosineOfTheStandardParallel(String map, double latitude, double longitude,
      double x, double y, double width, double height) {
    Projection projection = Outline.of(map).projection();
    assertEquals(x, projection.x(longitude), 0.01);
    assertEquals(y, projection.y(latitude), 1e-9);
    assertEquals(width, projection.width(), 0.01);
    assertEquals(height, projection.height(), 1e-9);
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

  private static Set<String> abbreviations(String variant) {
    GameMap map = Variants.named(variant).map();
    return map.provinces().stream().map(Province::abbreviation).collect(Collectors.toSet());
  }
}
