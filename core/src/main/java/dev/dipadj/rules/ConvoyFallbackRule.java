package dev.dipadj.rules;

/**
 * What an army ordered to an adjacent province by convoy does when no convoy route is
 * ordered for it: no chain of fleets ordered to convoy it joins its province to its
 * destination (DATC 4.A.3 asks whether such a move "falls back to the land route").
 */
public enum ConvoyFallbackRule implements RuleChoice {
  /** It does not move, as the 2025 rulebook says and the DATC prefers: the land route is disregarded. */
  NONE("an army ordered by convoy to an adjacent province when no convoy route is ordered for it does not move "
      + "(the 2025 rulebook)"),
  /**
   * It moves over land instead, as MILA's engine adjudicates it. Only a route not ordered at
   * all falls back: a route that is ordered but disrupted (a fleet dislodged) does not.
   */
  LAND("it moves over land instead, as MILA's engine does (an ordered route that is disrupted does not fall back)");

  private final String description;

  ConvoyFallbackRule(String description) {
    this.description = description;
  }

  @Override
  public String description() {
    return description;
  }
}
