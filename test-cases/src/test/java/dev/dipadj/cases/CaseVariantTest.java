package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.read;
import static dev.dipadj.cases.CaseFileFixtures.statement;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The variant of a case (CASE-FORMAT.md): a file-level {@code variant} line is the default of
 * the cases below it, a case may name its own, classic is the default otherwise, and an
 * unknown variant is reported with its name and line.
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
}
