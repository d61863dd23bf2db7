package dev.dipadj.bench;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PossibleOrders;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;

/**
 * A benchmark position: a movement phase and its orders, ready to be adjudicated again and again,
 * and its possible orders, ready to be listed again and again.
 *
 * @param name the position's name
 * @param game the game at the phase (its variant, position and rule options)
 * @param orders the orders given
 */
public record BenchPosition(String name, Game game, ImmutableList<Order> orders) {

  /**
   * The variant.
   *
   * @return the game's variant
   */
  public Variant variant() {
    return game.variant();
  }

  /**
   * The movement position.
   *
   * @return the game's position
   */
  public Position position() {
    return game.position();
  }

  /**
   * The rule options.
   *
   * @return the game's rules
   */
  public RuleOptions rules() {
    return game.rules();
  }

  /**
   * One adjudication of the phase.
   *
   * @return the resolver's result
   */
  public MovementResult adjudicate() {
    return MovementResolver.resolve(game.variant().map(), game.position(), orders, game.rules());
  }

  /**
   * Every possible order of the phase, listed afresh (not the copy the game keeps).
   *
   * @return the listing
   */
  public PossibleOrders listPossibleOrders() {
    return PossibleOrders.of(game);
  }
}
