package dev.dipadj.cases;

import dev.dipadj.map.Names;
import java.util.ArrayList;
import java.util.List;

/** The words of a line of a case file, split at spaces and tabs by hand (no regular expression per line). */
final class Words {
  private Words() {}

  /** The words of a text, without empty ones. */
  static String[] of(String text) {
    List<String> out = new ArrayList<>(4);
    int i = 0;
    int n = text.length();
    while (i < n) {
      int start = skipSpace(text, i);
      i = skipWord(text, start);
      if (i > start) {
        out.add(text.substring(start, i));
      }
    }
    return out.toArray(new String[0]);
  }

  /** The first word of a text and the rest after it (stripped), or the text and "" when it has one word. */
  static String[] firstAndRest(String text) {
    String t = text.strip();
    int i = skipWord(t, 0);
    return new String[] {t.substring(0, i), t.substring(i).strip()};
  }

  /** The index of the first space or tab at or after {@code i}, or the text's length. */
  static int skipWord(String text, int i) {
    while (i < text.length() && !Names.isSpace(text.charAt(i))) {
      i++;
    }
    return i;
  }

  /** The index of the first character at or after {@code i} that is not a space or tab, or the text's length. */
  static int skipSpace(String text, int i) {
    while (i < text.length() && Names.isSpace(text.charAt(i))) {
      i++;
    }
    return i;
  }
}
