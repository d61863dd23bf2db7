package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.read;
import static dev.dipadj.cases.CaseFileFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, point 9: {@code check} ran a case with two {@code units} blocks (the second
 * replacing the first) where {@code json} refused it. Both now refuse such a case, with the
 * same message naming file, line and keyword, from one check ({@link OnceOnly}).
 */
class OnceOnlyTest {
  private static final String TWO_UNITS = """
      case two
      units
        England: F Lon
      units
        France: A Par
      orders
      end
      """;

  /** The error of the runner (check, adjudicate) and of the JSON writer (json) for one case. */
  private static void bothRefuse(String text, int line, String keyword) throws CaseError {
    CaseReport r = run(text);
    assertFalse(r.passed());
    String expected = "t.case:" + line + ": '" + keyword + "' given twice (at '" + keyword + "')";
    assertEquals(expected, r.error(), r.failureLine());
    List<CaseText> cases = read(text);
    CaseError e = assertThrows(CaseError.class, () -> CaseJsonWriter.write(cases));
    assertEquals(expected, e.getMessage());
  }

  @Test
  void twoUnitsBlocksAreRefusedByCheckAndJson() throws CaseError {
    bothRefuse(TWO_UNITS, 4, "units");
  }

  @Test
  void everySetupStatementGivenOnceOnly() throws CaseError {
    bothRefuse("case a\nphase Fall 1901 Movement\nunits\nphase Spring 1901 Movement\nphase Spring 1901 Movement\n"
        + "orders\nend\n", 5, "phase");
    bothRefuse("case a\nvariant classic\nvariant classic-2p\norders\nend\n", 3, "variant");
    bothRefuse("case a\nowners\n  England: Lon\nowners\n  France: Par\norders\nend\n", 4, "owners");
  }

  @Test
  void aStepsExpectationsGivenOnceOnly() throws CaseError {
    bothRefuse("case a\norders\nresults\nexpect units\n  England: F Lon\nexpect units\n  England: F Edi\nend\n",
        6, "expect units");
    bothRefuse("case a\norders\nexpect same\nexpect same\nend\n", 4, "expect same");
  }

  @Test
  void theFirstStepsOwnPhaseLineAfterTheSetupsIsNotASecondOne() throws CaseError {
    // adjudicate writes the setup's phase line and then each step's, the first step's included.
    String text = "case a\nphase Fall 1901 Movement\nphase Fall 1901 Movement\norders\nexpect same\nend\n";
    CaseReport r = run(text);
    assertTrue(r.passed(), r.failureLine());
    var c = CaseJsonWriter.write(read(text)).get("cases").get(0);
    assertEquals("Fall 1901 Movement", c.get("phase").asText());
    assertEquals("Fall 1901 Movement", c.get("steps").get(0).get("phase").asText());
    // A third is a second phase line of the first step; a setup statement after it comes before the orders.
    bothRefuse("case a\nphase Fall 1901 Movement\nphase Fall 1901 Movement\nphase Fall 1901 Movement\norders\nend\n",
        4, "phase");
    String units = "case a\nphase Fall 1901 Movement\nphase Fall 1901 Movement\nunits\n  England: F Lon\norders\nend\n";
    String expected = "t.case:4: 'units' before the step's orders (at 'units')";
    assertEquals(expected, run(units).error());
    assertEquals(expected, assertThrows(CaseError.class, () -> CaseJsonWriter.write(read(units))).getMessage());
    // Two phases that differ: the second no longer silently replaces the first.
    CaseReport differ = run("case a\nphase Fall 1901 Movement\nphase Spring 1901 Movement\norders\nend\n");
    assertTrue(differ.error().startsWith("t.case:3: the first step's phase is not the phase the case starts in"),
        differ.error());
  }

  @Test
  void theSameStatementInTwoStepsAndRepeatedRulesStillRun() throws CaseError {
    // Each step may have its own phase and expectations; rules lines add up.
    String text = """
        case a
        rules convoy-paradox=1982
        rules self-dislodgement=player
        orders
        expect same
        phase Fall 1901 Movement
        orders
        expect same
        end
        """;
    CaseReport r = run(text);
    assertTrue(r.passed(), r.failureLine());
    assertTrue(CaseJsonWriter.write(read(text)).get("cases").get(0).get("steps").size() == 2);
  }
}
