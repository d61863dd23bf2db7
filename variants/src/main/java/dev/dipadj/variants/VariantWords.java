package dev.dipadj.variants;

import dev.dipadj.map.Names;
import java.util.ArrayList;
import java.util.List;

/**
 * Splits a line of a variant file into words: white space separates them, double quotes
 * group words with spaces ({@code "North Sea"}), {@code #} outside quotes ends the line.
 */
final class VariantWords {
  private VariantWords() {}

  /**
   * The words of a line.
   *
   * @throws IllegalArgumentException naming what is wrong: a quote left open, or a character
   *     no variant file may hold (a control or format character)
   */
  static List<String> split(String line) {
    int bad = Names.firstForeignCharacter(line);
    if (bad >= 0 && (line.indexOf('#') < 0 || bad < line.indexOf('#'))) {
      throw new IllegalArgumentException("unexpected character " + Names.describe(line.codePointAt(bad)));
    }
    List<String> out = new ArrayList<>();
    StringBuilder word = new StringBuilder();
    boolean quoted = false;
    boolean inWord = false;
    for (int i = 0; i < line.length(); i++) {
      char c = line.charAt(i);
      if (quoted) {
        if (c == '"') {
          quoted = false;
        } else {
          word.append(c);
        }
      } else if (c == '"') {
        quoted = true;
        inWord = true;
      } else if (c == '#') {
        break;
      } else if (Names.isSpace(c)) {
        if (inWord) {
          out.add(word.toString());
          word.setLength(0);
          inWord = false;
        }
      } else {
        word.append(c);
        inWord = true;
      }
    }
    if (quoted) {
      throw new IllegalArgumentException("unclosed quote");
    }
    if (inWord) {
      out.add(word.toString());
    }
    return out;
  }
}
