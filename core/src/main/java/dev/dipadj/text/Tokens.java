package dev.dipadj.text;

import dev.dipadj.map.Names;
import java.util.ArrayList;
import java.util.List;

/**
 * A cursor over the words of an order. Parentheses and slashes are separate tokens, so
 * {@code Spa(nc)}, {@code Spa/nc} and {@code Spain (north coast)} read alike; arrows are
 * split off words ({@code Par->Bur}). Words are matched in folded case ({@link Names#fold}),
 * which keeps every word as long as written, so a position in one is a position in the other.
 */
final class Tokens {
  /** The words in folded case, which is how they are matched. */
  private final List<String> words = new ArrayList<>();
  /** The same words as written, for messages. */
  private final List<String> written = new ArrayList<>();
  /** The same words as name lookups take them ({@link Names#normalize}), made when first asked. */
  private final List<String> normalized = new ArrayList<>();
  private int next;

  /** The words of a text that {@link #check} has accepted. */
  Tokens(String text) {
    StringBuilder word = new StringBuilder();
    for (int i = 0; i < text.length(); ) {
      int cp = text.codePointAt(i);
      i += Character.charCount(cp);
      if (Names.isSpace(cp)) {
        add(word);
      } else if (cp == '(' || cp == ')' || cp == '/') {
        add(word);
        word.appendCodePoint(cp);
        add(word);
      } else if (cp == '-' && i < text.length() && text.charAt(i) == '>') {
        add(word);
        word.append("->");
        add(word);
        i++;
      } else {
        word.appendCodePoint(cp);
      }
    }
    add(word);
  }

  /**
   * Refuses text with a character no order may hold (see {@link Names}), naming it and the
   * word it is in.
   */
  static void check(String text) throws OrderSyntaxException {
    int bad = Names.firstForeignCharacter(text);
    if (bad >= 0) {
      int start = bad;
      while (start > 0 && !Names.isSpace(text.charAt(start - 1))) {
        start--;
      }
      int end = bad;
      while (end < text.length() && !Names.isSpace(text.charAt(end))) {
        end++;
      }
      throw new OrderSyntaxException(
          "unexpected character " + Names.describe(text.codePointAt(bad)), Names.printable(text.substring(start, end)));
    }
  }

  private void add(StringBuilder word) {
    if (word.length() > 0) {
      String w = word.toString();
      written.add(w);
      words.add(fold(w));
      word.setLength(0);
    }
  }

  private static String fold(String w) {
    return Names.lowerCase(w);
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

  /**
   * The words from a mark up to the cursor as one name lookup key: what {@link
   * Names#normalize} makes of them, each word normalized once however often it is asked.
   */
  String nameSince(int mark) {
    while (normalized.size() < words.size()) {
      normalized.add(null);
    }
    StringBuilder b = new StringBuilder();
    for (int i = mark; i < next; i++) {
      String n = normalized.get(i);
      if (n == null) {
        n = Names.normalize(words.get(i));
        normalized.set(i, n);
      }
      if (!n.isEmpty()) {
        if (b.length() > 0) {
          b.append(' ');
        }
        b.append(n);
      }
    }
    return b.toString();
  }

  /** Splits the word at a mark at an inner hyphen, as {@link #splitHyphen}; whether it had one. */
  boolean splitHyphenAt(int mark) {
    int size = words.size();
    int at = next;
    next = mark;
    splitHyphen();
    boolean split = words.size() > size;
    next = split ? at + 2 : at;
    return split;
  }

  /** Splits the current word at an inner hyphen ({@code par-bur}) into word, "-", word. */
  void splitHyphen() {
    if (atEnd()) {
      return;
    }
    String as = written.get(next);
    int i = as.indexOf('-');
    if (i > 0 && i < as.length() - 1) {
      written.remove(next);
      words.remove(next);
      normalized.clear();
      written.add(next, as.substring(i + 1));
      written.add(next, "-");
      written.add(next, as.substring(0, i));
      words.add(next, fold(as.substring(i + 1)));
      words.add(next, "-");
      words.add(next, fold(as.substring(0, i)));
    }
  }
}
