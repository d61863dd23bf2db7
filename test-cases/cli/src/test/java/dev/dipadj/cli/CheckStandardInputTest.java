package dev.dipadj.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * {@code dipadj check -} runs the cases of standard input, as {@code dipadj adjudicate -}
 * reads them; named twice, standard input is read once (found by the command-line fuzz run:
 * {@code check - -} printed an error line for each).
 */
class CheckStandardInputTest {
  /** The rulebook's plain move: an army moves into an empty province next to it. */
  private static final String CASE = """
      case stdin.1  A move into an empty province succeeds
      orders
        France: A Par - Bur
      results
        France: A Par - Bur => succeeds
      end
      """;

  @Test
  void theCasesOfStandardInputAreRun() {
    CliTest.Run r = CliTest.runWithInput(CASE, "check", "-");
    assertEquals(0, r.exit(), r.err());
    assertEquals(List.of("1 passed, 0 failed"), r.outLines());
  }

  @Test
  void standardInputNamedTwiceIsReadOnce() {
    CliTest.Run r = CliTest.runWithInput(CASE, "check", "-", "-");
    assertEquals(0, r.exit(), r.err());
    assertEquals(List.of("1 passed, 0 failed"), r.outLines());
  }

  @Test
  void emptyStandardInputHoldsNoCaseAndSaysSoOnOneLine() {
    CliTest.Run r = CliTest.runWithInput("", "check", "-", "-");
    assertEquals(ExitCode.INPUT, r.exit());
    assertEquals(List.of("dipadj: no cases in -, -"), r.err().lines().toList());
  }
}
