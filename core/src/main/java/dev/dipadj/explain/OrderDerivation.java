package dev.dipadj.explain;

import dev.dipadj.order.Order;
import dev.dipadj.result.OrderResult;

/**
 * The derivation of one order's outcome: the decisions it rests on, as the resolver settled
 * them.
 */
public sealed interface OrderDerivation
    permits MoveDerivation, SupportDerivation, ConvoyDerivation, HoldDerivation, OtherDerivation {
  /**
   * The order (for a unit given no order, the hold it stands by).
   *
   * @return the order
   */
  Order order();

  /**
   * The order's result, as the adjudication reports it.
   *
   * @return the result
   */
  OrderResult result();
}
