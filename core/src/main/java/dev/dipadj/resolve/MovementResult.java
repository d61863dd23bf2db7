package dev.dipadj.resolve;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;

/**
 * Everything a movement phase decided: a result for each order given (in the order
 * given), the units on the board afterwards (dislodged units excluded), the dislodged
 * units, the armies that moved (or tried to) by convoy, and the provinces left empty by a standoff (no retreat may go there).
  *
  * @param results the result of every order, in the order given
  * @param units the units on the board afterwards
  * @param dislodged the dislodged units
  * @param byConvoy the armies whose moves went by convoy: each needed a route of convoying fleets, whether or not one held
  * @param standoffs the provinces left empty by a standoff
 */
public record MovementResult(
    ImmutableList<OrderResult> results,
    ImmutableList<Unit> units,
    ImmutableList<Dislodgement> dislodged,
    ImmutableSet<Unit> byConvoy,
    ImmutableSet<Province> standoffs) {}
