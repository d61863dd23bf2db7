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
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The classic variant against the rulebook and the reference data kept as test resources
 * ({@code reference/classic/provinces.tsv}, {@code adjacency.tsv}, with a README on where
 * they come from). Counts come from the rulebook.
 */
class ClassicMapTest {
  private static final List<String> POWERS =
      List.of("Austria", "England", "France", "Germany", "Italy", "Russia", "Turkey");

  private static Variant classic;
  private static GameMap map;

  @BeforeAll
  static void load() throws VariantFormatException {
    classic = Variants.named("classic");
    map = classic.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  private static Location at(String province, Coast coast) {
    return map.location(p(province), coast).orElseThrow();
  }

  // ---------------------------------------------------------------- counts from the rules

  @Test
  void hasSeventyFiveProvincesAndImpassableSwitzerland() {
    assertEquals(76, map.provinces().size(), "75 provinces + Switzerland");
    Province swi = p("Swi");
    assertEquals(ProvinceKind.IMPASSABLE, swi.kind());
    assertEquals("Switzerland", swi.name());
    long playable = map.provinces().stream().filter(x -> x.kind() != ProvinceKind.IMPASSABLE).count();
    assertEquals(75, playable);
    // 42 coastal + 14 inland + 19 sea (SOURCES.md)
    assertEquals(42, count(ProvinceKind.COAST));
    assertEquals(14, count(ProvinceKind.LAND));
    assertEquals(19, count(ProvinceKind.SEA));
    assertFalse(swi.supplyCentre());
  }

  private static long count(ProvinceKind kind) {
    return map.provinces().stream().filter(x -> x.kind() == kind).count();
  }

  @Test
  void switzerlandTouchesNothing() {
    int swi = p("Swi").index();
    for (Province other : map.provinces()) {
      assertFalse(map.armyAdjacent(swi, other.index()), "army Swi-" + other);
      assertFalse(map.armyAdjacent(other.index(), swi), "army " + other + "-Swi");
      assertFalse(map.borders(swi, other.index()), "Swi borders " + other);
    }
    for (Location l : map.locations()) {
      assertFalse(map.fleetReaches(l.id(), swi), "fleet " + l + " reaches Swi");
    }
    assertFalse(map.canStand(UnitType.ARMY, map.location(p("Swi"))));
    assertFalse(map.canStand(UnitType.FLEET, map.location(p("Swi"))));
  }

  @Test
  void thirtyFourSupplyCentres() {
    Set<String> centres = map.provinces().stream()
        .filter(Province::supplyCentre)
        .map(x -> x.abbreviation().toUpperCase(Locale.ROOT))
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(
        new TreeSet<>(List.of(
            "ANK", "BEL", "BER", "BRE", "BUD", "BUL", "CON", "DEN", "EDI", "GRE", "HOL", "KIE",
            "LON", "LVP", "MAR", "MOS", "MUN", "NAP", "NWY", "PAR", "POR", "ROM", "RUM", "SER",
            "SEV", "SMY", "SPA", "STP", "SWE", "TRI", "TUN", "VEN", "VIE", "WAR")),
        centres);
  }

  @Test
  void sevenPowersInRulebookOrder() {
    assertEquals(POWERS, map.powers().stream().map(Power::name).collect(Collectors.toList()));
    for (String name : POWERS) {
      assertTrue(map.power(name.toUpperCase(Locale.ROOT)).isPresent(), name);
    }
    assertTrue(map.power("Prussia").isEmpty());
  }

  @Test
  void twentyTwoHomeCentresRussiaFourOthersThree() {
    Map<String, Set<String>> expected = Map.of(
        "Austria", Set.of("BUD", "TRI", "VIE"),
        "England", Set.of("EDI", "LON", "LVP"),
        "France", Set.of("BRE", "MAR", "PAR"),
        "Germany", Set.of("BER", "KIE", "MUN"),
        "Italy", Set.of("NAP", "ROM", "VEN"),
        "Russia", Set.of("MOS", "SEV", "STP", "WAR"),
        "Turkey", Set.of("ANK", "CON", "SMY"));
    int total = 0;
    assertEquals(7, classic.homeCentres().size());
    for (Power power : map.powers()) {
      Set<String> homes = classic.homeCentres().get(power).stream()
          .map(x -> x.abbreviation().toUpperCase(Locale.ROOT))
          .collect(Collectors.toSet());
      assertEquals(expected.get(power.name()), homes, power.name());
      for (Province c : classic.homeCentres().get(power)) {
        assertTrue(c.supplyCentre(), c + " is a home centre but not a centre");
      }
      total += homes.size();
    }
    assertEquals(22, total);
  }

  @Test
  void homeCentresAreOwnedAtTheStart() {
    assertEquals(22, classic.start().owners().size());
    for (Power power : map.powers()) {
      for (Province c : classic.homeCentres().get(power)) {
        assertEquals(power, classic.start().owners().get(c), c.toString());
      }
    }
  }

  @Test
  void threeTwoCoastProvinces() {
    List<String> multi = map.provinces().stream()
        .filter(Province::hasSeveralCoasts)
        .map(x -> x.abbreviation().toUpperCase(Locale.ROOT))
        .sorted()
        .collect(Collectors.toList());
    assertEquals(List.of("BUL", "SPA", "STP"), multi);
    assertEquals(Set.of(Coast.EAST, Coast.SOUTH), Set.copyOf(p("Bul").coasts()));
    assertEquals(Set.of(Coast.NORTH, Coast.SOUTH), Set.copyOf(p("Spa").coasts()));
    assertEquals(Set.of(Coast.NORTH, Coast.SOUTH), Set.copyOf(p("StP").coasts()));
    assertTrue(map.location(p("Bul"), Coast.NORTH).isEmpty(), "Bulgaria has no north coast");
    assertTrue(map.location(p("Spa"), Coast.EAST).isEmpty(), "Spain has no east coast");
    // A fleet stands on a coast of these, never on the whole province.
    assertFalse(map.canStand(UnitType.FLEET, map.location(p("Spa"))));
    assertTrue(map.canStand(UnitType.FLEET, at("Spa", Coast.NORTH)));
    assertEquals(2, map.fleetLocations(p("StP")).size());
    assertTrue(map.canStand(UnitType.ARMY, map.location(p("StP"))));
  }

  @Test
  void armyPairCountIs111AndFleetPairCountIs141() {
    assertEquals(111, armyPairs(map).size());
    assertEquals(141, fleetPairs(map).size());
  }

  @Test
  void adjacencyIsSymmetric() {
    assertBordersSymmetric(map);
  }

  @Test
  void wellKnownAdjacencies() {
    // DATC 6.A.9: an army can go from Rome to Venice, a fleet cannot.
    assertTrue(map.armyAdjacent(p("Rom").index(), p("Ven").index()));
    assertFalse(map.fleetReaches(map.location(p("Rom")).id(), p("Ven").index()));
    // DATC 6.B.1/6.B.2: Portugal reaches both coasts of Spain, Gascony only the north coast.
    Location por = map.location(p("Por"));
    Location gas = map.location(p("Gas"));
    assertTrue(map.fleetAdjacent(por.id(), at("Spa", Coast.NORTH).id()));
    assertTrue(map.fleetAdjacent(por.id(), at("Spa", Coast.SOUTH).id()));
    assertTrue(map.fleetAdjacent(gas.id(), at("Spa", Coast.NORTH).id()));
    assertFalse(map.fleetAdjacent(gas.id(), at("Spa", Coast.SOUTH).id()));
    // DATC 6.B.5: Gulf of Lyon is not reachable from Spain's north coast.
    assertFalse(map.fleetReaches(at("Spa", Coast.NORTH).id(), p("Lyo").index()));
    assertTrue(map.fleetReaches(at("Spa", Coast.SOUTH).id(), p("Lyo").index()));
    // Armies never enter the sea; fleets never enter inland provinces.
    assertFalse(map.armyAdjacent(p("Lvp").index(), p("Iri").index()));
    assertFalse(map.fleetReaches(map.location(p("Kie")).id(), p("Mun").index()));
    // Two-coast edges are between coasts, not the bare province.
    assertFalse(map.fleetAdjacent(map.location(p("Mao")).id(), map.location(p("Spa")).id()));
  }

  @Test
  void startsInSpring1901MovementWithSolo18() {
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), classic.start().phase());
    assertEquals(18, classic.soloCentres());
    assertEquals("classic", classic.name());
    assertEquals(RuleOptions.DATC, classic.rules());
  }

  @Test
  void twentyTwoStartingUnitsOfTheRulebook() {
    Set<String> expected = Set.of(
        "Austria: A Vie", "Austria: A Bud", "Austria: F Tri",
        "England: F Lon", "England: F Edi", "England: A Lvp",
        "France: F Bre", "France: A Par", "France: A Mar",
        "Germany: F Kie", "Germany: A Ber", "Germany: A Mun",
        "Italy: F Nap", "Italy: A Rom", "Italy: A Ven",
        "Russia: A War", "Russia: A Mos", "Russia: F Sev", "Russia: F Stp/sc",
        "Turkey: F Ank", "Turkey: A Con", "Turkey: A Smy");
    List<Unit> units = classic.start().units();
    assertEquals(22, units.size());
    Set<String> found = new TreeSet<>();
    for (Unit u : units) {
      Location l = u.location();
      String where = l.province().abbreviation().toLowerCase(Locale.ROOT);
      where = Character.toUpperCase(where.charAt(0)) + where.substring(1)
          + (l.isWholeProvince() ? "" : "/" + l.coast().abbreviation());
      found.add(u.power().name() + ": " + u.type().letter() + " " + where);
      assertTrue(classic.homeCentres().get(u.power()).contains(l.province()),
          u + " is not on a home centre of its power");
      assertTrue(map.canStand(u.type(), l), u + " cannot stand there");
    }
    assertEquals(new TreeSet<>(expected), found);
    Unit stp = classic.start().unitIn(p("StP")).orElseThrow();
    assertEquals(at("StP", Coast.SOUTH), stp.location(), "the Russian fleet starts on St Petersburg's south coast");
  }

  @Test
  void aliasesResolve() {
    Map<String, String> aliases = new HashMap<>();
    aliases.put("nat", "NAO");
    aliases.put("nao", "NAO");
    aliases.put("north atlantic", "NAO");
    aliases.put("mid", "MAO");
    aliases.put("mao", "MAO");
    aliases.put("mat", "MAO");
    aliases.put("mid-atlantic", "MAO");
    aliases.put("Mid Atlantic Ocean", "MAO");
    aliases.put("Mid-Atlantic Ocean", "MAO");
    aliases.put("gol", "LYO");
    aliases.put("lyo", "LYO");
    aliases.put("Gulf of Lyons", "LYO");
    aliases.put("Gulf of Lyon", "LYO");
    aliases.put("ech", "ENG");
    aliases.put("English Channel", "ENG");
    aliases.put("nrg", "NWG");
    aliases.put("nwg", "NWG");
    aliases.put("Norwegian Sea", "NWG");
    aliases.put("tyn", "TYS");
    aliases.put("tyh", "TYS");
    aliases.put("tys", "TYS");
    aliases.put("Tyrrhenian Sea", "TYS");
    aliases.put("nor", "NWY");
    aliases.put("gob", "BOT");
    aliases.put("eme", "EAS");
    aliases.put("nts", "NTH");
    aliases.put("hgb", "HEL");
    aliases.put("Heligoland Bight", "HEL");
    aliases.put("Helgoland Bight", "HEL");
    aliases.put("wme", "WES");
    aliases.put("skagerrack", "SKA");
    aliases.put("St. Petersburg", "STP");
    aliases.put("Saint Petersburg", "STP");
    aliases.put("st petersburg", "STP");
    aliases.put("NTH", "NTH");
    for (Map.Entry<String, String> e : aliases.entrySet()) {
      Province found = map.province(e.getKey())
          .orElseThrow(() -> new AssertionError("'" + e.getKey() + "' does not resolve"));
      assertEquals(e.getValue(), found.abbreviation().toUpperCase(Locale.ROOT), e.getKey());
    }
    assertTrue(map.province("Atlantis").isEmpty());
  }

  // ------------------------------------------------------------- against the reference TSVs

    @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv("reference/classic/provinces.tsv");
    assertEquals(76, rows.size());
    Set<Province> seen = new java.util.HashSet<>();
    for (String[] r : rows) {
      String abbr = r[0];
      Province prov = p(abbr);
      assertTrue(seen.add(prov), abbr + " maps to a province already seen");
      assertEquals(abbr, prov.abbreviation().toUpperCase(Locale.ROOT), abbr);
      assertEquals(r[1], prov.name(), abbr);
      assertSame(prov, p(r[1]), "full name " + r[1]);
      assertEquals(ProvinceKind.valueOf(r[2].toUpperCase(Locale.ROOT)), prov.kind(), abbr);
      assertEquals(r[3].equals("y"), prov.supplyCentre(), abbr + " centre");
      if (r[4].equals("-")) {
        for (Power power : map.powers()) {
          assertFalse(classic.homeCentres().get(power).contains(prov), abbr + " home of " + power);
        }
      } else {
        Power home = map.power(r[4]).orElseThrow();
        assertTrue(classic.homeCentres().get(home).contains(prov), abbr + " home of " + r[4]);
      }
      Set<Coast> coasts = new java.util.HashSet<>();
      if (!r[5].equals("-")) {
        for (String c : r[5].split(",")) {
          coasts.add(Coast.parse(c).orElseThrow());
        }
      }
      assertEquals(coasts, Set.copyOf(prov.coasts()), abbr + " coasts");
      if (r.length > 7 && !r[7].isBlank()) {
        for (String alias : r[7].split(",")) {
          assertEquals(prov, map.province(alias.trim()).orElse(null), "alias '" + alias + "'");
        }
      }
    }
  }

  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv("reference/classic/adjacency.tsv")) {
      if (r[2].equals("army") || r[2].equals("both")) {
        expected.add(pair(withoutCoast(r[0]), withoutCoast(r[1])));
      }
    }
    assertEquals(111, expected.size(), "reference army pairs");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv("reference/classic/adjacency.tsv")) {
      if (r[2].equals("fleet") || r[2].equals("both")) {
        expected.add(pair(r[0], r[1]));
      }
    }
    assertEquals(141, expected.size(), "reference fleet pairs");
    assertEquals(expected, fleetPairs(map));
  }

          }
