package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.assertProvincesMatch;
import static dev.dipadj.variants.ReferenceMaps.assertStartingUnitsMatch;
import static dev.dipadj.variants.ReferenceMaps.facts;
import static dev.dipadj.variants.ReferenceMaps.homes;
import static dev.dipadj.variants.ReferenceMaps.location;
import static dev.dipadj.variants.ReferenceMaps.name;
import static dev.dipadj.variants.ReferenceMaps.referenceHomes;
import static dev.dipadj.variants.ReferenceMaps.tsv;
import static dev.dipadj.variants.ReferenceMaps.withoutCoast;
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
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VariantRules;
import java.io.IOException;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
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
    return location(map, reference);
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(31, rows.size(), "reference rows");
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(nsw, rows);
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
    Map<String, Set<String>> expected = referenceHomes(tsv(DIR + "provinces.tsv"));
    Map<String, Set<String>> homes = homes(nsw);
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
    assertEquals(8, assertStartingUnitsMatch(nsw, tsv(DIR + "starting_units.tsv")));
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
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
