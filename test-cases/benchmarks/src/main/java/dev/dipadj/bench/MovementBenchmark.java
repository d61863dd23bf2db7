package dev.dipadj.bench;

import dev.dipadj.resolve.MovementResult;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: one movement phase adjudicated from orders to result, on each benchmark position.
 * Run with {@code java -jar test-cases/benchmarks/target/benchmarks.jar MovementBenchmark}
 * (add {@code -prof gc} for the bytes allocated per phase, {@code -jvmArgs -XX:+UseParallelGC}
 * for the collector the command line uses). The resolver reaches its steady state within
 * about a second, so five warm-up seconds leave a wide margin; three forks show how much a
 * JVM's start changes the figures.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(3)
public class MovementBenchmark {
  @Param({"opening", "midgame", "paradox", "youngstown-redux-midgame", "twenty-twenty-midgame"})
  public String position;

  private BenchPosition bench;

  @Setup
  public void load() throws Exception {
    bench = BenchPositions.named(position);
  }

  @Benchmark
  public MovementResult adjudicate() {
    return bench.adjudicate();
  }
}
