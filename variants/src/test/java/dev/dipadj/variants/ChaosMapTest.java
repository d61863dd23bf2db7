package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.facts;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.tsv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.UnorderedBuilds;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code chaos} variant against its facts kept as test resources ({@code reference/chaos/}:
 * provinces, starting units, facts; their README says where they come from): the 34 powers,
 * each owning its one centre as its only home and no unit, the first phase, the solo count, the
 * build rule and the provinces. Its borders are classic's, which {@link ClassicMapTest} checks
 * against the classic tables. Expected counts are also stated, so that a truncated table fails.
 */
class ChaosMapTest {
  private static final String DIR = "reference/chaos/";

  private static Variant chaos;
  private static GameMap map;

  @BeforeAll
  static void load() {
    chaos = Variants.named("chaos");
    map = chaos.map();
  }

  /** A power's name as the facts write it, in words: "StPetersburg" is "St Petersburg". */
  private static String inWords(String factsName) {
    return factsName.equals("StPetersburg") ? "St Petersburg" : factsName;
  }

  @Test
  void theProvincesKindsCoastsAndCentresAreTheTables() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(75, rows.size());
    Set<Province> seen = new HashSet<>();
    int centres = 0;
    for (String[] r : rows) {
      // godip's ids; nat, nrg, mid and gol are other names of classic's Nao, Nwg, Mao and Lyo.
      Province p = map.province(r[0]).orElseThrow(() -> new AssertionError("no province " + r[0]));
      assertTrue(seen.add(p), r[0] + " twice");
      String kind = r[2].contains("(") ? r[2].substring(0, r[2].indexOf('(')) : r[2];
      assertEquals(ProvinceKind.valueOf(kind.toUpperCase(Locale.ROOT)), p.kind(), r[0]);
      Set<Coast> coasts = new HashSet<>();
      if (r[2].contains("(")) {
        for (String c : r[2].substring(r[2].indexOf('(') + 1, r[2].length() - 1).split(",")) {
          coasts.add(Coast.parse(c).orElseThrow());
        }
      }
      assertEquals(coasts, Set.copyOf(p.coasts()), r[0] + " coasts");
      assertEquals(r[3].equals("yes"), p.supplyCentre(), r[0] + " centre");
      centres += p.supplyCentre() ? 1 : 0;
    }
    assertEquals(34, centres);
    // The one province the table leaves out: Switzerland, where no unit goes.
    assertEquals(76, map.provinces().size());
    List<Province> other = map.provinces().stream().filter(p -> !seen.contains(p)).toList();
    assertEquals(List.of("Swi"), other.stream().map(Province::abbreviation).toList());
    assertEquals(ProvinceKind.IMPASSABLE, other.get(0).kind());
    assertEquals("75 (34 centres), borders: 450 directed, starting units: 0", facts(DIR + "facts.txt")
        .get("provinces"));
  }

  @Test
  void theBordersAndWhoCrossesThemAreClassics() {
    GameMap classic = Variants.named("classic").map();
    assertEquals(armyPairs(classic), armyPairs(map));
    assertEquals(fleetPairs(classic), fleetPairs(map));
    assertEquals(111, armyPairs(map).size());
    assertEquals(141, fleetPairs(map).size());
  }

  @Test
  void thirtyFourPowersEachOwningItsCentreAsItsOnlyHomeAndNoUnit() throws IOException {
    List<String> expected = Arrays.stream(facts(DIR + "facts.txt").get("powers").split(", "))
        .map(ChaosMapTest::inWords).toList();
    assertEquals(34, expected.size());
    assertEquals(expected, map.powers().stream().map(Power::name).toList());
    Set<Province> homes = new HashSet<>();
    for (Power power : map.powers()) {
      // The power is named after its centre: the province of that name is its one home.
      Province centre = map.province(power.name()).orElseThrow(() -> new AssertionError("no centre " + power));
      assertEquals(power.name(), centre.name());
      assertTrue(centre.supplyCentre(), centre.toString());
      assertEquals(Set.of(centre), chaos.homeCentres().get(power), power.name());
      assertEquals(power, chaos.start().owners().get(centre), power.name());
      assertTrue(homes.add(centre));
      // One player each, named after the power.
      assertEquals(Set.of(power), chaos.players().commands().get(power.name()), power.name());
    }
    assertEquals(34, homes.size());
    assertEquals(34, chaos.start().owners().size(), "every centre owned at the start");
    assertEquals(34, chaos.players().commands().size());
    assertTrue(chaos.start().units().isEmpty());
    assertEquals(0, tsv(DIR + "starting_units.tsv").size());
    // Classic's powers and adjectives name nobody.
    for (String gone : List.of("France", "French", "Russia", "Russian", "England", "English")) {
      assertTrue(map.power(gone).isEmpty(), gone);
      assertTrue(map.nationality(gone).isEmpty(), gone);
    }
  }

  @Test
  void startSoloBuildsAndTheArmyForABuildLeftUnorderedAreTheFacts() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals(new Phase(Season.WINTER, 1900, PhaseType.ADJUSTMENT), chaos.start().phase());
    assertEquals("standard, starting with the Winter 1900 adjustment (see the README)", facts.get("calendar"));
    assertEquals(Integer.parseInt(facts.get("solo")), chaos.soloCentres());
    assertEquals(18, chaos.soloCentres());
    assertEquals("any owned centre", facts.get("builds"));
    assertEquals(BuildRule.OWNED, chaos.variantRules().builds().rule());
    assertTrue(chaos.variantRules().builds().extra().isEmpty());
    assertTrue(chaos.variantRules().builds().barred().isEmpty());
    assertEquals(UnorderedBuilds.ARMY_FIRST, chaos.variantRules().unorderedBuilds());
    assertEquals(false, chaos.variantRules().conversion());
    assertEquals(RuleOptions.DATC, chaos.rules());
    assertEquals(Variants.named("classic").calendar(), chaos.calendar());
    assertEquals("chaos", chaos.name());
  }
}
