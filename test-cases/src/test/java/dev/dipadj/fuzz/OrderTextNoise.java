package dev.dipadj.fuzz;

import static dev.dipadj.fuzz.OrderTextSpellings.pick;

import dev.dipadj.fuzz.OrderTextBoards.Board;
import dev.dipadj.fuzz.OrderTextSpellings.Sample;
import dev.dipadj.map.Province;
import java.util.SplittableRandom;

/**
 * Generators (b) and (c): texts that are not orders, or not quite. Mutations of well-formed
 * orders (characters inserted, deleted, swapped, duplicated or replaced, often by the tricky
 * characters of {@link TextFuzzChars}); very long texts (100 KB); empty and blank texts; and
 * random strings of Diplomacy-ish tokens and punctuation, glued with or without spaces so
 * that hyphens, slashes and parentheses land inside words as well as between them.
 */
final class OrderTextNoise {
  private OrderTextNoise() {}

  /** How long the long texts are: 100 KB, far beyond any order a player writes. */
  static final int LONG = 100_000;

  private static final String[] TOKENS = {
    "A", "F", "a", "f", "army", "Fleet", "-", "->", "/", "(", ")", ":", "S", "C", "H", "R", "D", "B",
    "via", "convoy", "by", "hold", "supports", "build", "Build", "disband", "remove", "waive", "convert",
    "nc", "sc", "ec", "wc", "n", "north", "coast", "(nc)", "/sc", "English", "French", "Dutch", "Turk",
    "Turkzy", "Engl", "England", "Germany", "Spain", "St.", "Petersburg", "Mid-Atlantic", "North", "Sea",
    "\u0130", "\u0130\u0130", "\u212A", "\u0000", "\u00A0", "\u200F", "x", "1901", "--", "-x", "x-",
  };

  /** A text for a random board, power and phase: one of the kinds of noise above. */
  static Sample sample(SplittableRandom r) {
    Sample base = OrderTextSpellings.sample(r);
    int kind = r.nextInt(1000);
    if (kind < 600) {
      return base.withText(mutate(r, base.text()), "mutated");
    }
    if (kind < 640) {
      return base.withText(blank(r), "blank");
    }
    if (kind < 642) {
      return base.withText(longText(r, base.text()), "long");
    }
    return base.withText(tokens(r, base.board()), "tokens");
  }

  /** One to four edits of the text. */
  static String mutate(SplittableRandom r, String text) {
    StringBuilder b = new StringBuilder(text);
    int edits = 1 + r.nextInt(4);
    for (int e = 0; e < edits; e++) {
      int at = r.nextInt(b.length() + 1);
      int op = r.nextInt(7);
      if (b.length() == 0 || op == 0) {
        b.insert(at, TextFuzzChars.any(r));
      } else if (op == 1) {
        at = Math.min(at, b.length() - 1);
        b.delete(at, Math.min(b.length(), at + 1 + (r.nextInt(4) == 0 ? r.nextInt(5) : 0)));
      } else if (op == 2 && b.length() >= 2) {
        at = Math.min(at, b.length() - 2);
        char c = b.charAt(at);
        b.setCharAt(at, b.charAt(at + 1));
        b.setCharAt(at + 1, c);
      } else if (op == 3) {
        at = Math.min(at, b.length() - 1);
        int end = Math.min(b.length(), at + 1 + r.nextInt(6));
        b.insert(at, b.substring(at, end));
      } else if (op == 4) {
        at = Math.min(at, b.length() - 1);
        b.replace(at, at + 1, TextFuzzChars.any(r));
      } else if (op == 5) {
        b.insert(at, pick(r, " ", "") + TOKENS[r.nextInt(TOKENS.length)] + pick(r, " ", ""));
      } else if (r.nextBoolean()) {
        // A character whose case mapping changes the length, next to a hyphen: the tokenizer splits there.
        b.insert(at, pick(r, "\u0130", "\u0130\u0130", "\u212A", "\u00DF", "\uFB01") + pick(r, "-", "", "-x"));
      } else {
        // A look-alike for a letter: the KELVIN SIGN lower-cases to 'k'.
        int k = b.indexOf("k", at) >= 0 ? b.indexOf("k", at) : b.indexOf("K");
        if (k >= 0) {
          b.setCharAt(k, '\u212A');
        }
      }
    }
    return b.toString();
  }

  /** Empty, or nothing but spaces of every kind and line breaks. */
  static String blank(SplittableRandom r) {
    StringBuilder b = new StringBuilder();
    int n = r.nextInt(5);
    for (int i = 0; i < n; i++) {
      b.append(pick(r, " ", "\t", "\r", "\n", "\r\n", "\u000B", "\u000C", "\u00A0", "\u2007", "\u2028",
          "\u2029", "\u3000", "\u200B", "\uFEFF", "\u001C", "\u0085"));
    }
    return b.toString();
  }

  /**
   * About 100 KB: a piece (an order, a word, punctuation, tricky characters) repeated. A
   * word of 100,000 {@code İ} is left to chance: the JDK lower-cases it in quadratic time
   * (over a second), which would take most of the CI budget.
   */
  static String longText(SplittableRandom r, String order) {
    String piece = switch (r.nextInt(8)) {
      case 0 -> order + " ";
      case 1 -> " ";
      case 2 -> "a";
      case 3 -> "(";
      case 4 -> "- ";
      case 5 -> "x-";
      case 6 -> "S English ";
      default -> TextFuzzChars.any(r);
    };
    StringBuilder b = new StringBuilder(LONG + order.length() + 16);
    if (r.nextBoolean()) {
      b.append(order).append(' ');
    }
    while (b.length() < LONG) {
      b.append(piece);
    }
    if (r.nextBoolean()) {
      b.append(' ').append(order);
    }
    return b.toString();
  }

  /** Random tokens, province names of the board among them, glued by spaces or nothing. */
  static String tokens(SplittableRandom r, Board board) {
    StringBuilder b = new StringBuilder();
    int n = r.nextInt(12);
    for (int i = 0; i < n; i++) {
      if (i > 0) {
        b.append(pick(r, " ", " ", " ", "", "", "  ", "\t"));
      }
      if (r.nextInt(3) == 0) {
        Province p = board.map().provinces().get(r.nextInt(board.map().provinces().size()));
        b.append(r.nextBoolean() ? p.abbreviation() : p.name());
      } else {
        b.append(TOKENS[r.nextInt(TOKENS.length)]);
      }
    }
    return b.toString();
  }
}
