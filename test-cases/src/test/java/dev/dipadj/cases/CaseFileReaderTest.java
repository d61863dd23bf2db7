package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The grammar of case files (CASE-FORMAT.md): comments, blank lines and indentation,
 * keywords in any case, {@code expect same}, {@code none}, the file's default variant, and
 * errors reported with file and line.
 */
class CaseFileReaderTest {
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

  // -------------------------------------------------------------------------------------
  // Lines: comments, blank lines, indentation

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

  // -------------------------------------------------------------------------------------
  // Keywords in any case

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

  // -------------------------------------------------------------------------------------
  // expect same, none

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

  // -------------------------------------------------------------------------------------
  // The file-level variant

  @Test
  void theFileVariantIsTheDefaultOfTheCasesBelowIt() throws CaseError {
    List<CaseText> cases = read("""
        case a
        orders
        end
        variant classic
        case b
        orders
        end
        case c
        variant other
        orders
        end
        """);
    assertNull(cases.get(0).defaultVariant());
    assertEquals("classic", cases.get(1).defaultVariant());
    assertEquals("classic", cases.get(2).defaultVariant());
    Statement v = statement(cases.get(2), "variant");
    assertEquals("other", v.argument());
    assertEquals(9, v.line());
  }

  @Test
  void withoutAVariantTheCaseIsClassic() throws CaseError {
    assertPasses("""
        case v.1  The classic opening position is the default
        orders
          England: F Lon - Nth
        expect units
          Austria: A Vie
          Austria: A Bud
          Austria: F Tri
          England: F Nth
          England: F Edi
          England: A Lvp
          France: A Par
          France: A Mar
          France: F Bre
          Germany: A Ber
          Germany: A Mun
          Germany: F Kie
          Italy: A Rom
          Italy: A Ven
          Italy: F Nap
          Russia: A Mos
          Russia: A War
          Russia: F Sev
          Russia: F StP/sc
          Turkey: A Con
          Turkey: A Smy
          Turkey: F Ank
        end
        """);
  }

  @Test
  void anUnknownFileVariantIsReportedWithItsName() throws CaseError {
    List<CaseText> cases = read("""
        variant nowhere
        case v.2
        orders
        end
        """);
    CaseReport r = CaseRunner.run(cases.get(0));
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:"), r.error());
    assertTrue(r.error().contains("nowhere"), r.error());
  }

  @Test
  void anUnknownCaseVariantIsReportedOnItsLine() throws CaseError {
    List<CaseText> cases = read("""
        case v.3
        variant nowhere
        orders
        end
        """);
    CaseReport r = CaseRunner.run(cases.get(0));
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:2:"), r.error());
    assertTrue(r.error().contains("nowhere"), r.error());
  }

  // -------------------------------------------------------------------------------------
  // Errors, with file and line

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
    assertTrue(r.error().toLowerCase(java.util.Locale.ROOT).contains("narnia"), r.error());
  }
}
