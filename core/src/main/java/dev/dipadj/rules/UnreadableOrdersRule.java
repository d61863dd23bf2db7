package dev.dipadj.rules;

/** What becomes of an order that cannot be read at all (an unknown province, a broken line). */
public enum UnreadableOrdersRule implements RuleChoice {
  /** It is an error in the orders: a case file with such a line is rejected (the case format's contract). */
  ERROR,
  /** It is ignored entirely, as if not written (the 2025 rulebook, DATC 4.E.1). */
  IGNORE;
}
