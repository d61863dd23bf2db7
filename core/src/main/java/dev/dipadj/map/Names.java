package dev.dipadj.map;

/**
 * How names are written and compared: case-insensitively code point by code point (the text
 * keeps its length, so positions in it stay true), with {@code - . _ '} as spaces and runs
 * of white space as one. Text that holds a character no name or order may hold is refused:
 * control and format characters (NUL, a right-to-left mark, a byte-order mark), code points
 * with no character, and letters that only look like Latin ones (the Kelvin sign, whose
 * lower case is {@code k}; a capital I with a dot, whose lower case is {@code i}). Hand
 * written, without regular expressions: names are read for every order of every phase.
 */
public final class Names {
  private Names() {}

  /**
   * The lower case of one code point; never a different number of code points.
   *
   * @param codePoint a code point
   * @return its lower case
   */
  public static int fold(int codePoint) {
    return Character.toLowerCase(codePoint);
  }

  /**
   * Text in lower case, code point by code point: never longer, and linear in the length of
   * the text (unlike {@code String.toLowerCase}, whose handling of a final capital sigma makes
   * a long run of them quadratic).
    *
    * @param text the text
    * @return the text in lower case
   */
  public static String lowerCase(String text) {
    StringBuilder b = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      b.appendCodePoint(fold(cp));
    }
    return b.toString();
  }

  /**
   * Whether a code point separates words: a space (the no-break and other spaces of Unicode
   * included), a tab or a line end. Other control characters do not, though Java counts
   * some of them (the file and record separators) as white space.
    *
    * @param codePoint a code point
    * @return whether it separates words
   */
  public static boolean isSpace(int codePoint) {
    return codePoint == ' ' || codePoint == '\t' || codePoint == '\n' || codePoint == '\r'
        || Character.getType(codePoint) == Character.SPACE_SEPARATOR;
  }

  /**
   * The index in {@code text} of the first character no name or order may hold, or -1.
   * Tabs and line ends count as white space.
    *
    * @param text the text
    * @return the index, or -1 when every character may appear
   */
  public static int firstForeignCharacter(String text) {
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      if (isForeign(cp)) {
        return i;
      }
      i += Character.charCount(cp);
    }
    return -1;
  }

  private static boolean isForeign(int cp) {
    if (isSpace(cp)) {
      return false;
    }
    int type = Character.getType(cp);
    if (type == Character.CONTROL || type == Character.FORMAT || type == Character.SURROGATE
        || type == Character.PRIVATE_USE || type == Character.UNASSIGNED) {
      return true;
    }
    // A letter outside ASCII whose lower case is an ASCII letter only pretends to be one.
    return cp > 0x7F && fold(cp) <= 0x7F;
  }

  /**
   * {@code U+212A} for a code point, as messages name characters that cannot be shown.
   *
   * @param codePoint a code point
   * @return {@code U+} and its hexadecimal number
   */
  public static String describe(int codePoint) {
    return String.format("U+%04X", codePoint);
  }

  /**
   * The key of every name lookup: folded case, {@code - . _ '} as spaces, white space
   * collapsed to single spaces, none at either end.
    *
    * @param name a name
    * @return its lookup key
   */
  public static String normalize(String name) {
    StringBuilder b = new StringBuilder(name.length());
    boolean space = false;
    for (int i = 0; i < name.length(); ) {
      int cp = name.codePointAt(i);
      i += Character.charCount(cp);
      if (isSpace(cp) || cp == '-' || cp == '.' || cp == '_' || cp == '\'') {
        space = b.length() > 0;
        continue;
      }
      if (space) {
        b.append(' ');
        space = false;
      }
      b.appendCodePoint(fold(cp));
    }
    return b.toString();
  }

  /**
   * Text fit for a one-line message: control characters and line ends shown as {@code U+XXXX}.
   *
   * @param text the text
   * @return the text with control characters and line ends spelled out
   */
  public static String printable(String text) {
    StringBuilder b = new StringBuilder(text.length());
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      int type = Character.getType(cp);
      if (type == Character.CONTROL || type == Character.FORMAT || type == Character.SURROGATE
          || type == Character.LINE_SEPARATOR || type == Character.PARAGRAPH_SEPARATOR) {
        b.append(describe(cp));
      } else {
        b.appendCodePoint(cp);
      }
    }
    return b.toString();
  }
}
