package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Removal;

/**
 * What a retreat phase decided: each order's outcome, the units on the board afterwards, and
 * the dislodged units disbanded (as ordered, for want of an order, or by a bounce).
  *
  * @param results the result of every order
  * @param units the units on the board afterwards
  * @param disbanded the dislodged units disbanded, and why
 */
public record RetreatResult(
    ImmutableList<OrderResult> results, ImmutableList<Unit> units, ImmutableList<Removal> disbanded) {}
