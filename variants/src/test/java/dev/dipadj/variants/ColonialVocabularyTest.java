package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.replacing;
import static dev.dipadj.variants.TinyVariant.withLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.variant.Variant;
import org.junit.jupiter.api.Test;

/**
 * The statements of Colonial Diplomacy's rules on the tiny variant: a centre that counts for
 * some powers only ({@code not-for}), a railroad ({@code railroad}) and a canal ({@code canal}), read right and refused,
 * with file, line and reason, when used wrongly. The tiny variant's land: Lan borders Cst, Two
 * and In2; Cst borders Two.
 */
class ColonialVocabularyTest {
  @Test
  void aCentreNotForAPowerCountsForTheOthers() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, replacing(11, "province Two coast \"Twocoast\" centre not-for Red coasts nc sc"));
    GameMap map = v.map();
    Province two = map.province("Two").orElseThrow();
    Power red = map.power("Red").orElseThrow();
    Power blue = map.power("Blue").orElseThrow();
    assertFalse(map.countsFor(two, red));
    assertTrue(map.countsFor(two, blue));
    assertTrue(map.countsFor(map.province("Lan").orElseThrow(), red));
    assertEquals(1, map.centresNotCounted().size());
  }

  @Test
  void withoutNotForEveryCentreCountsForEveryone() throws VariantFormatException {
    GameMap map = VariantReader.read(FILE, TinyVariant.text(TinyVariant.fixedBase())).map();
    assertTrue(map.centresNotCounted().isEmpty());
    for (Province p : map.provinces()) {
      for (Power power : map.powers()) {
        assertTrue(map.countsFor(p, power));
      }
    }
  }

  @Test
  void notForOnAProvinceThatIsNoCentreIsRefused() {
    assertError(withLine(12, "province Far land \"Faraway\" not-for Red"), 12, "not-for", "Far", "not a supply centre");
  }

  @Test
  void notForAnUnknownPowerIsRefused() {
    assertError(withLine(12, "province Far land \"Faraway\" centre not-for Green"), 12, "unknown power", "Green");
  }

  @Test
  void notForTheSamePowerTwiceIsRefused() {
    assertError(withLine(12, "province Far land \"Faraway\" centre not-for Red not-for red"), 12, "twice");
  }

  @Test
  void aHomeCentreNotForItsOwnPowerIsRefused() {
    assertError(replacing(8, "province Lan land  \"Landia\"   centre home Red not-for Red"), 8, "home centre", "Lan",
        "its own power");
  }

  @Test
  void notForWithoutAPowerIsRefused() {
    assertError(withLine(12, "province Far land \"Faraway\" centre not-for"), 12, "unexpected 'not-for'");
  }

  @Test
  void aRailroadIsReadWithItsPowerAndLine() throws VariantFormatException {
    GameMap map = VariantReader.read(FILE, withLine(26, "railroad Rail Red In2 Lan Cst")).map();
    assertEquals(1, map.railroads().size());
    var rail = map.railroad("RAIL").orElseThrow();
    assertEquals("Red", rail.power().name());
    assertEquals(java.util.List.of("In2", "Lan", "Cst"), rail.line().stream().map(Province::abbreviation).toList());
    assertTrue(rail.joins(map.province("In2").orElseThrow(), map.province("Cst").orElseThrow()));
    assertFalse(rail.joins(map.province("In2").orElseThrow(), map.province("Two").orElseThrow()));
  }

  @Test
  void aRailroadThroughASeaIsRefused() {
    assertError(withLine(26, "railroad Rail Red Lan Cst Sea"), 26, "railroad runs over land", "Sea");
  }

  @Test
  void aRailroadThroughAnUnknownProvinceIsRefused() {
    assertError(withLine(26, "railroad Rail Red Lan Xyz"), 26, "unknown province", "Xyz");
  }

  @Test
  void aRailroadBetweenProvincesArmiesCannotCrossIsRefused() {
    // In2 borders Lan only: In2 to Cst is no army border.
    assertError(withLine(26, "railroad Rail Red In2 Cst"), 26, "railroad Rail goes from", "cannot cross");
  }

  @Test
  void aRailroadOfAnUnknownPowerIsRefused() {
    assertError(withLine(26, "railroad Rail Green Lan Cst"), 26, "unknown power", "Green");
  }

  @Test
  void aRailroadNamedLikeAProvinceIsRefused() {
    assertError(withLine(26, "railroad Lan Red Lan Cst"), 26, "already names", "orders could not tell them apart");
  }

  @Test
  void aRailroadPassingAProvinceTwiceIsRefused() {
    assertError(withLine(26, "railroad Rail Red Lan Cst Lan"), 26, "passes", "twice");
  }

  @Test
  void aRailroadOfOneProvinceIsRefused() {
    assertError(withLine(26, "railroad Rail Red Lan"), 26, "at least two provinces");
  }

  @Test
  void aRailroadDefinedTwiceIsRefused() {
    java.util.List<String> l = TinyVariant.fixedBase();
    l.add("railroad Rail Red Lan Cst");
    l.add("railroad rail Blue Cst Two");
    assertError(TinyVariant.text(l), 27, "defined twice");
  }

  @Test
  void aCanalIsReadAsAFleetBorderWithItsProvince() throws VariantFormatException {
    GameMap map = VariantReader.read(FILE, withLine(26, "canal Cut Cst Se2 via Lan")).map();
    assertEquals(1, map.canals().size());
    var cut = map.canal("cut").orElseThrow();
    Province cst = map.province("Cst").orElseThrow();
    Province se2 = map.province("Se2").orElseThrow();
    assertTrue(cut.crossedBy(se2, cst));
    assertEquals("Lan", cut.via().abbreviation());
    // The canal is a fleet border; whether a fleet may cross it is the resolver's to say.
    assertTrue(map.fleetReaches(map.location(cst).id(), se2.index()));
  }

  @Test
  void aCanalOverAnOrdinaryFleetBorderIsRefused() {
    assertError(withLine(26, "canal Cut Sea Se2 via Cst"), 26, "given twice", "the canal is that border");
  }

  @Test
  void aCanalBetweenPlacesThatDoNotExistIsRefused() {
    assertError(withLine(26, "canal Cut Sea Xyz via Cst"), 26, "unknown province", "Xyz");
    assertError(withLine(26, "canal Cut Sea Se2 via Nowhere"), 26, "unknown province", "Nowhere");
  }

  @Test
  void aCanalOverLandIsRefused() {
    assertError(withLine(26, "canal Cut In2 Sea via Lan"), 26, "a canal joins places fleets enter", "In2");
  }

  @Test
  void aCanalWithoutViaIsRefused() {
    assertError(withLine(26, "canal Cut Sea Se2 Lan"), 26, "expected 'canal NAME A B via PROVINCE'");
  }

  @Test
  void aCanalThroughOneOfItsEndsIsRefused() {
    assertError(withLine(26, "canal Cut Sea Cst via Sea"), 26, "through a third");
  }

  @Test
  void aCanalNamedLikeAProvinceOrARailroadIsRefused() {
    assertError(withLine(26, "canal Lan Sea Se2 via Cst"), 26, "already names");
    java.util.List<String> l = TinyVariant.fixedBase();
    l.add("railroad Rail Red Lan Cst");
    l.add("canal Rail Cst Se2 via Lan");
    assertError(TinyVariant.text(l), 27, "already names a railroad");
  }
}
