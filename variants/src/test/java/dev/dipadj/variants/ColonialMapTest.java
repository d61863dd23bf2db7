package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.assertBordersSymmetric;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.name;
import static dev.dipadj.variants.ReferenceMaps.pair;
import static dev.dipadj.variants.ReferenceMaps.tsv;
import static dev.dipadj.variants.ReferenceMaps.withoutCoast;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VariantRules;
import java.io.IOException;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code colonial} variant against the reference facts kept as test resources: the map
 * of {@code reference/era-of-empire/} (provinces, centres, borders) and Colonial's setup
 * ({@code reference/colonial/starting_units.tsv}). The counts are also stated, so that a
 * truncated resource fails too.
 */
class ColonialMapTest {
  private static final String MAP = "reference/era-of-empire/";
  private static final String SETUP = "reference/colonial/starting_units.tsv";

  private static Variant colonial;
  private static GameMap map;

  @BeforeAll
  static void load() {
    colonial = Variants.named("colonial");
    map = colonial.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }

  @Test
  void provincesAreTheReferences() throws IOException {
    Map<String, String> expected = new TreeMap<>();
    for (String[] r : tsv(MAP + "provinces.tsv")) {
      expected.put(r[0], r[2]);
    }
    assertEquals(120, expected.size(), "119 provinces and the Himalayas");
    Map<String, String> found = new TreeMap<>();
    for (Province prov : map.provinces()) {
      found.put(abbr(prov), prov.kind().name().toLowerCase(Locale.ROOT));
    }
    assertEquals(expected, found);
  }

  @Test
  void centresAreColonials() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv(MAP + "provinces.tsv")) {
      if (r[3].equals("y")) {
        expected.add(r[0]);
      }
    }
    assertEquals(58, expected.size(), "Colonial's centres");
    assertEquals(expected, map.provinces().stream().filter(Province::supplyCentre)
        .map(ColonialMapTest::abbr).collect(Collectors.toCollection(TreeSet::new)));
    assertFalse(p("IRK").supplyCentre(), "Irkutsk is no centre in Colonial");
  }

  @Test
  void armyBordersAreTheReferences() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv(MAP + "adjacency.tsv")) {
      if (r[2].equals("army") || r[2].equals("both")) {
        expected.add(pair(withoutCoast(r[0]), withoutCoast(r[1])));
      }
    }
    assertEquals(170, expected.size(), "reference army pairs");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetBordersAreTheReferencesTheSuezCanalAmongThem() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv(MAP + "adjacency.tsv")) {
      if (r[2].equals("fleet") || r[2].equals("both")) {
        expected.add(pair(r[0], r[1]));
      }
    }
    assertEquals(211, expected.size(), "reference fleet pairs");
    assertTrue(expected.contains("MED RED"), "the reference has the Suez Canal");
    assertEquals(expected, fleetPairs(map));
    assertBordersSymmetric(map);
  }

  @Test
  void theRailroadAndTheCanalAreColonials() {
    assertEquals(1, map.railroads().size());
    var tsr = map.railroad("TSR").orElseThrow();
    assertEquals("Russia", tsr.power().name());
    assertEquals(java.util.List.of("MOS", "PRM", "OMS", "KRA", "IRK", "VLA"),
        tsr.line().stream().map(ColonialMapTest::abbr).toList());
    assertEquals(1, map.canals().size());
    var suez = map.canal("SC").orElseThrow();
    assertTrue(suez.crossedBy(p("RED"), p("MED")));
    assertEquals(p("EGY"), suez.via());
  }

  @Test
  void startingUnitsAreColonials() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv(SETUP)) {
      expected.add(r[0] + ": " + r[1] + " " + r[2]);
    }
    assertEquals(29, expected.size(), "Colonial's 29 units");
    Set<String> found = new TreeSet<>();
    for (Unit u : colonial.start().units()) {
      found.add(u.power().name() + ": " + u.type().letter() + " " + name(u.location()));
    }
    assertEquals(expected, found);
  }

  @Test
  void homeCentresAreTheStartingProvincesOwnedAtTheStart() throws IOException {
    Map<String, Set<String>> expected = new TreeMap<>();
    for (String[] r : tsv(SETUP)) {
      expected.computeIfAbsent(r[0], k -> new TreeSet<>()).add(r[2]);
    }
    Map<String, Set<String>> homes = new TreeMap<>();
    Map<String, Set<String>> owned = new TreeMap<>();
    colonial.homeCentres().forEach((power, set) -> homes.put(power.name(),
        set.stream().map(ColonialMapTest::abbr).collect(Collectors.toCollection(TreeSet::new))));
    colonial.start().owners().forEach((centre, power) ->
        owned.computeIfAbsent(power.name(), k -> new TreeSet<>()).add(abbr(centre)));
    assertEquals(expected, homes);
    assertEquals(expected, owned);
    // Kyoto is a Japanese home centre (errata).
    assertTrue(homes.get("Japan").contains("KYO"));
  }

  @Test
  void hongKongCountsForEveryPowerButChina() {
    Province hon = p("HON");
    for (Power power : map.powers()) {
      assertEquals(!power.name().equals("China"), map.countsFor(hon, power), power.name());
    }
    assertEquals(1, map.centresNotCounted().size(), "Hong Kong is the only such centre");
  }

  @Test
  void sevenPowersThirtyCentresSpring1870HomeBuilds() {
    assertEquals(Set.of("Britain", "China", "France", "Holland", "Japan", "Russia", "Turkey"),
        map.powers().stream().map(Power::name).collect(Collectors.toSet()));
    assertEquals(30, colonial.soloCentres());
    assertEquals(new Phase(Season.SPRING, 1870, PhaseType.MOVEMENT), colonial.start().phase());
    assertEquals(VariantRules.CLASSIC, colonial.variantRules(), "no builds anywhere, no conversion");
  }
}
