package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.read;
import static dev.dipadj.cases.CaseFileFixtures.statement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The grammar of case files (docs/case-format.md): comments, blank lines and indentation, line
 * endings, several cases in a file, statements and their blocks, and keywords, names and
 * outcomes in any case.
 */
class CaseFileReaderTest {
  @Test
  void commentsAndBlankLinesMeanNothing() throws CaseError {
    List<CaseText> cases = read("""
        # a file comment
        variant classic   # the default

        case 1  A title   # not part of the title
          # a comment inside a case
        units             # the units
          England: A Lon  # a unit

            England: F Nth
        orders
        England: A Lon - Yor   # move
        end   # done
        # trailing
        """);
    assertEquals(1, cases.size());
    CaseText c = cases.get(0);
    assertEquals("1", c.id());
    assertEquals("A title", c.title());
    assertEquals(4, c.line());
    assertEquals("classic", c.defaultVariant());
    Statement units = statement(c, "units");
    assertEquals(6, units.line());
    assertEquals("", units.argument());
    assertEquals(List.of(new CaseLine(7, "England: A Lon"), new CaseLine(9, "England: F Nth")), units.body());
    assertEquals(List.of(new CaseLine(11, "England: A Lon - Yor")), statement(c, "orders").body());
  }

  @Test
  void windowsLineEndingsAreRead() throws CaseError {
    List<CaseText> cases = read("case 1\r\nunits\r\n  England: A Lon\r\norders\r\n  England: A Lon H\r\nend\r\n");
    assertEquals(List.of(new CaseLine(3, "England: A Lon")), statement(cases.get(0), "units").body());
  }

  @Test
  void severalCasesInAFile() throws CaseError {
    List<CaseText> cases = read("""
        case a
        orders
        end
        case b  Second
        orders
        end
        """);
    assertEquals(List.of("a", "b"), cases.stream().map(CaseText::id).toList());
    assertEquals(4, cases.get(1).line());
    assertEquals("Second", cases.get(1).title());
  }

  @Test
  void keywordsAreCaseInsensitive() throws CaseError {
    List<CaseText> cases = read("""
        VARIANT classic
        CASE k.1  Upper case
        Phase Spring 1901 Movement
        UNITS
          England: A Lon
        Orders
          England: A Lon - Wal
        RESULTS
          England: A Lon - Wal => succeeds
        Expect Units
          England: A Wal
        EXPECT DISLODGED
          None
        End
        """);
    CaseText c = cases.get(0);
    assertEquals("classic", c.defaultVariant());
    assertEquals(List.of("phase", "units", "orders", "results", "expect units", "expect dislodged"),
        c.statements().stream().map(Statement::keyword).toList());
    assertEquals("Spring 1901 Movement", statement(c, "phase").argument());
    CaseReport r = CaseRunner.run(c);
    assertTrue(r.passed(), r::failureLine);
  }

  @Test
  void namesAndOutcomesAreCaseInsensitive() throws CaseError {
    assertPasses("""
        case k.2
        phase SPRING 1901 MOVEMENT
        units
          ENGLAND: a LONDON
          england: f north sea
        orders
          England: A lon -> YORKSHIRE
          ENGLAND: F NTH s a Lon - yor
        results
          england: a london - yorkshire => SUCCEEDS
          England: F Nth S A Lon - Yor => Succeeds
        expect units
          england: a yor
          England: F NTH
        expect dislodged
          NONE
        end
        """);
  }
}
