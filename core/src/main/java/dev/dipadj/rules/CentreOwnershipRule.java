package dev.dipadj.rules;

/**
 * When supply centres change owner: a centre belongs to the power whose unit stands in it
 * at that moment, and keeps its owner while empty.
 */
public enum CentreOwnershipRule implements RuleChoice {
  /** At the end of the Fall turn, after its retreats: every rulebook, and the DATC. */
  END_OF_FALL("centres change owner when the Fall turn is over, its retreats included (every rulebook)"),
  /**
   * After the Fall movement, before the Fall retreats: a unit that retreats into a centre
   * does not take it that year (a departure seen in recorded judge games).
   */
  FALL_MOVEMENT("after the Fall movement, so a unit retreating into a centre in Fall does not take it"),
  /**
   * At the end of the Fall turn and at the end of every retreat phase, Spring's included (a
   * departure seen in recorded judge games).
   */
  EVERY_RETREAT("also at the end of a Spring retreat phase (departures of recorded judges)");

  private final String description;

  CentreOwnershipRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
