package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;

/**
 * Helpers for the case-file tests: reading a text as the file {@code t.case}, the error it
 * gives and the line it names, a statement of a case by keyword, and running a one-case text.
 */
final class CaseFileFixtures {
  private CaseFileFixtures() {}

  static List<CaseText> read(String text) throws CaseError {
    return CaseFileReader.read("t.case", text);
  }

  static CaseError error(String text) {
    return assertThrows(CaseError.class, () -> read(text));
  }

  static void assertAt(CaseError e, int line) {
    assertTrue(e.getMessage().startsWith("t.case:" + line + ":"),
        () -> "expected the error at t.case:" + line + ", got: " + e.getMessage());
  }

  static Statement statement(CaseText c, String keyword) {
    return c.statements().stream().filter(s -> s.keyword().equals(keyword)).findFirst()
        .orElseThrow(() -> new AssertionError("no '" + keyword + "' in " + c.statements()));
  }

  static CaseReport run(String text) throws CaseError {
    List<CaseText> cases = read(text);
    assertEquals(1, cases.size());
    return CaseRunner.run(cases.get(0));
  }

  static void assertPasses(String text) throws CaseError {
    CaseReport r = run(text);
    assertTrue(r.passed(), () -> r.failureLine());
  }
}
