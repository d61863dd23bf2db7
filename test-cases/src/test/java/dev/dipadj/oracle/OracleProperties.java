package dev.dipadj.oracle;

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
 * The project's resolver agrees with the brute-force oracle ({@link ConsistentResolutions})
 * on every small random position ({@link OracleScenarios}) that has exactly one consistent
 * assignment of the DATC 5.B decisions; positions with none or several (circular movement,
 * convoy paradoxes) are only counted, since there the backup rules decide.
 *
 * <p>Each try checks the position drawn from a jqwik-chosen seed. The property collects all
 * disagreements and fails once, after its last try, listing each distinct shape with a
 * minimized and the original case as case-file text; the counts are printed after the class
 * either way (jqwik itself reports only failures here). Shrinking is off: a seed does not
 * shrink meaningfully, and {@link DisagreementMinimizer} shrinks the case instead. After a
 * failure the next run replays the same seeds (PREVIOUS_SEED), so a fix can be checked on
 * the very positions that failed.
 *
 * <p>The default build runs {@value #CI_TRIES} positions; {@code mvn -Pfuzz verify} runs the
 * {@code fuzz}-tagged property with {@value #FUZZ_TRIES}.
 */
class OracleProperties {
  static final int CI_TRIES = 3_000;
  static final int FUZZ_TRIES = 100_000;
  private static final OracleSurvey CI = new OracleSurvey("ci", CI_TRIES);
  private static final OracleSurvey FUZZ = new OracleSurvey("fuzz", FUZZ_TRIES);

  /** Seeds spread evenly over all longs (jqwik's default favours small numbers, which repeat). */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void resolverAgreesWithTheOracle(@ForAll("seeds") long seed) {
    CI.check(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void resolverAgreesWithTheOracleFuzz(@ForAll("seeds") long seed) {
    FUZZ.check(seed);
  }

  /**
   * The counts of whichever properties ran, on standard output so Maven shows them; and a
   * failure if a run stopped early with disagreements that no try reported.
   */
  @AfterContainer
  static void printCounts() {
    for (OracleSurvey s : new OracleSurvey[] {CI, FUZZ}) {
      if (s.ran()) {
        System.out.println(s.summary());
      }
      if (s.failedUnreported()) {
        throw new AssertionError(s.summary() + "\n" + s.details());
      }
    }
  }
}
