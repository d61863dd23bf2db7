package dev.dipadj.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The boards drawn on real geography (issue 25): every sea holds its fleet's mark with room
 * around it, and every unit's spot lies in its own province's area.
 */
class GeoBoardTest {
  static java.util.stream.Stream<org.junit.jupiter.params.provider.Arguments> drawnOnOutlines() {
    return GeoBordersTest.drawnOnOutlines();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("drawnOnOutlines")
  void everySeaHoldsItsFleet(String variant, String outline) {
    GameMap map = Variants.named(variant).map();
    GeoBoard geo = GeoBoard.of(map).orElseThrow();
    double r = MarkSize.of(map, geo.board(), java.util.Optional.of(geo));
    assertTrue(r >= 5, "a mark of " + r);
    List<String> cramped = new ArrayList<>();
    for (Province p : map.provinces()) {
      if (p.kind() == ProvinceKind.SEA && geo.room(p.index()) < r + 2) {
        cramped.add(p.abbreviation() + " (" + geo.room(p.index()) + ")");
      }
    }
    assertEquals(List.of(), cramped, variant + ": seas without room for a mark of " + r);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("drawnOnOutlines")
  void everyUnitSpotIsInItsOwnArea(String variant, String outline) {
    GameMap map = Variants.named(variant).map();
    GeoBoard geo = GeoBoard.of(map).orElseThrow();
    GeoAreas areas = GeoAreas.of(map, Outline.of(outline), MapGeography.of(outline));
    List<String> wrong = new ArrayList<>();
    for (Province p : map.provinces()) {
      BoardPoint at = geo.board().point(p);
      if (areas.owner(at.x(), at.y()) != p.index()) {
        wrong.add(p.abbreviation());
      }
    }
    assertEquals(List.of(), wrong);
  }
}
