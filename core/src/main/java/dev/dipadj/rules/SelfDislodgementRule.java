package dev.dipadj.rules;

/**
 * Whose units a unit may not dislodge (nor support the dislodging of, nor cut the support
 * of) when one player commands several powers.
 */
public enum SelfDislodgementRule implements RuleChoice {
  /** Its own power's only, as the seed's rules read: a player may dislodge a unit of another power it commands. */
  POWER("a unit may not dislodge (or help dislodge, or cut the support of) a unit of its own power, but may do so "
      + "to another power its player commands, which is how the Polish rulebook's rules for fewer players read"),
  /** Any power of the same player: the stricter reading. */
  PLAYER("not a unit of any power its player commands");

  private final String description;

  SelfDislodgementRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
