package dev.dipadj.position;

/** What players order in a phase. */
public enum PhaseType {
  /** Units move, support, convoy and hold. */
  MOVEMENT,
  /** Dislodged units retreat or disband. */
  RETREAT,
  /** Powers build and disband to match their supply centres. */
  ADJUSTMENT
}
