package dev.dipadj.position;

/** The seasons of a game year. */
public enum Season {
  /** Spring: a movement phase and its retreats. */
  SPRING,
  /** Fall: a movement phase and its retreats, after which supply centres change hands. */
  FALL,
  /** Winter: the adjustment phase. */
  WINTER
}
