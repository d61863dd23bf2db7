package dev.dipadj.cli;

import dev.dipadj.bench.BenchPositions;
import dev.dipadj.bench.BenchPosition;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

/**
 * {@code dipadj bench}: a quick timing of the resolver on the benchmark positions, each
 * checked against its expected outcome first. For careful numbers use the JMH benchmarks.
 */
@Command(name = "bench", description = "Time the movement resolver on the benchmark positions (opening, midgame, paradox).")
final class BenchCommand implements Callable<Integer> {
  @Option(names = "--seconds", defaultValue = "2", description = "measuring time per position (default ${DEFAULT-VALUE})")
  double seconds;

  @Override
  public Integer call() throws Exception {
    for (BenchPosition p : BenchPositions.all()) {
      long warmEnd = System.nanoTime() + (long) (seconds * 0.5e9);
      while (System.nanoTime() < warmEnd) {
        p.adjudicate();
      }
      long runs = 0;
      long start = System.nanoTime();
      long end = start + (long) (seconds * 1e9);
      long now;
      do {
        for (int i = 0; i < 100; i++) {
          p.adjudicate();
        }
        runs += 100;
        now = System.nanoTime();
      } while (now < end);
      double micros = (now - start) / 1e3 / runs;
      System.out.printf("%-10s %8.2f us/phase  %,12.0f phases/s%n", p.name(), micros, 1e6 / micros);
    }
    return 0;
  }
}
