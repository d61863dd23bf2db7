package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.explain.Derivation;
import dev.dipadj.order.Order;
import dev.dipadj.order.OrderPlaces;
import dev.dipadj.position.PhaseType;
import dev.dipadj.resolve.MovementResolver;
import java.util.List;
import java.util.Objects;

/**
 * The way into a game's adjudication: what is asked of the orders a phase is adjudicated or
 * explained with, before {@link PhaseStep} plays the phase or the movement resolver explains
 * it. A judge's orders may not be of another phase (refused, naming the order); a case file's
 * or a recorded game's are taken as given, one of another phase an illegal result. Either
 * way at most {@link Game#MAX_ORDERS} orders, and no phase once the game is over.
 */
final class Adjudication {
  private Adjudication() {}

  /** The phase adjudicated with a judge's orders (see {@link Game#adjudicate}). */
  static PhaseOutcome judged(Game game, List<? extends Order> orders) {
    Objects.requireNonNull(orders, "orders");
    // An order of another map is the caller's first mistake, and says so (OrderPlaces). The
    // phase's resolver checks that of every order it is given; here it is checked only on the
    // way to another error, so that a well-formed phase's orders are looked at once.
    if (orders.size() > Game.MAX_ORDERS || game.isOver()) {
      OrderPlaces.requireOnMap(game.variant().map(), orders);
    }
    for (int i = 0; i < orders.size() && !game.isOver(); i++) {
      Order o = orders.get(i);
      String refusal = o == null ? null : PhaseOrders.refusal(o, game.phase(), game.variant());
      if (o == null || refusal != null) {
        OrderPlaces.requireOnMap(game.variant().map(), orders);
        throw new IllegalArgumentException("orders[" + i + "] (" + o.power() + "): " + refusal);
      }
    }
    return asGiven(game, orders);
  }

  /** The phase adjudicated with the orders as a case file or a recorded game gives them (see {@link Game#adjudicateAsGiven}). */
  static PhaseOutcome asGiven(Game game, List<? extends Order> orders) {
    Objects.requireNonNull(orders, "orders");
    if (orders.size() > Game.MAX_ORDERS) {
      throw new IllegalArgumentException(
          orders.size() + " orders in one phase: at most " + Game.MAX_ORDERS + " are adjudicated");
    }
    if (game.isOver()) {
      throw new IllegalStateException("the game is over: " + String.join(", ", game.winners()) + " won");
    }
    return PhaseStep.adjudicate(game, ImmutableList.copyOf(orders));
  }

  /** The derivation of the rulings of a movement phase with these orders (see {@link Game#explain}). */
  static Derivation explained(Game game, List<? extends Order> orders) {
    Objects.requireNonNull(orders, "orders");
    if (game.phase().type() != PhaseType.MOVEMENT) {
      throw new IllegalStateException("only a movement phase is explained, not " + game.phase());
    }
    return MovementResolver.explain(game.variant().map(), game.position(), orders, game.rules(), game.sides());
  }
}
