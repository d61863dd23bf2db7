package dev.dipadj.report;

import com.google.common.collect.ImmutableList;
import dev.dipadj.cases.StepReport;
import dev.dipadj.game.Game;
import dev.dipadj.picture.Scene;
import java.util.Objects;

/**
 * The two pictures of a step of a case: the position before it with the orders and what
 * became of them, and the position after it (with the units dislodged by it, waiting to retreat).
 */
public final class StepScenes {
  private StepScenes() {}

  /**
   * The position before the step, with its orders drawn and marked by their outcome.
   *
   * @param caseId the case's id, for the title
   * @param step the step
   * @return the scene
   */
  public static Scene before(String caseId, StepReport step) {
    Objects.requireNonNull(step, "step");
    Game game = step.before();
    return new Scene(
        caseId + ": " + game.phase() + ", orders",
        game.variant().map(),
        game.position(),
        step.outcome().results(),
        game.dislodged());
  }

  /**
   * The position after the step: the game at its next phase, without orders.
   *
   * @param caseId the case's id, for the title
   * @param step the step
   * @return the scene
   */
  public static Scene after(String caseId, StepReport step) {
    Objects.requireNonNull(step, "step");
    Game next = step.outcome().next();
    return new Scene(
        caseId + ": after " + step.outcome().phase() + " (next: " + next.phase() + ")",
        next.variant().map(),
        next.position(),
        ImmutableList.of(),
        next.dislodged());
  }
}
