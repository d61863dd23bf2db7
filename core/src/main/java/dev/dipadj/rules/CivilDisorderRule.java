package dev.dipadj.rules;

/**
 * Which units a power that owes disbands, and orders too few, loses (DATC 4.D.8). Either way
 * the furthest units go first, fleets before armies at the same distance, then in the
 * alphabetical order of their provinces' names; the rules differ in how distance is counted,
 * and to what.
 */
public enum CivilDisorderRule implements RuleChoice {
  /**
   * The 2023 rulebook, the DATC's preference: the distance to the nearest supply centre the
   * power owns, counting provinces across every border, whatever the unit could enter.
   */
  RULE_2023("a power that owes disbands and orders too few loses first the units furthest from a supply centre it "
      + "owns, counting provinces across every border (the 2023 and 2025 rulebooks)"),
  /**
   * The 1971 and 1982 rulebooks as the DPTG reads them: the distance to the nearest home
   * supply centre, an army counting provinces across every border (it may cross water), a
   * fleet counting its own moves (a home centre no fleet reaches is infinitely far).
   */
  DPTG("furthest from a home supply centre, an army counting every border, a fleet its own moves (the 1971 and "
      + "1982 rulebooks as the DPTG reads them)"),
  /**
   * The 2000 rulebook: "the units farthest from the country are removed first", the country
   * being the provinces of the power's home country (the variant's {@code country} lines, its
   * home centres where it has none), distance counted as the DPTG counts it.
   */
  RULE_2000("farthest from the power's country, counted as the DPTG counts (fleets by fleet moves, armies over "
      + "land and sea) (the 2000 rulebook)");

  private final String description;

  CivilDisorderRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
