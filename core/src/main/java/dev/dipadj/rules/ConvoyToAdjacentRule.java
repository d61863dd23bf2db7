package dev.dipadj.rules;

/** When an army moving to an adjacent province goes by convoy rather than by land (DATC 4.A.3). */
public enum ConvoyToAdjacentRule implements RuleChoice {
  /**
   * The 2025 rulebook (DATC's preference): by convoy when the army's order says "via
   * convoy" or a fleet of the army's own power is ordered to convoy it; no fallback to the
   * land route.
   */
  RULE_2025("2025"),
  /** The DPTG: by convoy only when the army's order says "via convoy". */
  VIA_CONVOY_ONLY("via-convoy-only");

  private final String value;

  ConvoyToAdjacentRule(String value) {
    this.value = value;
  }

  /** The value as written in {@code rules convoy-to-adjacent=VALUE}. */
  @Override
  public String value() {
    return value;
  }
}
