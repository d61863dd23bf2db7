package dev.dipadj.rules;

/** How a convoy paradox is settled (DATC 4.A.2). */
public enum ConvoyParadoxRule implements RuleChoice {
  /**
   * The convoys in the paradox fail, as if the fleets held: the DATC's preference, and the
   * nearest to the 2000, 2023 and 2025 rulebooks' rule (they differ only where the convoyed
   * army dislodges a supporting unit, DATC 6.F.17).
   */
  SZYKMAN("the convoys in a paradox fail, as if the fleets held"),
  /**
   * The 1982 rulebook: a convoyed army does not cut the support of a fleet supporting an
   * action in a body of water that contains a convoying fleet; Szykman settles what remains.
   */
  RULE_1982("a convoyed army does not cut (nor, by dislodging, void) a support for an action in a body of water "
      + "holding a convoying fleet, and Szykman settles what remains"),
  /** Every order of the paradox fails (convoys, supports, moves): no move in it succeeds. */
  ALL_HOLD("every order of the paradox fails (its convoys, its supports, its moves), so no move of the paradox "
      + "succeeds");

  private final String description;

  ConvoyParadoxRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
