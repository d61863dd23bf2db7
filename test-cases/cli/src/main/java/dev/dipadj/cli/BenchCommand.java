package dev.dipadj.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import dev.dipadj.bench.BenchPosition;
import dev.dipadj.bench.BenchPositions;
import java.lang.management.ManagementFactory;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * {@code dipadj bench}: the movement resolver's steady state on the benchmark positions, each
 * checked against its expected outcome first. It warms up until the time per phase stops
 * changing (the last slices within a few per cent of each other), then measures slices and
 * reports their median, and the bytes allocated per phase. JMH gives the careful figures;
 * this is the quick one.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Time the movement resolver on the benchmark positions (opening, midgame, paradox).")
final class BenchCommand implements Callable<Integer> {
  private static final long SLICE_NANOS = 100_000_000L;
  private static final int STABLE_SLICES = 5;
  private static final double STABLE_SPREAD = 1.05;
  private static final double MAX_WARMUP_SECONDS = 20;

  /** The longest measuring time per position that {@code --seconds} takes: an hour. */
  static final double MAX_SECONDS = 3600;

  @Spec CommandSpec spec;

  private double seconds = 2;

  /**
   * The measuring time per position: more than zero and at most {@link #MAX_SECONDS}; anything
   * else (negative, zero, not a number, a century) is a usage error (issue 19, point 5).
   */
  @Option(names = "--seconds", paramLabel = "S",
      description = "measuring time per position, after the warm-up, more than 0 and at most 3600 (default 2)")
  void seconds(double s) {
    if (!(s > 0 && s <= MAX_SECONDS)) {
      throw new ParameterException(spec.commandLine(),
          "--seconds must be more than 0 and at most " + (int) MAX_SECONDS + ", not " + s);
    }
    seconds = s;
  }

  @Option(names = "--json", description = "print the figures as JSON")
  boolean json;

  /** The figures of one position. */
  record Figures(String position, double microsPerPhase, double phasesPerSecond, double bytesPerPhase,
      double warmupSeconds, boolean steady) {}

  /** What {@code --json} prints. */
  record Report(String java, String vm, int processors, List<Figures> positions) {}

  @Override
  public Integer call() throws Exception {
    List<Figures> all = new ArrayList<>();
    for (BenchPosition p : BenchPositions.all()) {
      all.add(measure(p));
    }
    if (json) {
      Report r = new Report(System.getProperty("java.version"), System.getProperty("java.vm.name"),
          Runtime.getRuntime().availableProcessors(), all);
      System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(r));
    } else {
      for (Figures f : all) {
        System.out.printf("%-10s %8.2f us/phase  %,12.0f phases/s  %,8.0f B/phase  (steady after %.1f s%s)%n",
            f.position(), f.microsPerPhase(), f.phasesPerSecond(), f.bytesPerPhase(), f.warmupSeconds(),
            f.steady() ? "" : ", not steady");
      }
    }
    return 0;
  }

  private Figures measure(BenchPosition p) {
    // Warm-up: slices until the last few agree.
    long start = System.nanoTime();
    List<Double> recent = new ArrayList<>();
    boolean steady = false;
    while (!steady && System.nanoTime() - start < MAX_WARMUP_SECONDS * 1e9) {
      recent.add(slice(p)[0]);
      if (recent.size() > STABLE_SLICES) {
        recent.remove(0);
      }
      steady = recent.size() == STABLE_SLICES
          && recent.stream().mapToDouble(x -> x).max().orElseThrow()
              <= STABLE_SPREAD * recent.stream().mapToDouble(x -> x).min().orElseThrow();
    }
    double warmup = (System.nanoTime() - start) / 1e9;
    int slices = Math.max(1, (int) Math.round(seconds * 1e9 / SLICE_NANOS));
    double[] micros = new double[slices];
    double bytes = 0;
    for (int i = 0; i < slices; i++) {
      double[] s = slice(p);
      micros[i] = s[0];
      bytes += s[1];
    }
    Arrays.sort(micros);
    double median = micros[slices / 2];
    return new Figures(p.name(), median, 1e6 / median, bytes / slices, warmup, steady);
  }

  /** One slice of adjudications: microseconds and bytes allocated per phase. */
  private static double[] slice(BenchPosition p) {
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long bytesBefore = threads.getThreadAllocatedBytes(id);
    long begin = System.nanoTime();
    long end = begin + SLICE_NANOS;
    long runs = 0;
    long now;
    do {
      for (int i = 0; i < 100; i++) {
        p.adjudicate();
      }
      runs += 100;
      now = System.nanoTime();
    } while (now < end);
    long bytes = threads.getThreadAllocatedBytes(id) - bytesBefore;
    return new double[] {(now - begin) / 1e3 / runs, (double) bytes / runs};
  }
}
