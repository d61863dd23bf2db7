package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

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
import dev.dipadj.rules.ConvoyParadoxRule;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The variant reader on a tiny valid variant, and on broken copies of it: every problem is
 * a {@link VariantFormatException} whose message names the file, the line and the reason
 * (the contract of the format header in classic.variant).
 */
class VariantReaderTest {
  private static final String FILE = "tiny.variant";

  /** A small valid variant; tests insert or replace lines to break it. */
  private static List<String> base() {
    return new ArrayList<>(List.of(
        "# a tiny test variant",                                   // 1
        "variant tiny",                                            // 2
        "title \"Tiny test map\"",                                 // 3
        "start Spring 1901 Movement",                              // 4
        "solo 2",                                                  // 5
        "power Red",                                               // 6
        "power Blue",                                              // 7
        "province Lan land  \"Landia\"   centre home Red",         // 8
        "province In2 land  \"Inner\"",                            // 9
        "province Cst coast \"Coastia\"  centre home Blue",        // 10
        "province Two coast \"Twocoast\" centre coasts nc sc",     // 11
        "province Sea sea   \"Open Sea\"",                         // 12
        "province Se2 sea   \"Other Sea\"",                        // 13
        "province Imp impassable \"Mountains\"",                   // 14
        "alias Sea os \"the open sea\"",                           // 15
        "army Lan Cst",                                            // 16
        "army Lan Two",                                            // 17
        "army Lan In2",                                            // 18
        "army Cst Two",                                            // 19
        "fleet Cst Sea",                                           // 20
        "fleet Sea Two/nc",                                        // 21
        "fleet Se2 Two/sc",                                        // 22
        "fleet Sea Se2",                                           // 23
        "unit Red A Lan",                                          // 24
        "unit Blue F Cst"));                                       // 25
  }

  private static String text(List<String> lines) {
    return String.join("\n", lines) + "\n";
  }

  private static List<String> fixedBase() {
    return base();
  }

  /** Inserts a line so that it becomes line {@code lineNo} (1-based). */
  private static String withLine(int lineNo, String line) {
    List<String> l = fixedBase();
    l.add(lineNo - 1, line);
    return text(l);
  }

  private static String replacing(int lineNo, String line) {
    List<String> l = fixedBase();
    l.set(lineNo - 1, line);
    return text(l);
  }

  private static VariantFormatException fails(String text) {
    return assertThrows(VariantFormatException.class, () -> VariantReader.read(FILE, text));
  }

  /** The message names the file and the line ({@code file:LINE: reason}) and has every fragment. */
  private static void assertError(String text, int line, String... fragments) {
    VariantFormatException e = fails(text);
    String m = e.getMessage();
    assertTrue(m.startsWith(FILE + ":" + line + ":"), "expected " + FILE + ":" + line + ": in '" + m + "'");
    for (String f : fragments) {
      assertTrue(m.toLowerCase(Locale.ROOT).contains(f.toLowerCase(Locale.ROOT)),
          "expected '" + f + "' in '" + m + "'");
    }
  }

  // -------------------------------------------------------------------------- valid

