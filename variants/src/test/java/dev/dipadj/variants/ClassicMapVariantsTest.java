package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.name;
import static dev.dipadj.variants.ReferenceMaps.pair;
import static dev.dipadj.variants.ReferenceMaps.tsv;
import static dev.dipadj.variants.ReferenceMaps.withoutCoast;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
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
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

/**
 * The shipped variants played on the classic map ({@code france-austria}, {@code
 * italy-germany}, {@code fleet-rome}) against the classic reference tables
 * ({@code reference/classic/}: every province, kind, centre, coast and border) and their own
 * facts ({@code reference/france-austria/} and {@code reference/italy-germany/}: powers,
 * starting units, solo). Expected counts are also stated, so that a truncated table fails.
 */
class ClassicMapVariantsTest {
  private static final String CLASSIC = "reference/classic/";

  /** The reference's units of a variant, as "Power: A ABC". */
  private static Set<String> referenceUnits(String variant) throws IOException {
    Set<String> out = new TreeSet<>();
    for (String[] r : tsv("reference/" + variant + "/starting_units.tsv")) {
      assertTrue(out.add(r[0] + ": " + r[1] + " " + r[2].toUpperCase(Locale.ROOT)), "duplicate " + r[2]);
    }
    return out;
  }

  private static Set<String> units(Variant v) {
    Set<String> found = new TreeSet<>();
    for (Unit u : v.start().units()) {
      found.add(u.power().name() + ": " + u.type().letter() + " " + name(u.location()));
      assertTrue(v.map().canStand(u.type(), u.location()), u + " cannot stand there");
    }
    return found;
  }

