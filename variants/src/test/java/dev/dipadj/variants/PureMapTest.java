package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.assertBordersSymmetric;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.name;
import static dev.dipadj.variants.ReferenceMaps.pair;
import static dev.dipadj.variants.ReferenceMaps.tsv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code pure} variant against its reference tables ({@code reference/pure/}:
 * provinces.tsv, adjacency.tsv, starting_units.tsv, facts.txt): seven inland centres, each a
 * home, each bordering the six others for armies only; one army in each; solo 4.
 */
class PureMapTest {
  private static final String DIR = "reference/pure/";
  private static Variant pure;
  private static GameMap map;

  @BeforeAll
  static void load() {
    pure = Variants.named("pure");
    map = pure.map();
  }

  private static String abbr(Province p) {
    return p.abbreviation().toLowerCase(Locale.ROOT);
  }

  @Test
  void provincesAreTheSevenInlandCentresEachAHome() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(7, rows.size());
    assertEquals(7, map.provinces().size());
    Map<String, String> expectedHome = new TreeMap<>();
    for (String[] r : rows) {
      Province p = map.province(r[0]).orElseThrow(() -> new AssertionError("no " + r[0]));
      assertEquals(r[0], abbr(p));
      assertEquals(ProvinceKind.valueOf(r[2].toUpperCase(Locale.ROOT)), p.kind(), r[0]);
      assertEquals(r[3].equals("yes"), p.supplyCentre(), r[0]);
      assertTrue(p.coasts().isEmpty(), r[0]);
      expectedHome.put(r[0], r[4]);
    }
    Map<String, String> homes = new TreeMap<>();
    pure.homeCentres().forEach((power, centres) -> centres.forEach(c -> homes.put(abbr(c), power.name())));
    assertEquals(expectedHome, homes);
    Map<String, String> owners = new TreeMap<>();
    pure.start().owners().forEach((c, power) -> owners.put(abbr(c), power.name()));
    assertEquals(expectedHome, owners, "each home owned by its power at the start");
    // The reference gives no long names: the capitals the abbreviations stand for.
    assertEquals("Constantinople", map.province("con").orElseThrow().name());
    assertEquals("Moscow", map.province("mos").orElseThrow().name());
  }

  @Test
  void everyPairBordersForArmiesOnly() throws IOException {
    Set<String> army = new TreeSet<>();
    for (String[] r : tsv(DIR + "adjacency.tsv")) {
      assertEquals("army", r[2], r[0] + " " + r[1]);
      army.add(pair(r[0], r[1]));
    }
    // 42 directed rows, 21 pairs: each of the seven with the six others.
    assertEquals(42, tsv(DIR + "adjacency.tsv").size());
    assertEquals(21, army.size());
    assertEquals(army, armyPairs(map));
    assertEquals(Set.of(), fleetPairs(map));
    assertBordersSymmetric(map);
  }

  @Test
  void oneArmyInEachCapital() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv(DIR + "starting_units.tsv")) {
      expected.add(r[0] + ": " + r[1] + " " + r[2].toUpperCase(Locale.ROOT));
    }
    assertEquals(7, expected.size());
    Set<String> found = new TreeSet<>();
    for (Unit u : pure.start().units()) {
      found.add(u.power().name() + ": " + u.type().letter() + " " + name(u.location()));
    }
    assertEquals(expected, found);
  }

  @Test
  void eachCapitalIsDrawnWhereClassicsBoardHasIt() {
    GameMap classic = Variants.named("classic").map();
    assertEquals(classic.board().orElseThrow().width(), map.board().orElseThrow().width());
    assertEquals(classic.board().orElseThrow().height(), map.board().orElseThrow().height());
    for (Province p : map.provinces()) {
      assertEquals(classic.board().orElseThrow().point(classic.province(p.abbreviation()).orElseThrow()),
          map.board().orElseThrow().point(p), p.abbreviation());
    }
  }

  @Test
  void sevenPowersSoloFourFromSpring1901() {
    assertEquals(List.of("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"),
        map.powers().stream().map(Power::name).toList());
    assertEquals(4, pure.soloCentres());
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), pure.start().phase());
    assertEquals("pure", pure.name());
  }
}
