package dev.dipadj.variants.mapfile;

import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.variants.VariantFormatException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The directives of a {@code .map} file that are not about places or powers: {@code BEGIN},
 * {@code VICTORY} and {@code RULE}/{@code RULES}. The last {@code BEGIN} and {@code VICTORY}
 * read count; a rule is on or off as its last mention says.
 */
final class MapDirectives {
  /**
   * The rules known to change nothing dipadj adjudicates (press, deadlines, how orders are
   * taken or shown): a file may name them, and is told they are ignored.
   */
  private static final Map<String, String> IGNORED = Map.of(
      "NO_PRESS", "press", "PUBLIC_PRESS", "press", "NO_DEADLINE", "deadlines", "REAL_TIME", "deadlines",
      "POWER_CHOICE", "who plays which power", "NO_CHECK", "when orders are checked",
      "IGNORE_ERRORS", "how orders are taken", "HIDE_DUMMIES", "what players are shown");

  private Phase begin;
  private List<Integer> victory = List.of();
  private MapLine victoryLine;
  private boolean buildAny;

  /** {@code BEGIN SEASON YEAR TYPE}: the first phase, on the classic calendar. */
  void begin(List<String> w, MapLine line) throws VariantFormatException {
    if (w.size() != 4) {
      throw line.error("expected 'BEGIN SEASON YEAR TYPE' (BEGIN SPRING 1901 MOVEMENT)");
    }
    Season season = Calendar.CLASSIC.season(w.get(1)).orElseThrow(
        () -> line.error("unknown season '" + w.get(1) + "' (SPRING, FALL, WINTER)"));
    int year = number(w.get(2), line);
    String type = w.get(3).toUpperCase(Locale.ROOT);
    PhaseType phaseType = switch (type) {
      case "MOVEMENT" -> PhaseType.MOVEMENT;
      case "ADJUSTMENT", "ADJUSTMENTS" -> PhaseType.ADJUSTMENT;
      default -> throw line.error("a game begins with MOVEMENT or ADJUSTMENTS, not '" + w.get(3) + "'");
    };
    try {
      begin = new Phase(season, year, phaseType);
    } catch (IllegalArgumentException e) {
      throw line.error("not a phase: '" + String.join(" ", w.subList(1, 4)) + "': " + e.getMessage());
    }
    if (!Calendar.CLASSIC.plays(begin)) {
      throw line.error(season.name() + " plays no " + type);
    }
  }

  /** {@code VICTORY N ...}: the centres that win, per year from the first, the last number for the years after. */
  void victory(List<String> w, MapLine line) throws VariantFormatException {
    if (w.size() < 2) {
      throw line.error("expected 'VICTORY N ...'");
    }
    List<Integer> counts = new ArrayList<>();
    for (String n : w.subList(1, w.size())) {
      int count = number(n, line);
      if (count < 1) {
        throw line.error("a victory needs at least 1 centre, not " + n);
      }
      counts.add(count);
    }
    victory = counts;
    victoryLine = line;
  }

  /** {@code RULE name ...}: {@code BUILD_ANY} on, {@code !BUILD_ANY} off; the rules that change no adjudication are ignored, with a warning. */
  void rules(List<String> w, MapLine line, List<String> warnings) throws VariantFormatException {
    for (String word : w.subList(1, w.size())) {
      boolean off = word.startsWith("!");
      String rule = (off ? word.substring(1) : word).toUpperCase(Locale.ROOT);
      if (rule.equals("BUILD_ANY")) {
        buildAny = !off;
      } else if (IGNORED.containsKey(rule)) {
        warnings.add(line + ": the rule " + rule + " is ignored: it is about " + IGNORED.get(rule)
            + ", which dipadj does not adjudicate");
      } else {
        throw line.error("the rule '" + word + "' is not supported by dipadj (supported: BUILD_ANY; ignored with a"
            + " warning: " + String.join(", ", IGNORED.keySet().stream().sorted().toList()) + ")");
      }
    }
  }

  private static int number(String text, MapLine line) throws VariantFormatException {
    try {
      return Integer.parseInt(text);
    } catch (NumberFormatException e) {
      throw line.error("expected a number, found '" + text + "'");
    }
  }

  /** The first phase: the last {@code BEGIN}, or Spring 1901 Movement. */
  Phase begin() {
    return begin != null ? begin : new Phase(Calendar.CLASSIC.season("Spring").orElseThrow(), 1901, PhaseType.MOVEMENT);
  }

  /** The centres that win, checked against the map's; one more than half of them without {@code VICTORY}. */
  int solo(long centres, MapLine end) throws VariantFormatException {
    if (victory.isEmpty()) {
      return (int) (centres / 2 + 1);
    }
    for (int count : victory) {
      if (count > centres) {
        throw victoryLine.error("VICTORY " + count + " is more than the " + centres + " supply centres of the map");
      }
    }
    return victory.get(0);
  }

  /** The centres that win year by year when {@code VICTORY} gives several numbers; empty otherwise. */
  List<Integer> soloByYear() {
    return victory.size() > 1 ? victory : List.of();
  }

  /** Whether {@code BUILD_ANY} is on. */
  boolean buildAny() {
    return buildAny;
  }
}
