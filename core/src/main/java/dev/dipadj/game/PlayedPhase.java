package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Removal;
import java.util.Objects;

/**
 * One phase of a game's history ({@link Game#history()}): the game as it stood, the orders
 * given and what the adjudication decided; the game that followed is the next phase's
 * {@code before}, or the game whose history this is.
 *
 * @param before the game at the start of the phase (its position, dislodged units, players)
 * @param orders the orders given, in the order given
 * @param results the result of every order, in the same order
 * @param dislodged the units dislodged (movement only)
 * @param byConvoy the armies whose moves went by convoy (movement only)
 * @param removed the units removed, and why
 * @param builtByDefault the armies built for builds left unordered (adjustment only)
 */
public record PlayedPhase(
    Game before,
    ImmutableList<Order> orders,
    ImmutableList<OrderResult> results,
    ImmutableList<Dislodgement> dislodged,
    ImmutableSet<Unit> byConvoy,
    ImmutableList<Removal> removed,
    ImmutableList<Unit> builtByDefault) {
  /**
   * Checks the parts.
   *
   * @param before the game at the start of the phase
   * @param orders the orders given
   * @param results the results
   * @param dislodged the units dislodged
   * @param byConvoy the armies convoyed
   * @param removed the units removed
   * @param builtByDefault the armies built for builds left unordered
   */
  public PlayedPhase {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(results, "results");
    Objects.requireNonNull(dislodged, "dislodged");
    Objects.requireNonNull(byConvoy, "byConvoy");
    Objects.requireNonNull(removed, "removed");
    Objects.requireNonNull(builtByDefault, "builtByDefault");
  }


  /**
   * The phase played.
   *
   * @return the phase
   */
  public Phase phase() {
    return before.phase();
  }

  /**
   * The outcome of the phase as {@link Game#adjudicate} returned it.
   *
   * @param next the game that followed: the next phase's {@code before}, or the game whose history this is
   * @return the outcome
   */
  public PhaseOutcome outcome(Game next) {
    Objects.requireNonNull(next, "next");
    return new PhaseOutcome(before.phase(), results, dislodged, byConvoy, removed, builtByDefault, next);
  }
}
