package dev.dipadj.explain;

import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleChoice;

/**
 * A move into a supporting unit's province, and whether it cut the support (DATC 5.B.2).
 *
 * @param attacker the attacking unit
 * @param order its move
 * @param effect whether it cut, and why not
 * @param decidedBy the convoy-paradox rule that spared the support, else null
 */
public record AttackOnSupport(Unit attacker, Order order, Effect effect, RuleChoice decidedBy) {
  /** What an attack did to the support. */
  public enum Effect {
    /** It cut the support. */
    CUT,
    /** Not cut: the attacker is of the supporter's power (or side). */
    SAME_POWER,
    /** Not cut: the attacker came from the province the support is aimed at. */
    FROM_SUPPORTED_TARGET,
    /** Not cut: the convoyed attacker is spared by the convoy-paradox rule ({@code decidedBy}). */
    SPARED_BY_PARADOX_RULE,
    /** Not cut: the attack had no path. */
    NO_PATH
  }

  /**
   * Whether the attack cut the support.
   *
   * @return whether it cut
   */
  public boolean cut() {
    return effect == Effect.CUT;
  }
}
