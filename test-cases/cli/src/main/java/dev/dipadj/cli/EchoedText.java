package dev.dipadj.cli;

import dev.dipadj.map.Names;
import dev.dipadj.picture.TextFit;

/**
 * Text from an input (a game id, a phase name, an order, an option's value) as a command prints
 * it back, always on one line of bounded length (issue 19, point 7): control characters and
 * line ends are shown as {@code U+XXXX} by {@link Names#printable}, as the case reader shows
 * them, so a crafted file cannot print a line of its own (a fake {@code 1 passed, 0 failed});
 * a value longer than {@link #VALUE} characters is cut with an ellipsis and its length, and a
 * whole line past {@link #LINE} characters likewise, so a 20 MB order is not printed whole.
 */
final class EchoedText {
  /** The longest value (a run of characters without a space) printed whole. */
  static final int VALUE = 200;
  /** The longest line printed whole. */
  static final int LINE = 2_000;

  private EchoedText() {}

  /**
   * The line as printed: one line, every value of at most {@link #VALUE} characters shown
   * whole and longer ones cut, the whole of at most {@link #LINE} characters and longer cut.
   *
   * @param text the text, which may hold line ends and any character
   * @return the text fit to print on one line
   */
  static String line(String text) {
    String shown = Names.printable(text);
    StringBuilder b = new StringBuilder(Math.min(shown.length(), LINE + 100));
    int i = 0;
    while (i < shown.length() && b.length() <= LINE) {
      int end = shown.indexOf(' ', i);
      end = end < 0 ? shown.length() : end;
      b.append(cut(shown.substring(i, end), VALUE));
      if (end < shown.length()) {
        b.append(' ');
      }
      i = end + 1;
    }
    if (i >= shown.length() && b.length() <= LINE) {
      return b.toString();
    }
    return TextFit.cut(b.substring(0, LINE + 1), LINE) + " (line of " + shown.length() + " characters)";
  }

  /** The value, or its first {@code max} characters, an ellipsis and its length. */
  private static String cut(String value, int max) {
    if (value.length() <= max) {
      return value;
    }
    return TextFit.cut(value, max) + " (" + value.length() + " characters)";
  }
}
