package dev.dipadj.fuzz;

import dev.dipadj.fuzz.OrderTextChecks.Problem;
import dev.dipadj.fuzz.OrderTextChecks.Result;
import dev.dipadj.fuzz.OrderTextSpellings.Sample;
import dev.dipadj.result.Outcome;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import java.util.TreeMap;

/**
 * The tally of one order-text property run. Each try draws {@value #PER_TRY} texts from its
 * seed (four in ten well-formed, the rest noise) and checks them with {@link OrderTextChecks}
 * on a watched thread, so a text that makes the parser loop is reported rather than hanging
 * the build. Problems are collected over the whole run and the property fails once, after its
 * last try, listing each distinct problem with a reproduction (shrunk when it does not rest
 * on what the generator meant).
 */
final class OrderTextSurvey {
  static final int PER_TRY = 10;
  /** A batch of ten texts takes milliseconds; ten seconds means a loop. */
  private static final long LIMIT_MILLIS = 10_000;

  private final String name;
  private final int tries;
  private final TextFuzzWatchdog watchdog;
  private final TextFuzzProblems problems = new TextFuzzProblems();
  private final TreeMap<String, Long> origins = new TreeMap<>();
  private final long[] outcomes = new long[Outcome.values().length];
  private volatile Sample current;
  private int done;
  private long strings;
  private long parsed;
  private long rejected;
  private long adjudicated;
  private long nanos;
  private boolean reported;

  OrderTextSurvey(String name, int tries) {
    this.name = name;
    this.tries = tries;
    this.watchdog = new TextFuzzWatchdog("order-text-" + name);
  }

  /** One sample of generator (a), (b) or (c). */
  static Sample draw(SplittableRandom r) {
    return r.nextInt(10) < 4 ? OrderTextSpellings.sample(r) : OrderTextNoise.sample(r);
  }

  /** Checks the texts drawn from this seed; after the last try, fails if anything went wrong. */
  synchronized void check(long seed) {
    long start = System.nanoTime();
    SplittableRandom r = new SplittableRandom(seed);
    List<Sample> samples = new ArrayList<>();
    for (int i = 0; i < PER_TRY; i++) {
      samples.add(draw(r));
    }
    List<Result> results = watchdog.run(() -> {
      List<Result> out = new ArrayList<>();
      for (Sample s : samples) {
        current = s;
        out.add(OrderTextChecks.check(s));
      }
      return out;
    }, LIMIT_MILLIS);
    if (results == null) {
      Sample s = current;
      problems.add("a text takes over " + LIMIT_MILLIS / 1000 + " s (the parser or the resolver loops)",
          () -> "  " + where(s) + "\n  text \"" + TextFuzzChars.escape(s.text()) + "\"");
    } else {
      for (int i = 0; i < samples.size(); i++) {
        record(samples.get(i), results.get(i));
      }
    }
    nanos += System.nanoTime() - start;
    done++;
    if (done == tries && !problems.isEmpty()) {
      reported = true;
      throw new AssertionError(summary() + "\n" + problems.details());
    }
  }

  private void record(Sample s, Result res) {
    strings++;
    origins.merge(s.origin().startsWith("made-up") ? "made-up nationality" : s.origin(), 1L, Long::sum);
    if (res.order() != null) {
      parsed++;
    } else {
      rejected++;
    }
    if (res.adjudicated() != null) {
      adjudicated++;
      outcomes[res.adjudicated().outcome().ordinal()]++;
    }
    for (Problem p : res.problems()) {
      problems.add(p.signature(), () -> reproduction(s, p));
    }
  }

  /** The text as generated and, unless the problem rests on the generator's intent, shrunk. */
  private static String reproduction(Sample s, Problem p) {
    StringBuilder b = new StringBuilder("  ").append(where(s)).append(", ").append(s.origin())
        .append("\n  text   \"").append(TextFuzzChars.escape(s.text())).append('"');
    String sig = p.signature();
    Problem shown = p;
    if (!p.needsExpectation()) {
      String small = TextFuzzMinimizer.minimizeWords(s.text(), t -> OrderTextChecks.check(s.withText(t, "shrunk"))
          .problems().stream().anyMatch(q -> q.signature().equals(sig)));
      b.append("\n  shrunk \"").append(TextFuzzChars.escape(small)).append('"');
      shown = OrderTextChecks.check(s.withText(small, "shrunk")).problems().stream()
          .filter(q -> q.signature().equals(sig)).findFirst().orElse(p);
    }
    return b.append("\n  ").append(shown.detail().replace("\n", "\n  ")).toString();
  }

  private static String where(Sample s) {
    return s.board().variant().name() + ", " + s.power().name() + ", " + s.phase();
  }

  boolean ran() {
    return done > 0;
  }

  /** Whether something went wrong but no try failed for it (the run stopped before its last try). */
  synchronized boolean failedUnreported() {
    return !problems.isEmpty() && !reported;
  }

  /** The counts, one line. */
  synchronized String summary() {
    return String.format("Order text survey '%s': %d strings tried %s; parsed %d, rejected %d; adjudicated %d"
            + " (succeeds %d, fails %d, illegal %d); problems %d (%d distinct); %.1f s",
        name, strings, origins, parsed, rejected, adjudicated, outcomes[Outcome.SUCCEEDS.ordinal()],
        outcomes[Outcome.FAILS.ordinal()], outcomes[Outcome.ILLEGAL.ordinal()], problems.total(),
        problems.distinct(), nanos / 1e9);
  }

  synchronized String details() {
    return problems.details();
  }
}
