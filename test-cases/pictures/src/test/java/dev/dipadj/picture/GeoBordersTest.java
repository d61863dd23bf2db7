package dev.dipadj.picture;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Borders true both ways on the maps drawn on real geography (issue 25): every pair of
 * provinces that border (for some unit) have touching areas, unless the map's geography states
 * them {@code apart} with a reason; and no two provinces that do not border touch, unless
 * stated with a reason or one is impassable (it borders nothing, and is drawn hatched). Each
 * stated exception must be one: a pair stated apart borders and does not touch, a pair stated
 * to touch does not border. The figures per map are in docs/pictures.md.
 */
class GeoBordersTest {
  @ParameterizedTest(name = "{0} on {1}")
  @CsvSource({"classic, classic", "twenty-twenty, twenty-twenty"})
  void everyBorderIsDrawnAndNoOther(String variant, String outlineName) {
    GameMap map = Variants.named(variant).map();
    MapGeography geography = MapGeography.of(outlineName);
    GeoAreas areas = GeoAreas.of(map, Outline.of(outlineName), geography);
    List<String> missing = new ArrayList<>();
    List<String> extra = new ArrayList<>();
    int n = map.provinces().size();
    int borders = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        Province a = map.provinces().get(i);
        Province b = map.provinces().get(j);
        String pair = a.abbreviation() + "-" + b.abbreviation();
        boolean stated = geography.apart().stream().anyMatch(s -> s.is(a.abbreviation(), b.abbreviation()));
        boolean statedTouch = geography.touching().stream().anyMatch(s -> s.is(a.abbreviation(), b.abbreviation()));
        boolean impassable = a.kind() == ProvinceKind.IMPASSABLE || b.kind() == ProvinceKind.IMPASSABLE;
        if (map.borders(i, j)) {
          borders++;
          if (areas.touch(i, j) == stated) {
            missing.add(pair + (stated ? " (stated apart, but touches)" : ""));
          }
        } else if (areas.touch(i, j) ? !statedTouch && !impassable : statedTouch) {
          extra.add(pair + (statedTouch ? " (stated to touch, but does not)" : ""));
        }
      }
    }
    assertTrue(borders > 0);
    assertEquals(List.of(), missing, variant + ": bordering pairs whose areas do not touch");
    assertEquals(List.of(), extra, variant + ": touching pairs without a border");
    for (MapGeography.Stated s : geography.apart()) {
      assertTrue(map.province(s.a()).isPresent() && map.province(s.b()).isPresent(), "apart " + s.a() + " " + s.b());
    }
  }
}
