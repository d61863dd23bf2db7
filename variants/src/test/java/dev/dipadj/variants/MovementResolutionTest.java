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
import static org.junit.jupiter.api.Assertions.assertFalse;
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
 * Resolution of legal movement orders on the classic map, with DATC (v3.2) cases deciding
 * the expectations: bounces and standoffs, supports (held, cut, on a move), dislodgements,
 * head-to-head battles, circular movement, beleaguered garrisons and self-dislodgement, and
 * that neither the order in which orders are given nor unordered units change the outcome.
 * Retreat options are derived by hand from the reference adjacency
 * (shared/reference/classic/adjacency.tsv) and the retreat rules.
 */
class MovementResolutionTest {
  @Test
  void simpleBounce_6A11() {
    Position p = position("Austria: A Vie", "Italy: A Ven");
    MovementResult r = resolve(p, "Austria: A Vienna - Tyrolia", "Italy: A Venice - Tyrolia");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertSame(r, p);
    assertEquals(Set.of(province("Tyr")), r.standoffs());
  }

  @Test
  void bounceOfThreeUnits_6A12() {
    Position p = position("Austria: A Vie", "Germany: A Mun", "Italy: A Ven");
    MovementResult r = resolve(p,
        "Austria: A Vienna - Tyrolia", "Germany: A Munich - Tyrolia", "Italy: A Venice - Tyrolia");
    for (int i = 0; i < 3; i++) {
      assertOutcome(r, i, Outcome.FAILS);
    }
    assertSame(r, p);
  }

  @Test
  void simpleMoveSucceeds() {
    Position p = position("France: A Par");
    MovementResult r = resolve(p, "France: A Par - Bur");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: A Bur");
    assertTrue(r.standoffs().isEmpty());
  }

  @Test
  void supportedHoldPreventsDislodgement_6D1() {
    Position p = position("Austria: F Adr", "Austria: A Tri", "Italy: A Ven", "Italy: A Tyr");
    MovementResult r = resolve(p,
        "Austria: F Adriatic Sea Supports A Trieste - Venice", "Austria: A Trieste - Venice",
        "Italy: A Venice Holds", "Italy: A Tyrolia Supports A Venice");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertOutcome(r, 2, Outcome.SUCCEEDS);
    assertOutcome(r, 3, Outcome.SUCCEEDS);
    assertSame(r, p);
  }

