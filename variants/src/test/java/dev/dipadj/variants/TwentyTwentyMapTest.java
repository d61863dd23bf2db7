package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.assertBordersSymmetric;
import static dev.dipadj.variants.ReferenceMaps.assertProvincesMatch;
import static dev.dipadj.variants.ReferenceMaps.assertStartingUnitsMatch;
import static dev.dipadj.variants.ReferenceMaps.facts;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.homes;
import static dev.dipadj.variants.ReferenceMaps.referenceHomes;
import static dev.dipadj.variants.ReferenceMaps.referencePairs;
import static dev.dipadj.variants.ReferenceMaps.tsv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.variant.BuildPlaces;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VariantRules;
import dev.dipadj.variant.VictoryRules;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code twenty-twenty} variant against the map facts kept as test resources
 * ({@code reference/twenty-twenty/}: provinces, borders, starting units, facts; their README
 * says where they come from). The map must equal them exactly. Expected counts are computed
 * from the resources and also stated, so that a truncated resource fails too.
 */
class TwentyTwentyMapTest {
  private static final String DIR = "reference/twenty-twenty/";

  /** The long names the table leaves empty, as the variant gives them (its header says why). */
  private static final Map<String, String> UNNAMED = Map.of("hat", "Hat Yai", "iqa", "Iqaluit", "kum", "Kunming");

  private static Variant twenty;
  private static GameMap map;

  @BeforeAll
  static void load() {
    twenty = Variants.named("twenty-twenty");
    map = twenty.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }
  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }


  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(215, rows.size(), "reference rows");
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(twenty, rows,
        (id, name) -> name.isEmpty() ? UNNAMED.get(id) : name);
    assertEquals(Map.of(ProvinceKind.COAST, 128, ProvinceKind.LAND, 36, ProvinceKind.SEA, 51), kinds);
    assertEquals(List.of("ANK", "BOD", "BUL", "COL", "FIN", "IRA", "LOS", "MEC", "MEX", "MIL", "ROE", "SHE", "WHI"),
        map.provinces().stream().filter(Province::hasSeveralCoasts).map(TwentyTwentyMapTest::abbr).sorted().toList());
  }

  @Test
  void otherSpellingsNameTheSameProvinces() {
    assertSame(p("dur"), p("Durban"));
    assertSame(p("dur"), p("Dubran"));
    assertSame(p("bnh"), p("Benghazi"));
    assertSame(p("ska"), p("Skagerrak"));
    assertSame(p("lap"), p("Laptev Sea"));
    assertSame(p("stp"), p("Saint Petersburg"));
    assertSame(p("cot"), p("Ivory Coast"));
    assertSame(p("cot"), p("Cote d'Ivoire"));
    assertSame(p("hat"), p("Hat Yai"));
  }

  @Test
  void ninetyEightCentresAndTheHomeCentresOfTwentyPowers() throws IOException {
    long centres = tsv(DIR + "provinces.tsv").stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(98, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = referenceHomes(tsv(DIR + "provinces.tsv"));
    Map<String, Set<String>> homes = homes(twenty);
    assertEquals(expected, homes);
    assertEquals(20, homes.size());
    for (String four : List.of("China", "Russia", "USA")) {
      assertEquals(4, homes.get(four).size(), four);
    }
    // Nothing but the 63 home centres is owned at the start; 35 centres begin neutral.
    assertEquals(63, twenty.start().owners().size());
  }

  // ---------------------------------------------------------------------- borders

  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "army");
    assertEquals(219 + 103, expected.size(), "reference army pairs (219 army + 103 both)");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "fleet");
    assertEquals(356 + 103, expected.size(), "reference fleet pairs (356 fleet + 103 both)");
    assertEquals(expected, fleetPairs(map));
  }

  @Test
  void theReferenceHas1385DirectedRows() throws IOException {
    // 2 × (219 + 103 + 356) = 1356 rows, and the 29 repeats without a coast (README).
    assertEquals(1385, tsv(DIR + "adjacency.tsv").size());
  }

  @Test
  void bordersAreSymmetric() {
    assertBordersSymmetric(map);
  }

  @Test
  void theBridgesAreCrossedByArmiesAndFleets() {
    String[][] bridges = {{"anc", "vla"}, {"neo", "cub"}, {"cub", "dom"}, {"eth", "yem"}, {"kor", "nag"},
        {"ind", "dar"}};
    for (String[] b : bridges) {
      Province x = p(b[0]);
      Province y = p(b[1]);
      assertTrue(map.armyAdjacent(x.index(), y.index()), "army " + b[0] + "-" + b[1]);
      assertTrue(map.fleetAdjacent(map.location(x).id(), map.location(y).id()), "fleet " + b[0] + "-" + b[1]);
    }
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReference() throws IOException {
    assertEquals(63, assertStartingUnitsMatch(twenty, tsv(DIR + "starting_units.tsv")));
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals("Brazil, Canada, Australia, Italy, USA, Kenya, Egypt, Thailand, Turkey, South Africa, India, "
        + "Russia, Pakistan, China, UK, Japan, Germany, Argentina, Nigeria, Spain", facts.get("powers"));
    assertEquals(Set.of(facts.get("powers").split(", ")),
        map.powers().stream().map(Power::name).collect(Collectors.toSet()));
    assertEquals(20, map.powers().size());
    assertEquals("Spring 2001 Movement", facts.get("start"));
    assertEquals(new Phase(Season.SPRING, 2001, PhaseType.MOVEMENT), twenty.start().phase());
    assertEquals("any owned home centre, of any power, never one that began neutral", facts.get("builds"));
    assertEquals("standard (Spring, Fall, Winter)", facts.get("calendar"));
    // 49 centres, or a lead of 20 in 2001 shrinking by one a year to one (README's row).
    assertEquals(49, twenty.soloCentres());
    assertEquals(new VariantRules(new BuildPlaces(BuildRule.ANY_HOME, ImmutableMap.of(), ImmutableMap.of()), false,
        new VictoryRules(false, 20, 1, 1), dev.dipadj.variant.UnorderedBuilds.WAIVED), twenty.variantRules());
    assertEquals(6, twenty.variantRules().victory().leadIn(2015, 2001));
    assertEquals("provinces: 215 (98 centres), borders: 1385 directed, starting units: 63",
        "provinces: " + facts.get("provinces"));
    assertEquals("twenty-twenty", twenty.name());
  }
}
