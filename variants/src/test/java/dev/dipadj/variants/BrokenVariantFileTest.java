package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.fails;
import static dev.dipadj.variants.TinyVariant.fixedBase;
import static dev.dipadj.variants.TinyVariant.replacing;
import static dev.dipadj.variants.TinyVariant.text;
import static dev.dipadj.variants.TinyVariant.withLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.dipadj.map.Province;
import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The variant reader on broken copies of the tiny variant: every problem is a
 * {@link VariantFormatException} whose message names the file, the line and the reason (the
 * contract of the format header in classic.variant); a missing statement is reported at the
 * end of the file.
 */
class BrokenVariantFileTest {
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

  @Test
  void aliasEndingWithAnOrderWordIsRejected() {
    // "And S" (the Andaman Sea in an errata) would make "F And S F Jav - Sum" unreadable.
    assertError(withLine(16, "alias Sea \"open s\""), 16, "open s", "order word");
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
}
