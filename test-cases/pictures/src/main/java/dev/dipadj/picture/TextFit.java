package dev.dipadj.picture;

import java.util.Objects;

/**
 * Names and titles cut to the room they are shown in (issue 19, points 7 and 9): a case id,
 * a power's or a variant's name may be as long as a line of a file, and would otherwise run
 * past the legend and the heading of a picture or a page, or fill a terminal with one value.
 */
public final class TextFit {
  private TextFit() {}

  /**
   * The text whole when it has at most {@code max} characters, otherwise its first {@code max}
   * characters and an ellipsis (a surrogate pair is never split).
   *
   * @param text the text
   * @param max the most characters kept, at least 1
   * @return the text, or its start and {@code …}
   */
  public static String cut(String text, int max) {
    Objects.requireNonNull(text, "text");
    if (max < 1) {
      throw new IllegalArgumentException("max must be at least 1, not " + max);
    }
    if (text.length() <= max) {
      return text;
    }
    int end = Character.isHighSurrogate(text.charAt(max - 1)) ? max - 1 : max;
    return text.substring(0, end) + "…";
  }
}
