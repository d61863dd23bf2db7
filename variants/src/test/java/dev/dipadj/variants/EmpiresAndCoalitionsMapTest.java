package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.assertBordersSymmetric;
import static dev.dipadj.variants.ReferenceMaps.assertProvincesMatch;
import static dev.dipadj.variants.ReferenceMaps.assertStartingUnitsMatch;
import static dev.dipadj.variants.ReferenceMaps.facts;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.location;
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
import dev.dipadj.variant.BuildPlaces;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code empires-and-coalitions} variant against the map facts kept as test resources
 * ({@code reference/empires-and-coalitions/}: provinces, borders, starting units, facts; their
 * README says where they come from). The map must equal them exactly; the minor powers' third
 * build places, which the tables do not give, are checked against the rule the variant's header
 * chose them by. Expected counts are computed from the resources and also stated, so that a
 * truncated resource fails too.
 */
class EmpiresAndCoalitionsMapTest {
  private static final String DIR = "reference/empires-and-coalitions/";

  private static Variant eac;
  private static GameMap map;

  @BeforeAll
  static void load() {
    eac = Variants.named("empires-and-coalitions");
    map = eac.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }

  /** A location of the map as the reference names it ("stp/sc", "gib"). */
  private static Location at(String reference) {
    return location(map, reference);
  }