  @Test
  void smallValidVariantLoads() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, text(fixedBase()));
    GameMap map = v.map();
    assertEquals("tiny", v.name());
    assertEquals("Tiny test map", v.title());
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), v.start().phase());
    assertEquals(2, v.soloCentres());
    assertEquals(List.of("Red", "Blue"), map.powers().stream().map(Power::name).collect(Collectors.toList()));
    assertEquals(7, map.provinces().size());

    Province lan = map.province("Lan").orElseThrow();
    Province cst = map.province("coastia").orElseThrow();
    Province two = map.province("TWO").orElseThrow();
    Province sea = map.province("the open sea").orElseThrow();
    Province se2 = map.province("Se2").orElseThrow();
    Province in2 = map.province("Inner").orElseThrow();
    assertSame(sea, map.province("os").orElseThrow());
    assertEquals(ProvinceKind.LAND, lan.kind());
    assertEquals(ProvinceKind.COAST, cst.kind());
    assertEquals(ProvinceKind.SEA, sea.kind());
    assertEquals(ProvinceKind.IMPASSABLE, map.province("Imp").orElseThrow().kind());
    assertTrue(lan.supplyCentre());
    assertTrue(two.supplyCentre());
    assertFalse(sea.supplyCentre());
    assertFalse(in2.supplyCentre());
    assertEquals(List.of(Coast.NORTH, Coast.SOUTH), two.coasts());

    assertTrue(map.armyAdjacent(lan.index(), cst.index()));
    assertTrue(map.armyAdjacent(cst.index(), lan.index()), "edges go both ways");
    assertTrue(map.armyAdjacent(two.index(), cst.index()));
    assertFalse(map.armyAdjacent(lan.index(), sea.index()));
    assertFalse(map.armyAdjacent(in2.index(), cst.index()));
    Location twoNc = map.location(two, Coast.NORTH).orElseThrow();
    Location twoSc = map.location(two, Coast.SOUTH).orElseThrow();
    assertTrue(map.fleetAdjacent(map.location(sea).id(), twoNc.id()));
    assertTrue(map.fleetAdjacent(twoSc.id(), map.location(se2).id()));
    assertFalse(map.fleetAdjacent(map.location(sea).id(), twoSc.id()));
    assertTrue(map.fleetAdjacent(map.location(sea).id(), map.location(se2).id()));
    assertFalse(map.fleetAdjacent(map.location(cst).id(), map.location(se2).id()));
    assertFalse(map.fleetReaches(map.location(cst).id(), two.index()), "only 'army Cst Two' was given");

    Power red = map.power("red").orElseThrow();
    Power blue = map.power("BLUE").orElseThrow();
    assertEquals(Set.of(lan), v.homeCentres().get(red));
    assertEquals(Set.of(cst), v.homeCentres().get(blue));
    assertEquals(red, v.start().owners().get(lan));
    assertEquals(blue, v.start().owners().get(cst));
    assertEquals(2, v.start().owners().size(), "only home centres are owned at the start");
    assertEquals(
        List.of(new Unit(red, UnitType.ARMY, map.location(lan)), new Unit(blue, UnitType.FLEET, map.location(cst))),
        v.start().units());
  }

  @Test
  void ruleOptionsAreRead() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, withLine(6, "rules convoy-paradox=1982"));
    assertEquals(ConvoyParadoxRule.RULE_1982, v.rules().convoyParadox());
  }

  @Test
  void fleetStartsOnANamedCoast() throws VariantFormatException {
    List<String> l = fixedBase();
    l.add("unit Red F Two/sc");
    Variant v = VariantReader.read(FILE, text(l));
    Province two = v.map().province("Two").orElseThrow();
    Unit u = v.start().unitIn(two).orElseThrow();
    assertEquals(v.map().location(two, Coast.SOUTH).orElseThrow(), u.location());
  }

  @Test
  void commentsAndCaseDoNotMatter() throws VariantFormatException {
    List<String> l = fixedBase();
    l.set(15, "ARMY lan CST   # a comment");
    Variant v = VariantReader.read(FILE, text(l));
    assertTrue(v.map().armyAdjacent(v.map().province("Lan").orElseThrow().index(),
        v.map().province("Cst").orElseThrow().index()));
  }

  // -------------------------------------------------------------------------- broken

  @Test
  void unknownProvinceInAnEdge() {
    assertError(withLine(20, "army Lan Xyz"), 20, "unknown province", "Xyz");
    assertError(withLine(21, "fleet Qqq/nc Sea"), 21, "unknown province", "Qqq");
  }

  @Test
  void unknownPowerInAUnit() {
    assertError(withLine(26, "unit Green A In2"), 26, "unknown power", "Green");
  }

  @Test
  void unknownPowerAsHome() {
    assertError(withLine(12, "province Far land \"Faraway\" centre home Green"), 12, "unknown power", "Green");
  }

  @Test
  void homeCentreThatIsNotACentre() {
    assertError(withLine(12, "province Far land \"Faraway\" home Red"), 12, "Far", "supply centre");
  }

  @Test
  void armyStartingAtSea() {
    List<String> l = fixedBase();
    l.add("unit Red A Sea");
    assertError(text(l), 26, "army", "Sea");
  }

  @Test
  void fleetStartingInland() {
    List<String> l = fixedBase();
    l.add("unit Red F In2");
    assertError(text(l), 26, "fleet", "In2");
  }

  @Test
  void fleetStartingOnTwoCoastProvinceWithoutCoast() {
    List<String> l = fixedBase();
    l.add("unit Blue F Two");
    l.add("unit Red A In2");
    assertError(text(l), 26, "fleet", "Two", "coast");
  }

  @Test
  void unitStartingOnImpassable() {
    List<String> l = fixedBase();
    l.add("unit Red A Imp");
    assertError(text(l), 26, "Imp");
  }

  @Test
  void twoStartingUnitsInOneProvince() {
    List<String> l = fixedBase();
    l.add("unit Blue A Lan");
    assertError(text(l), 26, "Lan");
  }

  @Test
  void duplicateProvince() {
    assertError(withLine(12, "province Lan land \"Landia again\""), 12, "Lan", "twice");
    assertError(withLine(12, "province lan coast \"Lowercase\""), 12, "lan", "twice");
  }

  @Test
  void provinceAbbreviationClashingWithAnAlias() {
    // 'os' is already an alias of Sea (line 15): a province may not take it as its name.
    List<String> l = fixedBase();
    l.add(15, "province Os sea \"Ocean\"");
    assertError(text(l), 16, "Os");
  }

  @Test
  void duplicateProvinceFullName() {
    // "Landia" already names Lan: a second province with that name would steal it silently.
    VariantFormatException e = fails(withLine(12, "province Lnd land \"Landia\""));
    assertTrue(e.getMessage().startsWith(FILE + ":12:"), e.getMessage());
    assertTrue(e.getMessage().contains("Landia"), e.getMessage());
  }

  @Test
  void duplicateEdge() {
    assertError(withLine(20, "army Lan Cst"), 20, "twice");
    assertError(withLine(20, "army Cst Lan"), 20, "twice");
    assertError(withLine(24, "fleet Two/nc Sea"), 24, "twice");
  }

  @Test
  void armyPairRepeatedByABothEdge() {
    // "both Cst Cs2" already lets armies move Cst-Cs2; "army Cst Cs2" states that pair twice.
    List<String> l = fixedBase();
    l.add(11, "province Cs2 coast \"Second coast\"");  // line 12
    l.add(20, "both Cst Cs2");                           // line 21
    l.add(21, "army Cs2 Cst");                           // line 22
    assertError(text(l), 22, "twice");
  }

  @Test
  void armyGivenACoastIsNotOnACoast() {
    // Armies do not stand on coasts (CASE-FORMAT: "An army's coast is ignored"): either the
    // file is rejected or the army stands on the whole province.
    List<String> l = fixedBase();
    l.add("unit Red A Two/nc");
    Variant v;
    try {
      v = VariantReader.read(FILE, text(l));
    } catch (VariantFormatException e) {
      assertTrue(e.getMessage().startsWith(FILE + ":26:"), e.getMessage());
      return;
    }
    Province two = v.map().province("Two").orElseThrow();
    assertEquals(v.map().location(two), v.start().unitIn(two).orElseThrow().location());
  }

  @Test
  void unknownStatement() {
    assertError(withLine(9, "teleport Lan Cst"), 9, "unknown statement", "teleport");
  }

  @Test
  void fleetEdgeToAnInlandProvince() {
    assertError(withLine(21, "fleet Sea In2"), 21, "fleet", "In2");
    assertError(withLine(21, "both Lan Cst"), 21, "fleet", "Lan");
  }

  @Test
  void armyEdgeToASea() {
    assertError(withLine(21, "army Lan Sea"), 21, "arm", "Sea");
  }

  @Test
  void fleetEdgeToTwoCoastProvinceWithoutCoast() {
    assertError(withLine(21, "fleet Se2 Two"), 21, "coast");
  }

  @Test
  void fleetEdgeToACoastTheProvinceLacks() {
    assertError(withLine(21, "fleet Se2 Two/ec"), 21, "Two");
  }

  @Test
  void edgeFromAProvinceToItself() {
    assertError(withLine(21, "army Lan Lan"), 21, "Lan");
  }

  @Test
  void unknownRuleOption() {
    assertError(withLine(6, "rules convoy-paradox=maybe"), 6, "maybe");
    assertError(withLine(6, "rules teleport=yes"), 6, "teleport");
  }

  @Test
  void unclosedQuote() {
    assertError(withLine(12, "province Far land \"Faraway centre"), 12, "quote");
  }

  @Test
  void notAPhase() {
    assertError(replacing(4, "start Summer 1901 Movement"), 4, "Summer");
    // Adjustments happen in Winter only.
    assertError(replacing(4, "start Spring 1901 Adjustment"), 4);
  }

  @Test
  void missingVariant() {
    assertMissing(without("variant "), "variant");
  }

  @Test
  void missingStart() {
    assertMissing(without("start "), "start");
  }

  @Test
  void missingSolo() {
    assertMissing(without("solo "), "solo");
  }

  private static String without(String prefix) {
    List<String> l = fixedBase();
    assertTrue(l.removeIf(s -> s.startsWith(prefix)));
    return text(l);
  }

  /** A missing statement has no line of its own: the message names the file, a line at the end, and what is missing. */
  private static void assertMissing(String text, String keyword) {
    VariantFormatException e = fails(text);
    Matcher m = Pattern.compile("^" + Pattern.quote(FILE) + ":(\\d+): (.*)$").matcher(e.getMessage());
    if (!m.matches()) {
      fail("expected 'tiny.variant:LINE: reason', found '" + e.getMessage() + "'");
    }
    int line = Integer.parseInt(m.group(1));
    int lines = (int) text.lines().count();
    assertTrue(line >= lines && line <= lines + 1, "line " + line + " is not the end of a " + lines + "-line file");
    assertTrue(m.group(2).contains("missing") && m.group(2).contains(keyword), e.getMessage());
  }

  // -------------------------------------------------------------------------- Variants

  @Test
  void unknownVariantNameFailsClearly() {
    VariantFormatException e = assertThrows(VariantFormatException.class, () -> Variants.named("nope"));
    assertTrue(e.getMessage().contains("nope"), e.getMessage());
    assertTrue(e.getMessage().toLowerCase(Locale.ROOT).contains("unknown variant"), e.getMessage());
  }

  @Test
  void variantNamesAreNotPaths() {
    assertThrows(VariantFormatException.class, () -> Variants.named("../variants/classic"));
  }

  @Test
  void variantNamesIgnoreCase() throws VariantFormatException {
    assertSame(Variants.named("classic"), Variants.named("Classic"));
  }

  // ------------------------------------------------- aliases, two-way edges, players, base

  @Test
  void aliasEndingWithAnOrderWordIsRejected() {
    // "And S" (the Andaman Sea in an errata) would make "F And S F Jav - Sum" unreadable.
    assertError(withLine(16, "alias Sea \"open s\""), 16, "open s", "order word");
  }

  @Test
  void anEdgeWrittenOnceHoldsBothWays() throws VariantFormatException {
    // The format has no one-way edges: each border line is read as two-way, and the same
    // border written again in the other direction is the error the loader can meet.
    GameMap map = VariantReader.read(FILE, text(fixedBase())).map();
    Province lan = map.province("Lan").orElseThrow();
    Province cst = map.province("Cst").orElseThrow();
    assertTrue(map.armyAdjacent(lan.index(), cst.index()));
    assertTrue(map.armyAdjacent(cst.index(), lan.index()));
    assertError(withLine(26, "army Cst Lan"), 26, "given twice");
  }

  @Test
  void playerStatementsMakeTheOtherPowersNeutral() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, withLine(26, "player Solo Red"));
    Power red = v.map().power("Red").orElseThrow();
    Power blue = v.map().power("Blue").orElseThrow();
    assertEquals("Solo", v.players().playerOf(red).orElseThrow());
    assertTrue(v.players().isNeutral(blue));
  }

  @Test
  void aPowerMayHaveOnlyOnePlayer() {
    assertError(withLine(26, "player One Red Red"), 26, "named twice");
    List<String> l = fixedBase();
    l.add("player One Red");
    l.add("player Two Red");
    assertError(text(l), 27, "already has a player");
  }

  @Test
  void playerOfAnUnknownPowerIsRejected() {
    assertError(withLine(26, "player One Green"), 26, "unknown power", "Green");
  }

  @Test
  void baseMustComeFirstAndExist() {
    assertError(withLine(26, "base classic"), 26, "'base' must come first");
    VariantFormatException e = fails("base nosuchvariant\n");
    assertTrue(e.getMessage().contains("unknown base variant"), e.getMessage());
  }

  @Test
  void aVariantOnABaseKeepsItsMapAndChangesWhatItSays() throws VariantFormatException {
    Variant v = VariantReader.read("two.variant", "base classic\nvariant two\nstart Spring 1914 Movement\nsolo 24\n"
        + "player West England France Russia\nplayer East Germany Turkey Austria\n");
    assertEquals("two", v.name());
    assertEquals(24, v.soloCentres());
    assertEquals(1914, v.start().phase().year());
    assertEquals(22, v.start().units().size());
    assertEquals(75 + 1, v.map().provinces().size());
    assertTrue(v.players().isNeutral(v.map().power("Italy").orElseThrow()));
  }
}
