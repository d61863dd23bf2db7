package dev.dipadj.position;

import java.util.Locale;

/**
 * A phase of the game: Spring 1901 Movement, Fall 1901 Retreat, Winter 1901 Adjustment.
 * Years run from {@link #FIRST_YEAR} to {@link #LAST_YEAR}.
  *
  * @param season the season
  * @param year the year
  * @param type what players order
 */
public record Phase(Season season, int year, PhaseType type) {
  /** The first year a game may be in. */
  public static final int FIRST_YEAR = 1;
  /** The last year a game may be in. */
  public static final int LAST_YEAR = 9999;

  /**
   * Checks the year and that adjustments come in Winter and only then.
   *
   * @param season the season
   * @param year the year, from {@link #FIRST_YEAR} to {@link #LAST_YEAR}
   * @param type the kind of phase
   * @throws IllegalArgumentException for a year out of range, or an adjustment phase outside Winter
   */
  public Phase {
    if (year < FIRST_YEAR || year > LAST_YEAR) {
      throw new IllegalArgumentException(
          "the year " + year + " is not between " + FIRST_YEAR + " and " + LAST_YEAR);
    }
    if ((season == Season.WINTER) != (type == PhaseType.ADJUSTMENT)) {
      throw new IllegalArgumentException("adjustments happen in Winter, and only then: " + season + " " + type);
    }
  }

  /**
   * The Spring Movement phase of the next year.
   *
   * @return Spring Movement of the year after
   */
  public Phase nextSpring() {
    if (year == LAST_YEAR) {
      throw new IllegalStateException("a game cannot go on past the year " + LAST_YEAR);
    }
    return new Phase(Season.SPRING, year + 1, PhaseType.MOVEMENT);
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
