package dev.dipadj.variants;

import static dev.dipadj.variants.ClassicBoard.loc;
import static dev.dipadj.variants.ClassicBoard.position;
import static dev.dipadj.variants.ClassicBoard.province;
import static dev.dipadj.variants.ClassicBoard.resolve;
import static dev.dipadj.variants.ClassicBoard.unit;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.Dislodgement;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.resolve.OrderResult;
import dev.dipadj.resolve.Outcome;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Movement-phase validation and resolution on the classic map, with DATC (v3.2) cases
 * deciding the expectations. Retreat options are derived by hand from the reference
 * adjacency (shared/reference/classic/adjacency.tsv) and the retreat rules.
 */
class MovementValidationTest {

  // ------------------------------------------------------------------ helpers

  private static void assertOutcome(MovementResult r, int i, Outcome expected) {
    OrderResult res = r.results().get(i);
    assertEquals(expected, res.outcome(), "order " + i + " (" + res.order() + "): " + res.reason());
  }

  private static void assertIllegal(MovementResult r, int i) {
    assertOutcome(r, i, Outcome.ILLEGAL);
    String reason = r.results().get(i).reason();
    assertTrue(reason != null && !reason.isBlank(), "an illegal order needs a reason");
  }

  private static void assertIllegal(MovementResult r, int i, String reasonFragment) {
    assertIllegal(r, i);
    String reason = r.results().get(i).reason();
    assertTrue(reason.toLowerCase().contains(reasonFragment.toLowerCase()),
        "expected '" + reasonFragment + "' in the reason '" + reason + "'");
  }

  /** The units after the movement, as a set, compared with units written like the position. */
  private static void assertUnits(MovementResult r, String... units) {
    Set<Unit> expected = Arrays.stream(units).map(ClassicBoard::unit).collect(Collectors.toSet());
    assertEquals(expected, new HashSet<>(r.units()));
    assertEquals(units.length, r.units().size());
  }

  /** The units did not move and none was dislodged. */
  private static void assertSame(MovementResult r, Position p) {
    assertEquals(new HashSet<>(p.units()), new HashSet<>(r.units()));
    assertTrue(r.dislodged().isEmpty(), "nothing dislodged: " + r.dislodged());
  }

  private static Dislodgement dislodged(MovementResult r, String unit) {
    Unit u = unit(unit);
    return r.dislodged().stream().filter(d -> d.unit().equals(u)).findFirst()
        .orElseThrow(() -> new AssertionError(unit + " was not dislodged: " + r.dislodged()));
  }

  private static Set<Location> locs(String... names) {
    Set<Location> out = new HashSet<>();
    for (String n : names) {
      int slash = n.indexOf('/');
      out.add(slash < 0 ? loc(n) : loc(n.substring(0, slash), Coast.parse(n.substring(slash + 1)).orElseThrow()));
    }
    return out;
  }

