package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.position.PhaseType;
import org.junit.jupiter.api.Test;

/**
 * A case that starts in a Retreat phase (docs/case-format.md, the {@code dislodged} block): the
 * game starts with those units waiting, and the block's mistakes are errors naming the line.
 */
class RetreatStartTest {
  private static final String HEAD = """
      case r
      phase Fall 1901 Retreat
      units
        Austria: A Rum
      """;

  @Test
  void theGameStartsWithTheDislodgedUnitsAndTheirPlaces() throws CaseError {
    CaseReport r = run(HEAD + """
        dislodged
          Russia: F Rumania retreats Sev, Black Sea
        orders
          Russia: F Rum - Bla
        end
        """);
    assertNull(r.error(), r.error());
    Game start = r.steps().get(0).before();
    assertEquals(PhaseType.RETREAT, start.phase().type());
    assertEquals(1, start.dislodged().size());
    assertEquals("F Rum", start.dislodged().get(0).unit().describe());
    assertEquals("[Sev, Bla]", start.dislodged().get(0).retreats().toString());
    assertEquals(1, start.position().units().size(), "the dislodged unit is not on the board");
  }

  @Test
  void aRetreatPhaseWithoutTheBlockIsAnError() throws CaseError {
    CaseReport r = run(HEAD + """
        orders
          Russia: F Rum - Bla
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:2:") && r.error().contains("dislodged"), r.error());
  }

  @Test
  void theBlockOutsideARetreatPhaseIsAnError() throws CaseError {
    CaseReport r = run("""
        case r
        phase Fall 1901 Movement
        dislodged
          Russia: F Rum retreats Sev
        orders
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:3:"), r.error());
  }

  @Test
  void aDislodgedUnitNeedsItsPlaces() throws CaseError {
    CaseReport r = run(HEAD + """
        dislodged
          Russia: F Rum
        orders
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:6:") && r.error().contains("retreats"), r.error());
  }

  @Test
  void aPlaceTheUnitCannotStandOnIsAnError() throws CaseError {
    CaseReport r = run(HEAD + """
        dislodged
          Russia: F Rum retreats Sev, Ukraine
        orders
        end
        """);
    // Issue 19, point 1: the line of the unit whose place it is, not the block's.
    assertEquals("t.case:6: Russia: F Rum cannot retreat to Ukr: a fleet cannot stand on Ukr (at 'Ukr')", r.error());
  }

  @Test
  void twoDislodgedUnitsInOneProvinceAreAnError() throws CaseError {
    CaseReport r = run(HEAD + """
        dislodged
          Russia: F Rum retreats Sev
          Turkey: A Rum retreats Bul
        orders
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:7:"), r.error());
  }

  @Test
  void aFleetsPlaceWithoutItsCoastIsEachCoastItCouldReach() throws CaseError {
    CaseReport fromGascony = run("""
        case r
        phase Fall 1901 Retreat
        units
          Germany: A Gas
        dislodged
          France: F Gas retreats Spa
        orders
        end
        """);
    assertNull(fromGascony.error(), fromGascony.error());
    assertEquals("[Spa/nc]", fromGascony.steps().get(0).before().dislodged().get(0).retreats().toString());
    CaseReport fromMid = run("""
        case r
        phase Fall 1901 Retreat
        units
          England: F Mid
        dislodged
          France: F Mid retreats Spa
        orders
        end
        """);
    assertEquals("[Spa/nc, Spa/sc]", fromMid.steps().get(0).before().dislodged().get(0).retreats().toString());
  }
}
