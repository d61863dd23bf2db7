package dev.dipadj.rules;

/** What becomes of an order that cannot be read at all (an unknown province, a broken line). */
public enum UnreadableOrdersRule implements RuleChoice {
  /** It is an error in the orders: a case file with such a line is rejected (the case format's contract). */
  ERROR("an order that cannot be read is an error (in a case file, an error naming file and line, as the case "
      + "format requires)"),
  /** It is ignored entirely, as if not written (the 2025 rulebook, DATC 4.E.1). */
  IGNORE("it is ignored, as the 2025 rulebook says (`Game.ordersOrThrow` leaves it out; `Game.read` gives no order "
      + "for it either way, and an error)");

  private final String description;

  UnreadableOrdersRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
