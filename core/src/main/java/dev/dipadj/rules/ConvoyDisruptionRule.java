package dev.dipadj.rules;

/**
 * When a convoy that has several routes is disrupted (DATC 4.A.1, test cases 6.F.10 to
 * 6.F.12). A route is a chain of fleets ordered to convoy the army, from its province to its
 * destination, no fleet visited twice.
 */
public enum ConvoyDisruptionRule implements RuleChoice {
  /** Only when every route is disrupted: the 1982 and every later rulebook, and the DATC. */
  ALL_ROUTES("a convoy with several routes is disrupted only when every route is (the 1982 and later rulebooks)"),
  /**
   * When any route is: a fleet of any route dislodged fails the convoy, as the 1971 rulebook
   * says. A fleet ordered to convoy that lies on no route does not count (DATC 6.F.12).
   */
  ONE_ROUTE("it is disrupted when any one route is, a dislodged fleet of any route failing it (the 1971 "
      + "rulebook); a fleet on no route does not count");

  private final String description;

  ConvoyDisruptionRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