  private static Set<String> fleetNeighbours(String reference) {
    return map.fleetNeighbours(at(reference)).stream().map(ReferenceMaps::name)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  private static Set<String> armyNeighbours(String reference) {
    return map.armyNeighbours(p(reference)).stream().map(EmpiresAndCoalitionsMapTest::abbr)
        .collect(Collectors.toCollection(TreeSet::new));
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(96, rows.size(), "reference rows");
    // The table has no long names (its README): the variant's own are checked to name their province.
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(eac, rows,
        (id, name) -> name.isEmpty() ? p(id).name() : name);
    assertEquals(Map.of(ProvinceKind.COAST, 54, ProvinceKind.LAND, 19, ProvinceKind.SEA, 22,
        ProvinceKind.ARCHIPELAGO, 1), kinds);
    assertEquals(List.of("AND", "PAP", "SCH", "STP"), map.provinces().stream()
        .filter(Province::hasSeveralCoasts).map(EmpiresAndCoalitionsMapTest::abbr).sorted().toList());
  }

  @Test
  void everyProvinceHasALongNameOfItsOwn() {
    Set<String> names = new HashSet<>();
    for (Province prov : map.provinces()) {
      assertFalse(prov.name().isBlank(), abbr(prov));
      assertFalse(prov.name().equalsIgnoreCase(prov.abbreviation()), abbr(prov) + " named by its id");
      assertTrue(names.add(prov.name().toLowerCase(Locale.ROOT)), prov.name() + " twice");
    }
    // A few of the names the header gives for ids a player might misread.
    assertSame(p("kon"), p("Konigsberg"));
    assertSame(p("fil"), p("Finland"));
    assertSame(p("fim"), p("Finnmark"));
    assertSame(p("waa"), p("Wallachia"));
    assertSame(p("ang"), p("Ankara"));
    assertSame(p("stp"), p("Saint Petersburg"));
  }

  @Test
  void fortyFourCentresAndTheHomeCentresOfNinePowers() throws IOException {
    long centres = tsv(DIR + "provinces.tsv").stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(44, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = new TreeMap<>();
    for (String[] r : tsv(DIR + "provinces.tsv")) {
      if (!r[4].isEmpty()) {
        expected.computeIfAbsent(r[4], k -> new TreeSet<>()).add(r[0].toUpperCase(Locale.ROOT));
      }
    }
    Map<String, Set<String>> homes = homes();
    assertEquals(expected, homes);
    Map<String, Integer> sizes = new TreeMap<>();
    homes.forEach((power, set) -> sizes.put(power, set.size()));
    assertEquals(Map.of("Austria", 3, "Britain", 4, "Denmark", 2, "France", 4, "Ottoman Empire", 2,
        "Prussia", 3, "Russia", 4, "Sicily", 2, "Spain", 2), sizes);
    // Nothing but the home centres is owned at the start.
    assertEquals(26, eac.start().owners().size());
  }

  private static Map<String, Set<String>> homes() {
    Map<String, Set<String>> homes = new TreeMap<>();
    eac.homeCentres().forEach((power, provinces) -> homes.put(power.name(),
        provinces.stream().map(EmpiresAndCoalitionsMapTest::abbr).collect(Collectors.toCollection(TreeSet::new))));
    return homes;
  }

  // ---------------------------------------------------------------------- borders


  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "army");
    assertEquals(103 + 44, expected.size(), "reference army pairs (103 army + 44 both)");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "fleet");
    assertEquals(139 + 44, expected.size(), "reference fleet pairs (139 fleet + 44 both)");
    assertEquals(expected, fleetPairs(map));
  }

  @Test
  void theReferenceHas581DirectedRows() throws IOException {
    // 2 × (103 + 44 + 139) = 572 rows, and the 9 repeats without a coast (README).
    assertEquals(581, tsv(DIR + "adjacency.tsv").size());
    assertFalse(map.hasOneWayBorders());
  }

  @Test
  void bordersAreSymmetric() {
    assertBordersSymmetric(map);
  }

  @Test
  void gibraltarIsAnArchipelagoArmiesLeaveForAndalusiaOnly() {
    Province gib = p("gib");
    assertEquals(ProvinceKind.ARCHIPELAGO, gib.kind());
    assertFalse(gib.supplyCentre(), "no centre, so nobody builds there");
    assertTrue(map.fleetConvoys(gib.index()), "a fleet in Gibraltar convoys");
    assertEquals(Set.of("AND"), armyNeighbours("gib"));
    assertFalse(map.armyAdjacent(gib.index(), p("mor").index()), "no army border to Morocco");
    assertEquals(Set.of("AND/EC", "AND/WC", "ATL", "MOR", "WEM"), fleetNeighbours("gib"));
  }

  @Test
  void bridgesAreBordersForArmiesAndFleets() {
    String[][] bridges = {{"pal", "nap"}, {"ire", "edi"}, {"cop", "swe"}};
    for (String[] b : bridges) {
      assertTrue(map.armyAdjacent(p(b[0]).index(), p(b[1]).index()), "army " + b[0] + "-" + b[1]);
      assertTrue(map.fleetAdjacent(at(b[0]).id(), at(b[1]).id()), "fleet " + b[0] + "-" + b[1]);
    }
  }

  @Test
  void twoCoastProvincesTouchTheirSeasFromEachCoast() {
    assertEquals(Set.of("ATL", "GIB", "POR"), fleetNeighbours("and/wc"));
    assertEquals(Set.of("GIB", "VAL", "WEM"), fleetNeighbours("and/ec"));
    assertEquals(Set.of("NAP", "PIE", "TYS"), fleetNeighbours("pap/wc"));
    assertEquals(Set.of("ADR", "APU", "CIS"), fleetNeighbours("pap/ec"));
    assertEquals(Set.of("COP", "HAN", "NOT", "SKA"), fleetNeighbours("sch/wc"));
    assertEquals(Set.of("BAI", "COP", "MEC"), fleetNeighbours("sch/ec"));
    assertEquals(Set.of("BAR", "FIM"), fleetNeighbours("stp/nc"));
    assertEquals(Set.of("FIL", "GOB", "LIO"), fleetNeighbours("stp/sc"));
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReference() throws IOException {
    assertEquals(26, assertStartingUnitsMatch(eac, tsv(DIR + "starting_units.tsv")));
  }

  @Test
  void eachMinorPowerAlsoBuildsInTheOneNeutralCentreBesideItsHomes() {
    BuildPlaces builds = eac.variantRules().builds();
    assertEquals(BuildRule.HOME, builds.rule());
    assertTrue(builds.barred().isEmpty(), "no centre barred");
    Map<String, Set<String>> extra = new TreeMap<>();
    builds.extra().forEach((power, provinces) -> extra.put(power.name(),
        provinces.stream().map(EmpiresAndCoalitionsMapTest::abbr).collect(Collectors.toSet())));
    assertEquals(Map.of("Denmark", Set.of("SWE"), "Ottoman Empire", Set.of("WAA"), "Sicily", Set.of("PAP"),
        "Spain", Set.of("POR")), extra);
    // The header's rule: the place is the one neutral centre that borders a home centre of the
    // minor power (a power with two home centres).
    Map<String, Set<String>> homes = homes();
    for (Map.Entry<String, Set<String>> e : extra.entrySet()) {
      assertEquals(2, homes.get(e.getKey()).size(), e.getKey() + " is a minor power");
      Set<String> beside = new TreeSet<>();
      for (String home : homes.get(e.getKey())) {
        for (Province n : map.provinces()) {
          if (map.borders(p(home).index(), n.index()) && n.supplyCentre() && !eac.start().owners().containsKey(n)) {
            beside.add(abbr(n));
          }
        }
      }
      assertEquals(e.getValue(), beside, e.getKey());
    }
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals("Ottoman Empire, Denmark, Sicily, Prussia, Austria, France, Britain, Russia, Spain",
        facts.get("powers"));
    assertEquals(List.of("Austria", "Britain", "Denmark", "France", "Ottoman Empire", "Prussia", "Russia",
        "Sicily", "Spain"), map.powers().stream().map(Power::name).toList());
    assertEquals("Spring 1800 Movement", facts.get("start"));
    assertEquals(new Phase(Season.SPRING, 1800, PhaseType.MOVEMENT), eac.start().phase());
    assertEquals("23", facts.get("solo"));
    assertEquals(23, eac.soloCentres());
    assertEquals("own home centres (standard)", facts.get("builds"));
    assertFalse(eac.variantRules().conversion());
    // One solo count, no lead, no playing on.
    assertEquals(new dev.dipadj.variant.VictoryRules(false, 0, 0, 0), eac.variantRules().victory());
    assertEquals("standard (Spring, Fall, Winter)", facts.get("calendar"));
    assertEquals("empires-and-coalitions", eac.name());
  }
}
