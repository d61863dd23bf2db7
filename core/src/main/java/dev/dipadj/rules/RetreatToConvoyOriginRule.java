package dev.dipadj.rules;

/**
 * Whether a unit dislodged by an army convoyed from an adjacent province may retreat to the
 * province that army came from (DATC 4.A.5, test cases 6.H.11 and 6.H.12).
 */
public enum RetreatToConvoyOriginRule implements RuleChoice {
  /** It may, as the 2023 and 2025 rulebooks say: the attack came by sea. The DATC's preference. */
  ALLOWED("a unit dislodged by an army convoyed from an adjacent province may retreat to the province the army "
      + "came from, as the 2023 and 2025 rulebooks say"),
  /** It may not, reading the 1971, 1982 and 2000 rulebooks literally: the attack came from there. */
  FORBIDDEN("it may not, reading the 1971, 1982 and 2000 rulebooks literally (the attack came from there)");

  private final String description;

  RetreatToConvoyOriginRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
