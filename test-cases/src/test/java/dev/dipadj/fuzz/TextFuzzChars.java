package dev.dipadj.fuzz;

import java.util.SplittableRandom;

/**
 * The characters that text fuzzing throws at readers, and the escaped form in which a
 * reproduction is printed. The list is the characters that break naive text handling: case
 * mappings that change a string's length ({@code İ} lower-cases to two chars, {@code ß}
 * upper-cases to two), letters that lower-case to ASCII ({@code K} KELVIN SIGN), combining
 * marks, surrogate pairs and lone surrogates, NUL and other C0/C1 controls, every kind of
 * line break, spaces that Java's {@code \s} does not know, bidirectional marks, the BOM, and
 * look-alikes of the order punctuation ({@code –}, {@code →}, {@code ／}).
 */
final class TextFuzzChars {
  private TextFuzzChars() {}

  /** Tricky characters, as strings because some are surrogate pairs. */
  static final String[] TRICKY = {
    "\u0130", "\u0131", "\u212A", "\u212B", "\u00DF", "\uFB01", "\u03A3", "\u0149", "\u1E9E",
    "\u0301", "\u0307", "\u0338", "\u20DD",
    "\uD83D\uDE00", "\uD801\uDC00", "\uD835\uDC00", "\uD800", "\uDC00",
    "\u0000", "\u0001", "\u0007", "\u001B", "\u001C", "\u001F", "\u007F", "\u0085", "\u009F",
    "\r", "\n", "\r\n", "\t", "\u000B", "\u000C", "\u2028", "\u2029",
    "\u00A0", "\u2007", "\u202F", "\u3000", "\u1680", "\u200B",
    "\u200E", "\u200F", "\u202E", "\u2066", "\uFEFF", "\uFFFD", "\uFFFF", "\uFFFE",
    "\uFF30", "\u0410", "\u0440", "\u2013", "\u2212", "\u2192", "\uFF0F", "\uFF08", "\u2044",
  };

  /** One tricky character (most of the time) or any code point at all, surrogates included. */
  static String any(SplittableRandom r) {
    int pick = r.nextInt(10);
    if (pick < 6) {
      return TRICKY[r.nextInt(TRICKY.length)];
    }
    if (pick < 8) {
      // Printable ASCII and ASCII controls: the characters orders are written in.
      return String.valueOf((char) r.nextInt(128));
    }
    if (pick < 9) {
      return String.valueOf((char) r.nextInt(0x10000));
    }
    return new String(Character.toChars(r.nextInt(Character.MAX_CODE_POINT + 1)));
  }

  /** Whether {@code c} may not appear raw in a one-line message: line breaks and controls, the tab too. */
  static boolean breaksALine(char c) {
    return Character.isISOControl(c) || c == '\u2028' || c == '\u2029';
  }

  /**
   * A text as a Java string literal would write it (without quotes), so that a reproduction
   * can be copied into a test: everything outside printable ASCII as {@code \\uXXXX}. Long
   * texts are shortened in the middle.
   */
  static String escape(String s) {
    StringBuilder b = new StringBuilder();
    int n = s.length();
    for (int i = 0; i < n; i++) {
      if (n > 600 && i == 250) {
        b.append("...[").append(n - 500).append(" chars]...");
        i = n - 250;
      }
      char c = s.charAt(i);
      if (c == '\\' || c == '"') {
        b.append('\\').append(c);
      } else if (c >= 0x20 && c < 0x7F) {
        b.append(c);
      } else {
        b.append(String.format("\\u%04X", (int) c));
      }
    }
    return b.toString();
  }

  /** A text of several lines, each escaped and indented, for printing a case file. */
  static String escapeLines(String s) {
    StringBuilder b = new StringBuilder();
    for (String line : s.split("\n", -1)) {
      b.append("    ").append(escape(line)).append('\n');
    }
    return b.toString();
  }

  /** Bytes as text: printable ASCII as is, everything else as {@code \xNN}. */
  static String escape(byte[] bytes) {
    StringBuilder b = new StringBuilder();
    int n = bytes.length;
    for (int i = 0; i < n; i++) {
      if (n > 600 && i == 250) {
        b.append("...[").append(n - 500).append(" bytes]...");
        i = n - 250;
      }
      int c = bytes[i] & 0xFF;
      if (c == '\n') {
        b.append("\\n");
      } else if (c >= 0x20 && c < 0x7F && c != '\\') {
        b.append((char) c);
      } else {
        b.append(String.format("\\x%02X", c));
      }
    }
    return b.toString();
  }
}
