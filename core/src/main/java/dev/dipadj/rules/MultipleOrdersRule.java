package dev.dipadj.rules;

/** Which order counts when a unit is given several legal orders (DATC 4.D.3). */
public enum MultipleOrdersRule implements RuleChoice {
  /** The first, as the 2025 rulebook says and the DATC prefers. */
  FIRST("the first legal order to a unit counts"),
  /** The last. */
  LAST("the last one counts"),
  /** None: all of them are void and the unit holds. */
  NONE("several different orders void each other and the unit holds");

  private final String description;

  MultipleOrdersRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
