package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/** Steps of a case across phases: orders of the wrong phase, and no step once the game is over. */
class GameStepsTest {
  private static CaseReport run(String text) throws CaseError {
    List<CaseText> cases = CaseFileReader.read("g.case", text);
    assertEquals(1, cases.size());
    return CaseRunner.run(cases.get(0));
  }

  @Test
  void ordersOfAnotherPhaseAreIllegalWithAReason() throws CaseError {
    // A build in a movement phase, a move in a retreat phase (the unit is not dislodged),
    // and a retreat order of a unit that was not dislodged: none may be given there.
    CaseReport r = run("""
        case wrong-phase
        orders
          France: Build A Par
          Germany: A Mun - Bur
          Austria: A Vie - Gal
          Russia: A War - Gal
        results
          France: Build A Par => illegal
          Germany: A Mun - Bur => succeeds
          Austria: A Vie - Gal => fails
          Russia: A War - Gal => fails
        phase Fall 1901 Movement
        orders
          Germany: Waive
        results
          Germany: Waive => illegal
        end
        """);
    assertTrue(r.passed(), r::failureLine);
    assertEquals("not an order for a movement phase", r.steps().get(0).outcome().results().get(0).reason().words());
  }

  @Test
  void aStepAfterTheGameHasEndedIsAnErrorWithFileAndLine() throws CaseError {
    // France owns 17 centres and takes an 18th (Belgium) in Fall 1901: the game is over,
    // so the following step cannot be adjudicated.
    CaseReport r = run("""
        case after-the-end
        phase Fall 1901 Movement
        units
          France: A Pic
          Germany: A Boh
        owners
          France: Bre, Par, Mar, Spa, Por, Lon, Lvp, Edi, Tun, Rom, Nap, Ven, Hol, Den, Kie, Ber, Mun
        orders
          France: A Pic - Bel
        results
          France: A Pic - Bel => succeeds
        expect winner France
        phase Winter 1901 Adjustment
        orders
          France: Build A Par
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("g.case:14:"), r.error());
    assertTrue(r.error().contains("game is over"), r.error());
  }
}
