package dev.dipadj.variants;

import com.google.common.math.IntMath;
import dev.dipadj.map.Names;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

/**
 * The calendar statements of a variant file ({@code season}, {@code year-step}, {@code
 * adjustment-years}) and its {@code start}, gathered as the file is read and checked together
 * at its end, since {@code start} may name a season given after it. Without {@code season}
 * lines the calendar is the classic one; a file's {@code season} lines replace those of its base.
 */
final class CalendarStatements {
  private final List<Season> seasons = new ArrayList<>();
  private String seasonsFile;
  private int seasonsLine;
  private int yearStep = 1;
  private int adjustmentYears = 1;
  private String yearsFile;
  private int yearsLine;
  private List<String> start;
  private String startFile;
  private int startLine;

  /** {@code season NAME movement|adjustment ...}: the next season of the year and the phases it plays. */
  void season(List<String> w, String file, int line) throws VariantFormatException {
    if (w.size() < 3) {
      throw new VariantFormatException(file, line, "expected 'season NAME movement|adjustment ...'");
    }
    if (!file.equals(seasonsFile)) {
      // A file that names seasons gives its whole year: its base's seasons are not kept.
      seasons.clear();
      seasonsFile = file;
    }
    boolean movement = false;
    boolean adjustment = false;
    for (String word : w.subList(2, w.size())) {
      switch (Names.lowerCase(word)) {
        case "movement" -> {
          if (movement) {
            throw new VariantFormatException(file, line, "'movement' given twice for the season " + w.get(1));
          }
          movement = true;
        }
        case "adjustment" -> {
          if (adjustment) {
            throw new VariantFormatException(file, line, "'adjustment' given twice for the season " + w.get(1));
          }
          adjustment = true;
        }
        default -> throw new VariantFormatException(file, line,
            "unknown phase '" + word + "' of the season " + w.get(1) + " (movement, adjustment)");
      }
    }
    String name = w.get(1);
    for (Season s : seasons) {
      if (s.name().equalsIgnoreCase(name)) {
        throw new VariantFormatException(file, line, "the season " + name + " given twice");
      }
    }
    try {
      seasons.add(new Season(name, seasons.size(), movement, adjustment));
    } catch (IllegalArgumentException e) {
      throw new VariantFormatException(file, line, e.getMessage());
    }
    seasonsLine = line;
  }

  /** {@code year-step N}: how much the year grows after its last season. */
  void yearStep(int step, String file, int line) throws VariantFormatException {
    if (step < 1) {
      throw new VariantFormatException(file, line, "the year steps by 1 or more, not " + step);
    }
    yearStep = step;
    yearsFile = file;
    yearsLine = line;
  }

  /** {@code adjustment-years N}: adjustments only in years divisible by N. */
  void adjustmentYears(int divisor, String file, int line) throws VariantFormatException {
    if (divisor < 1) {
      throw new VariantFormatException(file, line, "adjustments are in years divisible by 1 or more, not " + divisor);
    }
    adjustmentYears = divisor;
    yearsFile = file;
    yearsLine = line;
  }

  /** {@code start SEASON YEAR TYPE}, read once the calendar is known. */
  void start(List<String> w, String file, int line) throws VariantFormatException {
    if (w.size() != 4) {
      throw new VariantFormatException(file, line, "expected 'start SEASON YEAR TYPE'");
    }
    start = List.copyOf(w.subList(1, 4));
    startFile = file;
    startLine = line;
  }

  /** Whether a {@code start} was given. */
  boolean hasStart() {
    return start != null;
  }

  /** The calendar the statements give, the classic one without {@code season} lines. */
  Calendar calendar() throws VariantFormatException {
    Calendar calendar;
    if (seasons.isEmpty()) {
      calendar = Calendar.of(Calendar.CLASSIC.seasons(), yearStep, adjustmentYears);
    } else {
      try {
        calendar = Calendar.of(seasons, yearStep, adjustmentYears);
      } catch (IllegalArgumentException e) {
        throw new VariantFormatException(seasonsFile, seasonsLine, e.getMessage());
      }
    }
    return calendar;
  }

  /**
   * The starting phase: a season of the calendar, a type it plays, an adjustment only in a
   * year with adjustments; and, when the calendar has adjustments, some year of the game must
   * play them (the year steps from the start's year).
   */
  Phase start(Calendar calendar) throws VariantFormatException {
    String text = String.join(" ", start);
    Season season = calendar.season(start.get(0)).orElseThrow(() -> new VariantFormatException(startFile, startLine,
        "the calendar has no season '" + start.get(0) + "' (" + names(calendar) + ")"));
    int year;
    try {
      year = Integer.parseInt(start.get(1));
    } catch (NumberFormatException e) {
      throw new VariantFormatException(startFile, startLine, "expected a year, found '" + start.get(1) + "'");
    }
    PhaseType type;
    try {
      type = PhaseType.valueOf(start.get(2).toUpperCase(Locale.ROOT));
    } catch (IllegalArgumentException e) {
      throw new VariantFormatException(startFile, startLine, "not a phase: '" + text + "'");
    }
    if (type == PhaseType.RETREAT) {
      throw new VariantFormatException(startFile, startLine,
          "a variant starts in a Movement or Adjustment phase, not a Retreat phase");
    }
    Phase phase;
    try {
      phase = new Phase(season, year, type);
    } catch (IllegalArgumentException e) {
      throw new VariantFormatException(startFile, startLine, "not a phase: '" + text + "': " + e.getMessage());
    }
    if (!calendar.plays(phase)) {
      throw new VariantFormatException(startFile, startLine, "the year " + year
          + " has no adjustments: they are in years divisible by " + calendar.adjustmentYears());
    }
    boolean adjusts = calendar.seasons().stream().anyMatch(Season::adjustment);
    // The years played are year + k * step: one is divisible by N exactly when gcd(step, N) divides year.
    if (adjusts && year % IntMath.gcd(calendar.yearStep(), calendar.adjustmentYears()) != 0) {
      throw new VariantFormatException(yearsFile == null ? startFile : yearsFile, yearsFile == null ? startLine : yearsLine,
          "no year of the game plays adjustments: from " + year + " by steps of " + calendar.yearStep()
              + ", no year is divisible by " + calendar.adjustmentYears());
    }
    return phase;
  }

  private static String names(Calendar calendar) {
    List<String> names = new ArrayList<>();
    for (Season s : calendar.seasons()) {
      names.add(s.name());
    }
    return String.join(", ", names);
  }
}
