package dev.dipadj.fuzz;

import dev.dipadj.position.PhaseType;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;

/**
 * The counts of one property run (games per variant and how they ended, phases by type,
 * orders, shuffled phases) and its failures grouped by the check that failed, each group
 * with its first occurrence, minimized and as it happened. The property fails once, after
 * its last try, with all of them, so that one run shows every distinct problem.
 */
final class GameTally {
  /** The failures of one check. */
  private static final class Group {
    int count;
    String first;
  }

  private final String name;
  private final int tries;
  private int done;
  private boolean reported;
  private long startNanos;
  private final Map<String, Integer> gamesByVariant = new TreeMap<>();
  private int solos;
  private int lastYearEnds;
  private final long[] phases = new long[PhaseType.values().length];
  private long orders;
  private long shuffled;
  private int failures;
  private final Map<String, Group> groups = new LinkedHashMap<>();

  GameTally(String name, int tries) {
    this.name = name;
    this.tries = tries;
  }

  synchronized void phase(PhaseType type, int orderCount, boolean wasShuffled) {
    phases[type.ordinal()]++;
    orders += orderCount;
    shuffled += wasShuffled ? 1 : 0;
  }

  /** A game played to its end (over, out of phases, or stopped by a failure). */
  synchronized void game(String variant, boolean solo, boolean lastYear) {
    gamesByVariant.merge(variant, 1, Integer::sum);
    solos += solo ? 1 : 0;
    lastYearEnds += lastYear ? 1 : 0;
  }

  /** A failing phase: each violation counts for its check, the first of each check keeps its report (made, minimized for that check, only then). */
  synchronized void failure(List<Violation> violations, Function<String, String> reportFor) {
    failures++;
    for (Violation v : violations) {
      Group g = groups.computeIfAbsent(v.check(), k -> new Group());
      if (g.count++ == 0) {
        g.first = v.detail() + "\n" + reportFor.apply(v.check());
      }
    }
  }

  /** Starts the clock on the first try; after the last one, fails if anything failed. */
  synchronized void started() {
    if (done == 0) {
      startNanos = System.nanoTime();
    }
  }

  synchronized void finished() {
    done++;
    if (done == tries && failed()) {
      reported = true;
      throw new AssertionError(summary() + "\n" + details());
    }
  }

  synchronized boolean ran() {
    return done > 0;
  }

  synchronized boolean failed() {
    return failures > 0;
  }

  /** Whether something failed but no try reported it (the run stopped before its last try). */
  synchronized boolean failedUnreported() {
    return failed() && !reported;
  }

  synchronized long phaseCount() {
    long n = 0;
    for (long p : phases) {
      n += p;
    }
    return n;
  }

  synchronized String summary() {
    int games = gamesByVariant.values().stream().mapToInt(Integer::intValue).sum();
    double seconds = (System.nanoTime() - startNanos) / 1e9;
    return String.format(Locale.ROOT,
        "random games [%s]: %,d games %s (%d won solo, %d ended by last-year), %,d phases (%,d movement, %,d retreat,"
            + " %,d adjustment; %,d also shuffled), %,d orders, %d failures (%d distinct) in %.1f s",
        name, games, gamesByVariant, solos, lastYearEnds, phaseCount(), phases[PhaseType.MOVEMENT.ordinal()],
        phases[PhaseType.RETREAT.ordinal()], phases[PhaseType.ADJUSTMENT.ordinal()], shuffled, orders,
        failures, groups.size(), seconds);
  }

  synchronized String details() {
    StringBuilder b = new StringBuilder();
    groups.forEach((check, g) -> b.append("\n== ").append(check).append(" (").append(g.count).append(" phases)\n")
        .append(g.first));
    return b.toString();
  }
}
