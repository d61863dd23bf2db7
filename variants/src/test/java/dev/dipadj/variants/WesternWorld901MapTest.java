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
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VictoryRules;
import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code western-world-901} variant against the map facts kept as test resources
 * ({@code reference/western-world-901/}: provinces, borders, starting units, facts; their README
 * says where they come from). The map must equal them exactly, the neutral garrisons standing
 * on the centres the table gives to {@code Neutral}. Expected counts are computed from the
 * resources and also stated, so that a truncated resource fails too.
 */
class WesternWorld901MapTest {
  private static final String DIR = "reference/western-world-901/";
  /** The owner the table gives the centres that begin neutral: no power of the variant. */
  private static final String NEUTRAL = "Neutral";

  private static Variant westernWorld;
  private static GameMap map;

  @BeforeAll
  static void load() {
    westernWorld = Variants.named("western-world-901");
    map = westernWorld.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  private static String abbr(Province prov) {
    return prov.abbreviation().toUpperCase(Locale.ROOT);
  }

  /** A location of the map as the reference names it ("rom/wc", "nks"). */
  private static Location at(String reference) {
    return location(map, reference);
  }

  /** The ids of the centres the table gives to {@code Neutral}, in capitals. */
  private static Set<String> neutralCentres() throws IOException {
    return tsv(DIR + "provinces.tsv").stream().filter(r -> r[4].equals(NEUTRAL))
        .map(r -> r[0].toUpperCase(Locale.ROOT)).collect(Collectors.toCollection(TreeSet::new));
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = new ArrayList<>();
    for (String[] r : tsv(DIR + "provinces.tsv")) {
      // A centre that begins neutral is owned by nobody in the variant (its garrison owns nothing).
      String[] row = r.clone();
      row[4] = r[4].equals(NEUTRAL) ? "" : r[4];
      rows.add(row);
    }
    assertEquals(157, rows.size(), "reference rows");
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(westernWorld, rows,
        // The table gives the sea bcs no name; the variant calls it the Balearic Sea (header).
        (id, name) -> id.equals("bcs") ? "Balearic Sea" : name);
    assertEquals(Map.of(ProvinceKind.COAST, 79, ProvinceKind.LAND, 50, ProvinceKind.SEA, 28), kinds);
    assertEquals(List.of("JOR", "PEC", "ROM", "SAA", "VEL"), map.provinces().stream()
        .filter(Province::hasSeveralCoasts).map(WesternWorld901MapTest::abbr).sorted().toList());
  }

  @Test
  void theTableLeavesOneSeaUnnamed() throws IOException {
    List<String> unnamed = tsv(DIR + "provinces.tsv").stream().filter(r -> r[1].isEmpty()).map(r -> r[0]).toList();
    assertEquals(List.of("bcs"), unnamed);
    assertSame(p("bcs"), p("Balearic Sea"));
  }

  @Test
  void otherSpellingsNameTheSameProvinces() {
    assertSame(p("sks"), p("South Kazar Sea"));
    assertSame(p("sks"), p("South Khazar Sea"));
    assertSame(p("aqa"), p("Al-Qatta'i"));
  }

  @Test
  void sixtyFourCentresTheHomeCentresOfNinePowersAndTwentyEightNeutral() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    long centres = rows.stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(64, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = referenceHomes(rows);
    Map<String, Set<String>> homes = homes(westernWorld);
    assertEquals(expected, homes);
    assertEquals(9, homes.size());
    homes.forEach((power, h) -> assertEquals(4, h.size(), power));
    // Nothing but the 36 home centres is owned at the start; every neutral centre is a centre.
    assertEquals(36, westernWorld.start().owners().size());
    assertEquals(28, neutralCentres().size());
    for (String id : neutralCentres()) {
      assertTrue(p(id).supplyCentre(), id);
      assertFalse(westernWorld.start().owners().containsKey(p(id)), id + " owned at the start");
    }
  }

  // ---------------------------------------------------------------------- borders


  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "army");
    assertEquals(219 + 58, expected.size(), "reference army pairs (219 army + 58 both)");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "fleet");
    assertEquals(193 + 58, expected.size(), "reference fleet pairs (193 fleet + 58 both)");
    assertEquals(expected, fleetPairs(map));
  }

  @Test
  void theReferenceHas952DirectedRows() throws IOException {
    // 2 × (219 + 58 + 193) = 940 rows, and the 12 repeats without a coast (README).
    assertEquals(952, tsv(DIR + "adjacency.tsv").size());
  }

  @Test
  void bordersAreSymmetric() {
    assertBordersSymmetric(map);
  }

  /** Every location a fleet reaches from the one given, move after move. */
  private static Set<String> fleetReach(String from) {
    Set<String> seen = new TreeSet<>();
    Deque<Location> todo = new ArrayDeque<>(List.of(at(from)));
    while (!todo.isEmpty()) {
      Location l = todo.pop();
      if (seen.add(name(l))) {
        for (Location next : map.locations()) {
          if (map.fleetAdjacent(l.id(), next.id())) {
            todo.push(next);
          }
        }
      }
    }
    return seen;
  }

  @Test
  void theKhazarSeaTouchesNoOtherSea() {
    // Its two seas border each other and the coasts around them; a fleet there goes nowhere else.
    Set<String> seas = new TreeSet<>();
    for (Location l : map.locations()) {
      if (l.province().kind() == ProvinceKind.SEA && (map.fleetAdjacent(at("nks").id(), l.id())
          || map.fleetAdjacent(at("sks").id(), l.id()))) {
        seas.add(name(l));
      }
    }
    assertEquals(Set.of("NKS", "SKS"), seas);
    assertEquals(Set.of("NKS", "SKS", "ATI", "BNJ", "DER", "KIP", "URG", "ALI", "ARD", "AZE"), fleetReach("nks"));
    assertEquals(fleetReach("nks"), fleetReach("ard"));
    assertFalse(fleetReach("eas").contains("NKS"), "the East Euxine Sea reaches the Khazar Sea");
  }

  @Test
  void threeProvincesTouchBothCoastsOfANeighbour() {
    // Cherson–Pechenega, Jelling–Veletia, Caledonia–Jorvik: a fleet entering names the coast.
    String[][] both = {{"crn", "pec"}, {"jel", "vel"}, {"cal", "jor"}};
    for (String[] b : both) {
      for (Coast c : p(b[1]).coasts()) {
        Location coast = map.location(p(b[1]), c).orElseThrow();
        assertTrue(map.fleetAdjacent(at(b[0]).id(), coast.id()), b[0] + "-" + name(coast));
      }
    }
    // Rome's coasts: the west coast on the Tyrrhenian and Ligurian Seas, the east on the Illyrian.
    assertTrue(map.fleetAdjacent(at("rom/wc").id(), at("tyr").id()));
    assertFalse(map.fleetAdjacent(at("rom/ec").id(), at("tyr").id()));
    assertTrue(map.fleetAdjacent(at("rom/ec").id(), at("ill").id()));
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReferenceWithAGarrisonOnEachNeutralCentre() throws IOException {
    List<String[]> rows = new ArrayList<>(tsv(DIR + "starting_units.tsv"));
    assertEquals(36, rows.size());
    for (String id : neutralCentres()) {
      rows.add(new String[] {map.neutral().name(), "A", id});
    }
    assertEquals(36 + 28, assertStartingUnitsMatch(westernWorld, rows));
  }

  @Test
  void theGarrisonsAreNeutralArmies() throws IOException {
    Set<String> garrisoned = new TreeSet<>();
    for (Unit u : westernWorld.start().units()) {
      if (map.isNeutral(u.power())) {
        assertEquals(UnitType.ARMY, u.type(), u.toString());
        garrisoned.add(abbr(u.location().province()));
      }
    }
    assertEquals(neutralCentres(), garrisoned);
    // The garrisons' word is no power of the variant.
    assertFalse(map.powers().contains(map.neutral()));
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals("Umayyad Emirate, Principality of Kiev, Kingdom of Denmark, Khaganate of Khazaria, "
        + "West Frankish Kingdom, Tulunid Emirate, Abbasid Caliphate, East Frankish Kingdom, Eastern Roman Empire",
        facts.get("powers"));
    assertEquals(List.of("Abbasid Caliphate", "East Frankish Kingdom", "Eastern Roman Empire",
        "Khaganate of Khazaria", "Kingdom of Denmark", "Principality of Kiev", "Tulunid Emirate",
        "Umayyad Emirate", "West Frankish Kingdom"), map.powers().stream().map(Power::name).toList());
    assertEquals("Spring 901 Movement", facts.get("start"));
    assertEquals(new Phase(Season.SPRING, 901, PhaseType.MOVEMENT), westernWorld.start().phase());
    assertEquals("33", facts.get("solo"));
    assertEquals(33, westernWorld.soloCentres());
    assertEquals("any owned centre", facts.get("builds"));
    assertEquals(BuildRule.OWNED, westernWorld.variantRules().builds().rule());
    assertFalse(westernWorld.variantRules().conversion());
    assertEquals(VictoryRules.SOLO, westernWorld.variantRules().victory());
    assertTrue(facts.get("calendar").startsWith("standard"));
    assertEquals("provinces: 157 (64 centres), borders: 952 directed, starting units: 36",
        "provinces: " + facts.get("provinces"));
    assertEquals("western-world-901", westernWorld.name());
  }
}
