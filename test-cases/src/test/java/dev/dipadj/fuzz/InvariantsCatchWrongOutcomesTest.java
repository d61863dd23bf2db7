package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.order.Order;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The invariants are not vacuous: they pass a right outcome and catch a wrong one (the
 * phase's true results with the game left where it was, as if nothing had moved or been
 * built). Without this, a property that never fails would prove little.
 */
class InvariantsCatchWrongOutcomesTest {
  @Test
  void movementChecksCatchUnitsThatDidNotMove() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    List<Order> orders = new ArrayList<>(game.ordersOrThrow("France", "A Par - Bur", "A Mar S A Par - Bur"));
    orders.addAll(game.ordersOrThrow("Germany", "A Mun - Bur"));
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));

    PhaseOutcome wrong = new PhaseOutcome(real.phase(), real.results(), real.dislodged(), real.byConvoy(), real.removed(), game);
    List<Violation> found = new ArrayList<>();
    MovementInvariants.check(game, orders, wrong, found);
    SuccessInvariants.check(game, wrong, found);
    TurnInvariants.check(game, wrong, found);
    assertTrue(checks(found).containsAll(Set.of(
        "movement.units-where-ordered", "movement.success-entitled", "turn.next-phase")), found::toString);
  }

  @Test
  void adjustmentChecksCatchABuildThatDidNotHappen() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    game = game.adjudicate(game.ordersOrThrow("France", "A Par - Bur")).next();
    game = game.adjudicate(game.ordersOrThrow("France", "A Bur - Bel")).next(); // Winter 1901: France builds one
    List<Order> orders = game.ordersOrThrow("France", "Build A Par", "Build F Mar");
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));

    PhaseOutcome wrong = new PhaseOutcome(real.phase(), real.results(), real.dislodged(), real.byConvoy(), real.removed(), game);
    List<Violation> found = new ArrayList<>();
    AdjustmentInvariants.check(game, orders, wrong, found);
    assertTrue(checks(found).contains("adjustment.units-conserved"), found::toString);
  }

  private static Set<String> checks(List<Violation> violations) {
    return violations.stream().map(Violation::check).collect(Collectors.toSet());
  }
}
