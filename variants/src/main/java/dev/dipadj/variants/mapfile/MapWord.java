package dev.dipadj.variants.mapfile;

import dev.dipadj.map.Coast;
import java.util.Locale;

/**
 * A word of a {@code .map} line that names a place, with the line it is on: its case is kept,
 * since it carries meaning in a list of borders (see {@link MapBorders}).
 *
 * @param text the word as written ({@code tus}, {@code Tys}, {@code BUL/EC})
 * @param line where it was written
 */
record MapWord(String text, MapLine line) {
  /** The place it names, whatever its case: {@code BUL/EC}. */
  String key() {
    return key(text);
  }

  /** The province part of the place it names: {@code BUL} for {@code bul/ec}. */
  String provinceKey() {
    String k = key();
    int slash = k.indexOf('/');
    return slash < 0 ? k : k.substring(0, slash);
  }

  /** Whether it names a coast ({@code BUL/EC}) rather than a province. */
  boolean namesCoast() {
    return text.indexOf('/') >= 0;
  }

  /**
   * The key of a place's abbreviation: abbreviations match whatever their case, and a coast
   * however it is spelt ({@code SPA/NORTH} is {@code SPA/NC}).
   */
  static String key(String abbreviation) {
    String upper = abbreviation.toUpperCase(Locale.ROOT);
    int slash = upper.indexOf('/');
    if (slash < 0) {
      return upper;
    }
    return upper.substring(0, slash) + "/" + Coast.parse(upper.substring(slash + 1))
        .map(c -> c.abbreviation().toUpperCase(Locale.ROOT)).orElse(upper.substring(slash + 1));
  }
}
