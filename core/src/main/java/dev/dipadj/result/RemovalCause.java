package dev.dipadj.result;

/** Why a unit left the board other than by being ordered to disband in an adjustment phase. */
public enum RemovalCause {
  /** Dislodged with no place to retreat to: removed at once, no retreat phase for it. */
  NOWHERE_TO_RETREAT("dislodged with nowhere to retreat: removed"),
  /** A neutral power's unit, dislodged: removed at once, it never retreats. */
  NEUTRAL_DISLODGED("a neutral unit, dislodged: removed"),
  /** A dislodged unit given no (legal) retreat order: disbanded. */
  NO_RETREAT_ORDER("no retreat ordered: disbanded"),
  /** A dislodged unit ordered to disband. */
  DISBAND_ORDERED("disbanded as ordered"),
  /** A dislodged unit whose retreat met another retreat to the same place. */
  RETREAT_BOUNCED("its retreat bounced: disbanded"),
  /** Removed by the civil-disorder rule because its power ordered too few disbands. */
  CIVIL_DISORDER("removed by civil disorder");

  private final String words;

  RemovalCause(String words) {
    this.words = words;
  }

  /**
   * The cause in words, for a comment in a completed case.
   *
   * @return the words
   */
  public String words() {
    return words;
  }

  /**
   * Whether no order of the unit's power asked for this removal.
   *
   * @return whether the removal came without an order
   */
  public boolean withoutOrder() {
    return this != DISBAND_ORDERED && this != RETREAT_BOUNCED;
  }
}
