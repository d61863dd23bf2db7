package dev.dipadj.variant;

import com.google.common.collect.ImmutableList;

/**
 * How a game of the variant is won besides the solo count of centres ({@link
 * Variant#soloCentres}): whether players tied at the top with the solo count play on instead
 * of sharing the victory (Youngstown Redux), and a lead over every other player that wins,
 * shrinking year by year (Twenty Twenty); and a solo count that changes by the year (a
 * DPjudge/MILA map's {@code VICTORY 20 19 18}). Victory is decided when a Fall turn is over.
 *
 * @param tiesPlayOn whether a tie for the most centres at or above the solo count plays on
 *     for another year instead of being shared
 * @param lead the lead over every other player that wins in the variant's first year, or 0
 *     when no lead wins
 * @param leadStep how much smaller the lead needed gets each year after the first
 * @param leastLead the lead needed once it has shrunk as far as it goes
 * @param soloByYear the centres that win in each year from the variant's first, the last
 *     number for every year after it; empty when the variant's solo count holds every year
 */
public record VictoryRules(boolean tiesPlayOn, int lead, int leadStep, int leastLead, ImmutableList<Integer> soloByYear) {
  /** The classic game: the solo count alone, a tie for the most at it shared. */
  public static final VictoryRules SOLO = new VictoryRules(false, 0, 0, 0);

  /**
   * The rules with the variant's solo count every year.
   *
   * @param tiesPlayOn whether a tie at the top plays on
   * @param lead the first year's lead, or 0 for none
   * @param leadStep how much it shrinks a year
   * @param leastLead the smallest lead needed
   */
  public VictoryRules(boolean tiesPlayOn, int lead, int leadStep, int leastLead) {
    this(tiesPlayOn, lead, leadStep, leastLead, ImmutableList.of());
  }

  /**
   * Checks the schedule: a lead of at least 1 (or none), never growing, never below 1.
   *
   * @param tiesPlayOn whether a tie at the top plays on
   * @param lead the first year's lead, or 0 for none
   * @param leadStep how much it shrinks a year
   * @param leastLead the smallest lead needed
   * @param soloByYear the centres that win year by year, each at least 1, or empty
   */
  public VictoryRules {
    soloByYear = ImmutableList.copyOf(soloByYear);
    if (soloByYear.stream().anyMatch(n -> n < 1)) {
      throw new IllegalArgumentException("a solo count of centres by year is at least 1 each year: " + soloByYear);
    }
    if (lead < 0 || leadStep < 0 || (lead > 0 && (leastLead < 1 || leastLead > lead))) {
      throw new IllegalArgumentException(
          "a lead of " + lead + " shrinking by " + leadStep + " a year to " + leastLead + " is no lead schedule");
    }
  }

  /**
   * The lead over every other player that wins in a year, or 0 when no lead wins.
   *
   * @param year the year whose Fall turn is over
   * @param firstYear the variant's first year, when the lead is {@link #lead}
   * @return the lead needed
   */
  public int leadIn(int year, int firstYear) {
    if (lead == 0) {
      return 0;
    }
    long shrunk = (long) leadStep * Math.max(0, year - firstYear);
    return (int) Math.max(leastLead, lead - shrunk);
  }

  /**
   * The centres that win in a year.
   *
   * @param year the year whose Fall turn is over
   * @param firstYear the variant's first year
   * @param solo the variant's solo count, for a variant whose count does not change by year
   * @return the centres that win that year
   */
  public int soloIn(int year, int firstYear, int solo) {
    if (soloByYear.isEmpty()) {
      return solo;
    }
    int k = (int) Math.min(soloByYear.size() - 1L, Math.max(0L, (long) year - firstYear));
    return soloByYear.get(k);
  }
}
