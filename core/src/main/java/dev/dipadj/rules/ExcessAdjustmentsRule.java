package dev.dipadj.rules;

/** Which builds or disbands count when a power orders more than it may (DATC 4.D.4, 4.D.6). */
public enum ExcessAdjustmentsRule implements RuleChoice {
  /** The first legal ones, as the 2025 rulebook says and the DATC prefers. */
  FIRST("the first legal builds or disbands count"),
  /** The last legal ones. */
  LAST("the last legal ones count"),
  /** None: every build is void, and the disbands are chosen by the civil-disorder rule. */
  NONE("too many builds are all void, too many disbands are all void and civil disorder chooses");

  private final String description;

  ExcessAdjustmentsRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
