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
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, point 8: variant files that loaded but could not work are refused with file,
 * line and the token at fault: a coast named twice, a power no case line can name, two
 * provinces at one point of the board, a line before {@code base} that the base replaced.
 */
class UnworkableVariantTest {
  @Test
  void aCoastNamedTwiceIsRefused() {
    // "coasts nc nc" made Two/nc two places: the file's own border from that coast was then refused.
    assertError(replacing(11, "province Two coast \"Twocoast\" centre coasts nc nc"), 11,
        "coast nc of Two named twice", "'nc'");
    assertError(replacing(11, "province Two coast \"Twocoast\" centre coasts nc sc north"), 11,
        "coast nc of Two named twice", "'north'");
  }

  @Test
  void aPowerNameNoCaseLineCanNameIsRefused() {
    // A case names a power before a colon, in comma lists, and '#' opens a comment.
    assertError(replacing(6, "power Re:d"), 6, "power name 'Re:d'", "':'");
    assertError(replacing(6, "power \"Re,d\""), 6, "power name 'Re,d'", "','");
    assertError(replacing(6, "power \"Re#d\""), 6, "power name 'Re#d'", "'#'");
  }

  @Test
  void powerNamesThatCasesCanNameStillLoad() throws VariantFormatException {
    // Spaces, hyphens, slashes and dots are fine in a power's name: "Great-Britain: F Lon" reads.
    List<String> l = base();
    l.set(5, "power \"Red Republic\" Red-ish");
    l.set(7, "province Lan land  \"Landia\"   centre home \"Red Republic\"");
    l.set(23, "unit \"Red Republic\" A Lan");
    Variant v = VariantReader.read(FILE, text(l));
    assertEquals("Red Republic", v.map().power("red republic").orElseThrow().name());
  }

  @Test
  void anAdjectiveThatIsNotOneWordOfAnOrderIsRefused() {
    // "S Red One F Sea" cannot name the power: the order parser reads one word there.
    assertError(replacing(6, "power Red \"Red One\""), 6, "adjective 'Red One'", "one word");
    assertError(replacing(6, "power Red Re(d)"), 6, "adjective 'Re(d)'", "'('");
    assertError(replacing(6, "power Red Re/d"), 6, "adjective 'Re/d'", "'/'");
    assertError(replacing(6, "power Red \"Re#d\""), 6, "adjective 'Re#d'", "'#'");
    assertError(replacing(6, "power Red \"--\""), 6, "adjective '--'", "no letters");
  }

  @Test
  void twoProvincesAtOnePointOfTheBoardAreRefused() {
    List<String> l = base();
    l.add("board 100 100");
    String[] names = {"Lan", "In2", "Cst", "Two", "Sea", "Se2", "Imp"};
    for (int i = 0; i < names.length; i++) {
      l.add("position " + names[i] + " " + (10 * i) + " 5");
    }
    l.set(l.size() - 1, "position Imp 20 5");
    assertError(text(l), l.size(), "position 20 5 of Imp is where Cst already sits", "'Imp'");
  }

  @Test
  void distinctPointsStillLoad() throws VariantFormatException {
    List<String> l = base();
    l.add("board 100 100");
    String[] names = {"Lan", "In2", "Cst", "Two", "Sea", "Se2", "Imp"};
    for (int i = 0; i < names.length; i++) {
      l.add("position " + names[i] + " " + (10 * i) + " 5");
    }
    assertTrue(VariantReader.read(FILE, text(l)).map().board().isPresent());
  }

  @Test
  void aLineBeforeBaseIsRefusedNotReplaced() {
    // The title was silently replaced by the base's own; now the base line says why it is refused.
    assertError("title \"Mine\"\nbase classic\n", 2, "'base' must come first", "'base classic'");
    assertError("# a comment\n\nsolo 3\nbase classic-2p\n", 4, "'base' must come first");
    assertError("rules convoy-paradox=szykman\nbase classic\n", 2, "'base' must come first");
  }

  @Test
  void baseFirstAndChangesAfterItStillLoad() throws VariantFormatException {
    // A comment and blank lines may come first; a base may itself have a base (classic-2p has classic).
    Variant v = VariantReader.read(FILE, "# mine\n\nbase classic-2p\nvariant mine\ntitle \"Mine\"\n");
    assertEquals("mine", v.name());
    assertEquals("Mine", v.title());
    assertEquals(2, v.players().commands().size());
  }
}
