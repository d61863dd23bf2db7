package dev.dipadj.variant;

import java.util.Locale;
import java.util.Optional;

/**
 * Which of its owned, empty supply centres a power may build in, before the variant's extra
 * and barred places ({@link BuildPlaces}) are counted: the word of a {@code builds} line.
 */
public enum BuildRule {
  /** Its own home centres (the classic rule, DATC 6.I.6). */
  HOME,
  /** Any centre it owns (Chaos, Hundred, Era of Empire: {@code switch build-anywhere} is the same). */
  OWNED,
  /**
   * Any home centre of any power, its own or a captured one, but never a centre that began
   * neutral, being nobody's home (Twenty Twenty).
   */
  ANY_HOME;

  private final String word = name().toLowerCase(Locale.ROOT).replace('_', '-');

  /**
   * The word a variant file writes: {@code home}, {@code owned} or {@code any-home}.
   *
   * @return the word
   */
  public String word() {
    return word;
  }

  /**
   * The rule a word names, if it names one (case-insensitive).
   *
   * @param word the word
   * @return the rule, or empty
   */
  public static Optional<BuildRule> ofWord(String word) {
    for (BuildRule r : values()) {
      if (r.word.equalsIgnoreCase(word)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }
}
