package dev.dipadj.explain;

import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;

/**
 * A convoy (DATC 5.B.3): it holds unless the fleet is dislodged (or the paradox rule fails it).
 *
 * @param order the convoy
 * @param result its result
 * @param dislodgedBy the unit that dislodged the fleet, or null
 */
public record ConvoyDerivation(Order order, OrderResult result, Unit dislodgedBy) implements OrderDerivation {}
