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
 * No order text crashes the reader or the adjudicator: for well-formed orders in many
 * spellings (generator a, {@link OrderTextSpellings}), their mutations, blank and 100 KB
 * texts, and random token strings (b and c, {@link OrderTextNoise}), on the classic and Era
 * of Empire maps, parsing yields an order or an {@code OrderSyntaxException}, and a parsed
 * order adjudicated in a game of its phase yields a result. The rules checked per text are
 * those of {@link OrderTextChecks}, the tally is {@link OrderTextSurvey}'s.
 *
 * <p>Each try checks {@value OrderTextSurvey#PER_TRY} texts drawn from a jqwik-chosen seed.
 * Shrinking is off (a seed does not shrink; the survey shrinks the text instead) and the
 * property fails once, after its last try, listing every distinct problem; the counts are
 * printed after the class either way. The default build checks {@value #CI_TRIES} tries,
 * {@code mvn -Pfuzz verify} the {@code fuzz}-tagged property with {@value #FUZZ_TRIES}
 * (1,000,000 texts).
 */
class OrderTextProperties {
  static final int CI_TRIES = 5_000;
  static final int FUZZ_TRIES = 100_000;
  private static final OrderTextSurvey CI = new OrderTextSurvey("ci", CI_TRIES);
  private static final OrderTextSurvey FUZZ = new OrderTextSurvey("fuzz", FUZZ_TRIES);

  /** Seeds spread evenly over all longs (jqwik's default favours small numbers, which repeat). */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void orderTextsParseOrAreRejected(@ForAll("seeds") long seed) {
    CI.check(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void orderTextsParseOrAreRejectedFuzz(@ForAll("seeds") long seed) {
    FUZZ.check(seed);
  }

  /** The counts of whichever properties ran; and a failure if a run stopped early with problems unreported. */
  @AfterContainer
  static void printCounts() {
    for (OrderTextSurvey s : new OrderTextSurvey[] {CI, FUZZ}) {
      if (s.ran()) {
        System.out.println(s.summary());
      }
      if (s.failedUnreported()) {
        throw new AssertionError(s.summary() + "\n" + s.details());
      }
    }
  }
}
