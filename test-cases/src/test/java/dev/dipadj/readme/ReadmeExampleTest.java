package dev.dipadj.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.text.OrderWriter;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Java quick start of the README, line for line, so it keeps compiling and doing what the README says. */
class ReadmeExampleTest {
  @Test
  void quickStart() throws Exception {
    Game game = Game.start(Variants.named("classic"));                  // Spring 1901 Movement
    List<Order> orders = new ArrayList<>();
    orders.addAll(game.orders("France", "A Par - Bur", "A Mar S A Par - Bur"));
    orders.addAll(game.orders("Germany", "A Mun - Bur"));
    PhaseOutcome spring = game.adjudicate(orders);                       // the others hold
    List<String> printed = new ArrayList<>();
    for (OrderResult r : spring.results()) {
      printed.add(OrderWriter.write(r.order()) + ": " + r.outcome() + " " + r.reason().describe());
    }
    Game fall = spring.next();                                            // Fall 1901 Movement
    Position board = fall.position();                                     // units and centre owners

    // Paris has Marseilles' support (2) against Munich alone (1): France takes Burgundy.
    assertEquals(List.of(Outcome.SUCCEEDS, Outcome.SUCCEEDS, Outcome.FAILS),
        spring.results().stream().map(OrderResult::outcome).toList());
    assertEquals("A Mun - Bur: FAILS bounced: A Mun (1) against A Par (2)", printed.get(2).strip());
    assertEquals(new Phase(Season.FALL, 1901, PhaseType.MOVEMENT), fall.phase());
    assertTrue(board.units().stream().anyMatch(u -> u.power().name().equals("France") && u.describe().equals("A Bur")));
    assertEquals(22, board.units().size());
  }
}
