package dev.dipadj.text;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * A cursor over the words of an order. Parentheses and slashes are separate tokens, so
 * {@code Spa(nc)}, {@code Spa/nc} and {@code Spain (north coast)} read alike; arrows are
 * split off words ({@code Par->Bur}).
 */
final class Tokens {
  /** The words in lower case, which is how they are matched. */
  private final List<String> words = new ArrayList<>();
  /** The same words as written, for messages. */
  private final List<String> written = new ArrayList<>();
  private int next;

  Tokens(String text) {
    String spaced =
        text.replace("(", " ( ").replace(")", " ) ").replace("/", " / ").replace("->", " -> ");
    for (String w : spaced.trim().split("\\s+")) {
      if (!w.isEmpty()) {
        words.add(w.toLowerCase(Locale.ROOT));
        written.add(w);
      }
    }
  }

  /** The next word as written (its case kept), for error messages; empty at the end. */
  String shown() {
    return atEnd() ? "" : written.get(next);
  }

  boolean atEnd() {
    return next >= words.size();
  }

  String peek() {
    return atEnd() ? "" : words.get(next);
  }

  String peek(int ahead) {
    int i = next + ahead;
    return i < words.size() ? words.get(i) : "";
  }

  String take() {
    return atEnd() ? "" : words.get(next++);
  }

  boolean takeIf(String... options) {
    String p = peek();
    for (String o : options) {
      if (p.equals(o)) {
        next++;
        return true;
      }
    }
    return false;
  }

  int mark() {
    return next;
  }

  void reset(int mark) {
    next = mark;
  }

  /** The words from a mark up to the cursor, joined by spaces. */
  String since(int mark) {
    return String.join(" ", words.subList(mark, next));
  }

  /** Splits the current word at an inner hyphen ({@code par-bur}) into word, "-", word. */
  void splitHyphen() {
    String w = peek();
    int i = w.indexOf('-');
    if (i > 0 && i < w.length() - 1) {
      String as = written.remove(next);
      words.remove(next);
      words.add(next, w.substring(i + 1));
      words.add(next, "-");
      words.add(next, w.substring(0, i));
      written.add(next, as.substring(i + 1));
      written.add(next, "-");
      written.add(next, as.substring(0, i));
    }
  }
}
