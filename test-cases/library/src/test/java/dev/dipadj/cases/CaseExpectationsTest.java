package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertAt;
import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.error;
import static dev.dipadj.cases.CaseFileFixtures.read;
import static dev.dipadj.cases.CaseFileFixtures.run;
import static dev.dipadj.cases.CaseFileFixtures.statement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

/**
 * Expectations in case files (docs/case-format.md): {@code expect same} (a line without a block),
 * {@code none} for an empty set of units or dislodged units, and dislodged units with their
 * retreats; each passes when the outcome matches and reports a difference when it does not.
 */
class CaseExpectationsTest {
  @Test
  void expectSameIsALineWithoutABlock() throws CaseError {
    CaseText c = read("""
        case s.1
        units
          England: A Lon
        orders
          England: A Lon H
        expect same
        end
        """).get(0);
    Statement same = statement(c, "expect same");
    assertEquals(6, same.line());
    assertTrue(same.body().isEmpty());
    assertTrue(CaseRunner.run(c).passed(), CaseRunner.run(c)::failureLine);
  }

  @Test
  void expectSameFailsWhenAUnitMoved() throws CaseError {
    CaseReport r = run("""
        case s.2
        units
          England: A Lon
        orders
          England: A Lon - Wal
        Expect Same
        end
        """);
    assertNotNull(r.difference(), "a moved unit is a change");
    assertNull(r.error());
  }

  @Test
  void expectSameFailsWhenAUnitWasDislodged() throws CaseError {
    CaseReport r = run("""
        case s.3
        units
          England: A Lon
          England: F Nth
          France: F Eng
          France: A Bel
          France: F Wal
        orders
          France: F Eng - Lon
          France: F Wal S F Eng - Lon
        expect same
        end
        """);
    assertNotNull(r.difference(), "a dislodged unit is a change");
  }

  @Test
  void aLineBelowExpectSameIsAnError() throws CaseError {
    CaseError e = error("""
        case s.4
        units
          England: A Lon
        orders
          England: A Lon H
        expect same
          England: A Lon
        end
        """);
    assertAt(e, 7);
  }

  @Test
  void noneStandsForTheEmptySet() throws CaseError {
    assertPasses("""
        case n.1  An empty board stays empty
        units
          none
        orders
        expect units
          none
        expect dislodged
          none
        end
        """);
  }

  @Test
  void expectDislodgedNoneFailsWhenAUnitWasDislodged() throws CaseError {
    CaseReport r = run("""
        case n.2
        units
          Germany: A Mun
          Germany: A Boh
          Austria: A Tyr
        orders
          Germany: A Mun - Tyr
          Germany: A Boh S A Mun - Tyr
        expect dislodged
          none
        end
        """);
    assertNotNull(r.difference());
    assertTrue(r.difference().contains("Tyr"), r.difference());
  }

  @Test
  void expectUnitsNoneFailsWhenUnitsRemain() throws CaseError {
    CaseReport r = run("""
        case n.3
        units
          England: A Lon
        orders
        expect units
          none
        end
        """);
    assertNotNull(r.difference());
  }

  @Test
  void dislodgedUnitsWithTheirRetreats() throws CaseError {
    String text = """
        case r.1
        units
          Germany: A Mun
          Germany: A Boh
          Austria: A Tyr
        orders
          Germany: A Mun - Tyr
          Germany: A Boh S A Mun - Tyr
        expect dislodged
          Austria: A Tyr retreats %s
        end
        """;
    assertPasses(text.formatted("Ven, Pie, Tri, Vie"));
    assertPasses(text.formatted("vie, TRI, Piedmont, Venice"));
    assertTrue(run(text.formatted("Ven, Pie, Tri")).difference() != null, "a missing retreat is a difference");
    assertTrue(run(text.formatted("none")).difference() != null, "retreats none is a difference here");
  }
}
