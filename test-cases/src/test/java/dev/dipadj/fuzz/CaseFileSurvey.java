package dev.dipadj.fuzz;

import dev.dipadj.fuzz.CaseFileChecks.Problem;
import dev.dipadj.fuzz.CaseFileChecks.Result;
import dev.dipadj.fuzz.CaseFileMutator.Mutant;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.SplittableRandom;
import java.util.function.Predicate;

/**
 * The tally of one case-file property run: each try mutates a corpus file
 * ({@link CaseFileMutator}) from its seed and checks it ({@link CaseFileChecks}), as text
 * through CaseFileReader and CaseRunner, or written to a temporary file and run through
 * Corpus.run when its bytes matter. Work runs on a watched thread, so a file that makes the
 * runner loop is reported. Problems are collected over the whole run and the property fails
 * once, after its last try, with each distinct problem and its input shrunk line by line and
 * then character by character (or byte by byte).
 */
final class CaseFileSurvey {
  /** A mutated corpus file runs in milliseconds; a minute means a loop. */
  private static final long LIMIT_MILLIS = 60_000;

  private final String name;
  private final int tries;
  private final TextFuzzWatchdog watchdog;
  private final TextFuzzProblems problems = new TextFuzzProblems();
  private Path dir;
  private int done;
  private long onDisk;
  private long cases;
  private long passed;
  private long differences;
  private long errors;
  private long nanos;
  private boolean reported;

  CaseFileSurvey(String name, int tries) {
    this.name = name;
    this.tries = tries;
    this.watchdog = new TextFuzzWatchdog("case-file-" + name);
  }

  /** Checks the file mutated from this seed; after the last try, fails if anything went wrong. */
  synchronized void check(long seed) {
    long start = System.nanoTime();
    Mutant m = CaseFileMutator.mutate(new SplittableRandom(seed));
    Result res = watchdog.run(() -> run(m, "mutant.case"), LIMIT_MILLIS);
    if (res == null) {
      problems.add("a case file takes over " + LIMIT_MILLIS / 1000 + " s (the reader or runner loops)",
          () -> "  " + m.name() + " " + m.edits() + "\n" + TextFuzzChars.escapeLines(m.text()));
    } else {
      if (m.onDisk()) {
        onDisk++;
      }
      cases += res.cases();
      passed += res.passed();
      differences += res.differences();
      errors += res.errors();
      for (Problem p : res.problems()) {
        problems.add(p.signature(), () -> reproduction(m, p));
      }
    }
    nanos += System.nanoTime() - start;
    done++;
    if (done == tries && !problems.isEmpty()) {
      reported = true;
      throw new AssertionError(summary() + "\n" + problems.details());
    }
  }

  private Result run(Mutant m, String fileName) {
    if (!m.onDisk()) {
      return CaseFileChecks.checkText(m.name(), m.text());
    }
    return runBytes(m.bytes(), fileName);
  }

  private Result runBytes(byte[] bytes, String fileName) {
    try {
      if (dir == null) {
        dir = Files.createTempDirectory("dipadj-case-fuzz");
        dir.toFile().deleteOnExit();
      }
      Path f = dir.resolve(fileName);
      Files.write(f, bytes);
      f.toFile().deleteOnExit();
      return CaseFileChecks.checkFile(f, bytes);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The mutated file's origin and edits, the input shrunk to what still shows the problem, and its detail. */
  private String reproduction(Mutant m, Problem p) {
    String sig = p.signature();
    StringBuilder b = new StringBuilder("  from ").append(m.name()).append(", edits ").append(m.edits())
        .append(m.onDisk() ? ", on disk" : "").append('\n');
    Result small;
    if (m.onDisk()) {
      Predicate<byte[]> fails = bytes -> has(runBytes(bytes, "shrink.case"), sig);
      byte[] shrunk = TextFuzzMinimizer.minimizeBytes(m.bytes(), fails);
      b.append("  shrunk to ").append(shrunk.length).append(" bytes: \"").append(TextFuzzChars.escape(shrunk))
          .append("\"\n");
      small = runBytes(shrunk, "shrink.case");
    } else {
      Predicate<String> fails = t -> has(CaseFileChecks.checkText(m.name(), t), sig);
      String shrunk = TextFuzzMinimizer.minimizeText(m.text(), fails);
      b.append("  shrunk to ").append(CaseFileChecks.lineCount(shrunk)).append(" lines:\n")
          .append(TextFuzzChars.escapeLines(shrunk));
      small = CaseFileChecks.checkText(m.name(), shrunk);
    }
    Problem shown = small.problems().stream().filter(q -> q.signature().equals(sig)).findFirst().orElse(p);
    return b.append("  ").append(shown.detail().replace("\n", "\n  ")).toString();
  }

  private static boolean has(Result r, String signature) {
    return r.problems().stream().anyMatch(q -> q.signature().equals(signature));
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
    return String.format("Case file survey '%s': %d files mutated (%d read from disk); %d cases run: passed %d,"
            + " with a difference %d, errors %d; problems %d (%d distinct); %.1f s",
        name, done, onDisk, cases, passed, differences, errors, problems.total(), problems.distinct(), nanos / 1e9);
  }

  synchronized String details() {
    return problems.details();
  }
}
