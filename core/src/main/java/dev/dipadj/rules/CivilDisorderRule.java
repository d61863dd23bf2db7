package dev.dipadj.rules;

/**
 * Which units a power that owes disbands, and orders too few, loses (DATC 4.D.8). Either way
 * the furthest units go first, fleets before armies at the same distance, then in the
 * alphabetical order of their provinces' names; the rules differ in how distance is counted.
 */
public enum CivilDisorderRule implements RuleChoice {
  /**
   * The 2023 rulebook, the DATC's preference: the distance to the nearest supply centre the
   * power owns, counting provinces across every border, whatever the unit could enter.
   */
  RULE_2023("2023"),
  /**
   * The 1971 and 1982 rulebooks as the DPTG reads them: the distance to the nearest home
   * supply centre, an army counting provinces across every border (it may cross water), a
   * fleet counting its own moves (a home centre no fleet reaches is infinitely far).
   */
  DPTG("dptg");

  private final String value;

  CivilDisorderRule(String value) {
    this.value = value;
  }

  /** The value as written in {@code rules civil-disorder=VALUE}. */
  @Override
  public String value() {
    return value;
  }
}
