package dev.dipadj.fuzz;

import net.jqwik.api.AfterFailureMode;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tag;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * Random games of every shipped variant, played through every phase with the public
 * {@code Game} API, never crash and keep every invariant after every phase (see
 * {@link PhaseCheck}): part of "no input crashes it".
 *
 * <p>Each try plays the game of one jqwik-chosen seed ({@link GameDriver}). The property
 * collects every failing phase and fails once, after its last try, with each distinct
 * problem minimized and as it happened; the counts are printed after the class either way
 * (jqwik reports only failures here). Shrinking is off: a seed does not shrink meaningfully,
 * {@link PhaseMinimizer} shrinks the phase instead. After a failure the next run replays the
 * same seeds (PREVIOUS_SEED).
 *
 * <p>The default build plays {@value #CI_GAMES} games of up to {@value #CI_PHASES} phases;
 * {@code mvn -Pfuzz verify} runs the {@code fuzz}-tagged property, {@value #FUZZ_GAMES}
 * games of up to {@value #FUZZ_PHASES} phases (over 100,000 phases in all).
 */
class RandomGameProperties {
  static final int CI_GAMES = 200;
  static final int CI_PHASES = 40;
  static final int FUZZ_GAMES = 2_000;
  static final int FUZZ_PHASES = 120;
  private static final GameTally CI = new GameTally("ci", CI_GAMES);
  private static final GameTally FUZZ = new GameTally("fuzz", FUZZ_GAMES);

  /** Seeds spread evenly over all longs (jqwik's default favours small numbers, which repeat). */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void randomGamesKeepTheirInvariants(@ForAll("seeds") long seed) {
    play(CI, CI_PHASES, seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void randomGamesKeepTheirInvariantsFuzz(@ForAll("seeds") long seed) {
    play(FUZZ, FUZZ_PHASES, seed);
  }

  private static void play(GameTally tally, int phases, long seed) {
    tally.started();
    new GameDriver(tally, phases).play(seed);
    tally.finished();
  }

  /** The counts of whichever properties ran, on standard output so Maven shows them. */
  @AfterContainer
  static void printCounts() {
    for (GameTally t : new GameTally[] {CI, FUZZ}) {
      if (t.ran()) {
        System.out.println(t.summary());
      }
      if (t.failedUnreported()) {
        throw new AssertionError(t.summary() + "\n" + t.details());
      }
    }
  }
}
