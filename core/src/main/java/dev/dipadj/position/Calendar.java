package dev.dipadj.position;

import com.google.common.collect.ImmutableList;
import java.util.HashSet;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A variant's calendar: the seasons of a year in play order and the phases each plays, how
 * far the year steps from one year to the next, and which years play adjustments (those
 * divisible by {@code adjustmentYears}). {@link #CLASSIC} is Spring and Fall with movement,
 * Winter with adjustments, every year. Supply centres change hands after the last season of
 * the year that plays movement, once its retreats are over ({@link #changesCentres}).
 *
 * @param seasons the seasons in play order, each at its index
 * @param yearStep how much the year grows after the year's last season, 1 or more
 * @param adjustmentYears adjustments are played in years divisible by this, 1 or more
 */
public record Calendar(ImmutableList<Season> seasons, int yearStep, int adjustmentYears) {
  /** The most seasons a year may have. */
  public static final int MAX_SEASONS = 12;
  /** The classic game's calendar: Spring, Fall, Winter, one year after another. */
  public static final Calendar CLASSIC =
      new Calendar(ImmutableList.of(Season.SPRING, Season.FALL, Season.WINTER), 1, 1);

  /**
   * Checks that the calendar can be played and its phases named.
   *
   * @param seasons the seasons in play order
   * @param yearStep the step of the year
   * @param adjustmentYears the divisor of the years with adjustments
   * @throws IllegalArgumentException for no season or more than {@link #MAX_SEASONS}, a season
   *     out of its place, two seasons of one initial (phase names such as {@code S1901M} could
   *     not tell them apart), no season with movement, or a step or divisor below 1
   */
  public Calendar {
    Objects.requireNonNull(seasons, "seasons");
    if (seasons.isEmpty() || seasons.size() > MAX_SEASONS) {
      throw new IllegalArgumentException("a year has 1 to " + MAX_SEASONS + " seasons, not " + seasons.size());
    }
    Set<Character> initials = new HashSet<>();
    boolean moves = false;
    for (int i = 0; i < seasons.size(); i++) {
      Season s = seasons.get(i);
      if (s.index() != i) {
        throw new IllegalArgumentException("the season " + s + " is not at its place " + s.index());
      }
      if (!initials.add(s.initial())) {
        throw new IllegalArgumentException("two seasons begin with " + s.initial()
            + ": phase names such as " + s.initial() + "1901M could not tell them apart");
      }
      moves |= s.movement();
    }
    if (!moves) {
      throw new IllegalArgumentException("no season plays movement: a game needs a movement phase");
    }
    if (yearStep < 1) {
      throw new IllegalArgumentException("the year steps by 1 or more, not " + yearStep);
    }
    if (adjustmentYears < 1) {
      throw new IllegalArgumentException("adjustments are in years divisible by 1 or more, not " + adjustmentYears);
    }
  }

  /**
   * A calendar of these seasons.
   *
   * @param seasons the seasons in play order
   * @param yearStep the step of the year
   * @param adjustmentYears the divisor of the years with adjustments
   * @return the calendar
   */
  public static Calendar of(List<Season> seasons, int yearStep, int adjustmentYears) {
    return new Calendar(ImmutableList.copyOf(seasons), yearStep, adjustmentYears);
  }

  /**
   * Whether a year plays adjustments.
   *
   * @param year the year
   * @return whether it is divisible by {@link #adjustmentYears}
   */
  public boolean adjustsIn(int year) {
    return year % adjustmentYears == 0;
  }

  /**
   * Whether supply centres change hands after this season's movement and retreats: the last
   * season of the year that plays movement (Fall in the classic game).
   *
   * @param season a season of this calendar
   * @return whether the season ends with centres changing hands
   */
  public boolean changesCentres(Season season) {
    for (int i = seasons.size() - 1; i >= 0; i--) {
      if (seasons.get(i).movement()) {
        return i == season.index();
      }
    }
    return false;
  }

  /**
   * Whether a phase is one this calendar plays: its season is one of the calendar's, plays
   * the phase's type, and an adjustment phase falls in a year with adjustments.
   *
   * @param phase the phase
   * @return whether the calendar plays it
   */
  public boolean plays(Phase phase) {
    Season s = phase.season();
    return s.index() < seasons.size() && seasons.get(s.index()).equals(s)
        && (phase.type() != PhaseType.ADJUSTMENT || adjustsIn(phase.year()));
  }

  /**
   * The phase after a season's movement (with its retreats) or after its adjustments: the
   * season's adjustments if it has them that year, else the first phase of the next season
   * (the next year's first season after the last), skipping seasons with nothing that year.
   * Whether an adjustment phase has anything to do is the game's business.
   *
   * @param phase a Movement, Retreat or Adjustment phase of this calendar
   * @return the next phase
   * @throws IllegalStateException when the next phase would be past {@link Phase#LAST_YEAR}
   */
  public Phase next(Phase phase) {
    Season s = phase.season();
    int year = phase.year();
    if (phase.type() != PhaseType.ADJUSTMENT && s.adjustment() && adjustsIn(year)) {
      return new Phase(s, year, PhaseType.ADJUSTMENT);
    }
    // A movement season ends the walk: the constructor made sure there is one.
    while (true) {
      int i = s.index() + 1;
      if (i == seasons.size()) {
        i = 0;
        if (year > Phase.LAST_YEAR - yearStep) {
          throw new IllegalStateException("a game cannot go on past the year " + Phase.LAST_YEAR);
        }
        year += yearStep;
      }
      s = seasons.get(i);
      if (s.movement()) {
        return new Phase(s, year, PhaseType.MOVEMENT);
      }
      if (adjustsIn(year)) {
        return new Phase(s, year, PhaseType.ADJUSTMENT);
      }
    }
  }

  /**
   * The season of this name, in any case.
   *
   * @param name the name
   * @return the season, or empty when the calendar has none of that name
   */
  public Optional<Season> season(String name) {
    for (Season s : seasons) {
      if (s.name().equalsIgnoreCase(name)) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }

  /**
   * The season a phase name's letter stands for ({@code S} for Spring).
   *
   * @param initial the letter, upper case
   * @return the season, or empty when none begins with it
   */
  public Optional<Season> season(char initial) {
    for (Season s : seasons) {
      if (s.initial() == initial) {
        return Optional.of(s);
      }
    }
    return Optional.empty();
  }
}