  // ------------------------------------------------------------------ illegal orders

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
  void unspecifiedCoastWhereTwoArePossible_6B1() {
    Position p = position("France: F Por");
    MovementResult r = resolve(p, "France: F Portugal - Spain");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void unspecifiedCoastWhereOnlyOneIsPossible_6B2() {
    Position p = position("France: F Gas");
    MovementResult r = resolve(p, "France: F Gascony - Spain");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Spa/nc");
  }

  @Test
  void fleetToACoastItCannotReach_6B3() {
    Position p = position("France: F Gas");
    MovementResult r = resolve(p, "France: F Gascony - Spain(sc)");
    assertIllegal(r, 0);
    assertSame(r, p);
  }

  @Test
  void supportToUnreachableCoastAllowed_6B4() {
    Position p = position("France: F Gas", "France: F Mar", "Italy: F Wes");
    MovementResult r = resolve(p,
        "France: F Gascony - Spain(nc)", "France: F Marseilles Supports F Gascony - Spain(nc)",
        "Italy: F Western Mediterranean - Spain(sc)");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertUnits(r, "France: F Spa/nc", "France: F Mar", "Italy: F Wes");
  }

  @Test
  void supportFromUnreachableCoast_6B5() {
    Position p = position("France: F Mar", "France: F Spa/nc", "Italy: F Lyo");
    MovementResult r = resolve(p,
        "France: F Marseilles - Gulf of Lyon", "France: F Spain(nc) Supports F Marseilles - Gulf of Lyon",
        "Italy: F Gulf of Lyon Holds");
    assertOutcome(r, 0, Outcome.FAILS);
    assertIllegal(r, 1);
    assertSame(r, p);
  }

  @Test
  void armyMovementWithCoastalSpecification_6B12() {
    Position p = position("France: A Gas");
    MovementResult r = resolve(p, "France: A Gascony - Spain(nc)");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertEquals(List.of(unit("France: A Spa")), r.units(), "an army stands on the province, not a coast");
  }

  @Test
  void unitOrderedWithWrongCoast_6B10() {
    // The coast of the ordered unit has no purpose and is ignored: the move is attempted.
    Position p = position("France: F Spa/sc");
    MovementResult r = resolve(p, "France: F Spain(nc) - Gulf of Lyon");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Lyo");
  }

  @Test
  void coastCannotBeOrderedToChange_6B11() {
    Position p = position("France: F Spa/nc");
    MovementResult r = resolve(p, "France: F Spain(sc) - Gulf of Lyon");
    assertOutcome(r, 0, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void coastalCrawlNotAllowed_6B13() {
    Position p = position("Turkey: F Bul/sc", "Turkey: F Con");
    MovementResult r = resolve(p, "Turkey: F Bulgaria(sc) - Constantinople", "Turkey: F Constantinople - Bulgaria(ec)");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertSame(r, p);
  }

  @Test
  void supportingWithWrongCoast_6B9() {
    Position p = position("France: F Por", "France: F Mao", "Italy: F Lyo", "Italy: F Wes");
    MovementResult r = resolve(p,
        "France: F Portugal Supports F Mid-Atlantic Ocean - Spain(nc)", "France: F Mid-Atlantic Ocean - Spain(sc)",
        "Italy: F Gulf of Lyon Supports F Western Mediterranean - Spain(sc)",
        "Italy: F Western Mediterranean - Spain(sc)");
    assertTrue(r.results().get(0).outcome() != Outcome.SUCCEEDS, "the support does not match the move");
    assertOutcome(r, 1, Outcome.FAILS);
    assertOutcome(r, 3, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Por", "France: F Mao", "Italy: F Lyo", "Italy: F Spa/sc");
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

  // ------------------------------------------------------------------ resolutions

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
  void retreatsAvoidAStandoffProvince() {
    // As 6.D.2, but Tyrolia is left empty by a standoff: no retreat may go there.
    Position p = position("Austria: F Adr", "Austria: A Tri", "Austria: A Vie", "Italy: A Ven", "Germany: A Mun");
    MovementResult r = resolve(p,
        "Austria: F Adriatic Sea Supports A Trieste - Venice", "Austria: A Trieste - Venice",
        "Austria: A Vienna - Tyrolia", "Germany: A Munich - Tyrolia", "Italy: A Venice Holds");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 3, Outcome.FAILS);
    assertEquals(Set.of(province("Tyr")), r.standoffs());
    assertEquals(locs("Apu", "Pie", "Rom", "Tus"), Set.copyOf(dislodged(r, "Italy: A Ven").retreats()));
  }

  @Test
  void dislodgedFleetRetreatsCoastByCoast() {
    // Western Mediterranean's fleet neighbours: Lyo (attacker's origin), Mao, Naf, Spa/sc, Tun, Tys (occupied).
    Position p = position("Italy: F Wes", "France: F Lyo", "France: F Tys");
    MovementResult r = resolve(p,
        "France: F Gulf of Lyon - Western Mediterranean",
        "France: F Tyrrhenian Sea Supports F Gulf of Lyon - Western Mediterranean");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertUnits(r, "France: F Wes", "France: F Tys");
    assertEquals(locs("Mao", "Naf", "Spa/sc", "Tun"), Set.copyOf(dislodged(r, "Italy: F Wes").retreats()));
  }

  @Test
  void supportCutFromTheOtherCoast_6B6() {
    Position p = position("England: F Iri", "England: F Nao", "France: F Spa/nc", "France: F Mao", "Italy: F Lyo");
    MovementResult r = resolve(p,
        "England: F Irish Sea Supports F North Atlantic Ocean - Mid-Atlantic Ocean",
        "England: F North Atlantic Ocean - Mid-Atlantic Ocean",
        "France: F Spain(nc) Supports F Mid-Atlantic Ocean",
        "France: F Mid-Atlantic Ocean Holds",
        "Italy: F Gulf of Lyon - Spain(sc)");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 4, Outcome.FAILS);
    Dislodgement d = dislodged(r, "France: F Mao");
    assertEquals(province("Nao"), d.attackerOrigin());
    // Mid-Atlantic's fleet neighbours: Bre, Eng, Gas, Iri (occupied), Naf, Nao (origin), Por,
    // Spa/nc and Spa/sc (Spain occupied), Wes.
    assertEquals(locs("Bre", "Eng", "Gas", "Naf", "Por", "Wes"), Set.copyOf(d.retreats()));
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

  // ------------------------------------------------------------------ retreat options (DATC 6.H)

  @Test
  void noRetreatToTheAttackersProvince_6H5() {
    Position p = position("Russia: F Con", "Russia: F Bla", "Turkey: F Ank");
    MovementResult r = resolve(p,
        "Russia: F Constantinople Supports F Black Sea - Ankara", "Russia: F Black Sea - Ankara",
        "Turkey: F Ankara Holds");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    // Ankara's fleet neighbours: Arm, Bla (the attacker's origin), Con (occupied).
    assertEquals(locs("Arm"), Set.copyOf(dislodged(r, "Turkey: F Ank").retreats()));
  }

  @Test
  void noRetreatToAContestedProvince_6H6() {
    Position p = position("Austria: A Bud", "Austria: A Tri", "Germany: A Mun", "Germany: A Sil", "Italy: A Vie");
    MovementResult r = resolve(p,
        "Austria: A Budapest Supports A Trieste - Vienna", "Austria: A Trieste - Vienna",
        "Germany: A Munich - Bohemia", "Germany: A Silesia - Bohemia", "Italy: A Vienna Holds");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.FAILS);
    assertOutcome(r, 3, Outcome.FAILS);
    // Vienna's army neighbours: Boh (standoff), Bud (occupied), Gal, Tri (origin), Tyr.
    assertEquals(locs("Gal", "Tyr"), Set.copyOf(dislodged(r, "Italy: A Vie").retreats()));
  }

  @Test
  void dislodgedUnitDoesNotMakeTheAttackersProvinceContested_6H9() {
    Position p = position("England: F Hel", "England: F Den", "Germany: A Ber", "Germany: F Kie", "Germany: A Sil",
        "Russia: A Pru");
    MovementResult r = resolve(p,
        "England: F Helgoland Bight - Kiel", "England: F Denmark Supports F Helgoland Bight - Kiel",
        "Germany: A Berlin - Prussia", "Germany: F Kiel Holds", "Germany: A Silesia Supports A Berlin - Prussia",
        "Russia: A Prussia - Berlin");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    assertOutcome(r, 2, Outcome.SUCCEEDS);
    assertOutcome(r, 5, Outcome.FAILS);
    assertEquals(2, r.dislodged().size());
    assertFalse(r.standoffs().contains(province("Ber")), "Berlin is not contested");
    // Kiel's fleet neighbours: Bal, Ber (left empty, not contested), Den (occupied), Hel (origin), Hol.
    assertEquals(locs("Bal", "Ber", "Hol"), Set.copyOf(dislodged(r, "Germany: F Kie").retreats()));
    assertEquals(locs("Lvn", "War"), Set.copyOf(dislodged(r, "Russia: A Pru").retreats()));
  }

  @Test
  void retreatWhenDislodgedByAdjacentConvoy_6H11() {
    // DATC prefers the 2023/2025 rules: the army came by sea, so Gascony is open to the retreat.
    Position p = position("France: A Gas", "France: A Bur", "France: F Mao", "France: F Wes", "France: F Lyo",
        "Italy: A Mar");
    MovementResult r = resolve(p,
        "France: A Gascony - Marseilles via convoy", "France: A Burgundy Supports A Gascony - Marseilles",
        "France: F Mid-Atlantic Ocean Convoys A Gascony - Marseilles",
        "France: F Western Mediterranean Convoys A Gascony - Marseilles",
        "France: F Gulf of Lyon Convoys A Gascony - Marseilles",
        "Italy: A Marseilles Holds");
    assertOutcome(r, 0, Outcome.SUCCEEDS);
    Dislodgement d = dislodged(r, "Italy: A Mar");
    assertTrue(d.byConvoy());
    assertEquals(province("Gas"), d.attackerOrigin());
    // Marseilles' army neighbours: Bur (occupied), Gas, Pie, Spa.
    assertEquals(locs("Gas", "Pie", "Spa"), Set.copyOf(d.retreats()));
  }

  @Test
  void noCoastalCrawlInRetreat_6H15() {
    Position p = position("England: F Por", "France: F Spa/sc", "France: F Mao");
    MovementResult r = resolve(p,
        "England: F Portugal Holds", "France: F Spain(sc) - Portugal",
        "France: F Mid-Atlantic Ocean Supports F Spain(sc) - Portugal");
    assertOutcome(r, 1, Outcome.SUCCEEDS);
    // Portugal's fleet neighbours: Mao (occupied), Spa/nc and Spa/sc (the attacker's province).
    assertTrue(dislodged(r, "England: F Por").retreats().isEmpty());
  }

  @Test
  void contestedForBothCoasts_6H16() {
    Position p = position("France: F Mao", "France: F Gas", "France: F Wes", "Italy: F Tun", "Italy: F Tys");
    MovementResult r = resolve(p,
        "France: F Mid-Atlantic Ocean - Spain(nc)", "France: F Gascony - Spain(nc)",
        "France: F Western Mediterranean Holds",
        "Italy: F Tunis Supports F Tyrrhenian Sea - Western Mediterranean",
        "Italy: F Tyrrhenian Sea - Western Mediterranean");
    assertOutcome(r, 0, Outcome.FAILS);
    assertOutcome(r, 1, Outcome.FAILS);
    assertOutcome(r, 4, Outcome.SUCCEEDS);
    assertEquals(Set.of(province("Spa")), r.standoffs());
    // Western Med's fleet neighbours: Lyo, Mao (occupied), Naf, Spa/sc (Spain contested), Tun (occupied), Tys (origin).
    assertEquals(locs("Lyo", "Naf"), Set.copyOf(dislodged(r, "France: F Wes").retreats()));
  }
}
