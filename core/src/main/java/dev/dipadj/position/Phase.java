package dev.dipadj.position;

import java.util.Locale;

/**
 * A phase of the game: Spring 1901 Movement, Fall 1901 Retreat, Winter 1901 Adjustment, or
 * in a variant's own calendar Year 1425 Movement. Years run from {@link #FIRST_YEAR} (North
 * Sea Wars begins in the year 0) to {@link #LAST_YEAR}. The {@link Calendar} says which
 * phases follow which.
  *
  * @param season the season
  * @param year the year
  * @param type what players order
 */
public record Phase(Season season, int year, PhaseType type) {
  /** The first year a game may be in. */
  public static final int FIRST_YEAR = 0;
  /** The last year a game may be in. */
  public static final int LAST_YEAR = 9999;

  /**
   * Checks the year and that the season plays the type (classic: adjustments come in Winter and only then).
   *
   * @param season the season
   * @param year the year, from {@link #FIRST_YEAR} to {@link #LAST_YEAR}
   * @param type the kind of phase
   * @throws IllegalArgumentException for a year out of range, or a type the season does not
   *     play (an adjustment phase outside Winter, a movement in Winter)
   */
  public Phase {
    if (year < FIRST_YEAR || year > LAST_YEAR) {
      throw new IllegalArgumentException(
          "the year " + year + " is not between " + FIRST_YEAR + " and " + LAST_YEAR);
    }
    if (!season.plays(type)) {
      throw new IllegalArgumentException("the season " + season + " has no " + name(type) + " phase");
    }
  }

  @Override
  public String toString() {
    return season.name() + " " + year + " " + name(type);
  }

  private static String name(PhaseType e) {
    String s = e.name().toLowerCase(Locale.ROOT);
    return Character.toUpperCase(s.charAt(0)) + s.substring(1);
  }
}
