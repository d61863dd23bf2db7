package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.result.Outcome;
import dev.dipadj.text.OrderParser;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Possible orders asked by meaning ({@link PossibleOrders#accepts}), as a judge asks of an
 * order a player typed, and how many of a power's adjustment orders it may use (issue 18,
 * items 6 and 8). Each expectation is the rule's, cited beside it.
 */
class PossibleOrdersByMeaningTest {
  private static Game game(String setup) throws CaseError {
    return CaseRunner.start(CaseFileReader.read("meaning.case", "case t\n" + setup + "orders\nend\n").get(0));
  }

  /** An order as a player may write it, read by the case format's parser for the game's phase. */
  private static Order order(Game game, String power, String text) throws Exception {
    Power p = game.variant().map().power(power).orElseThrow();
    return new OrderParser(game.variant().map()).parse(p, text, game.phase().type());
  }

  @Test
  void anOrderWithoutItsUnitLetterIsAcceptedThoughNotListedAsWritten() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    PossibleOrders possible = game.possibleOrders();
    // DATC 4.C.1 / 4.C.2: the unit's letter is not needed to find the unit.
    Order bare = order(game, "France", "Par - Bur");
    assertFalse(possible.contains(bare), "listed as A Par - Bur, compared exactly");
    assertTrue(possible.accepts(bare));
    assertTrue(possible.accepts(order(game, "France", "A Par - Bur")));
  }

  @Test
  void coastsAreReadAsTheAdjudicatorReadsThem() throws Exception {
    Game game = game("""
        units
          France: F Gas
          France: F Mao
          France: A Bre
        """);
    PossibleOrders possible = game.possibleOrders();
    // DATC 6.B.2: a fleet's move without a coast goes to the one coast it can reach.
    assertTrue(possible.accepts(order(game, "France", "F Gas - Spa")));
    // DATC 6.B.1: where both coasts can be reached, the coast must be named.
    assertFalse(possible.accepts(order(game, "France", "F Mao - Spa")));
    assertTrue(possible.accepts(order(game, "France", "F Mao - Spa/sc")));
    // DATC 6.B.4: a support may name the coast, or not.
    assertTrue(possible.accepts(order(game, "France", "F Gas S F Mao - Spa/nc")));
    assertTrue(possible.accepts(order(game, "France", "F Gas S F Mao - Spa")));
    // An army's coast means nothing: A Bre - Gas is by land.
    assertTrue(possible.accepts(order(game, "France", "A Bre - Gas")));
  }

  @Test
  void ordersThatCannotBeGivenAreRefused() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    PossibleOrders possible = game.possibleOrders();
    // Munich is two provinces away and no fleet could convoy there (DATC 6.A.1).
    assertFalse(possible.accepts(order(game, "France", "A Par - Mun")));
    // Another power's unit (DATC 6.A.3's spirit: an order to a unit one does not own).
    assertFalse(possible.accepts(order(game, "Germany", "A Par - Bur")));
    // An army cannot convoy (DATC 6.A.6 asks of fleets alone).
    assertFalse(possible.accepts(order(game, "France", "A Par C A Mar - Bur")));
    // A support of a move the supported unit could not make (DATC 6.A.8's kind).
    assertFalse(possible.accepts(order(game, "France", "A Mar S A Par - Spa")));
    assertTrue(possible.accepts(order(game, "France", "A Mar S A Par - Bur")));
  }

  @Test
  void everyListedOrderIsAccepted() throws Exception {
    for (Game game : List.of(Game.start(Variants.named("classic")),
        game("variant era-of-empire\nphase Winter 1870 Adjustment\n"))) {
      PossibleOrders possible = game.possibleOrders();
      for (Order o : possible.all()) {
        assertTrue(possible.accepts(o), () -> o + " is listed but not accepted");
      }
    }
  }

  @Test
  void aPowerMayUseAsManyBuildsAsItsAdjustmentSays() throws Exception {
    Game game = game("""
        phase Winter 1901 Adjustment
        units
          France: A Bur
          France: F Mao
          France: A Spa
        owners
          France: Bre, Par, Mar, Spa, Por
        """);
    // Five centres and three units: two builds; Brest, Paris and Marseilles are free home centres.
    Adjustment france = game.adjustment("France");
    assertEquals(2, france.builds());
    List<Order> builds = game.possibleOrders().forPower(game.power("France"));
    List<Order> chosen = new ArrayList<>();
    chosen.add(order(game, "France", "Build A Par"));
    chosen.add(order(game, "France", "Build F Bre"));
    chosen.add(order(game, "France", "Build A Mar"));
    assertTrue(builds.containsAll(chosen), "each build is offered");
    // The first two count; a third has no build left (rulebook: build up to the difference).
    var results = game.adjudicate(chosen).results();
    assertEquals(Outcome.SUCCEEDS, results.get(0).outcome());
    assertEquals(Outcome.SUCCEEDS, results.get(1).outcome());
    assertEquals(Outcome.ILLEGAL, results.get(2).outcome());
  }

  @Test
  void anOrderOfAnotherMapIsTheCallersMistake() throws Exception {
    Game classic = Game.start(Variants.named("classic"));
    Game era = Game.start(Variants.named("era-of-empire"));
    Order foreign = era.possibleOrders().all().get(0);
    assertThrows(IllegalArgumentException.class, () -> classic.possibleOrders().accepts(foreign));
  }
}
