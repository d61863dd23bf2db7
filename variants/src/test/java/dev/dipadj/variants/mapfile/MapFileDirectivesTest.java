package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.PhaseType;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The test resource {@code mapfile/tiny.map} uses every directive and case convention; each
 * test states what its lines give, worked out from docs/map-files.md.
 */
class MapFileDirectivesTest {
  private static MapVariant read;
  private static Variant tiny;
  private static GameMap map;

  @BeforeAll
  static void read() throws Exception {
    read = MapFileReader.read(MapFileClassicTest.resource("tiny.map"));
    tiny = read.variant();
    map = tiny.map();
  }

  private static Province p(String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  @Test
  void theFiveTerrainsAndDrop() {
    Map<String, ProvinceKind> kinds = new TreeMap<>();
    map.provinces().forEach(q -> kinds.put(q.abbreviation(), q.kind()));
    // ZZZ was dropped; PORT is an archipelago, SHUT impassable, WATER sea.
    assertEquals(new TreeMap<>(Map.of("AAA", ProvinceKind.COAST, "BBB", ProvinceKind.LAND, "CCC", ProvinceKind.COAST,
        "DDD", ProvinceKind.COAST, "EEE", ProvinceKind.LAND, "SEA", ProvinceKind.SEA, "SND", ProvinceKind.SEA,
        "ISL", ProvinceKind.COAST, "PRT", ProvinceKind.ARCHIPELAGO, "MTN", ProvinceKind.IMPASSABLE)), kinds);
    assertEquals(List.of(Coast.NORTH, Coast.SOUTH), p("CCC").coasts());
    assertTrue(map.province("Lost Land").isEmpty());
  }

  @Test
  void namesAndAliases() {
    assertEquals("Alpha", p("AAA").name());
    assertEquals(p("AAA"), p("alfa"));
    assertEquals(p("AAA"), p("first cape"));
    // "gam?" is claimed by Gamma and Delta: ambiguous, so it names neither.
    assertTrue(map.province("gam").isEmpty());
    // "eps?" is claimed by Epsilon alone.
    assertEquals(p("EEE"), p("eps"));
  }

  @Test
  void armyBordersFollowTheCaseOfEachList() {
    // AAA-DDD by the lower-case ddd/aaa; BBB->EEE one way (EEE's line lists no BBB); the
    // coasts of CCC give armies the province (DDD lists CCC/NC); nothing to ISL (Isl, Aaa),
    // SHUT MTN or the seas.
    assertEquals(new TreeSet<>(List.of("aaa -> bbb", "bbb -> aaa", "aaa -> ddd", "ddd -> aaa", "bbb -> ccc",
        "ccc -> bbb", "bbb -> eee", "ccc -> ddd", "ddd -> ccc", "ccc -> eee", "eee -> ccc", "ddd -> eee",
        "eee -> ddd")), SameVariant.armyBorders(map));
  }

  @Test
  void fleetBordersFollowTheCaseOfEachList() {
    // AAA-ISL by the capitalised Isl/Aaa; none AAA-DDD (lower case); SND-SEA only in the
    // Sound's first line, which its second replaced; PRT-SND added by AMEND.
    TreeSet<String> expected = new TreeSet<>();
    for (String pair : List.of("aaa sea", "aaa isl", "ccc/nc sea", "ccc/nc ddd", "ccc/sc snd", "ddd sea",
        "sea isl", "sea prt", "snd prt")) {
      String[] ab = pair.split(" ");
      expected.add(ab[0] + " -> " + ab[1]);
      expected.add(ab[1] + " -> " + ab[0]);
    }
    assertEquals(expected, SameVariant.fleetBorders(map));
  }

  @Test
  void powersHomesCentresAndOwners() {
    // GREEN is UNPLAYED: its home DDD stays a centre of nobody. BLUE -PRT: PRT is a centre of
    // nobody. NEUTRAL -ISL: ISL is no centre after all.
    assertEquals(List.of("Red", "Blue"), map.powers().stream().map(Power::name).toList());
    assertEquals(List.of("Reddish"), map.power("Red").orElseThrow().adjectives());
    assertEquals(List.of("Bluish"), map.power("Blue").orElseThrow().adjectives());
    TreeSet<String> centres = new TreeSet<>();
    map.provinces().stream().filter(Province::supplyCentre).forEach(q -> centres.add(q.abbreviation()));
    assertEquals(new TreeSet<>(List.of("AAA", "BBB", "CCC", "DDD", "EEE", "PRT")), centres);
    Power red = map.power("Red").orElseThrow();
    Power blue = map.power("Blue").orElseThrow();
    // INHABITS AAA, then "RED BBB" adds BBB; CENTERS AAA BBB CCC is what RED owns.
    assertEquals(java.util.Set.of(p("AAA"), p("BBB")), tiny.homeCentres().get(red));
    assertEquals(java.util.Set.of(p("EEE")), tiny.homeCentres().get(blue));
    assertEquals(Map.of(p("AAA"), red, p("BBB"), red, p("CCC"), red, p("EEE"), blue), tiny.start().owners());
  }

  @Test
  void unitsDummyBeginVictoryAndRules() {
    // UNITS forgot A CCC; DROP ZZZ took BLUE's A ZZZ off; GREEN's fleet left with it.
    TreeSet<String> units = new TreeSet<>();
    tiny.start().units().forEach(u -> units.add(u.toString()));
    assertEquals(new TreeSet<>(List.of("Red: A BBB", "Red: F AAA", "Blue: A EEE")), units);
    // DUMMY: no player takes BLUE.
    assertFalse(tiny.players().isNeutral(map.power("Red").orElseThrow()));
    assertTrue(tiny.players().isNeutral(map.power("Blue").orElseThrow()));
    // The last BEGIN and VICTORY count; BUILD_ANY is on after !BUILD_ANY BUILD_ANY.
    assertEquals("Fall", tiny.start().phase().season().name());
    assertEquals(1910, tiny.start().phase().year());
    assertEquals(PhaseType.MOVEMENT, tiny.start().phase().type());
    // VICTORY 4 3: four centres in the first year, 1910, three in every year after.
    assertEquals(4, tiny.soloCentres());
    assertEquals(List.of(4, 3), tiny.variantRules().victory().soloByYear());
    assertEquals(4, tiny.variantRules().victory().soloIn(1910, 1910, 4));
    assertEquals(3, tiny.variantRules().victory().soloIn(1915, 1910, 4));
    assertEquals(BuildRule.OWNED, tiny.variantRules().builds().rule());
    assertEquals(1, read.warnings().size());
    assertTrue(read.warnings().get(0).contains("tiny.map:67: the rule NO_PRESS is ignored"), read.warnings().get(0));
  }

  @Test
  void theLatestLineDecidesWhoOwnsACentre(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir) throws Exception {
    java.nio.file.Path file = dir.resolve("owners.map");
    java.nio.file.Files.writeString(file, String.join("\n",
        "COAST AAA ABUTS BBB",
        "LAND BBB ABUTS AAA CCC",
        "LAND CCC ABUTS BBB",
        "RED AAA BBB",
        "BLUE CCC",
        "OWNS BBB CCC",
        "UNOWNED CCC",
        ""));
    Variant v = MapFileReader.read(file).variant();
    GameMap m = v.map();
    Power red = m.power("Red").orElseThrow();
    Power blue = m.power("Blue").orElseThrow();
    // RED's homes are its centres (line 4) until BLUE's OWNS (line 6) takes BBB; UNOWNED
    // (line 7) then takes CCC from BLUE. The homes stay where the power lines put them.
    assertEquals(Map.of(m.province("AAA").orElseThrow(), red, m.province("BBB").orElseThrow(), blue), v.start().owners());
    assertEquals(java.util.Set.of(m.province("AAA").orElseThrow(), m.province("BBB").orElseThrow()), v.homeCentres().get(red));
    assertEquals(java.util.Set.of(m.province("CCC").orElseThrow()), v.homeCentres().get(blue));
  }
}
