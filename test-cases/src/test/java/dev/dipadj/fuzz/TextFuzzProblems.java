package dev.dipadj.fuzz;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The distinct problems a text-fuzzing run found, each under a signature (the kind of
 * failure, without the input's details), with how often it happened and one reproduction:
 * the first input that showed it, shrunk when the caller can shrink it. A property collects
 * problems over its whole run and fails once at the end, so one frequent known defect does
 * not hide the others, and the counts cover every try.
 */
final class TextFuzzProblems {
  /** One distinct problem. */
  private static final class Problem {
    long count;
    String reproduction;
  }

  private final Map<String, Problem> problems = new LinkedHashMap<>();
  private long total;

  /**
   * Records a problem; the reproduction is only worked out (and shrunk) the first time a
   * signature is seen, since shrinking costs many runs.
   */
  synchronized void add(String signature, Supplier<String> reproduction) {
    total++;
    Problem p = problems.computeIfAbsent(signature, k -> new Problem());
    if (p.count++ == 0) {
      p.reproduction = reproduction.get();
    }
  }

  synchronized boolean isEmpty() {
    return problems.isEmpty();
  }

  synchronized int distinct() {
    return problems.size();
  }

  synchronized long total() {
    return total;
  }

  /** Each problem with its count and reproduction, one block each. */
  synchronized String details() {
    StringBuilder b = new StringBuilder();
    int k = 0;
    for (Map.Entry<String, Problem> e : problems.entrySet()) {
      b.append("\n--- problem ").append(++k).append(" (").append(e.getValue().count).append("x): ")
          .append(e.getKey()).append('\n').append(e.getValue().reproduction).append('\n');
    }
    return b.toString();
  }
}
