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
 * No case file crashes the reader or the runner: mutations of every corpus case file
 * ({@link CaseFileMutator}) run, or report an error of one clean line naming the file and a
 * line of it, never an internal error; and what CaseWriter prints back for a case that runs
 * reads back, runs and passes. The rules checked per file are those of
 * {@link CaseFileChecks}, the tally is {@link CaseFileSurvey}'s.
 *
 * <p>Each try checks one file mutated from a jqwik-chosen seed. Shrinking is off (a seed
 * does not shrink; the survey shrinks the file instead) and the property fails once, after
 * its last try, listing every distinct problem; the counts are printed after the class
 * either way. The default build checks {@value #CI_TRIES} files, {@code mvn -Pfuzz verify}
 * the {@code fuzz}-tagged property with {@value #FUZZ_TRIES}.
 */
class CaseFileMutationProperties {
  static final int CI_TRIES = 1_000;
  static final int FUZZ_TRIES = 10_000;
  private static final CaseFileSurvey CI = new CaseFileSurvey("ci", CI_TRIES);
  private static final CaseFileSurvey FUZZ = new CaseFileSurvey("fuzz", FUZZ_TRIES);

  /** Seeds spread evenly over all longs (jqwik's default favours small numbers, which repeat). */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void mutatedCaseFilesRunOrReportOneLineErrors(@ForAll("seeds") long seed) {
    CI.check(seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE,
      afterFailure = AfterFailureMode.PREVIOUS_SEED)
  void mutatedCaseFilesRunOrReportOneLineErrorsFuzz(@ForAll("seeds") long seed) {
    FUZZ.check(seed);
  }

  /** The counts of whichever properties ran; and a failure if a run stopped early with problems unreported. */
  @AfterContainer
  static void printCounts() {
    for (CaseFileSurvey s : new CaseFileSurvey[] {CI, FUZZ}) {
      if (s.ran()) {
        System.out.println(s.summary());
      }
      if (s.failedUnreported()) {
        throw new AssertionError(s.summary() + "\n" + s.details());
      }
    }
  }
}
