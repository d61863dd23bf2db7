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
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code dipadj bench}: the movement resolver's and the possible-order listing's steady state on
 * the benchmark positions, each checked against its expected outcome first. For each it warms up
 * until the time per operation stops changing (the last slices within a few per cent of each
 * other), then measures slices and reports their median, and the bytes allocated per operation.
 * JMH gives the careful figures; this is the quick one.
 */
@Command(name = "bench", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Time the movement resolver and the listing of possible orders on the benchmark positions.")
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
   * The measuring time per position and operation: more than zero and at most {@link
   * #MAX_SECONDS}; anything else (negative, zero, not a number, a century) is a usage error
   * (issue 19, point 5).
   */
  @Option(names = "--seconds", paramLabel = "S",
      description = "measuring time per position and operation, after the warm-up, more than 0 and at most 3600 (default 2)")
  void seconds(double s) {
    if (!(s > 0 && s <= MAX_SECONDS)) {
      throw new ParameterException(spec.commandLine(),
          "--seconds must be more than 0 and at most " + (int) MAX_SECONDS + ", not " + s);
    }
    seconds = s;
  }

  @Option(names = "--json", description = "print the figures as JSON")
  boolean json;

  /** The positions named on the command line; none means all. */
  private final List<String> names = new ArrayList<>();

  /** The benchmark positions to time, by name; an unknown name is a usage error naming the known ones. */
  @Parameters(paramLabel = "POSITION", arity = "0..*",
      description = "benchmark positions to time (default: all of ${COMPLETION-CANDIDATES})",
      completionCandidates = PositionNames.class)
  void positions(List<String> given) {
    for (String name : given) {
      if (!BenchPositions.NAMES.contains(name)) {
        throw new ParameterException(spec.commandLine(),
            "no benchmark position '" + name + "' (there are " + String.join(", ", BenchPositions.NAMES) + ")");
      }
    }
    names.clear();
    names.addAll(given);
  }

  /** The benchmark positions' names, for the help. */
  static final class PositionNames implements Iterable<String> {
    @Override
    public java.util.Iterator<String> iterator() {
      return BenchPositions.NAMES.iterator();
    }
  }

  /** What is timed: one adjudication of the phase, or one listing of all its possible orders. */
  enum Operation {
    ADJUDICATION("adjudication"),
    POSSIBLE_ORDERS("possible orders");

    final String words;

    Operation(String words) {
      this.words = words;
    }
  }

  /** The figures of one operation on one position. */
  record Figures(String position, String operation, double microsPerOperation, double operationsPerSecond,
      double bytesPerOperation, double warmupSeconds, boolean steady) {}

  /** What {@code --json} prints. */
  record Report(String java, String vm, int processors, List<Figures> timings) {}

  @Override
  public Integer call() throws Exception {
    List<Figures> all = new ArrayList<>();
    for (String name : names.isEmpty() ? BenchPositions.NAMES : names) {
      BenchPosition p = BenchPositions.named(name);
      for (Operation operation : Operation.values()) {
        all.add(measure(p, operation));
      }
    }
    if (json) {
      Report r = new Report(System.getProperty("java.version"), System.getProperty("java.vm.name"),
          Runtime.getRuntime().availableProcessors(), all);
      System.out.println(new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT).writeValueAsString(r));
    } else {
      for (Figures f : all) {
        System.out.printf("%-24s %-16s %9.2f us  %,12.0f /s  %,10.0f B  (steady after %.1f s%s)%n",
            f.position(), f.operation(), f.microsPerOperation(), f.operationsPerSecond(), f.bytesPerOperation(),
            f.warmupSeconds(), f.steady() ? "" : ", not steady");
      }
    }
    return 0;
  }

  private Figures measure(BenchPosition p, Operation operation) {
    // Warm-up: slices until the last few agree.
    long start = System.nanoTime();
    List<Double> recent = new ArrayList<>();
    boolean steady = false;
    while (!steady && System.nanoTime() - start < MAX_WARMUP_SECONDS * 1e9) {
      recent.add(slice(p, operation)[0]);
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
      double[] s = slice(p, operation);
      micros[i] = s[0];
      bytes += s[1];
    }
    Arrays.sort(micros);
    double median = micros[slices / 2];
    return new Figures(p.name(), operation.words, median, 1e6 / median, bytes / slices, warmup, steady);
  }

  /** The last operation's result: it escapes, so that the work cannot be optimised away. */
  private static Object sink;

  /** One slice of operations: microseconds and bytes allocated per operation. */
  private static double[] slice(BenchPosition p, Operation operation) {
    com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
    long id = Thread.currentThread().getId();
    long bytesBefore = threads.getThreadAllocatedBytes(id);
    long begin = System.nanoTime();
    long end = begin + SLICE_NANOS;
    long runs = 0;
    long now;
    do {
      for (int i = 0; i < 10; i++) {
        sink = switch (operation) {
          case ADJUDICATION -> p.adjudicate();
          case POSSIBLE_ORDERS -> p.listPossibleOrders();
        };
      }
      runs += 10;
      now = System.nanoTime();
    } while (now < end);
    long bytes = threads.getThreadAllocatedBytes(id) - bytesBefore;
    return new double[] {(now - begin) / 1e3 / runs, (double) bytes / runs};
  }
}
