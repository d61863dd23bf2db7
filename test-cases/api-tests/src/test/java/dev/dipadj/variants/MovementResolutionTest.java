package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.province;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.MovementAssertions.assertOutcome;
import static dev.dipadj.variants.MovementAssertions.assertSame;
import static dev.dipadj.variants.MovementAssertions.assertUnits;
import static dev.dipadj.variants.MovementAssertions.dislodged;
import static dev.dipadj.variants.MovementAssertions.locs;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Province;
import dev.dipadj.position.Position;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Movement results through the Java API on the classic map, beyond what the DATC corpus
 * (test-cases/datc) checks: a plain move, head-to-head battles with and without support,
 * and that neither the order in which orders are given nor unordered units change the
 * outcome.
 */
class MovementResolutionTest {

  @Test
  void simpleMoveSucceeds() {
    Position p = position("France: A Par");
    MovementResult r = resolve(p, "France: A Par - Bur");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: A Bur");
    assertTrue(r.standoffs().isEmpty());
  }

  @Test
  void headToHeadWithoutSupportBounces() {
    // Two units cannot swap places by moving into each other (no convoy).
    Position p = position("Germany: A Ber", "Russia: A Pru");
    MovementResult r = resolve(p, "Germany: A Berlin - Prussia", "Russia: A Prussia - Berlin");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void supportedHeadToHeadDislodgesTheLoser() {
    Position p = position("Germany: A Ber", "Germany: A Sil", "Russia: A Pru");
    MovementResult r = resolve(p,
        "Germany: A Berlin - Prussia", "Germany: A Silesia Supports A Berlin - Prussia",
        "Russia: A Prussia - Berlin");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertUnits(r, "Germany: A Pru", "Germany: A Sil");
    Dislodgement d = dislodged(r, "Russia: A Pru");
    assertEquals(province("Ber"), d.attackerOrigin());
    // Prussia's army neighbours: Ber (the attacker's origin, though now empty), Lvn, Sil (occupied), War.
    assertEquals(locs("Lvn", "War"), Set.copyOf(d.retreats()));
  }

  @Test
  void orderOfGivenOrdersDoesNotMatter() {
    Position p = position("Austria: F Adr", "Austria: A Tri", "Italy: A Ven", "Italy: F Ion");
    String[] orders = {
        "Austria: F Adriatic Sea Supports A Trieste - Venice", "Austria: A Trieste - Venice",
        "Italy: A Venice Holds", "Italy: F Ionian Sea - Adriatic Sea"};
    String[] reversed = {orders[3], orders[2], orders[1], orders[0]};
    MovementResult a = resolve(p, orders);
    MovementResult b = resolve(p, reversed);
    for (int i = 0; i < 4; i++) {
      assertEquals(a.results().get(i).outcome(), b.results().get(3 - i).outcome());
    }
    assertEquals(new HashSet<>(a.units()), new HashSet<>(b.units()));
  }

  @Test
  void unorderedUnitsHold() {
    Position p = position("Austria: A Tyr", "Italy: A Ven");
    MovementResult r = resolve(p, "Italy: A Venice - Tyrolia");
    assertOutcome(r, 0, Outcome.FAILS);
    assertSame(r, p);
    List<Province> empty = List.copyOf(r.standoffs());
    assertTrue(empty.isEmpty(), "an occupied province is no standoff");
  }
}
