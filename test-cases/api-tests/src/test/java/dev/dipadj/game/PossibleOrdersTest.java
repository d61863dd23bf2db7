package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.text.OrderWriter;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/**
 * Possible orders checked by hand against the map and the rules: each expected list below
 * was worked out from the classic (or Era of Empire) map, not taken from the code.
 */
class PossibleOrdersTest {
  /** The starting game of a case written in the case format (its orders are not run). */
  private static Game game(String setup) throws CaseError {
    return CaseRunner.start(CaseFileReader.read("possible.case", "case t\n" + setup + "orders\nend\n").get(0));
  }

  private static Set<Order> orders(Game game, String power, String... texts) throws OrderSyntaxException {
    return new HashSet<>(game.ordersOrThrow(power, texts));
  }

  private static Power power(Game game, String name) {
    return game.variant().map().power(name).orElseThrow();
  }

  private static Unit unitIn(Game game, String province) {
    return game.position().unitIn(game.variant().map().province(province).orElseThrow()).orElseThrow();
  }

  @Test
  void englandsOpeningFleetInLondonAndArmyInLiverpool() throws Exception {
    Game game = game("");
    PossibleOrders possible = game.possibleOrders();
    // F Lon reaches Eng, Nth, Wal, Yor; no unit stands there to support; moves into them:
    // F Bre - Eng, F Edi - Nth, A Lvp - Wal, F Edi - Yor, A Lvp - Yor. No fleet is at sea: no convoy.
    assertEquals(orders(game, "England",
            "F Lon H", "F Lon - Eng", "F Lon - Nth", "F Lon - Wal", "F Lon - Yor",
            "F Lon S F Bre - Eng", "F Lon S F Edi - Nth", "F Lon S A Lvp - Wal", "F Lon S F Edi - Yor",
            "F Lon S A Lvp - Yor"),
        new HashSet<>(possible.forUnit(unitIn(game, "Lon"))));
    // A Lvp reaches Cly, Edi, Wal, Yor by land; F Edi stands in Edi; moves into them:
    // F Edi - Cly, F Lon - Wal, F Edi - Yor, F Lon - Yor (F Edi cannot move into Edi).
    assertEquals(orders(game, "England",
            "A Lvp H", "A Lvp - Cly", "A Lvp - Edi", "A Lvp - Wal", "A Lvp - Yor",
            "A Lvp S F Edi", "A Lvp S F Edi - Cly", "A Lvp S F Lon - Wal", "A Lvp S F Edi - Yor",
            "A Lvp S F Lon - Yor"),
        new HashSet<>(possible.forUnit(unitIn(game, "Lvp"))));
    // The unit's own orders stand together, its hold first.
    assertEquals(orders(game, "England", "A Lvp H").iterator().next(), possible.forUnit(unitIn(game, "Lvp")).get(0));
    assertSame(possible, game.possibleOrders(), "listed once per game");
    assertEquals(possible.all().size(), game.variant().map().powers().stream()
        .mapToInt(p -> possible.forPower(p).size()).sum());
    for (Order o : possible.forPower(power(game, "England"))) {
      assertEquals("England", o.power().name());
    }
  }

  @Test
  void aMoveByLandThatAConvoyCouldCarryIsListedTwice() throws Exception {
    Game game = game("""
        units
          England: A Lon
          England: F Eng
        """);
    Set<Order> army = new HashSet<>(game.possibleOrders().forUnit(unitIn(game, "Lon")));
    // Wal and Yor by land; Wal (which F Eng touches) also via convoy; Bel, Pic, Bre only by
    // convoy. The army cannot support the fleet where it stands (a sea), only into Wal.
    assertEquals(orders(game, "England",
            "A Lon H", "A Lon - Wal", "A Lon - Wal via convoy", "A Lon - Yor", "A Lon - Bel", "A Lon - Pic",
            "A Lon - Bre", "A Lon S F Eng - Wal"),
        army);
    Set<Order> fleet = new HashSet<>(game.possibleOrders().forUnit(unitIn(game, "Eng")));
    assertTrue(fleet.containsAll(orders(game, "England",
        "F Eng C A Lon - Wal", "F Eng C A Lon - Bel", "F Eng C A Lon - Pic", "F Eng C A Lon - Bre",
        "F Eng S A Lon")));
    // A convoy to where the fleet is, or to a place the fleet does not touch, is not possible.
    assertFalse(fleet.containsAll(orders(game, "England", "F Eng C A Lon - Yor")));
  }

