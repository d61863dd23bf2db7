package dev.dipadj.cases;

import dev.dipadj.game.Game;
import dev.dipadj.gamejson.GameHistory;
import dev.dipadj.gamejson.RecordedGame;
import java.util.Objects;

/** The game a case plays, as dipadj adjudicates it, recorded in the game JSON. */
public final class CaseGames {
  private CaseGames() {}

  /**
   * Records the game of a case that has run: one phase per step, and its last position.
   *
   * @param report the case run with its steps kept ({@link CaseRunner#run(CaseText)})
   * @return the game, named by the case's id
   * @throws IllegalArgumentException naming the file, line and case, when the case cannot be
   *     recorded: it stopped on an error, or it hands powers to
   *     players other than one per power
   */
  public static RecordedGame record(CaseReport report) {
    Objects.requireNonNull(report, "report");
    CaseText text = report.text();
    String at = text.file() + ":" + text.line() + ": case " + text.id() + ": ";
    if (report.error() != null) {
      throw new IllegalArgumentException(report.error());
    }
    if (report.steps().isEmpty()) {
      throw new IllegalArgumentException(at + "no step to record");
    }
    // The game after the last step holds every step before it in its history.
    Game last = report.steps().get(report.steps().size() - 1).outcome().next();
    try {
      return GameHistory.record(text.id(), last);
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException(at + "not written: " + e.getMessage(), e);
    }
  }
}
