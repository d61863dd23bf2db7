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
 * The {@code youngstown-redux} variant against the map facts kept as test resources
 * ({@code reference/youngstown-redux/}: provinces, borders, starting units, facts; their README says
 * where they come from). The map must equal them exactly. Expected counts are computed from
 * the resources and also stated, so that a truncated resource fails too.
 */
class YoungstownReduxMapTest {
  private static final String DIR = "reference/youngstown-redux/";

  private static Variant youngstown;
  private static GameMap map;

  @BeforeAll
  static void load() {
    youngstown = Variants.named("youngstown-redux");
    map = youngstown.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }
  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }


  /** A location of the map as the reference names it ("stp/sc", "bxa"). */
  private static Location at(String reference) {
    return location(map, reference);
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(183, rows.size(), "reference rows");
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(youngstown, rows,
        // The box seas' names end with a letter of orders, so the variant adds "Sea" (header).
        (id, name) -> id.startsWith("bx") ? name + " Sea" : name);
    assertEquals(Map.of(ProvinceKind.COAST, 96, ProvinceKind.LAND, 38, ProvinceKind.SEA, 49), kinds);
    assertEquals(List.of("ARA", "HEB", "LEV", "SPA", "STP", "THA"), map.provinces().stream()
        .filter(Province::hasSeveralCoasts).map(YoungstownReduxMapTest::abbr).sorted().toList());
  }

  @Test
  void otherSpellingsNameTheSameProvinces() {
    assertSame(p("vit"), p("Vietnam"));
    assertSame(p("vit"), p("Vietnaam"));
    assertSame(p("stp"), p("Saint Petersburg"));
    assertSame(p("mid"), p("Mid-Atlantic Ocean"));
  }

  @Test
  void eightyOneCentresAndTheHomeCentresOfTenPowers() throws IOException {
    long centres = tsv(DIR + "provinces.tsv").stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(81, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = referenceHomes(tsv(DIR + "provinces.tsv"));
    Map<String, Set<String>> homes = homes(youngstown);
    assertEquals(expected, homes);
    assertEquals(6, homes.get("Russia").size());
    assertEquals(5, homes.get("Britain").size());
    assertEquals(5, homes.get("Germany").size());
    assertEquals(4, homes.get("China").size());
    // Nothing but the home centres is owned at the start.
    assertEquals(44, youngstown.start().owners().size());
  }

  // ---------------------------------------------------------------------- borders

  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "army");
    assertEquals(196 + 71, expected.size(), "reference army pairs (196 army + 71 both)");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "fleet");
    assertEquals(276 + 71, expected.size(), "reference fleet pairs (276 fleet + 71 both)");
    assertEquals(expected, fleetPairs(map));
  }

  @Test
  void theReferenceHas1099DirectedRows() throws IOException {
    // 2 × (196 + 71 + 276) = 1086 rows, and the 13 repeats without a coast (README).
    assertEquals(1099, tsv(DIR + "adjacency.tsv").size());
  }

  @Test
  void bordersAreSymmetric() {
    assertBordersSymmetric(map);
  }

  @Test
  void boxSeasJoinTheEndsOfTheMap() {
    // Each box is a sea; eight of them join the map's edge seas to each other (README).
    String[][] edges = {{"bxa", "nao"}, {"bxb", "mid"}, {"bxc", "sao"}, {"bxd", "npo"},
        {"bxe", "spo"}, {"bxf", "tim"}, {"bxg", "wio"}, {"bxh", "eio"}};
    for (String[] e : edges) {
      assertEquals(ProvinceKind.SEA, p(e[0]).kind(), e[0]);
      assertTrue(map.fleetAdjacent(at(e[0]).id(), at(e[1]).id()), e[0] + "-" + e[1]);
      assertFalse(map.armyAdjacent(p(e[0]).index(), p(e[1]).index()), "army " + e[0] + "-" + e[1]);
    }
    // A fleet in the North Atlantic reaches the North Pacific through Box A and Box D.
    assertTrue(map.fleetAdjacent(at("bxa").id(), at("bxd").id()));
    assertFalse(map.fleetAdjacent(at("nao").id(), at("npo").id()));
  }

  @Test
  void theArcticIsNoProvince() {
    assertTrue(map.province("Arctic").isEmpty());
    assertTrue(map.province("Arctic Ocean").isEmpty());
    // St. Petersburg's north coast touches the Barents Sea and Norway only.
    Set<String> north = new TreeSet<>();
    for (Location l : map.locations()) {
      if (map.fleetAdjacent(l.id(), at("stp/nc").id())) {
        north.add(name(l));
      }
    }
    assertEquals(Set.of("BAR", "NAY"), north);
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReference() throws IOException {
    assertEquals(44, assertStartingUnitsMatch(youngstown, tsv(DIR + "starting_units.tsv")));
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals("Turkey, Austria, Britain, China, Japan, Italy, Germany, India, Russia, France",
        facts.get("powers"));
    assertEquals(List.of("Austria", "Britain", "China", "France", "Germany", "India", "Italy", "Japan",
        "Russia", "Turkey"), map.powers().stream().map(Power::name).toList());
    assertEquals("Spring 1901 Movement", facts.get("start"));
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), youngstown.start().phase());
    assertEquals("28", facts.get("solo"));
    assertEquals(28, youngstown.soloCentres());
    assertEquals("own home centres (standard)", facts.get("builds"));
    // Builds as in the classic game, no conversion; a tie for the most at 28 or more plays on;
    // unordered builds waived.
    assertEquals(new dev.dipadj.variant.VariantRules(dev.dipadj.variant.BuildPlaces.HOME, false,
        new dev.dipadj.variant.VictoryRules(true, 0, 0, 0), dev.dipadj.variant.UnorderedBuilds.WAIVED),
        youngstown.variantRules());
    assertEquals("standard (Spring, Fall, Winter)", facts.get("calendar"));
    assertEquals("youngstown-redux", youngstown.name());
  }
}
