package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.OrderResult;

/** What a retreat phase decided: each order's outcome and the units on the board afterwards. */
public record RetreatResult(
    ImmutableList<OrderResult> results, ImmutableList<Unit> units, ImmutableList<Unit> disbanded) {}
