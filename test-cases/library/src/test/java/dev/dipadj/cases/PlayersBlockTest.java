package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Bad {@code players} blocks and {@code control} lines (docs/case-format.md, "Players, control and
 * victory") are errors of the case, reported with the file and the line: an unknown power, a
 * power named twice, a player named twice, a control line for an unknown player or power.
 */
class PlayersBlockTest {
  /** The error of the single case in {@code text}, whether found on reading or on running. */
  static String error(String text) {
    List<CaseText> cases;
    try {
      cases = CaseFileReader.read("t.case", text);
    } catch (CaseError e) {
      return e.getMessage();
    }
    assertEquals(1, cases.size());
    CaseReport r = CaseRunner.run(cases.get(0));
    assertNotNull(r.error(), () -> "expected an error in the case, got: " + r.failureLine());
    return r.error();
  }

  static void assertAt(String error, int line, String token) {
    assertTrue(error.contains("t.case:" + line + ":"),
        () -> "expected the error at t.case:" + line + ", got: " + error);
    assertTrue(error.toLowerCase(Locale.ROOT).contains(token.toLowerCase(Locale.ROOT)),
        () -> "expected the error to name '" + token + "', got: " + error);
  }

  static void assertPasses(String text) throws CaseError {
    List<CaseText> cases = CaseFileReader.read("t.case", text);
    assertEquals(1, cases.size());
    CaseReport r = CaseRunner.run(cases.get(0));
    assertNull(r.error(), r::error);
    assertTrue(r.passed(), r::failureLine);
  }

  // -------------------------------------------------------------------------------------
  // The players block

  @Test
  void aWellFormedPlayersBlockIsAccepted() throws CaseError {
    assertPasses("""
        case p.0
        variant classic
        players
          West: England, France
          East: Germany, Austria
        units
          France: A Bur
          Austria: A Tyr
          Germany: A Mun
        orders
          France: A Bur - Mun
          Austria: A Tyr S A Bur - Mun
        results
          France: A Bur - Mun => succeeds
          Austria: A Tyr S A Bur - Mun => succeeds
        end
        """);
  }

  @Test
  void anUnknownPowerInThePlayersBlockIsAnError() {
    String e = error("""
        case p.1
        variant classic
        players
          West: England, France
          East: Germany, Narnia
        orders
        end
        """);
    assertAt(e, 5, "Narnia");
  }

  @Test
  void aPowerNamedByTwoPlayersIsAnError() {
    String e = error("""
        case p.2
        variant classic-2p
        players
          West: England, France, Russia
          East: Germany, Turkey, France
        orders
        end
        """);
    assertAt(e, 5, "France");
  }

  @Test
  void aPowerNamedTwiceByOnePlayerIsAnError() {
    String e = error("""
        case p.3
        variant classic
        players
          West: England, France, England
          East: Germany
        orders
        end
        """);
    assertAt(e, 4, "England");
  }

  @Test
  void aPlayerNamedTwiceIsAnError() {
    String e = error("""
        case p.4
        variant classic
        players
          West: England
          East: Germany
          West: France
        orders
        end
        """);
    assertAt(e, 6, "West");
  }

  // -------------------------------------------------------------------------------------
  // control lines

  @Test
  void aWellFormedControlLineIsAccepted() throws CaseError {
    assertPasses("""
        case c.0
        variant classic-2p
        orders
          Italy: A Ven - Tyr
        results
          Italy: A Ven - Tyr => illegal
        phase Fall 1914 Movement
        control Italy: West
        orders
          Italy: A Ven - Tyr
        results
          Italy: A Ven - Tyr => succeeds
        end
        """);
  }

  @Test
  void aControlLineForAnUnknownPlayerIsAnError() {
    String e = error("""
        case c.1
        variant classic-2p
        orders
        phase Fall 1914 Movement
        control Italy: North
        orders
        end
        """);
    assertAt(e, 5, "North");
  }

  @Test
  void aControlLineForAnUnknownPowerIsAnError() {
    String e = error("""
        case c.2
        variant classic-2p
        orders
        phase Fall 1914 Movement
        control Narnia: West
        orders
        end
        """);
    assertAt(e, 5, "Narnia");
  }

  @Test
  void aControlLineNamingAPlayerOfThePlayersBlockOnlyIsChecked() {
    // The players block replaces the variant's default players: West is no longer a player.
    String e = error("""
        case c.3
        variant classic-2p
        players
          Ocean: England, France, Russia
          Land: Germany, Turkey, Austria
        orders
        phase Fall 1914 Movement
        control Italy: West
        orders
        end
        """);
    assertAt(e, 8, "West");
  }
}
