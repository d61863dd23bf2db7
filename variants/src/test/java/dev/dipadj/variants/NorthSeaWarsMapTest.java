package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.name;
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
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VariantRules;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
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
 * The {@code north-sea-wars} variant against the map facts kept as test resources
 * ({@code reference/north-sea-wars/}: provinces, borders, starting units, facts; their README
 * says where they come from). The map must equal them exactly, one-way borders included:
 * borders are compared as directed rows. Expected counts are computed from the resources and
 * also stated, so that a truncated resource fails too.
 */
class NorthSeaWarsMapTest {
  private static final String DIR = "reference/north-sea-wars/";

  private static Variant nsw;
  private static GameMap map;

  @BeforeAll
  static void load() {
    nsw = Variants.named("north-sea-wars");
    map = nsw.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }

  /** A location of the map as the reference names it ("jut/ec", "cns"). */
  private static Location at(String reference) {
    String[] parts = reference.split("/");
    Province prov = p(parts[0]);
    return parts.length == 1 ? map.location(prov)
        : map.location(prov, Coast.parse(parts[1]).orElseThrow()).orElseThrow();
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(31, rows.size(), "reference rows");
    assertEquals(rows.size(), map.provinces().size(), "provinces in the variant");
    Set<Province> seen = new HashSet<>();
    Map<ProvinceKind, Integer> kinds = new HashMap<>();
    for (String[] r : rows) {
      String id = r[0];
      Province prov = p(id);
      assertTrue(seen.add(prov), id + " maps to a province already seen");
      assertEquals(id.toUpperCase(Locale.ROOT), abbr(prov), id);
      assertEquals(r[1], prov.name(), id);
      assertSame(prov, p(r[1]), "long name " + r[1]);
      // "coast(wc,ec)" is a coastal province with those two coasts.
      String kindWord = r[2].contains("(") ? r[2].substring(0, r[2].indexOf('(')) : r[2];
      ProvinceKind kind = ProvinceKind.valueOf(kindWord.toUpperCase(Locale.ROOT));
      assertEquals(kind, prov.kind(), id);
      kinds.merge(kind, 1, Integer::sum);
      Set<Coast> coasts = new HashSet<>();
      if (r[2].contains("(")) {
        for (String c : r[2].substring(r[2].indexOf('(') + 1, r[2].length() - 1).split(",")) {
          coasts.add(Coast.parse(c).orElseThrow(() -> new AssertionError("coast " + c)));
        }
      }
      assertEquals(coasts, Set.copyOf(prov.coasts()), id + " coasts");
      Set<Coast> fleetCoasts = map.fleetLocations(prov).stream()
          .map(Location::coast).collect(Collectors.toSet());
      assertEquals(kind.allowsFleet() ? (coasts.isEmpty() ? Set.of(Coast.NONE) : coasts) : Set.of(),
          fleetCoasts, id + " fleet locations");
      assertEquals(r[3].equals("yes"), prov.supplyCentre(), id + " centre");
      Power owner = nsw.start().owners().get(prov);
      assertEquals(r[4], owner == null ? "" : owner.name(), id + " owner at the start");
    }
    assertEquals(Map.of(ProvinceKind.COAST, 19, ProvinceKind.LAND, 5, ProvinceKind.SEA, 7), kinds);
    assertEquals(List.of("JUT"), map.provinces().stream()
        .filter(Province::hasSeveralCoasts).map(NorthSeaWarsMapTest::abbr).sorted().toList());
  }

  @Test
  void otherSpellingsNameTheSameProvinces() {
    assertSame(p("gra"), p("Grain"));
    assertSame(p("iro"), p("Iron"));
    assertSame(p("woo"), p("Wood"));
    assertSame(p("nbr"), p("North Brittany"));
    assertSame(p("sbr"), p("South Brittany"));
  }

