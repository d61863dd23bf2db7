package dev.dipadj.rules;

/** Which order counts when a unit is given several legal orders (DATC 4.D.3). */
public enum MultipleOrdersRule implements RuleChoice {
  /** The first, as the 2025 rulebook says and the DATC prefers. */
  FIRST,
  /** The last. */
  LAST,
  /** None: all of them are void and the unit holds. */
  NONE;
}
