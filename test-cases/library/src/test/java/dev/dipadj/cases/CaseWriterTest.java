package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** What {@code adjudicate} writes ({@link CaseWriter}) reads back as a case that passes. */
class CaseWriterTest {

  @Test
  void aSetupPhaseAndAFirstStepPhaseAreWrittenOnceEach() throws CaseError {
    // The case format lets a case give the phase of its setup and again of its first step
    // (OnceOnly); the writer used to copy the step's line with the setup and write it again
    // with the step: three phase lines, which the reader refuses (found by the -Pfuzz run).
    String text = """
        variant classic

        case writer.phases  A setup phase and the first step's phase
        phase Spring 1901 Movement
        units
          France: A Par
        phase Spring 1901 Movement
        orders
          France: A Par - Bur
        results
          France: A Par - Bur => succeeds
        end
        """;
    String written = CaseWriter.write(run(text), true);
    assertEquals(2, written.lines().filter(l -> l.startsWith("phase ")).count(), written);
    assertPasses(written);
  }
}
