package dev.dipadj.variant;

import dev.dipadj.position.Phase;
import java.util.Locale;
import java.util.Optional;

/**
 * What becomes of the builds a power may make in an adjustment phase but does not order
 * (it orders nothing, fewer builds than it has, or builds that are illegal): the words of an
 * {@code unordered-builds} line. A waive is an order: the build it gives up stays given up.
 */
public enum UnorderedBuilds {
  /** Waived (the classic rule). */
  WAIVED("waived"),
  /**
   * Armies in the adjustment phase the variant starts with, waived afterwards (Chaos: each
   * power's first unit is an army unless it orders otherwise).
   */
  ARMY_FIRST("army first"),
  /** Armies in every adjustment phase. */
  ARMY("army");

  private final String words;

  UnorderedBuilds(String words) {
    this.words = words;
  }

  /**
   * The words a variant file writes after {@code unordered-builds}.
   *
   * @return {@code waived}, {@code army first} or {@code army}
   */
  public String words() {
    return words;
  }

  /**
   * Whether unordered builds are armies in this phase of a variant that starts in
   * {@code start}.
   *
   * @param phase an adjustment phase
   * @param start the variant's first phase
   * @return whether each build left unordered is an army
   */
  public boolean armiesIn(Phase phase, Phase start) {
    return this == ARMY || this == ARMY_FIRST && phase.equals(start);
  }

  /**
   * The rule these words name, if they name one (case does not matter, words are split by spaces).
   *
   * @param words the words after {@code unordered-builds}
   * @return the rule, or empty
   */
  public static Optional<UnorderedBuilds> ofWords(String words) {
    String wanted = String.join(" ", words.trim().toLowerCase(Locale.ROOT).split("\\s+"));
    for (UnorderedBuilds u : values()) {
      if (u.words.equals(wanted)) {
        return Optional.of(u);
      }
    }
    return Optional.empty();
  }
}
