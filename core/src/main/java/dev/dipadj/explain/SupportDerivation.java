package dev.dipadj.explain;

import com.google.common.collect.ImmutableList;
import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;

/**
 * A support (DATC 5.B.2): every attack on the supporter and whether it cut, and who dislodged
 * the supporter. A support failed by the convoy-paradox rule shows it in its result.
 *
 * @param order the support
 * @param result its result
 * @param attacks the moves into the supporter's province, each with what it did to the support
 * @param dislodgedBy the unit that dislodged the supporter, or null
 */
public record SupportDerivation(Order order, OrderResult result, ImmutableList<AttackOnSupport> attacks,
    Unit dislodgedBy) implements OrderDerivation {}
