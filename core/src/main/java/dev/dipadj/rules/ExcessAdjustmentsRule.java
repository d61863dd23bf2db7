package dev.dipadj.rules;

/** Which builds or disbands count when a power orders more than it may (DATC 4.D.4, 4.D.6). */
public enum ExcessAdjustmentsRule implements RuleChoice {
  /** The first legal ones, as the 2025 rulebook says and the DATC prefers. */
  FIRST,
  /** The last legal ones. */
  LAST,
  /** None: every build is void, and the disbands are chosen by the civil-disorder rule. */
  NONE;
}
