package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import java.util.Objects;
import java.util.Optional;

/**
 * One replayed phase: what differs between dipadj's adjudication and the record, and the
 * rule option under which dipadj agrees with the record, if one does.
 *
 * @param game the game's name
 * @param phase the phase's name
 * @param differences what differs, one text each ({@code units: …}, {@code results A VIE: …}); empty when it agrees
 * @param explainedBy the first rule option ({@code NAME=VALUE}) under which nothing differs, if any
 */
public record PhaseCheck(String game, String phase, ImmutableList<String> differences, Optional<String> explainedBy) {
  /**
   * Checks the parts.
   *
   * @param game the game's name
   * @param phase the phase's name
   * @param differences what differs
   * @param explainedBy the rule option that explains it
   */
  public PhaseCheck {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(differences, "differences");
    Objects.requireNonNull(explainedBy, "explainedBy");
  }

  /**
   * Whether dipadj agrees with the record.
   *
   * @return whether nothing differs
   */
  public boolean passed() {
    return differences.isEmpty();
  }

  /**
   * The report line of a phase that differs: {@code game G, phase P: …; … (explained by NAME=VALUE)}.
   *
   * @return the line
   */
  public String line() {
    return "game " + game + ", phase " + phase + ": " + String.join("; ", differences)
        + explainedBy.map(o -> " (explained by " + o + ")").orElse("");
  }
}
