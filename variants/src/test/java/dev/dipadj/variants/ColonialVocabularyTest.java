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
 * some powers only ({@code not-for}), read right and refused, with file, line and reason, when
 * used wrongly.
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
}
