package dev.dipadj.bench;

import dev.dipadj.game.Adjustment;
import dev.dipadj.game.Game;
import dev.dipadj.game.PossibleOrders;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Random;

/**
 * Random play, as self-play for reinforcement learning and search plays it (the README's
 * loop): in each phase, one random possible order for each unit to order, and in Winter as
 * many random possible orders of each power as it has builds or disbands. For the
 * benchmarks and the tests that need whole games of every phase type.
 */
public final class RandomPlay {
  private RandomPlay() {}

  /**
   * Random possible orders for the game's current phase.
   *
   * @param game the game, not over
   * @param random where the choices come from
   * @return the orders
   */
  public static List<Order> orders(Game game, Random random) {
    Objects.requireNonNull(random, "random");
    PossibleOrders possible = game.possibleOrders();
    List<Order> orders = new ArrayList<>();
    for (Unit unit : game.unitsToOrder()) {
      List<Order> choices = possible.forUnit(unit);
      orders.add(choices.get(random.nextInt(choices.size())));
    }
    if (game.phase().type() == PhaseType.ADJUSTMENT) {
      for (Power power : game.variant().map().powers()) {
        List<Order> choices = possible.forPower(power);
        Adjustment adjustment = game.adjustment(power);
        for (int k = adjustment.builds() + adjustment.disbands(); k > 0 && !choices.isEmpty(); k--) {
          orders.add(choices.get(random.nextInt(choices.size())));
        }
      }
    }
    return orders;
  }

  /**
   * A game of random play from the variant's start, for some phases or until somebody wins.
   *
   * @param variant the variant
   * @param random where the choices come from
   * @param phases the most phases to play
   * @return the game where it stopped, with its history
   */
  public static Game play(Variant variant, Random random, int phases) {
    Game game = Game.start(variant);
    for (int n = 0; n < phases && !game.isOver(); n++) {
      game = game.adjudicate(orders(game, random)).next();
    }
    return game;
  }
}
