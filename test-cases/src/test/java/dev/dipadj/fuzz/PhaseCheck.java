package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.order.Order;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * One phase adjudicated and checked: an exception is a violation; otherwise the invariants
 * of its phase type, of the passage to the next phase and of the board that results, and,
 * where the rules allow it, the same outcome for the orders shuffled. Deterministic for a
 * game, orders and shuffle seed, so a failure can be replayed and minimized.
 */
final class PhaseCheck {
  /** The outcome (null after an exception), the violations, and whether the orders were shuffled. */
  record Run(PhaseOutcome outcome, List<Violation> violations, boolean shuffled) {}

  private PhaseCheck() {}

  static Run run(Game game, List<Order> orders, long shuffleSeed) {
    List<Violation> v = new ArrayList<>();
    PhaseOutcome outcome;
    try {
      outcome = game.adjudicateAsGiven(orders);
    } catch (RuntimeException | StackOverflowError | AssertionError e) {
      v.add(Exceptions.violation("adjudicate", e));
      return new Run(null, v, false);
    }
    try {
      switch (game.phase().type()) {
        case MOVEMENT -> {
          MovementInvariants.check(game, orders, outcome, v);
          SuccessInvariants.check(game, outcome, v);
        }
        case RETREAT -> RetreatInvariants.check(game, orders, outcome, v);
        case ADJUSTMENT -> {
          AdjustmentInvariants.check(game, orders, outcome, v);
          AdjustmentRefusals.check(game, outcome, v);
        }
      }
      OrderResultInvariants.check(game, outcome, v);
      OneWayInvariants.check(game, outcome, v);
      TurnInvariants.check(game, outcome, v);
      NeutralUnitInvariants.check(game, outcome, v);
      BoardInvariants.check(outcome.next(), v);
    } catch (RuntimeException e) {
      // The outcome itself is malformed (a null where a value belongs, say): also a finding.
      v.add(Exceptions.violation("checking the outcome", e));
    }
    boolean shuffled = OrderIndependence.applies(game, orders);
    if (shuffled) {
      OrderIndependence.check(game, orders, outcome, new Random(shuffleSeed), v);
    }
    return new Run(outcome, v, shuffled);
  }
}
