package dev.dipadj.bench;

import dev.dipadj.game.Game;
import dev.dipadj.position.PhaseType;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: the self-play loop of reinforcement-learning and search work, on one thread. Each
 * call plays one random classic game of at most {@link #PHASES} phases: in each phase it
 * lists the possible orders, picks one at random for each unit to order (in Winter as many
 * of a power's builds or disbands as it has), adjudicates, and goes on through retreats and
 * adjustments. The games are those of the seeds {@code SEED .. SEED + GAMES - 1}, played in
 * turn, so that every run plays the same games. The phases played are counted by type
 * ({@link Phases}): JMH reports each count per second beside the games per second, and
 * {@code phases} is the loop's figure. Run with {@code java -jar
 * test-cases/benchmarks/target/benchmarks.jar SelfPlayBenchmark}.
 */
@State(Scope.Thread)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 5, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(1)
public class SelfPlayBenchmark {
  /** The most phases a game is played for. */
  public static final int PHASES = 40;
  /** The number of games played in turn, and the seed of the first. */
  public static final int GAMES = 100;
  /** The seed of the first game. */
  public static final long SEED = 1;

  private Variant classic;
  private int next;

  /** The phases played, by type; JMH reports each per second. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Phases {
    /** Phases of every type. */
    public long phases;
    /** Movement phases. */
    public long movement;
    /** Retreat phases. */
    public long retreat;
    /** Adjustment phases. */
    public long adjustment;

    /** Counts nothing yet, at each iteration. */
    @Setup(Level.Iteration)
    public void clear() {
      phases = 0;
      movement = 0;
      retreat = 0;
      adjustment = 0;
    }

    void count(PhaseType type) {
      phases++;
      switch (type) {
        case MOVEMENT -> movement++;
        case RETREAT -> retreat++;
        case ADJUSTMENT -> adjustment++;
      }
    }
  }

  /** Loads the classic variant. */
  @Setup
  public void load() {
    classic = Variants.named("classic");
  }

  /**
   * Plays the next game.
   *
   * @param phases the counts of phases played
   * @return the game where it stopped (returned so that the work is not optimised away)
   */
  @Benchmark
  public Game game(Phases phases) {
    Random random = new Random(SEED + next);
    next = (next + 1) % GAMES;
    return play(classic, random, phases);
  }

  /** One game of random possible orders, as the README's self-play loop plays it ({@link RandomPlay}). */
  static Game play(Variant variant, Random random, Phases phases) {
    Game game = Game.start(variant);
    for (int n = 0; n < PHASES && !game.isOver(); n++) {
      phases.count(game.phase().type());
      game = game.adjudicate(RandomPlay.orders(game, random)).next();
    }
    return game;
  }

}
