package dev.dipadj.oracle;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The tally of one property run: how many positions had zero, one or several consistent
 * assignments (split by whether their decisions depend on each other in a circle), and the
 * disagreements with the resolver grouped by {@link FailureShape}, each with a minimized and
 * the generated case (less the orders the resolver called illegal) as case-file text. The property checks each seed through here and fails
 * once, after its last try, if anything disagreed, so the counts always cover the whole run.
 */
final class OracleSurvey {
  /** One group of disagreements of the same shape. */
  private static final class Group {
    int count;
    long firstSeed;
    String minimized;
    String original;
    List<String> differences;
  }

  private final String name;
  private final int tries;
  private int done;
  private final Set<Long> seeds = new HashSet<>();
  /** Whether the failure after the last try was thrown. */
  private boolean reported;
  /** [acyclic, cyclic] x [0, 1, 2 or more consistent assignments]. */
  private final long[][] counts = new long[2][3];
  private int disagreements;
  private final Map<String, Group> groups = new LinkedHashMap<>();
  /** Positions without a circular dependency but not exactly one assignment: an oracle bug. */
  private final List<String> selfCheck = new ArrayList<>();

  OracleSurvey(String name, int tries) {
    this.name = name;
    this.tries = tries;
  }

  /** Checks the position drawn from this seed; after the last try, fails if anything disagreed. */
  synchronized void check(long seed) {
    OracleCase c = OracleScenarios.generate(seed);
    OracleComparison cmp = OracleComparison.of(c);
    done++;
    seeds.add(seed);
    counts[cmp.cyclic() ? 1 : 0][Math.min(cmp.consistent(), 2)]++;
    if (!cmp.cyclic() && cmp.consistent() != 1) {
      selfCheck.add("seed " + seed + ": " + cmp.consistent() + " consistent assignments without a cycle\n"
          + cmp.legal().caseText("oracle.selfcheck"));
    }
    if (cmp.disagrees()) {
      disagreements++;
      OracleCase small = DisagreementMinimizer.minimize(c);
      Group g = groups.computeIfAbsent(FailureShape.of(small), k -> new Group());
      if (g.count++ == 0) {
        g.firstSeed = seed;
        g.minimized = small.caseText("oracle." + groups.size());
        g.original = cmp.legal().caseText("oracle." + groups.size() + ".original");
        g.differences = OracleComparison.of(small).differences();
      }
    }
    if (done == tries && failed()) {
      reported = true;
      throw new AssertionError(summary() + "\n" + details());
    }
  }

  private boolean failed() {
    return disagreements > 0 || !selfCheck.isEmpty();
  }

  /** Whether something disagreed but no try failed for it (the run stopped before its last try). */
  synchronized boolean failedUnreported() {
    return failed() && !reported;
  }

  boolean ran() {
    return done > 0;
  }

  /** The counts, one short paragraph. */
  synchronized String summary() {
    long[] all = {counts[0][0] + counts[1][0], counts[0][1] + counts[1][1], counts[0][2] + counts[1][2]};
    return String.format(
        "Oracle survey '%s': %d positions (%d distinct seeds); consistent assignments 0: %d, 1: %d, >=2: %d"
            + " (acyclic %d: %d/%d/%d; cyclic %d: %d/%d/%d);"
            + " resolver disagrees on %d (%d distinct shapes); oracle self-check failures: %d",
        name, done, seeds.size(), all[0], all[1], all[2],
        counts[0][0] + counts[0][1] + counts[0][2], counts[0][0], counts[0][1], counts[0][2],
        counts[1][0] + counts[1][1] + counts[1][2], counts[1][0], counts[1][1], counts[1][2],
        disagreements, groups.size(), selfCheck.size());
  }

  /** Every shape of disagreement with its minimized and original case, and any self-check failure. */
  synchronized String details() {
    StringBuilder b = new StringBuilder();
    int k = 0;
    for (Map.Entry<String, Group> e : groups.entrySet()) {
      Group g = e.getValue();
      b.append("\n--- shape ").append(++k).append(": ").append(g.count).append(" positions, first seed ")
          .append(g.firstSeed).append("\n    ").append(e.getKey()).append('\n');
      for (String d : g.differences) {
        b.append("    ").append(d).append('\n');
      }
      b.append(g.minimized).append(g.original);
    }
    for (String s : selfCheck) {
      b.append("\n--- self-check: ").append(s);
    }
    return b.toString();
  }
}
