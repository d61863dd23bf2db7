package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.gamejson.GameRecorder;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedPhase;
import dev.dipadj.order.Order;
import java.util.ArrayList;
import java.util.List;
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
    List<RecordedPhase> phases = new ArrayList<>();
    Game last = null;
    PhaseOutcome previous = null;
    for (StepReport step : report.steps()) {
      Game before = step.before();
      if (!before.players().equals(before.variant().players())) {
        throw new IllegalArgumentException(at + "not written: the game JSON has one player per power, this case has others");
      }
      List<Order> orders = new ArrayList<>();
      for (GivenOrder g : step.orders()) {
        if (g.order() != null) {
          orders.add(g.order());
        }
      }
      try {
        phases.add(GameRecorder.phase(before, orders, step.outcome(), previous));
      } catch (IllegalArgumentException e) {
        throw new IllegalArgumentException(at + "not written: " + e.getMessage(), e);
      }
      last = step.outcome().next();
      previous = step.outcome();
    }
    phases.add(GameRecorder.last(last));
    return GameRecorder.game(text.id(), report.steps().get(0).before().variant(), report.steps().get(0).before().rules(), ImmutableList.copyOf(phases));
  }
}
