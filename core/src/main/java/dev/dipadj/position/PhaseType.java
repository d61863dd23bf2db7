package dev.dipadj.position;

/** What players order in a phase. */
public enum PhaseType {
  MOVEMENT,
  RETREAT,
  ADJUSTMENT
}
