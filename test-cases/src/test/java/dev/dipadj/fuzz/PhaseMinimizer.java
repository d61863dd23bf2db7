package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Shrinks a failing phase to a small reproduction: drops orders one at a time, then (in a
 * movement or adjustment phase, which a game can start from) units, keeping each removal
 * after which the same check still fails. Greedy, so the result is small, not smallest.
 */
final class PhaseMinimizer {
  /** A game at the failing phase and the orders that make it fail. */
  record Case(Game game, List<Order> orders) {}

  private PhaseMinimizer() {}

  static Case minimize(Game game, List<Order> orders, String check, long shuffleSeed) {
    Case c = new Case(game, orders);
    c = dropOrders(c, check, shuffleSeed);
    if (game.phase().type() != PhaseType.RETREAT) {
      c = dropUnits(c, check, shuffleSeed);
      c = dropOrders(c, check, shuffleSeed);
    }
    return c;
  }

  private static Case dropOrders(Case c, String check, long seed) {
    List<Order> orders = new ArrayList<>(c.orders());
    for (int i = orders.size() - 1; i >= 0; i--) {
      List<Order> fewer = new ArrayList<>(orders);
      fewer.remove(i);
      if (fails(c.game(), fewer, check, seed)) {
        orders = fewer;
      }
    }
    return new Case(c.game(), orders);
  }

  private static Case dropUnits(Case c, String check, long seed) {
    Game game = c.game();
    List<Unit> units = new ArrayList<>(game.position().units());
    for (int i = units.size() - 1; i >= 0; i--) {
      List<Unit> fewer = new ArrayList<>(units);
      fewer.remove(i);
      Game smaller = withUnits(game, fewer);
      if (fails(smaller, c.orders(), check, seed)) {
        units = fewer;
        game = smaller;
      }
    }
    return new Case(game, c.orders());
  }

  private static Game withUnits(Game game, List<Unit> units) {
    Position p = Position.of(game.phase(), units, game.position().owners());
    return Game.from(game.variant(), p, game.rules(), game.players());
  }

  private static boolean fails(Game game, List<Order> orders, String check, long seed) {
    for (Violation v : PhaseCheck.run(game, orders, seed).violations()) {
      if (v.check().equals(check)) {
        return true;
      }
    }
    return false;
  }
}
