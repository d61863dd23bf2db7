package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.result.IllegalReason;
import org.junit.jupiter.api.Test;

/**
 * {@code => illegal WORD} in a results line (docs/case-format.md, "Reasons an order is
 * illegal"): the word is read and checked when given, optional when not, written by
 * {@code adjudicate}. That the corpus gives every illegal order its word is the corpus's
 * own test ({@code CorpusIllegalWordsTest}).
 */
class IllegalWordsTest {
  /** DATC 6.A.1: a fleet moves only to a neighbouring province. */
  private static final String NOT_A_NEIGHBOUR = """
      case i.1
      units
        England: F North Sea
      orders
        England: F North Sea - Picardy
      results
        England: F North Sea - Picardy => illegal %s
      end
      """;

  @Test
  void theRightWordPasses() throws CaseError {
    assertPasses(NOT_A_NEIGHBOUR.formatted("unreachable"));
  }

  @Test
  void theWordMayBeLeftOutAsInFilesWrittenBeforeIt() throws CaseError {
    assertPasses(NOT_A_NEIGHBOUR.formatted(""));
  }

  @Test
  void anotherWordFailsTheCaseNamingBoth() throws CaseError {
    CaseReport r = run(NOT_A_NEIGHBOUR.formatted("army-to-sea"));
    assertFalse(r.passed());
    assertNotNull(r.difference(), r::failureLine);
    assertTrue(r.difference().contains("expected illegal army-to-sea, found illegal unreachable"
        + " (a fleet on Nth cannot reach Pic)"), r.difference());
  }

  @Test
  void aWordOfFailureIsNotAReasonForAnIllegalOrder() throws CaseError {
    CaseReport r = run(NOT_A_NEIGHBOUR.formatted("bounced"));
    assertFalse(r.passed());
    assertTrue(r.failureLine().contains("unknown reason for an illegal order"), r.failureLine());
  }

  @Test
  void aWordAfterSucceedsIsRefused() throws CaseError {
    CaseReport r = run("""
        case i.2
        units
          England: F North Sea
        orders
          England: F North Sea - Norwegian Sea
        results
          England: F North Sea - Norwegian Sea => succeeds unreachable
        end
        """);
    assertFalse(r.passed());
    assertTrue(r.failureLine().contains("only 'fails' and 'illegal' take a reason word"), r.failureLine());
  }

  @Test
  void adjudicateWritesTheWordAndCheckPassesWhatItWrote() throws CaseError {
    String written = CaseWriter.write(run(NOT_A_NEIGHBOUR.formatted("")), true);
    assertTrue(written.contains("England: F North Sea - Picardy => illegal unreachable  # a fleet on Nth cannot reach Pic"),
        written);
    assertPasses(written);
  }

  @Test
  void everyWordIsReadBack() {
    for (IllegalReason r : IllegalReason.values()) {
      assertEquals(r, IllegalReason.ofWord(r.word()).orElseThrow());
      assertEquals(r, IllegalReason.ofWord(r.word().toUpperCase(java.util.Locale.ROOT)).orElseThrow());
    }
    assertTrue(IllegalReason.ofWord("bounced").isEmpty());
  }
}