  @Test
  void fifteenCentresTwoHomeCentresAPower() throws IOException {
    long centres = tsv(DIR + "provinces.tsv").stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(15, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = new TreeMap<>();
    for (String[] r : tsv(DIR + "provinces.tsv")) {
      if (!r[4].isEmpty()) {
        expected.computeIfAbsent(r[4], k -> new TreeSet<>()).add(r[0].toUpperCase(Locale.ROOT));
      }
    }
    Map<String, Set<String>> homes = new TreeMap<>();
    nsw.homeCentres().forEach((power, provinces) -> homes.put(power.name(),
        provinces.stream().map(NorthSeaWarsMapTest::abbr).collect(Collectors.toCollection(TreeSet::new))));
    assertEquals(expected, homes);
    assertEquals(Map.of("Britons", Set.of("CYM", "SBR"), "Romans", Set.of("GES", "MEN"),
        "Frysians", Set.of("AMS", "FRI"), "Norse", Set.of("GOT", "SOR")), homes);
    // Nothing but the home centres is owned at the start.
    assertEquals(8, nsw.start().owners().size());
  }

  // ---------------------------------------------------------------------- borders

  /**
   * The reference's directed borders of one kind of unit ("FROM TO"), armies between
   * provinces and fleets between locations.
   */
  private static Set<String> referenceRows(String unit) throws IOException {
    List<String[]> rows = tsv(DIR + "adjacency.tsv");
    Set<String> out = new TreeSet<>();
    for (String[] r : rows) {
      if (!r[2].equals(unit) && !r[2].equals("both")) {
        continue;
      }
      boolean army = unit.equals("army");
      String from = army ? withoutCoast(r[0]) : r[0];
      String to = army ? withoutCoast(r[1]) : r[1];
      if (!army && p(withoutCoast(to)).hasSeveralCoasts() && !to.contains("/")) {
        // The sea's row naming Jutland without its coast repeats the row of one coast
        // (README): exactly one such row exists, so it is the same border.
        assertEquals(1, rows.stream().filter(x -> x[0].equals(r[0]) && x[1].startsWith(to + "/")).count(),
            "coast row beside " + r[0] + " " + to);
        continue;
      }
      out.add(from.toUpperCase(Locale.ROOT) + " " + to.toUpperCase(Locale.ROOT));
    }
    return out;
  }

  private static Set<String> armyRows() {
    Set<String> out = new TreeSet<>();
    for (Province a : map.provinces()) {
      for (Province b : map.provinces()) {
        if (map.armyAdjacent(a.index(), b.index())) {
          out.add(abbr(a) + " " + abbr(b));
        }
      }
    }
    return out;
  }

  private static Set<String> fleetRows() {
    Set<String> out = new TreeSet<>();
    for (Location a : map.locations()) {
      for (Location b : map.locations()) {
        if (map.fleetAdjacent(a.id(), b.id())) {
          out.add(name(a) + " " + name(b));
        }
      }
    }
    return out;
  }

  @Test
  void armyBordersEqualReference() throws IOException {
    Set<String> expected = referenceRows("army");
    assertEquals(2 * (21 + 15), expected.size(), "reference army rows (21 army + 15 both, each way)");
    assertEquals(expected, armyRows());
  }

  @Test
  void fleetBordersEqualReference() throws IOException {
    Set<String> expected = referenceRows("fleet");
    assertEquals(2 * (38 + 15) + 3, expected.size(), "reference fleet rows (38 fleet + 15 both each way, 3 one-way)");
    assertEquals(expected, fleetRows());
  }

  @Test
  void theReferenceHas152DirectedRows() throws IOException {
    // 2 × (21 + 15 + 38) = 148 rows, the 3 one-way rows and the repeat without a coast (README).
    assertEquals(152, tsv(DIR + "adjacency.tsv").size());
  }

  @Test
  void tradeProvincesAreEnteredFromTheCentralNorthSeaAndNeverLeftByIt() {
    assertTrue(map.hasOneWayBorders());
    for (String trade : List.of("gra", "iro", "woo")) {
      assertTrue(map.fleetAdjacent(at("cns").id(), at(trade).id()), "cns -> " + trade);
      assertFalse(map.fleetAdjacent(at(trade).id(), at("cns").id()), trade + " -> cns");
      Set<String> out = new TreeSet<>();
      for (Location l : map.locations()) {
        if (map.fleetAdjacent(at(trade).id(), l.id())) {
          out.add(name(l));
        }
        assertFalse(map.armyAdjacent(p(trade).index(), l.province().index())
            && !Set.of("GRA", "IRO", "WOO").contains(abbr(l.province())), trade + " army to " + name(l));
      }
      Set<String> others = new TreeSet<>(Set.of("GRA", "IRO", "WOO"));
      others.remove(trade.toUpperCase(Locale.ROOT));
      assertEquals(others, out, trade + " fleet borders");
    }
  }

  @Test
  void sealandTouchesOnlyJutlandsEastCoastBySea() {
    assertTrue(map.fleetAdjacent(at("sea").id(), at("jut/ec").id()));
    assertFalse(map.fleetAdjacent(at("sea").id(), at("jut/wc").id()));
    assertTrue(map.armyAdjacent(p("sea").index(), p("jut").index()));
    assertFalse(map.fleetAdjacent(at("sea").id(), at("ams").id()), "Sealand-Amsivaria is for armies");
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReference() throws IOException {
    Set<String> expected = new TreeSet<>();
    for (String[] r : tsv(DIR + "starting_units.tsv")) {
      assertTrue(expected.add(r[0] + ": " + r[1] + " " + r[2].toUpperCase(Locale.ROOT)), "duplicate " + r[2]);
    }
    assertEquals(8, expected.size());
    Set<String> found = new TreeSet<>();
    for (Unit u : nsw.start().units()) {
      assertTrue(found.add(u.power().name() + ": " + u.type().letter() + " " + name(u.location())));
      assertTrue(map.canStand(u.type(), u.location()), u + " cannot stand there");
    }
    assertEquals(expected, found);
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = new HashMap<>();
    try (InputStream in = NorthSeaWarsMapTest.class.getResourceAsStream(DIR + "facts.txt")) {
      new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
          .forEach(l -> facts.put(l.substring(0, l.indexOf(':')), l.substring(l.indexOf(':') + 1).trim()));
    }
    assertEquals("Britons, Romans, Frysians, Norse", facts.get("powers"));
    assertEquals(List.of("Britons", "Romans", "Frysians", "Norse"), map.powers().stream().map(Power::name).toList());
    assertEquals("Spring 0 Movement", facts.get("start"));
    assertEquals(new Phase(Season.SPRING, 0, PhaseType.MOVEMENT), nsw.start().phase());
    assertEquals("8", facts.get("solo"));
    assertEquals(8, nsw.soloCentres());
    assertEquals("own home centres (standard)", facts.get("builds"));
    assertEquals(VariantRules.CLASSIC, nsw.variantRules(), "builds only in home centres, no conversion");
    assertEquals("standard (Spring, Fall, Winter)", facts.get("calendar"));
    assertEquals(Calendar.CLASSIC, nsw.calendar());
    assertEquals("cns->gra, cns->iro, cns->woo", facts.get("one-way borders (no way back)"));
    assertEquals("north-sea-wars", nsw.name());
  }
}
