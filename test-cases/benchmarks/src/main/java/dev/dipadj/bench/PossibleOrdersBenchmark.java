package dev.dipadj.bench;

import dev.dipadj.game.Game;
import dev.dipadj.game.PossibleOrders;
import dev.dipadj.order.Order;
import java.util.List;
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
 * JMH: every possible order of a movement phase listed from scratch ({@link
 * PossibleOrders#of}, not the copy a {@link Game} keeps), on each benchmark position; the
 * midgame has 34 units (1,385 possible orders, 290 of them convoys). {@link #list} lists
 * them (each movement order kept as a code until it is asked for); {@link #listAndMakeAll}
 * also makes every one of them an {@code Order}, as {@link PossibleOrders#all} does. Run with
 * {@code java -jar test-cases/benchmarks/target/benchmarks.jar PossibleOrdersBenchmark -prof gc}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class PossibleOrdersBenchmark {
  /** The position: a benchmark position's movement phase ({@link BenchPositions}). */
  @Param({"midgame", "opening", "youngstown-redux-midgame", "twenty-twenty-midgame"})
  public String position;

  private Game game;

  /**
   * Loads the position.
   *
   * @throws Exception when the benchmark position cannot be read
   */
  @Setup
  public void load() throws Exception {
    game = BenchPositions.named(position).game();
  }

  /**
   * Lists every possible order of the phase.
   *
   * @return the orders listed (returned so that the work is not optimised away)
   */
  @Benchmark
  public PossibleOrders list() {
    return PossibleOrders.of(game);
  }

  /**
   * Lists every possible order of the phase and makes each an order.
   *
   * @return the orders (returned so that the work is not optimised away)
   */
  @Benchmark
  public List<Order> listAndMakeAll() {
    return PossibleOrders.of(game).all();
  }
}