  @Test
  void supportedAttackDislodges_6D2() {
    Position p = position("Austria: F Adr", "Austria: A Tri", "Austria: A Vie", "Italy: A Ven", "Italy: A Tyr");
    MovementResult r = resolve(p,
        "Austria: F Adriatic Sea Supports A Trieste - Venice", "Austria: A Trieste - Venice",
        "Austria: A Vienna - Tyrolia",
        "Italy: A Venice Holds", "Italy: A Tyrolia Supports A Venice");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 3, Outcome.FAILS);
    assertOutcome(r, 4, Outcome.FAILS); // cut
    assertUnits(r, "Austria: F Adr", "Austria: A Ven", "Austria: A Vie", "Italy: A Tyr");
    assertEquals(1, r.dislodged().size());
    Dislodgement d = dislodged(r, "Italy: A Ven");
    assertEquals(province("Tri"), d.attackerOrigin());
    assertFalse(d.byConvoy());
    // Venice's army neighbours: Apu, Pie, Rom, Tri, Tus, Tyr. Not Tri (the attacker came
    // from there), not Tyr (occupied).
    assertEquals(locs("Apu", "Pie", "Rom", "Tus"), Set.copyOf(d.retreats()));
  }

  @Test
  void moveCutsSupportOnMove_6D3() {
    Position p = position("Austria: F Adr", "Austria: A Tri", "Italy: A Ven", "Italy: F Ion");
    MovementResult r = resolve(p,
        "Austria: F Adriatic Sea Supports A Trieste - Venice", "Austria: A Trieste - Venice",
        "Italy: A Venice Holds", "Italy: F Ionian Sea - Adriatic Sea");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertOutcome(r, 2, Outcome.SUCCEEDS);
    assertOutcome(r, 3, Outcome.FAILS);
    assertSame(r, p);
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
  void dislodgedUnitHasNoEffectOnAttackersProvince_6E1() {
    Position p = position("Germany: A Ber", "Germany: F Kie", "Germany: A Sil", "Russia: A Pru");
    MovementResult r = resolve(p,
        "Germany: A Berlin - Prussia", "Germany: F Kiel - Berlin", "Germany: A Silesia Supports A Berlin - Prussia",
        "Russia: A Prussia - Berlin");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.SUCCEEDS);
    assertOutcome(r, 3, Outcome.FAILS);
    assertUnits(r, "Germany: A Pru", "Germany: F Ber", "Germany: A Sil");
    assertEquals(locs("Lvn", "War"), Set.copyOf(dislodged(r, "Russia: A Pru").retreats()));
  }

  @Test
  void threeArmyCircularMovement_6C1() {
    Position p = position("Turkey: F Ank", "Turkey: A Con", "Turkey: A Smy");
    MovementResult r = resolve(p,
        "Turkey: F Ankara - Constantinople", "Turkey: A Constantinople - Smyrna", "Turkey: A Smyrna - Ankara");
    for (int i = 0; i < 3; i++) {
      assertOutcome(r, i, Outcome.SUCCEEDS);
    }
    assertUnits(r, "Turkey: F Con", "Turkey: A Smy", "Turkey: A Ank");
    assertTrue(r.dislodged().isEmpty());
  }

  @Test
  void disruptedCircularMovement_6C3() {
    Position p = position("Turkey: F Ank", "Turkey: A Con", "Turkey: A Smy", "Turkey: A Bul");
    MovementResult r = resolve(p,
        "Turkey: F Ankara - Constantinople", "Turkey: A Constantinople - Smyrna", "Turkey: A Smyrna - Ankara",
        "Turkey: A Bulgaria - Constantinople");
    for (int i = 0; i < 4; i++) {
      assertOutcome(r, i, Outcome.FAILS);
    }
    assertSame(r, p);
  }

  @Test
  void threeWayBeleagueredGarrison_6E13() {
    Position p = position("England: F Edi", "England: F Yor", "France: F Bel", "France: F Eng", "Germany: F Nth",
        "Russia: F Nwg", "Russia: F Nwy");
    MovementResult r = resolve(p,
        "England: F Edinburgh Supports F Yorkshire - North Sea", "England: F Yorkshire - North Sea",
        "France: F Belgium - North Sea", "France: F English Channel Supports F Belgium - North Sea",
        "Germany: F North Sea Holds",
        "Russia: F Norwegian Sea - North Sea", "Russia: F Norway Supports F Norwegian Sea - North Sea");
    assertOutcome(r, 1, Outcome.FAILS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 4, Outcome.SUCCEEDS);
    assertOutcome(r, 5, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void noSelfDislodgementWithBeleagueredGarrison_6E7() {
    Position p = position("England: F Nth", "England: F Yor", "Germany: F Hol", "Germany: F Hel",
        "Russia: F Ska", "Russia: F Nwy");
    MovementResult r = resolve(p,
        "England: F North Sea Holds", "England: F Yorkshire Supports F Norway - North Sea",
        "Germany: F Holland Supports F Helgoland Bight - North Sea", "Germany: F Helgoland Bight - North Sea",
        "Russia: F Skagerrak Supports F Norway - North Sea", "Russia: F Norway - North Sea");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 3, Outcome.FAILS);
    assertOutcome(r, 5, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void selfDislodgementProhibited_6D10() {
    Position p = position("Germany: A Ber", "Germany: F Kie", "Germany: A Mun");
    MovementResult r = resolve(p,
        "Germany: A Berlin Holds", "Germany: F Kiel - Berlin", "Germany: A Munich Supports F Kiel - Berlin");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void noSelfDislodgementInHeadToHead_6E2() {
    Position p = position("Germany: A Ber", "Germany: F Kie", "Germany: A Mun");
    MovementResult r = resolve(p,
        "Germany: A Berlin - Kiel", "Germany: F Kiel - Berlin", "Germany: A Munich Supports A Berlin - Kiel");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void supportingAForeignUnitToDislodgeOwnUnit_6D12() {
    Position p = position("Austria: F Tri", "Austria: A Vie", "Italy: A Ven");
    MovementResult r = resolve(p,
        "Austria: F Trieste Holds", "Austria: A Vienna Supports A Venice - Trieste", "Italy: A Venice - Trieste");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertSame(r, p);
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
