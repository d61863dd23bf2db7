package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import java.util.Objects;
import java.util.Optional;

/**
 * One replayed phase: what differs between dipadj's adjudication under the chosen rules and
 * the record, the departures of the record (slips of the recording engine that the rules do
 * not follow), and the rule option or edition under which dipadj agrees with the record, if
 * one does. A phase passes when nothing differs: it agrees, or differs only by a slip.
 *
 * @param game the game's name
 * @param phase the phase's name
 * @param differences what differs, one text each ({@code units: …}, {@code results A VIE: …}); empty when it agrees
 * @param slips the departures of the record, one text each; they do not fail the phase
 * @param explainedBy the first rule option ({@code NAME=VALUE}) or edition ({@code edition=NAME}) under
 *     which nothing differs, if any
 */
public record PhaseCheck(
    String game, String phase, ImmutableList<String> differences, ImmutableList<String> slips,
    Optional<String> explainedBy) {
  /**
   * Checks the parts.
   *
   * @param game the game's name
   * @param phase the phase's name
   * @param differences what differs
   * @param slips the departures of the record
   * @param explainedBy the rule option that explains it
   */
  public PhaseCheck {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(differences, "differences");
    Objects.requireNonNull(slips, "slips");
    Objects.requireNonNull(explainedBy, "explainedBy");
  }

  /**
   * Whether dipadj agrees with the record, but for the record's slips.
   *
   * @return whether nothing differs
   */
  public boolean passed() {
    return differences.isEmpty();
  }

  /**
   * Whether dipadj and the record agree in everything, slips included.
   *
   * @return whether there is nothing to report
   */
  public boolean agrees() {
    return differences.isEmpty() && slips.isEmpty();
  }

  /**
   * The report line of a phase that does not agree, saying what kind of disagreement it is:
   * {@code game G, phase P: difference: …}, {@code … departure NAME=VALUE: …} (a rule option
   * or edition explains it) or {@code … departure of the record (…): …} (a slip).
   *
   * @return the line
   */
  public String line() {
    StringBuilder b = new StringBuilder("game ").append(game).append(", phase ").append(phase).append(": ");
    if (!differences.isEmpty()) {
      b.append(explainedBy.map(o -> "departure " + o).orElse("difference")).append(": ")
          .append(String.join("; ", differences));
    }
    if (!slips.isEmpty()) {
      b.append(differences.isEmpty() ? "" : "; ").append("departure of the record (")
          .append(PhaseComparison.RETREAT_SLIP).append("): ").append(String.join("; ", slips));
    }
    return b.toString();
  }
}
