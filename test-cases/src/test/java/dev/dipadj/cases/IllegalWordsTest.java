package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.result.IllegalReason;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * {@code => illegal WORD} in a results line (docs/case-format.md, "Reasons an order is
 * illegal"): the word is read and checked when given, optional when not, written by
 * {@code adjudicate}; and the corpus gives every illegal order its word, with every word
 * produced somewhere by a position made for it (test-cases/rules/illegal-reasons.case).
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

  private static final Pattern ILLEGAL = Pattern.compile("=>\\s*illegal\\b\\s*([a-z-]*)");

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

  /** Every illegal order of the corpus names its reason, and every reason is named somewhere. */
  @Test
  void theCorpusGivesEveryIllegalOrderItsWordAndUsesEveryWord() throws IOException {
    Set<IllegalReason> used = EnumSet.noneOf(IllegalReason.class);
    List<String> bare = new ArrayList<>();
    List<Path> files = Corpus.files(List.of(Path.of(".")));
    assertTrue(files.size() >= 9, "the corpus files were not found from " + Path.of(".").toAbsolutePath());
    for (Path file : files) {
      List<String> lines = Files.readAllLines(file);
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = ILLEGAL.matcher(lines.get(i));
        if (!m.find()) {
          continue;
        }
        if (m.group(1).isEmpty()) {
          bare.add(file + ":" + (i + 1));
        } else {
          used.add(IllegalReason.ofWord(m.group(1)).orElseThrow(() -> new AssertionError(m.group(1))));
        }
      }
    }
    assertEquals(List.of(), bare, "illegal orders without their word");
    assertEquals(EnumSet.allOf(IllegalReason.class), used, "words no case produces");
  }
}
