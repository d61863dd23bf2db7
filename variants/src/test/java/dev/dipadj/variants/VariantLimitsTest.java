package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.base;
import static dev.dipadj.variants.TinyVariant.replacing;
import static dev.dipadj.variants.TinyVariant.text;
import static dev.dipadj.variants.TinyVariant.withLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Variant files a loader must refuse, each with file, line and reason, although every line
 * of them reads: a variant with no power or no province, a solo count no player can reach, a
 * start in a Retreat phase, names that are empty or that orders could not tell from an order
 * word, a centre that is home to two powers, invisible characters, oversized maps and lines.
 * A byte-order mark at the start is not part of the file, as for case files.
 */
class VariantLimitsTest {
  private static List<String> without(String prefix) {
    return base().stream().filter(l -> !l.startsWith(prefix)).collect(Collectors.toCollection(ArrayList::new));
  }

  @Test
  void noPowers() {
    List<String> l = without("power");
    l.replaceAll(line -> line.replace(" home Red", "").replace(" home Blue", ""));
    l.removeIf(line -> line.startsWith("unit"));
    assertError(text(l), l.size(), "power");
  }

  @Test
  void noProvinces() {
    List<String> l = base().subList(0, 7);
    assertError(text(new ArrayList<>(l)), 7, "province");
  }

  @Test
  void aSoloCountAboveTheCentres() {
    // The tiny map has three centres (Lan, Cst, Two).
    assertError(replacing(5, "solo 4"), 5, "solo 4", "3 supply centres");
  }

  @Test
  void aStartInARetreatPhase() {
    assertError(replacing(4, "start Fall 1901 Retreat"), 4, "Retreat");
  }

  @Test
  void emptyProvinceNames() {
    assertError(withLine(14, "province Emp land \"\""), 14, "empty");
    assertError(withLine(14, "province \"\" land \"Nameless\""), 14, "empty");
  }

  @Test
  void provincesNamedLikeOrderWords() {
    assertError(withLine(14, "province S land \"Sland\""), 14, "order word", "'s'");
    assertError(withLine(14, "province Vix land \"Via\""), 14, "order word", "'via'");
    assertError(withLine(16, "alias Sea H"), 16, "order word");
  }

  @Test
  void aCentreHomeToTwoPowers() {
    assertError(replacing(8, "province Lan land \"Landia\" centre home Red home Blue"), 8, "one power");
  }

  @Test
  void invisibleCharacters() {
    assertError(replacing(9, "province In2 land \"In\u0000ner\""), 9, "U+0000");
    assertError(replacing(9, "province In2\u200F land \"Inner\""), 9, "U+200F");
  }

  @Test
  void aByteOrderMarkAtTheStartIsNotPartOfTheFile() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, "\uFEFF" + text(base()));
    assertEquals("tiny", v.name());
  }

  @Test
  void tooLongALine() {
    assertError(replacing(3, "title \"" + "x".repeat(VariantReader.MAX_LINE) + "\""), 3, "longer than");
  }

  @Test
  void tooManyProvinces() {
    List<String> l = base();
    for (int i = 0; i < VariantReader.MAX_PROVINCES; i++) {
      l.add("province P" + i + " land \"Place " + i + "\"");
    }
    // The tiny map has seven provinces; the one that passes the limit is refused on its line.
    int line = base().size() + VariantReader.MAX_PROVINCES - 7 + 1;
    assertError(text(l), line, "more than " + VariantReader.MAX_PROVINCES);
  }

  @Test
  void adjectivesOfPowersNameOnePowerEach() throws VariantFormatException {
    assertError(replacing(7, "power Blue Red"), 7, "already names a power");
    assertError(withLine(8, "power Green Red"), 8, "already names a power");
    Variant v = VariantReader.read(FILE, replacing(6, "power Red Reddish Scarlet"));
    assertTrue(v.map().nationality("scarlet").isPresent());
    assertEquals("Red", v.map().nationality("REDDISH").orElseThrow().name());
  }
}