  @Test
  void aFleetAtSeaSupportsAConvoyedMoveOnlyWhereARouteLeavesItOut() throws Exception {
    Game game = game("""
        units
          England: A Lon
          England: F Eng
          England: F Nth
          England: F Mao
        """);
    // A supporter cannot also be the convoy the move needs (DATC 6.D.31): F Eng may support
    // A Lon - Bel (the North Sea carries it too) but not A Lon - Pic, which only the Channel
    // carries; F Nth may support A Lon - Bel but not A Lon - Hol; F Mao, the second fleet of
    // the only route to Portugal (Eng, Mao), may not support A Lon - Por.
    List<Order> eng = game.possibleOrders().forUnit(unitIn(game, "Eng"));
    assertTrue(eng.containsAll(orders(game, "England", "F Eng S A Lon - Bel", "F Eng C A Lon - Pic")));
    assertFalse(eng.containsAll(orders(game, "England", "F Eng S A Lon - Pic")));
    List<Order> nth = game.possibleOrders().forUnit(unitIn(game, "Nth"));
    assertTrue(nth.containsAll(orders(game, "England", "F Nth S A Lon - Bel", "F Nth C A Lon - Hol")));
    assertFalse(nth.containsAll(orders(game, "England", "F Nth S A Lon - Hol")));
    List<Order> mao = game.possibleOrders().forUnit(unitIn(game, "Mao"));
    assertTrue(mao.containsAll(orders(game, "England", "F Mao C A Lon - Por", "F Mao S A Lon - Bre")));
    assertFalse(mao.containsAll(orders(game, "England", "F Mao S A Lon - Por")));
    // The list and the adjudication agree: the support left out is illegal when given.
    for (String text : List.of("F Eng S A Lon - Pic", "F Nth S A Lon - Hol", "F Mao S A Lon - Por")) {
      Order support = orders(game, "England", text).iterator().next();
      assertFalse(game.possibleOrders().accepts(support), text);
    }
  }

  @Test
  void aFleetThatReachesTwoCoastsHasAMoveToEach() throws Exception {
    Game game = game("""
        units
          France: F Mao
          France: F Gas
        """);
    List<Order> mao = game.possibleOrders().forUnit(unitIn(game, "Mao"));
    assertTrue(mao.containsAll(orders(game, "France", "F Mao - Spa/nc", "F Mao - Spa/sc", "F Mao - Por")));
    // "F Mao - Spa" without a coast is illegal (DATC 6.B.1): not listed.
    assertFalse(mao.contains(new Move(power(game, "France"), UnitType.FLEET,
        unitIn(game, "Mao").location(), game.variant().map().location(game.variant().map().province("Spa").orElseThrow()),
        false)));
    // Gascony touches only the north coast: that move is listed with its coast spelled out, and
    // the support of it is written without one.
    List<Order> gas = game.possibleOrders().forUnit(unitIn(game, "Gas"));
    assertTrue(gas.containsAll(orders(game, "France", "F Gas - Spa/nc", "F Gas S F Mao - Spa")));
    assertFalse(gas.containsAll(orders(game, "France", "F Gas - Spa/sc")));
  }

