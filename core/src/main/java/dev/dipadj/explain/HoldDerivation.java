package dev.dipadj.explain;

import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;

/**
 * A hold, ordered or not: the unit's hold strength (DATC 5.B.5) and who dislodged it.
 *
 * @param order the hold (for a unit given no order, the hold it stands by)
 * @param ordered whether the hold was ordered
 * @param result its result
 * @param hold the hold strength of the unit's province
 * @param dislodgedBy the unit that dislodged it, or null
 */
public record HoldDerivation(Order order, boolean ordered, OrderResult result, Strength hold, Unit dislodgedBy)
    implements OrderDerivation {}
