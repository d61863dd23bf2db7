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
  private final List<String> words;
  private int next;

  Tokens(String text) {
    this.words = split(text);
  }

  private static List<String> split(String text) {
    List<String> out = new ArrayList<>();
    String spaced =
        text.replace("(", " ( ").replace(")", " ) ").replace("/", " / ").replace("->", " -> ");
    for (String w : spaced.trim().split("\\s+")) {
      if (!w.isEmpty()) {
        out.add(w.toLowerCase(Locale.ROOT));
      }
    }
    return out;
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
      words.remove(next);
      words.add(next, w.substring(i + 1));
      words.add(next, "-");
      words.add(next, w.substring(0, i));
    }
  }
}
