package dev.dipadj.rules;

/**
 * Whose units a unit may not dislodge (nor support the dislodging of, nor cut the support
 * of) when one player commands several powers.
 */
public enum SelfDislodgementRule implements RuleChoice {
  /** Its own power's only, as the seed's rules read: a player may dislodge a unit of another power it commands. */
  POWER,
  /** Any power of the same player: the stricter reading. */
  PLAYER;
}
