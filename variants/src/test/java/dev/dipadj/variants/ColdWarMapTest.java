package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.assertBordersSymmetric;
import static dev.dipadj.variants.ReferenceMaps.assertProvincesMatch;
import static dev.dipadj.variants.ReferenceMaps.assertStartingUnitsMatch;
import static dev.dipadj.variants.ReferenceMaps.facts;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.homes;
import static dev.dipadj.variants.ReferenceMaps.location;
import static dev.dipadj.variants.ReferenceMaps.name;
import static dev.dipadj.variants.ReferenceMaps.referenceHomes;
import static dev.dipadj.variants.ReferenceMaps.referencePairs;
import static dev.dipadj.variants.ReferenceMaps.tsv;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code cold-war} variant against the map facts kept as test resources
 * ({@code reference/cold-war/}: provinces, borders, starting units, facts; their README says
 * where they come from). The map must equal them exactly. Expected counts are computed from
 * the resources and also stated, so that a truncated resource fails too.
 */
class ColdWarMapTest {
  private static final String DIR = "reference/cold-war/";

  private static Variant coldWar;
  private static GameMap map;

  @BeforeAll
  static void load() {
    coldWar = Variants.named("cold-war");
    map = coldWar.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }
  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }


  /** A location of the map as the reference names it ("len/sc", "ins"). */
  private static Location at(String reference) {
    return location(map, reference);
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(90, rows.size(), "reference rows");
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(coldWar, rows);
    assertEquals(Map.of(ProvinceKind.COAST, 61, ProvinceKind.LAND, 5, ProvinceKind.SEA, 24), kinds);
    assertEquals(List.of("CEN", "COL", "LEN", "MEX", "NKO", "PAR", "WCA"), map.provinces().stream()
        .filter(Province::hasSeveralCoasts).map(ColdWarMapTest::abbr).sorted().toList());
  }

  @Test
  void otherSpellingsNameTheSameProvinces() {
    assertSame(p("sea"), p("Southeast Asia"));
    assertSame(p("sea"), p("South-East Asia"));
    assertSame(p("sow"), p("Southwest"));
    assertSame(p("mid"), p("Mid West"));
  }

  @Test
  void twentySevenCentresSixHomeCentresAPower() throws IOException {
    long centres = tsv(DIR + "provinces.tsv").stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(27, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = referenceHomes(tsv(DIR + "provinces.tsv"));
    Map<String, Set<String>> homes = homes(coldWar);
    assertEquals(expected, homes);
    assertEquals(6, homes.get("NATO").size());
    assertEquals(6, homes.get("USSR").size());
    // Nothing but the home centres is owned at the start.
    assertEquals(12, coldWar.start().owners().size());
  }

  // ---------------------------------------------------------------------- borders

  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "army");
    assertEquals(68 + 41, expected.size(), "reference army pairs (68 army + 41 both)");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "fleet");
    assertEquals(168 + 41, expected.size(), "reference fleet pairs (168 fleet + 41 both)");
    assertEquals(expected, fleetPairs(map));
  }

  @Test
  void theReferenceHas571DirectedRows() throws IOException {
    // 2 × (68 + 41 + 168) = 554 rows, and the 17 repeats without a coast (README).
    assertEquals(571, tsv(DIR + "adjacency.tsv").size());
  }

  @Test
  void bordersAreSymmetric() {
    assertBordersSymmetric(map);
  }

  @Test
  void bridgesAreCrossedByArmiesAndFleets() {
    for (String[] bridge : new String[][] {{"ins", "aus"}, {"ins", "phi"}}) {
      assertTrue(map.armyAdjacent(p(bridge[0]).index(), p(bridge[1]).index()), "army " + bridge[0] + "-" + bridge[1]);
      assertTrue(map.fleetAdjacent(at(bridge[0]).id(), at(bridge[1]).id()), "fleet " + bridge[0] + "-" + bridge[1]);
    }
  }

  @Test
  void canalsJoinSeasThatDoNotTouch() {
    String[][] canals = {{"pan", "car", "epa"}, {"egy", "eme", "red"}, {"ist", "bla", "eme"}};
    for (String[] c : canals) {
      Location canal = at(c[0]);
      assertTrue(canal.isWholeProvince(), c[0] + " has one coast");
      assertTrue(map.fleetAdjacent(canal.id(), at(c[1]).id()), c[0] + "-" + c[1]);
      assertTrue(map.fleetAdjacent(canal.id(), at(c[2]).id()), c[0] + "-" + c[2]);
      assertFalse(map.fleetAdjacent(at(c[1]).id(), at(c[2]).id()), c[1] + " touches " + c[2]);
    }
  }

  @Test
  void northSeaToBalticOnlyThroughDenmarkOrSweden() {
    assertTrue(map.armyAdjacent(p("den").index(), p("swe").index()));
    assertTrue(map.fleetAdjacent(at("den").id(), at("swe").id()));
    assertFalse(map.fleetAdjacent(at("nts").id(), at("bal").id()));
    Set<String> between = new TreeSet<>();
    for (Location l : map.locations()) {
      if (map.fleetAdjacent(l.id(), at("nts").id()) && map.fleetAdjacent(l.id(), at("bal").id())) {
        between.add(name(l));
      }
    }
    assertEquals(Set.of("DEN", "SWE"), between);
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReference() throws IOException {
    assertEquals(12, assertStartingUnitsMatch(coldWar, tsv(DIR + "starting_units.tsv")));
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals("USSR, NATO", facts.get("powers"));
    assertEquals(List.of("NATO", "USSR"), map.powers().stream().map(Power::name).toList());
    assertEquals("Spring 1960 Movement", facts.get("start"));
    assertEquals(new Phase(Season.SPRING, 1960, PhaseType.MOVEMENT), coldWar.start().phase());
    assertEquals("17", facts.get("solo"));
    assertEquals(17, coldWar.soloCentres());
    assertEquals("own home centres (standard)", facts.get("builds"));
    assertEquals(dev.dipadj.variant.VariantRules.CLASSIC, coldWar.variantRules(), "builds only in home centres, no conversion");
    assertEquals("cold-war", coldWar.name());
  }
}
