package dev.dipadj.map;

import java.util.Optional;

/**
 * A named coast of a province with several coasts; {@link #NONE} for the province as a
 * whole (every army, and fleets on provinces with a single coastline).
 */
public enum Coast {
  /** No coast: the province as a whole. */
  NONE(""),
  /** The north coast, {@code nc}. */
  NORTH("nc"),
  /** The south coast, {@code sc}. */
  SOUTH("sc"),
  /** The east coast, {@code ec}. */
  EAST("ec"),
  /** The west coast, {@code wc}. */
  WEST("wc");

  private final String abbreviation;

  Coast(String abbreviation) {
    this.abbreviation = abbreviation;
  }

  /**
   * The two-letter form used in orders ({@code nc}, {@code sc}, …), empty for NONE.
   *
   * @return {@code nc}, {@code sc}, {@code ec}, {@code wc}, or the empty string for {@link #NONE}
   */
  public String abbreviation() {
    return abbreviation;
  }

  /**
   * Reads {@code nc}, {@code n}, {@code north}, {@code north coast}, … in any case.
   *
   * @param text the coast as written
   * @return the coast, or empty when the text names none
   */
  public static Optional<Coast> parse(String text) {
    String t = Names.normalize(text);
    if (t.endsWith(" coast")) {
      t = t.substring(0, t.length() - " coast".length()).trim();
    }
    switch (t) {
      case "nc": case "n": case "north": return Optional.of(NORTH);
      case "sc": case "s": case "south": return Optional.of(SOUTH);
      case "ec": case "e": case "east": return Optional.of(EAST);
      case "wc": case "w": case "west": return Optional.of(WEST);
      default: return Optional.empty();
    }
  }
}
