package dev.dipadj.position;

/** The seasons of a game year. */
public enum Season {
  SPRING,
  FALL,
  WINTER
}