  /** The reference's "key: value" line of facts.txt. */
  private static String fact(String variant, String key) throws IOException {
    try (var in = ClassicMapVariantsTest.class.getResourceAsStream("reference/" + variant + "/facts.txt")) {
      assertTrue(in != null, variant + "/facts.txt is missing");
      for (String line : new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).lines().toList()) {
        if (line.startsWith(key + ":")) {
          return line.substring(key.length() + 1).trim();
        }
      }
    }
    throw new AssertionError("no '" + key + "' in " + variant + "/facts.txt");
  }

  @ParameterizedTest
  @ValueSource(strings = {"france-austria", "italy-germany", "fleet-rome"})
  void provincesKindsCentresAndCoastsAreClassics(String variant) throws IOException {
    GameMap map = Variants.named(variant).map();
    List<String[]> rows = tsv(CLASSIC + "provinces.tsv");
    assertEquals(76, rows.size());
    assertEquals(76, map.provinces().size());
    for (String[] r : rows) {
      Province prov = map.province(r[0]).orElseThrow(() -> new AssertionError("no " + r[0]));
      assertEquals(r[0], prov.abbreviation().toUpperCase(Locale.ROOT));
      assertEquals(r[1], prov.name(), r[0]);
      assertEquals(ProvinceKind.valueOf(r[2].toUpperCase(Locale.ROOT)), prov.kind(), r[0]);
      assertEquals(r[3].equals("y"), prov.supplyCentre(), r[0] + " centre");
      Set<Coast> coasts = new HashSet<>();
      if (!r[5].equals("-")) {
        for (String c : r[5].split(",")) {
          coasts.add(Coast.parse(c).orElseThrow());
        }
      }
      assertEquals(coasts, Set.copyOf(prov.coasts()), r[0] + " coasts");
    }
    assertEquals(34, map.provinces().stream().filter(Province::supplyCentre).count());
  }

  @ParameterizedTest
  @ValueSource(strings = {"france-austria", "italy-germany", "fleet-rome"})
  void bordersAndWhoCrossesThemAreClassics(String variant) throws IOException {
    GameMap map = Variants.named(variant).map();
    Set<String> army = new TreeSet<>();
    Set<String> fleet = new TreeSet<>();
    for (String[] r : tsv(CLASSIC + "adjacency.tsv")) {
      if (r[2].equals("army") || r[2].equals("both")) {
        army.add(pair(withoutCoast(r[0]), withoutCoast(r[1])));
      }
      if (r[2].equals("fleet") || r[2].equals("both")) {
        fleet.add(pair(r[0], r[1]));
      }
    }
    assertEquals(111, army.size());
    assertEquals(141, fleet.size());
    assertEquals(army, armyPairs(map));
    assertEquals(fleet, fleetPairs(map));
  }

  @ParameterizedTest
  @ValueSource(strings = {"france-austria", "italy-germany"})
  void onlyTheTwoPowersTheirUnitsAndTheirHomes(String variant) throws IOException {
    Variant v = Variants.named(variant);
    Set<String> expectedUnits = referenceUnits(variant);
    assertEquals(6, expectedUnits.size(), "facts: starting units: 6");
    assertEquals(expectedUnits, units(v));
    Set<String> powers = expectedUnits.stream().map(u -> u.substring(0, u.indexOf(':'))).collect(Collectors.toSet());
    assertEquals(powers, v.map().powers().stream().map(Power::name).collect(Collectors.toSet()));
    assertEquals(2, v.map().powers().size());
    // Each power is its own player, as in the classic game.
    assertEquals(powers, v.players().commands().keySet());
    // Home centres: each power's classic homes (the reference's home_power column); the
    // other 22 centres are nobody's home and owned by nobody at the start.
    Map<String, Set<String>> expectedHomes = new TreeMap<>();
    for (String[] r : tsv(CLASSIC + "provinces.tsv")) {
      if (powers.contains(r[4])) {
        expectedHomes.computeIfAbsent(r[4], k -> new TreeSet<>()).add(r[0]);
      }
    }
    Map<String, Set<String>> homes = new TreeMap<>();
    Map<String, Set<String>> owned = new TreeMap<>();
    v.homeCentres().forEach((p, c) -> homes.put(p.name(), abbreviations(c)));
    v.start().owners().forEach((c, p) -> owned.computeIfAbsent(p.name(), k -> new TreeSet<>())
        .add(c.abbreviation().toUpperCase(Locale.ROOT)));
    assertEquals(expectedHomes, homes);
    assertEquals(expectedHomes, owned);
    assertEquals(6, v.start().owners().size(), "34 centres, 6 owned, 28 neutral");
    // The powers left out, and their adjectives, name nobody.
    for (String left : List.of("England", "English", "Russia", "Russian", "Turkey", "Turkish")) {
      assertTrue(v.map().power(left).isEmpty(), left);
      assertTrue(v.map().nationality(left).isEmpty(), left);
    }
  }

  private static Set<String> abbreviations(ImmutableSet<Province> centres) {
    return centres.stream().map(c -> c.abbreviation().toUpperCase(Locale.ROOT)).collect(Collectors.toCollection(TreeSet::new));
  }

  @ParameterizedTest
  @ValueSource(strings = {"france-austria", "italy-germany"})
  void soloCalendarAndRulesAreTheFacts(String variant) throws IOException {
    Variant v = Variants.named(variant);
    assertEquals(Integer.parseInt(fact(variant, "solo")), v.soloCentres());
    assertEquals(18, v.soloCentres());
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), v.start().phase());
    assertEquals(RuleOptions.DATC, v.rules());
    // "builds: own home centres (standard)": the cases in test-cases/variants/ build there.
    assertEquals("own home centres (standard)", fact(variant, "builds"));
    assertEquals(variant, v.name());
  }

  @Test
  void fleetRomeIsClassicWithAFleetInRome() {
    Variant classic = Variants.named("classic");
    Variant v = Variants.named("fleet-rome");
    Set<String> expected = new TreeSet<>(units(classic));
    assertTrue(expected.remove("Italy: A ROM"));
    expected.add("Italy: F ROM");
    assertEquals(22, expected.size());
    assertEquals(expected, units(v));
    assertEquals(classic.start().owners().size(), v.start().owners().size());
    assertEquals(List.of("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey"),
        v.map().powers().stream().map(Power::name).toList());
    for (Power p : v.map().powers()) {
      assertEquals(abbreviations(classic.homeCentres().get(classic.map().power(p.name()).orElseThrow())),
          abbreviations(v.homeCentres().get(p)), p.name());
    }
    assertEquals(18, v.soloCentres());
    assertEquals(classic.start().phase(), v.start().phase());
  }
}
