package dev.dipadj.position;

import java.util.Locale;

/** A phase of the game: Spring 1901 Movement, Fall 1901 Retreat, Winter 1901 Adjustment. */
public record Phase(Season season, int year, PhaseType type) {
  public Phase {
    if ((season == Season.WINTER) != (type == PhaseType.ADJUSTMENT)) {
      throw new IllegalArgumentException("adjustments happen in Winter, and only then: " + season + " " + type);
    }
  }

  @Override
  public String toString() {
    return name(season) + " " + year + " " + name(type);
  }

  private static String name(Enum<?> e) {
    String s = e.name().toLowerCase(Locale.ROOT);
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
