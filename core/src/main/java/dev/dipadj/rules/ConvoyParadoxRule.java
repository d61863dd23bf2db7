package dev.dipadj.rules;

/**
 * How a convoy paradox is settled (DATC 4.A.2). The rulebooks' rules spare some supports from
 * a convoyed army's cut, and that support stands even when the army dislodges its unit (the
 * paradox rule before the dislodge rule, DATC 6.F.17); what they leave unsettled (6.F.18,
 * 6.F.22 to 6.F.24) the Szykman rule settles.
 */
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
      + "succeeds"),
  /**
   * The 1971 rulebook: "If a convoyed army attacks a fleet which is supporting a fleet which
   * is attacking one of the convoy fleets, that support is not cut."
   */
  RULE_1971("a convoyed army does not cut (nor, by dislodging, void) a fleet's support of a fleet attacking one "
      + "of the army's convoying fleets, and Szykman settles what remains (the 1971 rulebook)"),
  /**
   * The 2000, 2023 and 2025 rulebooks: "A convoyed Army does not cut the support of a unit
   * supporting an attack against one of the fleets necessary for the army to convoy." A fleet
   * is necessary when no ordered route goes without it (DATC 6.F.19).
   */
  RULE_2000("a convoyed army does not cut (nor, by dislodging, void) a support of an attack on a fleet its convoy "
      + "needs, one every ordered route passes, and Szykman settles what remains (the 2000, 2023 and 2025 "
      + "rulebooks)");

  private final String description;

  ConvoyParadoxRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
