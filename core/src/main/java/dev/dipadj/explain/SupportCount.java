package dev.dipadj.explain;

import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import java.util.Objects;

/**
 * A support given to a unit, and whether it counted in a strength, with why not.
 *
 * @param supporter the supporting unit
 * @param order the support order as given
 * @param why {@link Why#COUNTED}, or why it did not count
 * @param by the unit that cut it or dislodged its unit, or null
 */
public record SupportCount(Unit supporter, Order order, Why why, Unit by) {
  /** Whether and why not a support counted. */
  public enum Why {
    /** It counted. */
    COUNTED,
    /** Cut by an attack on the supporter (DATC 5.B.2). */
    CUT,
    /** Its unit was dislodged (DATC 5.B.2). */
    DISLODGED,
    /** Failed by the convoy-paradox rule, a member of the paradox. */
    PARADOX,
    /** Of the power (or side) of the unit attacked: not counted against it (DATC 5.B.8). */
    AGAINST_OWN_UNIT,
    /** The unit supported did something other than the support says (DATC 5.A). */
    NOT_MATCHED,
    /** The support order is illegal. */
    ILLEGAL
  }

  /**
   * Checks the parts.
   *
   * @param supporter the supporting unit
   * @param order the support order
   * @param why whether it counted
   * @param by who cut or dislodged it, or null
   */
  public SupportCount {
    Objects.requireNonNull(supporter, "supporter");
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(why, "why");
  }

  /**
   * Whether the support counted.
   *
   * @return whether it counted
   */
  public boolean counted() {
    return why == Why.COUNTED;
  }
}
