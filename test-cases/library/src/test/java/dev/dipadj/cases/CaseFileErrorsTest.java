package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertAt;
import static dev.dipadj.cases.CaseFileFixtures.error;
import static dev.dipadj.cases.CaseFileFixtures.run;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Errors in case files, reported with file and line (docs/case-format.md): statements and block
 * lines outside a case, unknown expectations, arguments on block keywords, misplaced or
 * missing {@code end} and ids, and unknown provinces and powers in a case's lines.
 */
class CaseFileErrorsTest {
  @Test
  void aStatementOutsideACaseIsAnError() {
    CaseError e = error("""
        variant classic

        units
          England: A Lon
        """);
    assertAt(e, 3);
    assertTrue(e.getMessage().contains("units"), e.getMessage());
  }

  @Test
  void aStatementBetweenCasesIsAnError() {
    CaseError e = error("""
        case a
        orders
        end
        orders
          England: A Lon H
        """);
    assertAt(e, 4);
  }

  @Test
  void aBlockLineOutsideACaseIsAnError() {
    CaseError e = error("""
        # nothing yet
        England: A Lon
        """);
    assertAt(e, 2);
    assertTrue(e.getMessage().contains("England"), e.getMessage());
  }

  @Test
  void aLineOutsideAnyBlockIsAnError() {
    CaseError e = error("""
        case a
        phase Spring 1901 Movement
          England: A Lon
        orders
        end
        """);
    assertAt(e, 3);
  }

  @Test
  void anUnknownExpectationIsAnError() {
    CaseError e = error("""
        case a
        orders
          England: F Lon H
        expect victory
          England
        end
        """);
    assertAt(e, 4);
    assertTrue(e.getMessage().contains("victory"), e.getMessage());
  }

  @Test
  void aBlockKeywordWithAnArgumentIsAnError() {
    CaseError e = error("""
        case a
        units England: A Lon
        orders
        end
        """);
    assertAt(e, 2);
    assertTrue(e.getMessage().contains("England: A Lon"), e.getMessage());
  }

  @Test
  void anExpectBlockWithAnArgumentIsAnError() {
    CaseError e = error("""
        case a
        orders
        expect units England: A Lon
        end
        """);
    assertAt(e, 3);
  }

  @Test
  void anOrdersBlockWithAnArgumentIsAnError() {
    assertAt(error("case a\n\norders England: A Lon H\nend\n"), 3);
  }

  @Test
  void endWithoutCaseIsAnError() {
    assertAt(error("case a\norders\nend\nend\n"), 4);
  }

  @Test
  void aCaseWithoutAnIdIsAnError() {
    assertAt(error("# x\ncase\norders\nend\n"), 2);
  }

  @Test
  void aCaseWithoutEndIsAnError() {
    CaseError e = error("""
        case a
        orders
        case b
        orders
        end
        """);
    assertAt(e, 3);
    assertTrue(e.getMessage().contains("end"), e.getMessage());
  }

  @Test
  void aCaseWithoutEndAtTheEndOfTheFileIsAnError() {
    CaseError e = error("case a\norders\n  England: F Lon H\n");
    assertTrue(e.getMessage().matches("t\\.case:\\d+: .*"), e.getMessage());
    assertTrue(e.getMessage().contains("end"), e.getMessage());
  }

  @Test
  void anUnknownProvinceInAnOrderIsReportedAtItsLine() throws CaseError {
    CaseReport r = run("""
        case a
        units
          England: A Lon
        orders
          England: A Lon - Atlantis
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:5:"), r.error());
    assertTrue(r.error().toLowerCase(java.util.Locale.ROOT).contains("atlantis"), r.error());
  }

  @Test
  void anUnknownPowerIsReportedAtItsLine() throws CaseError {
    CaseReport r = run("""
        case a
        units
          England: A Lon
          Narnia: A Par
        orders
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:4:"), r.error());
    // Issue 18, item 3: with the powers the variant knows.
    assertTrue(r.error().endsWith(
        ": unknown power (known: Austria, England, France, Germany, Italy, Russia, Turkey) (at 'Narnia')"), r.error());
  }
}
