package dev.dipadj.explain;

import dev.dipadj.order.Order;
import dev.dipadj.result.OrderResult;

/**
 * An order with nothing to weigh: illegal, a support or convoy that does not match (DATC
 * 5.A), a canal permission, a train; its result's reason says all there is.
 *
 * @param order the order
 * @param result its result
 */
public record OtherDerivation(Order order, OrderResult result) implements OrderDerivation {}
