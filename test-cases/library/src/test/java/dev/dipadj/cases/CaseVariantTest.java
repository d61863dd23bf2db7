package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.read;
import static dev.dipadj.cases.CaseFileFixtures.statement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The variant of a case (docs/case-format.md): a file-level {@code variant} line is the default of
 * the cases below it, a case may name its own (a shipped name, or the path of a variant file
 * relative to the case file), classic is the default otherwise, and an unknown variant is
 * reported with its name and line.
 */
class CaseVariantTest {
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

  @Test
  void aVariantFileIsReadRelativeToTheCaseFile(@TempDir Path dir) throws Exception {
    // A six-player board with Italy neutral: its orders are illegal, its units hold.
    Files.writeString(dir.resolve("mine.variant"), """
        base classic
        variant mine
        title "Italy neutral"
        player Austria Austria
        player England England
        player France France
        player Germany Germany
        player Russia Russia
        player Turkey Turkey
        """);
    Path caseFile = dir.resolve("mine.case");
    Files.writeString(caseFile, """
        variant mine.variant
        case v.4  A map tested before it ships
        orders
          Italy: A Ven - Tyr
        results
          Italy: A Ven - Tyr => illegal
        end
        """);
    List<CaseReport> reports = Corpus.run(caseFile);
    assertTrue(reports.get(0).passed(), reports.get(0).failureLine());
  }

  @Test
  void aMissingVariantFileIsReportedWithItsPath(@TempDir Path dir) throws Exception {
    Path caseFile = dir.resolve("lost.case");
    Files.writeString(caseFile, """
        variant gone.variant
        case v.5
        orders
        end
        """);
    CaseReport r = Corpus.run(caseFile).get(0);
    assertNotNull(r.error());
    assertTrue(r.error().contains("gone.variant"), r.error());
  }
}
