package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Removal;

/**
 * What an adjustment phase decided: each order's outcome, the units afterwards, and the
 * units removed by the civil-disorder rule because their power ordered too few disbands.
  *
  * @param results the result of every order
  * @param units the units afterwards
  * @param civilDisorder the units removed by civil disorder
 */
public record AdjustmentResult(
    ImmutableList<OrderResult> results, ImmutableList<Unit> units, ImmutableList<Removal> civilDisorder) {}
