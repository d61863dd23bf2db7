package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The tiny valid variant the variant-reader tests start from, and helpers to break it: insert
 * or replace a line, read it as {@code tiny.variant}, and assert that reading fails with a
 * message naming the file, the line and the reason.
 */
final class TinyVariant {
  static final String FILE = "tiny.variant";

  private TinyVariant() {}

  /** A small valid variant; tests insert or replace lines to break it. */
  static List<String> base() {
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

  static String text(List<String> lines) {
    return String.join("\n", lines) + "\n";
  }

  static List<String> fixedBase() {
    return base();
  }

  /** Inserts a line so that it becomes line {@code lineNo} (1-based). */
  static String withLine(int lineNo, String line) {
    List<String> l = fixedBase();
    l.add(lineNo - 1, line);
    return text(l);
  }

  static String replacing(int lineNo, String line) {
    List<String> l = fixedBase();
    l.set(lineNo - 1, line);
    return text(l);
  }

  static VariantFormatException fails(String text) {
    return assertThrows(VariantFormatException.class, () -> VariantReader.read(FILE, text));
  }

  /** The message names the file and the line ({@code file:LINE: reason}) and has every fragment. */
  static void assertError(String text, int line, String... fragments) {
    VariantFormatException e = fails(text);
    String m = e.getMessage();
    assertTrue(m.startsWith(FILE + ":" + line + ":"), "expected " + FILE + ":" + line + ": in '" + m + "'");
    for (String f : fragments) {
      assertTrue(m.toLowerCase(Locale.ROOT).contains(f.toLowerCase(Locale.ROOT)),
          "expected '" + f + "' in '" + m + "'");
    }
  }
}
