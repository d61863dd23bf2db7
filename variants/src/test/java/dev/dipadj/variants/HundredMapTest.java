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
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VictoryRules;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code hundred} variant against the map facts kept as test resources
 * ({@code reference/hundred/}: provinces, borders, starting units, facts; their README says
 * where they come from). The map must equal them exactly. Expected counts are computed from
 * the resources and also stated, so that a truncated resource fails too.
 */
class HundredMapTest {
  private static final String DIR = "reference/hundred/";

  private static Variant hundred;
  private static GameMap map;

  @BeforeAll
  static void load() {
    hundred = Variants.named("hundred");
    map = hundred.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }

  /** A location of the map as the reference names it ("ara/nc", "ins"). */
  private static Location at(String reference) {
    return location(map, reference);
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(41, rows.size(), "reference rows");
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(hundred, rows);
    assertEquals(Map.of(ProvinceKind.COAST, 19, ProvinceKind.LAND, 12, ProvinceKind.SEA, 10), kinds);
    assertEquals(List.of("ARA", "NOT"), map.provinces().stream()
        .filter(Province::hasSeveralCoasts).map(HundredMapTest::abbr).sorted().toList());
  }

  @Test
  void otherSpellingsNameTheSameProvinces() {
    assertSame(p("cha"), p("Charleroi"));
    assertSame(p("str"), p("Straits of Dover"));
    assertSame(p("str"), p("Dover"));
    assertSame(p("atl"), p("Atlantic Ocean"));
  }

  @Test
  void seventeenCentresThirteenOfThemHomeCentres() throws IOException {
    long centres = tsv(DIR + "provinces.tsv").stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(17, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = referenceHomes(tsv(DIR + "provinces.tsv"));
    Map<String, Set<String>> homes = homes(hundred);
    assertEquals(expected, homes);
    assertEquals(5, homes.get("England").size());
    assertEquals(4, homes.get("Burgundy").size());
    assertEquals(4, homes.get("France").size());
    // Nothing but the home centres is owned at the start.
    assertEquals(13, hundred.start().owners().size());
  }

  // ---------------------------------------------------------------------- borders


  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "army");
    assertEquals(49 + 12, expected.size(), "reference army pairs (49 army + 12 both)");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "fleet");
    assertEquals(56 + 12, expected.size(), "reference fleet pairs (56 fleet + 12 both)");
    assertEquals(expected, fleetPairs(map));
  }

  @Test
  void theReferenceHas238DirectedRows() throws IOException {
    // 2 × (49 + 12 + 56) = 234 rows, and the 4 repeats without a coast (README).
    assertEquals(238, tsv(DIR + "adjacency.tsv").size());
  }

  @Test
  void bordersAreSymmetric() {
    assertBordersSymmetric(map);
  }

  @Test
  void londonAndCalaisAreCrossedByArmiesAndFleets() {
    // The README's row: London-Calais is crossed by armies and fleets, no convoy needed.
    assertTrue(map.armyAdjacent(p("lon").index(), p("cal").index()));
    assertTrue(map.fleetAdjacent(at("lon").id(), at("cal").id()));
    assertTrue(map.fleetAdjacent(at("lon").id(), at("str").id()));
    assertTrue(map.fleetAdjacent(at("cal").id(), at("str").id()));
  }

  @Test
  void thePaleHasNoArmyBorder() {
    for (Province other : map.provinces()) {
      assertFalse(map.armyAdjacent(p("thp").index(), other.index()), "thp-" + abbr(other));
    }
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReference() throws IOException {
    assertEquals(14, assertStartingUnitsMatch(hundred, tsv(DIR + "starting_units.tsv")));
  }

  @Test
  void franceHasFiveUnitsButFourCentres() {
    // The README's row: France owes a disband at its first adjustment unless it gains one.
    Power france = map.power("France").orElseThrow();
    assertEquals(5, hundred.start().units().stream().filter(u -> u.power().equals(france)).count());
    assertEquals(4, hundred.start().owners().values().stream().filter(france::equals).count());
    assertFalse(p("pro").supplyCentre());
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals("England, Burgundy, France", facts.get("powers"));
    assertEquals(List.of("England", "Burgundy", "France"), map.powers().stream().map(Power::name).toList());
    assertEquals("Year 1425 Movement", facts.get("start"));
    // One season, movement then adjustments, the year stepping by five, builds every ten.
    Season year = new Season("Year", 0, true, true);
    assertEquals(Calendar.of(List.of(year), 5, 10), hundred.calendar());
    assertEquals(new Phase(year, 1425, PhaseType.MOVEMENT), hundred.start().phase());
    assertEquals("9", facts.get("solo"));
    assertEquals(9, hundred.soloCentres());
    assertEquals("any owned centre", facts.get("builds"));
    assertEquals(BuildRule.OWNED, hundred.variantRules().builds().rule());
    assertEquals(VictoryRules.SOLO, hundred.variantRules().victory());
    assertEquals("hundred", hundred.name());
  }
}
