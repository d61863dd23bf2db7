package dev.dipadj.variants;

import static dev.dipadj.variants.ReferenceMaps.armyPairs;
import static dev.dipadj.variants.ReferenceMaps.assertBordersSymmetric;
import static dev.dipadj.variants.ReferenceMaps.assertProvincesMatch;
import static dev.dipadj.variants.ReferenceMaps.assertStartingUnitsMatch;
import static dev.dipadj.variants.ReferenceMaps.facts;
import static dev.dipadj.variants.ReferenceMaps.fleetPairs;
import static dev.dipadj.variants.ReferenceMaps.homes;
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
import dev.dipadj.variant.VariantRules;
import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The {@code ancient-mediterranean} variant against the map facts kept as test resources
 * ({@code reference/ancient-mediterranean/}: provinces, borders, starting units, facts; their
 * README says where they come from). The map must equal them exactly. Expected counts are
 * computed from the resources and also stated, so that a truncated resource fails too.
 */
class AncientMediterraneanMapTest {
  private static final String DIR = "reference/ancient-mediterranean/";

  private static Variant ancient;
  private static GameMap map;

  @BeforeAll
  static void load() {
    ancient = Variants.named("ancient-mediterranean");
    map = ancient.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  /** The one location of a province (none here has two coasts). */
  private static Location at(String id) {
    return map.location(p(id));
  }

  // ---------------------------------------------------------------------- provinces

  @Test
  void provincesMatchReference() throws IOException {
    List<String[]> rows = tsv(DIR + "provinces.tsv");
    assertEquals(79, rows.size(), "reference rows");
    Map<ProvinceKind, Integer> kinds = assertProvincesMatch(ancient, rows);
    assertEquals(Map.of(ProvinceKind.COAST, 44, ProvinceKind.LAND, 14, ProvinceKind.SEA, 20,
        ProvinceKind.ARCHIPELAGO, 1), kinds);
    assertFalse(map.provinces().stream().anyMatch(Province::hasSeveralCoasts));
  }

  @Test
  void otherSpellingsNameTheSameProvinces() {
    assertSame(p("sii"), p("Sinai"));
    assertSame(p("tys"), p("Tyrrhenian Sea"));
  }

  @Test
  void thirtyFourCentresThreeHomeCentresAPower() throws IOException {
    long centres = tsv(DIR + "provinces.tsv").stream().filter(r -> r[3].equals("yes")).count();
    assertEquals(34, centres);
    assertEquals(centres, map.provinces().stream().filter(Province::supplyCentre).count());
    Map<String, Set<String>> expected = referenceHomes(tsv(DIR + "provinces.tsv"));
    Map<String, Set<String>> homes = homes(ancient);
    assertEquals(expected, homes);
    assertEquals(5, homes.size());
    homes.forEach((power, h) -> assertEquals(3, h.size(), power));
    // Nothing but the home centres is owned at the start.
    assertEquals(15, ancient.start().owners().size());
  }

  // ---------------------------------------------------------------------- borders

  @Test
  void armyPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "army");
    assertEquals(67 + 45, expected.size(), "reference army pairs (67 army + 45 both)");
    assertEquals(expected, armyPairs(map));
  }

  @Test
  void fleetPairsEqualReference() throws IOException {
    Set<String> expected = referencePairs(map, tsv(DIR + "adjacency.tsv"), "fleet");
    assertEquals(110 + 45, expected.size(), "reference fleet pairs (110 fleet + 45 both)");
    assertEquals(expected, fleetPairs(map));
  }

  @Test
  void theReferenceHas444DirectedRows() throws IOException {
    // 2 × (67 + 45 + 110) = 444: every border both ways, none one way.
    assertEquals(444, tsv(DIR + "adjacency.tsv").size());
    assertFalse(map.hasOneWayBorders());
  }

  @Test
  void bordersAreSymmetric() {
    assertBordersSymmetric(map);
  }

  @Test
  void balearesIsAnArchipelagoNoArmyReaches() {
    Province bal = p("bal");
    assertEquals(ProvinceKind.ARCHIPELAGO, bal.kind());
    assertTrue(map.fleetConvoys(bal.index()), "a fleet in Baleares convoys");
    assertEquals(List.of(), map.armyNeighbours(bal), "no army border");
    Set<String> fleet = map.fleetNeighbours(at("bal")).stream().map(ReferenceMaps::name)
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(Set.of("BER", "LIG", "SAG", "TAR"), fleet);
  }

  @Test
  void canalsLetArmiesAndFleetsThrough() {
    // A canal province has one coast touching two seas that do not touch each other.
    String[][] canals = {{"ath", "aeg", "ion"}, {"byz", "bla", "aeg"}};
    for (String[] c : canals) {
      assertTrue(at(c[0]).isWholeProvince(), c[0] + " has one coast");
      assertTrue(map.fleetAdjacent(at(c[0]).id(), at(c[1]).id()), c[0] + "-" + c[1]);
      assertTrue(map.fleetAdjacent(at(c[0]).id(), at(c[2]).id()), c[0] + "-" + c[2]);
      assertFalse(map.fleetAdjacent(at(c[1]).id(), at(c[2]).id()), c[1] + " touches " + c[2]);
    }
    // Borders crossed by armies and fleets: Athens-Sparta, the Sicilian straits, the Nile.
    String[][] both = {{"ath", "spa"}, {"sic", "nea"}, {"ale", "mem"}, {"mem", "the"}, {"ale", "the"}};
    for (String[] b : both) {
      assertTrue(map.armyAdjacent(p(b[0]).index(), p(b[1]).index()), "army " + b[0] + "-" + b[1]);
      assertTrue(map.fleetAdjacent(at(b[0]).id(), at(b[1]).id()), "fleet " + b[0] + "-" + b[1]);
    }
  }

  // ---------------------------------------------------------------------- setup

  @Test
  void startingUnitsMatchReference() throws IOException {
    assertEquals(15, assertStartingUnitsMatch(ancient, tsv(DIR + "starting_units.tsv")));
  }

  @Test
  void factsMatch() throws IOException {
    Map<String, String> facts = facts(DIR + "facts.txt");
    assertEquals("Rome, Greece, Egypt, Persia, Carthage", facts.get("powers"));
    assertEquals(List.of("Carthage", "Egypt", "Greece", "Persia", "Rome"),
        map.powers().stream().map(Power::name).toList());
    assertEquals("Spring 1 Movement", facts.get("start"));
    assertEquals(new Phase(Season.SPRING, 1, PhaseType.MOVEMENT), ancient.start().phase());
    assertEquals("18", facts.get("solo"));
    assertEquals(18, ancient.soloCentres());
    assertEquals("own home centres (standard)", facts.get("builds"));
    assertEquals("standard (Spring, Fall, Winter)", facts.get("calendar"));
    assertEquals(VariantRules.CLASSIC, ancient.variantRules(), "builds only in home centres, classic calendar");
    assertEquals("ancient-mediterranean", ancient.name());
  }
}
