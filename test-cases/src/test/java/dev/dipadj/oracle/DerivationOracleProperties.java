package dev.dipadj.oracle;

import java.util.ArrayList;
import java.util.List;
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
 * Each strength the derivation states ({@code MovementResolver.explain}) equals the brute-force
 * oracle's ({@link DerivationAgreement}) on every small random position ({@link
 * OracleScenarios}) with exactly one consistent assignment of the DATC 5.B decisions (issue 24).
 * A failure names the seed and prints the case, less its illegal orders, as case-file text. The
 * default build runs {@value #CI_TRIES} positions; {@code mvn -Pfuzz verify} runs the {@code
 * fuzz}-tagged property with {@value #FUZZ_TRIES}.
 */
class DerivationOracleProperties {
  static final int CI_TRIES = 1_000;
  static final int FUZZ_TRIES = 50_000;
  /** [ci, fuzz]: positions tried, and those with exactly one consistent assignment (compared). */
  private static final int[][] COUNTS = new int[2][2];

  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void derivationStrengthsAreTheOracles(@ForAll("seeds") long seed) {
    check(0, seed);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_TRIES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void derivationStrengthsAreTheOraclesFuzz(@ForAll("seeds") long seed) {
    check(1, seed);
  }

  private static void check(int run, long seed) {
    OracleCase c = OracleScenarios.generate(seed);
    DerivationAgreement a = DerivationAgreement.of(c);
    synchronized (COUNTS) {
      COUNTS[run][0]++;
      COUNTS[run][1] += a.consistent() == 1 ? 1 : 0;
    }
    if (!a.differences().isEmpty()) {
      throw new AssertionError("seed " + seed + ": the derivation disagrees with the oracle\n  "
          + String.join("\n  ", a.differences()) + "\n" + a.legal().caseText("oracle.derivation"));
    }
  }

  /** How many positions were compared, on standard output so Maven shows it. */
  @AfterContainer
  static void printCounts() {
    List<String> names = new ArrayList<>(List.of("ci", "fuzz"));
    for (int run = 0; run < 2; run++) {
      if (COUNTS[run][0] > 0) {
        System.out.println("Derivation against the oracle '" + names.get(run) + "': " + COUNTS[run][0]
            + " positions, " + COUNTS[run][1] + " with a single consistent assignment compared");
      }
    }
  }
}
