package dev.dipadj.bench;

import com.google.common.collect.ImmutableList;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;

/**
 * A benchmark position: a movement phase and its orders, ready to be adjudicated again and again.
 *
 * @param name the position's name
 * @param variant the variant
 * @param position the movement position
 * @param orders the orders given
 * @param rules the rule options
 */
public record BenchPosition(
    String name, Variant variant, Position position, ImmutableList<Order> orders, RuleOptions rules) {

  /**
   * One adjudication of the phase.
   *
   * @return the resolver's result
   */
  public MovementResult adjudicate() {
    return MovementResolver.resolve(variant.map(), position, orders, rules);
  }
}
