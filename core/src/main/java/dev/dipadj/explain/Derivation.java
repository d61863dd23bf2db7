package dev.dipadj.explain;

import com.google.common.collect.ImmutableList;
import dev.dipadj.order.Order;
import dev.dipadj.rules.RuleOptions;
import java.util.Objects;
import java.util.Optional;

/**
 * The derivation of a movement phase: one {@link OrderDerivation} for each order given (in
 * the order given, each with its result as {@code MovementResolver.resolve} reports it) and
 * for each unit given no order, the paradoxes the backup rule settled, and the rule options
 * in force.
 *
 * @param orders the derivations: each order given, in the order given, then the units without one
 * @param paradoxes the cycles the backup rule settled
 * @param rules the rule options in force
 */
public record Derivation(ImmutableList<OrderDerivation> orders,
    ImmutableList<Paradox> paradoxes, RuleOptions rules) {
  /**
   * Checks the parts.
   *
   * @param orders the derivations
   * @param paradoxes the paradoxes
   * @param rules the rule options
   */
  public Derivation {
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(paradoxes, "paradoxes");
    Objects.requireNonNull(rules, "rules");
  }

  /**
   * The derivation of an order (the first given, if it was given twice).
   *
   * @param order an order given
   * @return its derivation, if the order was given
   */
  public Optional<OrderDerivation> of(Order order) {
    return orders.stream().filter(d -> d.order().equals(order)).findFirst();
  }

  /**
   * The paradox an order was a member of.
   *
   * @param order an order
   * @return the paradox, if it was in one
   */
  public Optional<Paradox> paradoxOf(Order order) {
    return paradoxes.stream().filter(p -> p.orders().contains(order)).findFirst();
  }
}
