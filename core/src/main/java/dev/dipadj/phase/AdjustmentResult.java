package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Removal;

/**
 * What an adjustment phase decided: each order's outcome, the units afterwards, the units
 * removed by the civil-disorder rule because their power ordered too few disbands, and the
 * armies built for builds left unordered where the variant says so.
 *
 * @param results the result of every order
 * @param units the units afterwards
 * @param civilDisorder the units removed by civil disorder
 * @param builtByDefault the armies built for builds nobody ordered ({@code unordered-builds army})
 */
public record AdjustmentResult(
    ImmutableList<OrderResult> results,
    ImmutableList<Unit> units,
    ImmutableList<Removal> civilDisorder,
    ImmutableList<Unit> builtByDefault) {}