  @Test
  void aRetreatPhaseListsEachRetreatAndTheDisband() throws Exception {
    Game start = game("""
        units
          France: A Bur
          Germany: A Ruh
          Germany: A Mun
          Germany: F Kie
        """);
    Game retreat = start.adjudicate(start.ordersOrThrow("Germany", "A Ruh - Bur", "A Mun S A Ruh - Bur")).next();
    assertEquals(PhaseType.RETREAT, retreat.phase().type());
    // A Bur, dislodged from Ruh: Bel, Gas, Mar, Par, Pic are free; not Ruh (the attacker came
    // from there), not Mun (occupied), not Swi (impassable).
    Set<Order> expected = new HashSet<>();
    for (String to : List.of("Bel", "Gas", "Mar", "Par", "Pic")) {
      expected.add(new OrderParser(retreat.variant().map()).parse(power(retreat, "France"), "A Bur R " + to,
          PhaseType.RETREAT));
    }
    expected.add(new OrderParser(retreat.variant().map()).parse(power(retreat, "France"), "Disband A Bur",
        PhaseType.RETREAT));
    assertEquals(expected, new HashSet<>(retreat.possibleOrders().all()));
    assertEquals(expected, new HashSet<>(retreat.possibleOrders().forPower(power(retreat, "France"))));
    assertTrue(retreat.possibleOrders().forPower(power(retreat, "Germany")).isEmpty(), "Germany has nothing to retreat");
  }

  @Test
  void aWinterBuildOnTwoCoastsSpellsOutEachAndMayBeWaived() throws Exception {
    Game game = game("""
        phase Winter 1901 Adjustment
        units
          Russia: A Mos
          Russia: F Sev
          Russia: A War
          Russia: A Rum
          Turkey: A Con
          Turkey: F Ank
          Turkey: A Smy
          Turkey: A Bul
        owners
          Russia: Mos, Sev, War, StP, Rum
          Turkey: Con, Ank, Smy
        """);
    // Russia: five centres, four units, StP its only empty home centre: an army, a fleet on
    // either coast, or none (DATC 6.I.1 for the coast a fleet needs).
    assertEquals(orders(game, "Russia", "Build A StP", "Build F StP/nc", "Build F StP/sc", "Waive"),
        new HashSet<>(game.possibleOrders().forPower(power(game, "Russia"))));
    // Turkey: three centres, four units: one disband, of any of its units.
    assertEquals(orders(game, "Turkey", "Disband A Con", "Disband F Ank", "Disband A Smy", "Disband A Bul"),
        new HashSet<>(game.possibleOrders().forPower(power(game, "Turkey"))));
    assertTrue(game.possibleOrders().forPower(power(game, "England")).isEmpty(), "no centres, no units");
  }

  @Test
  void eraOfEmpireConvertsUnitsOnOwnedCentres() throws Exception {
    Game game = game("""
        variant era-of-empire
        phase Winter 1870 Adjustment
        units
          Britain: A Del
          Britain: F Mad
          Britain: A Bom
          Britain: F Ade
          Britain: A Ban
        owners
          Britain: Del, Mad, Bom, Ade, Ban
        """);
    // As many centres as units: no build, no disband. Delhi is inland (no fleet there);
    // Bangkok has two coasts, so the new fleet's coast is named.
    assertEquals(orders(game, "Britain", "Convert F Mad", "Convert A Bom", "Convert F Ade", "Convert A Ban/ec",
            "Convert A Ban/wc"),
        new HashSet<>(game.possibleOrders().forPower(power(game, "Britain"))));
  }

  @Test
  void neutralPowersHaveNoOrders() throws Exception {
    Game game = game("variant classic-6p\n");
    for (Power p : game.variant().map().powers()) {
      assertEquals(game.players().isNeutral(p), game.possibleOrders().forPower(p).isEmpty(), p.name());
    }
  }

  @Test
  void everyListedOrderReadsBackFromItsText() throws Exception {
    for (Game game : List.of(game(""), game("variant era-of-empire\nphase Winter 1870 Adjustment\n"))) {
      OrderParser parser = new OrderParser(game.variant().map());
      List<Order> back = new ArrayList<>();
      for (Order o : game.possibleOrders().all()) {
        back.add(parser.parse(o.power(), OrderWriter.write(o), game.phase().type()));
      }
      assertEquals(game.possibleOrders().all(), back);
    }
  }

  @Test
  void nullsAreRefusedByName() throws Exception {
    PossibleOrders possible = game("").possibleOrders();
    assertEquals("power", assertThrows(NullPointerException.class, () -> possible.forPower(null)).getMessage());
    assertEquals("province", assertThrows(NullPointerException.class,
        () -> possible.forUnit((Province) null)).getMessage());
  }
}
