package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.MovementAssertions.assertIllegal;
import static dev.dipadj.variants.MovementAssertions.assertOutcome;
import static dev.dipadj.variants.MovementAssertions.assertSame;
import static dev.dipadj.variants.MovementAssertions.assertUnits;

import dev.dipadj.position.Position;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import org.junit.jupiter.api.Test;

/**
 * Orders that cannot be given in the movement phase, through the Java API on the classic
 * map, beyond what the DATC corpus (test-cases/datc/6A-basic-checks.case) checks: armies
 * with neither a border nor a possible convoy, fleets via convoy, orders to no unit, a
 * second order to one unit, impassable Switzerland. An illegal order has a reason and the
 * unit holds instead.
 */
class IllegalOrdersTest {

  @Test
  void armyNotAdjacentAndNoConvoyPossible() {
    // Paris and Munich do not touch; Liverpool and London do not touch and no fleet is at sea.
    Position p = position("France: A Par", "England: A Lvp");
    MovementResult r = resolve(p, "France: A Par - Mun", "England: A Lvp - Lon");
    assertIllegal(r, 0);
    assertIllegal(r, 1);
    assertSame(r, p);
  }

  @Test
  void fleetViaConvoyIsIllegal() {
    Position p = position("England: F Lon", "England: F Nth");
    MovementResult r = resolve(p, "England: F London - Belgium via convoy", "England: F North Sea Convoys London - Belgium");
    assertIllegal(r, 0);
    assertIllegal(r, 1);
  }

  @Test
  void noSuchUnit() {
    Position p = position("France: A Par");
    MovementResult r = resolve(p, "France: A Marseilles - Burgundy", "France: F Brest - Mid-Atlantic Ocean");
    assertIllegal(r, 0);
    assertIllegal(r, 1);
    assertSame(r, p);
  }

  @Test
  void secondOrderToOneUnit_firstLegalCounts() {
    Position p = position("France: A Par");
    MovementResult r = resolve(p, "France: A Par - Bur", "France: A Par - Pic");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertIllegal(r, 1);
    assertUnits(r, "France: A Bur");

    MovementResult hold = resolve(p, "France: A Par H", "France: A Par - Bur");
    assertOutcome(hold, 0, Outcome.SUCCEEDS);
    assertIllegal(hold, 1);
    assertSame(hold, p);
  }

  @Test
  void secondOrderToOneUnit_anIllegalFirstOrderDoesNotCount() {
    Position p = position("France: A Par");
    MovementResult r = resolve(p, "France: A Par - Mun", "France: A Par - Pic", "France: A Par - Bur");
    assertIllegal(r, 0);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertIllegal(r, 2);
    assertUnits(r, "France: A Pic");
  }

  @Test
  void impassableSwitzerland() {
    Position p = position("France: A Mar", "Germany: A Mun");
    MovementResult r = resolve(p, "France: A Marseilles - Switzerland", "Germany: A Munich - Switzerland");
    assertIllegal(r, 0);
    assertIllegal(r, 1);
    assertSame(r, p);
  }
}
