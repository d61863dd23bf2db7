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
      while (i < n && Names.isSpace(text.charAt(i))) {
        i++;
      }
      int start = i;
      while (i < n && !Names.isSpace(text.charAt(i))) {
        i++;
      }
      if (i > start) {
        out.add(text.substring(start, i));
      }
    }
    return out.toArray(new String[0]);
  }

  /** The first word of a text and the rest after it (stripped), or the text and "" when it has one word. */
  static String[] firstAndRest(String text) {
    String t = text.strip();
    int i = 0;
    while (i < t.length() && !Names.isSpace(t.charAt(i))) {
      i++;
    }
    return new String[] {t.substring(0, i), t.substring(i).strip()};
  }
}
