package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.fixedBase;
import static dev.dipadj.variants.TinyVariant.replacing;
import static dev.dipadj.variants.TinyVariant.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.BuildPlaces;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.UnorderedBuilds;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VictoryRules;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The lines of the variant format that say where powers build ({@code builds}, {@code
 * build-place}, {@code no-build}) and how the game is won besides the solo count ({@code
 * solo N ties-play-on}, {@code lead}) and what unordered builds become ({@code unordered-builds}),
 * on the tiny variant (Lan is Red's home, Cst Blue's,
 * Two a neutral centre, In2 no centre): what they read to, and each kind of wrong use
 * refused with file, line and reason.
 */
class BuildAndVictoryLinesTest {
  private static String appended(String... lines) {
    List<String> l = fixedBase();
    l.addAll(List.of(lines));
    return text(l);
  }

  private static Variant read(String text) throws VariantFormatException {
    return VariantReader.read(FILE, text);
  }

  private static Power power(Variant v, String name) {
    return v.map().power(name).orElseThrow();
  }

  private static Province province(Variant v, String name) {
    return v.map().province(name).orElseThrow();
  }

  @Test
  void withoutTheLinesThePowersBuildInTheirHomesAndOnlySoloWins() throws VariantFormatException {
    Variant v = read(text(fixedBase()));
    assertEquals(BuildPlaces.HOME, v.variantRules().builds());
    assertEquals(VictoryRules.SOLO, v.variantRules().victory());
  }

  @Test
  void theBuildLinesReadToTheirPlaces() throws VariantFormatException {
    Variant v = read(appended("builds any-home", "build-place Red Two", "no-build Blue Cst Two"));
    BuildPlaces places = v.variantRules().builds();
    assertEquals(BuildRule.ANY_HOME, places.rule());
    Power red = power(v, "Red");
    Power blue = power(v, "Blue");
    assertTrue(places.isExtra(red, province(v, "Two")));
    assertFalse(places.isExtra(blue, province(v, "Two")));
    assertEquals(ImmutableSet.of(province(v, "Cst"), province(v, "Two")), places.barred().get(blue));
    assertTrue(places.bars(blue, province(v, "Cst")));
    assertFalse(places.bars(red, province(v, "Cst")));
  }

  @Test
  void buildAnywhereIsTheOwnedRuleAndALaterBuildsLineReplacesAnEarlierOne() throws VariantFormatException {
    assertEquals(BuildRule.OWNED, read(appended("switch build-anywhere")).variantRules().builds().rule());
    assertEquals(BuildRule.HOME, read(appended("builds owned", "builds home")).variantRules().builds().rule());
    assertEquals(BuildRule.OWNED, read(appended("builds ANY-HOME", "builds Owned")).variantRules().builds().rule());
  }

  @Test
  void theVictoryWordsReadToTheirRules() throws VariantFormatException {
    Variant v = read(replacing(5, "solo 2 ties-play-on"));
    assertEquals(new VictoryRules(true, 0, 0, 0), v.variantRules().victory());
    assertEquals(2, v.soloCentres());
    Variant lead = read(appended("lead 3 shrinking 1 a year to 1"));
    assertEquals(new VictoryRules(false, 3, 1, 1), lead.variantRules().victory());
    assertEquals(new VictoryRules(false, 2, 0, 2), read(appended("lead 2")).variantRules().victory());
  }

  /** The lead of a year, from the first year's down by the step, never under the least (Twenty Twenty's numbers). */
  @Test
  void theLeadShrinksByTheYearToItsLeast() {
    VictoryRules twentyTwenty = new VictoryRules(false, 20, 1, 1);
    assertEquals(20, twentyTwenty.leadIn(2001, 2001));
    assertEquals(19, twentyTwenty.leadIn(2002, 2001));
    assertEquals(6, twentyTwenty.leadIn(2015, 2001));
    assertEquals(1, twentyTwenty.leadIn(2020, 2001));
    assertEquals(1, twentyTwenty.leadIn(2050, 2001));
    assertEquals(20, twentyTwenty.leadIn(1999, 2001), "a year before the first has the first year's lead");
    assertEquals(0, VictoryRules.SOLO.leadIn(2001, 2001), "no lead rule: no lead wins");
  }

  /** Empires and Coalitions: a starting unit outside its power's home centres, on no centre, loads. */
  @Test
  void aStartingUnitOutsideItsPowersHomesLoads() throws VariantFormatException {
    Variant v = read(appended("unit Red A In2"));
    Power red = power(v, "Red");
    assertTrue(v.start().units().contains(new Unit(red, dev.dipadj.map.UnitType.ARMY, v.map().location(province(v, "In2")))));
    assertFalse(v.homeCentres().get(red).contains(province(v, "In2")));
  }

  @Test
  void anUnknownBuildRuleIsRefused() {
    assertError(appended("builds everywhere"), 26, "unknown build rule", "everywhere", "home, owned, any-home");
    assertError(appended("builds"), 26, "'builds' takes one value");
    assertError(appended("builds home owned"), 26, "'builds' takes one value");
  }

