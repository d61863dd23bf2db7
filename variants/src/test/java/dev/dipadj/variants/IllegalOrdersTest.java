package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.province;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.MovementAssertions.assertIllegal;
import static dev.dipadj.variants.MovementAssertions.assertOutcome;
import static dev.dipadj.variants.MovementAssertions.assertSame;
import static dev.dipadj.variants.MovementAssertions.assertUnits;
import static dev.dipadj.variants.MovementAssertions.dislodged;
import static dev.dipadj.variants.MovementAssertions.locs;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dipadj.position.Position;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Orders that cannot be given in the movement phase, on the classic map, with DATC (v3.2)
 * cases deciding the expectations (mostly 6.A): unreachable or impassable places, units of
 * another power or not on the board, self-support, convoys by coastal fleets, a second order
 * to one unit. An illegal order has a reason and the unit holds instead. Retreat options are
 * derived by hand from the reference adjacency (shared/reference/classic/adjacency.tsv) and
 * the retreat rules.
 */
class IllegalOrdersTest {
  @Test
  void notAdjacent_6A1() {
    Position p = position("England: F Nth");
    MovementResult r = resolve(p, "England: F North Sea - Picardy");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

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
  void armyToSea_6A2() {
    Position p = position("England: A Lvp");
    MovementResult r = resolve(p, "England: A Liverpool - Irish Sea");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void fleetInland_6A3() {
    Position p = position("Germany: F Kie");
    MovementResult r = resolve(p, "Germany: F Kiel - Munich");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void moveToOwnProvince_6A4() {
    Position p = position("Germany: F Kie");
    MovementResult r = resolve(p, "Germany: F Kiel - Kiel");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void moveToOwnProvinceWithConvoy_6A5() {
    Position p = position("England: F Nth", "England: A Yor", "England: A Lvp", "Germany: F Lon", "Germany: A Wal");
    MovementResult r = resolve(p,
        "England: F North Sea Convoys A Yorkshire - Yorkshire",
        "England: A Yorkshire - Yorkshire",
        "England: A Liverpool Supports A Yorkshire - Yorkshire",
        "Germany: F London - Yorkshire",
        "Germany: A Wales Supports F London - Yorkshire");
    assertIllegal(r, 0);
    assertIllegal(r, 1);
    assertIllegal(r, 2);
    assertOutcome(r, 3, Outcome.SUCCEEDS);
    assertOutcome(r, 4, Outcome.SUCCEEDS);
    Dislodgement d = dislodged(r, "England: A Yor");
    assertEquals(province("Lon"), d.attackerOrigin());
    // Yorkshire's army neighbours: Edi, Lon (attacker's origin), Lvp and Wal (occupied).
    assertEquals(locs("Edi"), Set.copyOf(d.retreats()));
  }

  @Test
  void unitOfAnotherPower_6A6() {
    Position p = position("England: F Lon");
    MovementResult r = resolve(p, "Germany: F London - North Sea");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void onlyArmiesCanBeConvoyed_6A7() {
    Position p = position("England: F Lon", "England: F Nth");
    MovementResult r = resolve(p, "England: F London - Belgium", "England: F North Sea Convoys A London - Belgium");
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
  void supportToHoldYourself_6A8() {
    Position p = position("Italy: A Ven", "Italy: A Tyr", "Austria: F Tri");
    MovementResult r = resolve(p,
        "Italy: A Venice - Trieste", "Italy: A Tyrolia Supports A Venice - Trieste",
        "Austria: F Trieste Supports F Trieste");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertIllegal(r, 2);
    dislodged(r, "Austria: F Tri");
  }

  @Test
  void fleetsMustFollowCoast_6A9() {
    Position p = position("Italy: F Rom");
    MovementResult r = resolve(p, "Italy: F Rome - Venice");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void supportToUnreachableDestination_6A10() {
    Position p = position("Austria: A Ven", "Italy: F Rom", "Italy: A Apu");
    MovementResult r = resolve(p,
        "Austria: A Venice Holds", "Italy: F Rome Supports A Apulia - Venice", "Italy: A Apulia - Venice");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertIllegal(r, 1);
    assertOutcome(r, 2, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void noConvoyInCoastalProvinces_6F1() {
    Position p = position("Turkey: A Gre", "Turkey: F Aeg", "Turkey: F Con", "Turkey: F Bla");
    MovementResult r = resolve(p,
        "Turkey: A Greece - Sevastopol",
        "Turkey: F Aegean Sea Convoys A Greece - Sevastopol",
        "Turkey: F Constantinople Convoys A Greece - Sevastopol",
        "Turkey: F Black Sea Convoys A Greece - Sevastopol");
    assertIllegal(r, 0);
    assertIllegal(r, 1);
    assertIllegal(r, 2);
    assertIllegal(r, 3);
    assertSame(r, p);
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
  void illegalHeadToHeadCanStillDefend_6E14() {
    Position p = position("England: A Lvp", "Russia: F Edi");
    MovementResult r = resolve(p, "England: A Liverpool - Edinburgh", "Russia: F Edinburgh - Liverpool");
    assertOutcome(r, 0, Outcome.FAILS);
    assertIllegal(r, 1);
    assertSame(r, p);
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
