package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.OrderError;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.game.ReadOrders;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.result.Outcome;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, item 7: an order of another phase ({@code F Rum - Sev} in Winter) given to a
 * {@link Game} is refused with an error naming the order and the phase, rather than spent as
 * an illegal order while the phase goes by. Case files and recorded games keep the DATC's
 * treatment through {@link Game#adjudicateAsGiven}: an illegal result.
 */
class WrongPhaseOrdersTest {
  private static final String REFUSED =
      "F Rum - Sev is a move, and Winter 1901 Adjustment takes only builds, disbands and waives";

  /** Winter 1901, after the README's saved game: Austria builds two, Russia's fleet is in the Black Sea. */
  private static Game winter() throws Exception {
    Game g = Game.start(Variants.named("classic"));
    List<Order> spring = new ArrayList<>(g.ordersOrThrow("Austria", "A Vie - Gal", "A Bud - Ser"));
    spring.addAll(g.ordersOrThrow("Russia", "F Sev - Rum"));
    g = g.adjudicate(spring).next();
    List<Order> fall = new ArrayList<>(g.ordersOrThrow("Austria", "A Ser - Rum", "A Gal S A Ser - Rum"));
    fall.addAll(g.ordersOrThrow("Russia", "F Rum H"));
    g = g.adjudicate(fall).next();
    return g.adjudicate(g.ordersOrThrow("Russia", "F Rum - Bla")).next();
  }

  @Test
  void readingRefusesAnOrderOfAnotherPhaseNamingItAndThePhase() throws Exception {
    Game winter = winter();
    ReadOrders read = winter.read("Austria", "Build A Vie", "F Rum - Sev", "Build A Bud");
    assertEquals(List.of("Build A Vie", "Build A Bud"), read.orders().stream().map(Order::toString).toList());
    assertEquals(List.of(new OrderError(1, "F Rum - Sev", REFUSED, "")), read.errors());
    OrderSyntaxException e = assertThrows(OrderSyntaxException.class,
        () -> winter.ordersOrThrow("Austria", "Build A Vie", "F Rum - Sev"));
    assertEquals("texts[1] \"F Rum - Sev\": " + REFUSED, e.getMessage());
  }

  @Test
  void eachKindOfPhaseRefusesTheOthersOrders() throws Exception {
    Game spring = Game.start(Variants.named("classic"));
    assertEquals("Build A Par is a build, and Spring 1901 Movement takes only holds, moves, supports and convoys",
        spring.read("France", "Build A Par").errors().get(0).reason());
    assertEquals("F Bre R Mao is a retreat, and Spring 1901 Movement takes only holds, moves, supports and convoys",
        spring.read("France", "F Bre R Mao").errors().get(0).reason());
    assertEquals("Waive is a waive, and Spring 1901 Movement takes only holds, moves, supports and convoys",
        spring.read("France", "Waive").errors().get(0).reason());
    Game g = Game.start(Variants.named("classic"));
    List<Order> orders = new ArrayList<>(g.ordersOrThrow("Austria", "A Vie - Gal", "A Bud - Ser"));
    orders.addAll(g.ordersOrThrow("Russia", "F Sev - Rum"));
    g = g.adjudicate(orders).next();
    orders = new ArrayList<>(g.ordersOrThrow("Austria", "A Ser - Rum", "A Gal S A Ser - Rum"));
    orders.addAll(g.ordersOrThrow("Russia", "F Rum H"));
    Game retreat = g.adjudicate(orders).next();
    assertEquals("A Mos H is a hold, and Fall 1901 Retreat takes only retreats and disbands",
        retreat.read("Russia", "A Mos H").errors().get(0).reason());
    assertTrue(retreat.read("Russia", "F Rum - Bla").allRead());
  }

  @Test
  void adjudicateRefusesAnOrderOfAnotherPhase() throws Exception {
    Game winter = winter();
    Order move = new OrderParser(winter.variant().map()).parse(winter.power("Russia"), "F Rum - Sev",
        PhaseType.MOVEMENT);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> winter.adjudicate(List.of(move)));
    assertEquals("orders[0] (Russia): " + REFUSED, e.getMessage());
  }

  @Test
  void caseFilesAndRecordsStillHaveItAdjudicatedIllegalAsTheDatcAsks() throws Exception {
    Game winter = winter();
    Order move = winter.readAsGiven("Russia", "F Rum - Sev").orElseThrow();
    PhaseOutcome outcome = winter.adjudicateAsGiven(List.of(move));
    assertEquals(Outcome.ILLEGAL, outcome.results().get(0).outcome());
    assertEquals("F Rum - Sev: illegal wrong-phase (not an order for an adjustment phase)", outcome.results().get(0).toString());
  }
}
