package dev.dipadj.order;

import dev.dipadj.map.Power;

/**
 * An order as a player wrote it, for any phase. Unit types in orders may be null where the
 * writer left them out; the type letter is never needed to find a unit (DATC 4.C.1, 4.C.2).
 * Every order's {@code toString} is its text in the short form the order parser reads back
 * ({@code A Par - Bur}, {@code Build F StP/nc}), without the power.
 */
public sealed interface Order
    permits UnitOrder, Build, Waive {
  /**
   * The power that gave the order.
   *
   * @return the power
   */
  Power power();
}