  @Test
  void aBuildPlaceThatIsNotACentreIsRefused() {
    assertError(appended("build-place Red In2"), 26, "In2", "not a supply centre");
    assertError(appended("no-build Blue Sea"), 26, "Sea", "not a supply centre");
  }

  @Test
  void aBuildPlaceOfAnUnknownPowerOrProvinceIsRefused() {
    assertError(appended("build-place Green Two"), 26, "unknown power", "Green");
    assertError(appended("no-build Green Two"), 26, "unknown power", "Green");
    assertError(appended("build-place Red Xyz"), 26, "unknown province", "Xyz");
    assertError(appended("build-place Red"), 26, "expected 'build-place POWER CENTRE ...'");
  }

  @Test
  void aCentreBothExtraAndBarredOrNamedTwiceIsRefused() {
    assertError(appended("build-place Red Two", "no-build Red Two"), 27, "Two", "both");
    assertError(appended("no-build Red Lan", "build-place Red Lan"), 27, "Lan", "both");
    assertError(appended("build-place Red Two Two"), 26, "Two", "twice");
  }

  @Test
  void aWrongWordAfterTheSoloCountIsRefused() {
    assertError(replacing(5, "solo 2 ties"), 5, "ties-play-on");
    assertError(replacing(5, "solo 2 ties-play-on again"), 5, "ties-play-on");
    assertError(replacing(5, "solo"), 5, "'solo' takes a number");
    assertError(replacing(5, "solo 3 0"), 5, "a solo count 0", "at least 1");
    // The tiny map has three centres: a count of four in a later year could never be had.
    assertError(replacing(5, "solo 3 2 4"), 5, "solo 4 is more than the 3 supply centres");
  }

  @Test
  void severalSoloCountsAreOneAYear() throws VariantFormatException {
    // "solo 3 2": three centres in the first year, two in every year after (a .map file's VICTORY 3 2).
    Variant v = read(replacing(5, "solo 3 2 ties-play-on"));
    assertEquals(new VictoryRules(true, 0, 0, 0, com.google.common.collect.ImmutableList.of(3, 2)),
        v.variantRules().victory());
    int first = v.start().phase().year();
    assertEquals(3, v.variantRules().victory().soloIn(first, first, v.soloCentres()));
    assertEquals(2, v.variantRules().victory().soloIn(first + 1, first, v.soloCentres()));
    assertEquals(2, v.variantRules().victory().soloIn(first + 9, first, v.soloCentres()));
  }

  @Test
  void aLeadThatIsNoScheduleIsRefused() {
    assertError(appended("lead 0"), 26, "a lead 0", "at least 1");
    assertError(appended("lead x"), 26, "expected a number", "x");
    assertError(appended("lead 3 shrinking"), 26, "expected 'lead N'");
    assertError(appended("lead 3 shrinking 1 each year to 1"), 26, "expected 'lead N'");
    assertError(appended("lead 3 shrinking 0 a year to 1"), 26, "shrinks by 0", "at least 1");
    assertError(appended("lead 3 shrinking 1 a year to 0"), 26, "shrinks to 0", "at least 1");
    assertError(appended("lead 2 shrinking 1 a year to 3"), 26, "shrinks to 3", "more than the 2");
  }

  /** The tiny map has three centres: a lead of four could never be had. */
  @Test
  void aLeadOfMoreThanTheMapsCentresIsRefusedOnItsLine() {
    assertError(appended("lead 4", "# after it"), 26, "lead of 4", "3 supply centres");
  }

  @Test
  void theUnorderedBuildsLineReadsToItsRule() throws VariantFormatException {
    assertEquals(UnorderedBuilds.WAIVED, read(text(fixedBase())).variantRules().unorderedBuilds());
    assertEquals(UnorderedBuilds.ARMY, read(appended("unordered-builds army")).variantRules().unorderedBuilds());
    assertEquals(UnorderedBuilds.WAIVED, read(appended("unordered-builds army", "unordered-builds Waived"))
        .variantRules().unorderedBuilds());
    Variant first = read(replacing(4, "start Winter 1900 Adjustment") + "unordered-builds ARMY  first\n");
    assertEquals(UnorderedBuilds.ARMY_FIRST, first.variantRules().unorderedBuilds());
  }

  @Test
  void aWrongUnorderedBuildsLineIsRefused() {
    assertError(appended("unordered-builds fleet"), 26, "expected 'unordered-builds waived|army|army first'", "fleet");
    assertError(appended("unordered-builds"), 26, "expected 'unordered-builds");
    assertError(appended("unordered-builds army last"), 26, "at 'army last'");
    // "first" is the adjustment phase the game starts with: a game starting with movement has none.
    assertError(appended("unordered-builds army first", "# after it"), 26, "starts with an adjustment phase",
        "Spring 1901");
  }
}
