package dev.dipadj.rules;

/** When an army moving to an adjacent province goes by convoy rather than by land (DATC 4.A.3). */
public enum ConvoyToAdjacentRule implements RuleChoice {
  /**
   * The 2025 rulebook (DATC's preference): by convoy when the army's order says "via
   * convoy" or a fleet of the army's own power is ordered to convoy it; no fallback to the
   * land route.
   */
  RULE_2025("an army moving to an adjacent province goes by convoy when its order says `via convoy` or a fleet "
      + "of its own power is ordered to convoy it, with no fallback to land"),
  /** The DPTG: by convoy only when the army's order says "via convoy". */
  VIA_CONVOY_ONLY("only `via convoy` makes it a convoy (the DPTG)"),
  /**
   * The 1982 rulebook, "depending on intent as shown by the totality of the orders written by
   * the player governing the army", as the DATC fills it in: by convoy when a fleet of the
   * army's own power is ordered to convoy it, or when a fleet is and the unit at the
   * destination, of the army's own power, moves to the army's province; "via convoy" too.
   */
  RULE_1982("as `2025`, and also by convoy when any fleet is ordered to convoy it and the unit at its destination, "
      + "of its own power, moves the other way (the DATC's reading of the 1982 rulebook)");

  private final String description;

  ConvoyToAdjacentRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
