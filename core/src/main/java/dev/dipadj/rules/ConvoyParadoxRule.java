package dev.dipadj.rules;

/** How a convoy paradox is settled (DATC 4.A.2). */
public enum ConvoyParadoxRule implements RuleChoice {
  /** The convoys in the paradox fail, as if the fleets held (DATC's preference). */
  SZYKMAN("szykman"),
  /**
   * The 1982 rulebook: a convoyed army does not cut the support of a fleet supporting an
   * action in a body of water that contains a convoying fleet; Szykman settles what remains.
   */
  RULE_1982("1982"),
  /** Every order of the paradox fails (convoys, supports, moves): no move in it succeeds. */
  ALL_HOLD("all-hold");

  private final String value;

  ConvoyParadoxRule(String value) {
    this.value = value;
  }

  /** The value as written in {@code rules convoy-paradox=VALUE}. */
  @Override
  public String value() {
    return value;
  }
}
