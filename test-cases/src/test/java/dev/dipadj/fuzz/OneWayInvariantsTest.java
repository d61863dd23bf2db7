package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The invariant "no unit crosses a one-way border backwards" is not vacuous: it passes the
 * resolver's outcome on the trade test map and catches one where a fleet left Wood for the
 * Central Sea, against the border, or an army was supported up from the Valley into the Hills.
 */
class OneWayInvariantsTest {
  private static Game trade(String... units) {
    Variant v = GameVariants.named("vocabulary/trade.variant");
    GameMap map = v.map();
    List<Unit> placed = new ArrayList<>();
    for (String u : units) {
      String[] w = u.split(" ");
      placed.add(new Unit(map.power(w[0]).orElseThrow(), w[1].equals("A") ? UnitType.ARMY : UnitType.FLEET,
          map.location(map.province(w[2]).orElseThrow())));
    }
    return Game.from(v, Position.of(v.start().phase(), placed, v.start().owners()), v.rules());
  }

  @Test
  void aMoveBackAcrossTheBorderIsCaught() throws Exception {
    Game game = trade("North F Woo", "South F Cen");
    List<Order> orders = new ArrayList<>(game.ordersOrThrow("North", "F Woo - Cen"));
    orders.addAll(game.ordersOrThrow("South", "F Cen - Iro"));
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));

    List<OrderResult> forced = new ArrayList<>();
    for (OrderResult r : real.results()) {
      forced.add(r.outcome() == Outcome.ILLEGAL ? OrderResult.succeeded(r.order()) : r);
    }
    List<Violation> found = new ArrayList<>();
    OneWayInvariants.check(game, wrong(real, forced), found);
    assertEquals(Set.of("oneway.moved-backwards"), checks(found), found::toString);
  }

  @Test
  void aSupportUpTheBorderIsCaught() throws Exception {
    Game game = trade("South A Val", "East A Mar");
    List<Order> orders = new ArrayList<>(game.ordersOrThrow("South", "A Val S A Mar - Hil"));
    orders.addAll(game.ordersOrThrow("East", "A Mar - Hil"));
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));

    List<OrderResult> forced = new ArrayList<>();
    for (OrderResult r : real.results()) {
      forced.add(r.outcome() == Outcome.ILLEGAL ? OrderResult.succeeded(r.order()) : r);
    }
    List<Violation> found = new ArrayList<>();
    OneWayInvariants.check(game, wrong(real, forced), found);
    assertEquals(Set.of("oneway.support-backwards"), checks(found), found::toString);
  }

  private static PhaseOutcome wrong(PhaseOutcome real, List<OrderResult> results) {
    return new PhaseOutcome(real.phase(), ImmutableList.copyOf(results), real.dislodged(), real.byConvoy(), real.removed(),
        real.builtByDefault(), real.next());
  }

  private static Set<String> checks(List<Violation> violations) {
    return violations.stream().map(Violation::check).collect(Collectors.toSet());
  }
}
