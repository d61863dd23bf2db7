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
  VIA_CONVOY_ONLY("only `via convoy` makes it a convoy (the DPTG)");

  private final String description;

  ConvoyToAdjacentRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
