package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Province;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What holds of the results of any phase: an order for a unit that is not there, or not the
 * ordering power's own, is illegal; a neutral power's orders are all illegal (its units hold,
 * it never builds); and of the orders to one unit at most one counts (is not illegal).
 */
final class OrderResultInvariants {
  private OrderResultInvariants() {}

  static void check(Game before, PhaseOutcome outcome, List<Violation> out) {
    Map<Province, Unit> orderable = new HashMap<>();
    if (before.phase().type() == PhaseType.RETREAT) {
      for (DislodgedUnit d : before.dislodged()) {
        orderable.put(d.unit().location().province(), d.unit());
      }
    } else {
      for (Unit u : before.position().units()) {
        orderable.put(u.location().province(), u);
      }
    }
    Map<Province, OrderResult> counted = new HashMap<>();
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.ILLEGAL) {
        continue;
      }
      if (before.players().isNeutral(r.order().power())) {
        out.add(new Violation("results.neutral-orders-illegal", r.order() + " of a neutral power: " + r.outcome()));
      }
      if (!(r.order() instanceof UnitOrder uo)) {
        continue;
      }
      Unit u = orderable.get(uo.unit().province());
      if (u == null || !u.power().equals(uo.power())) {
        out.add(new Violation("results.own-units-only", r.order() + " " + r.outcome() + " but the unit there is " + u));
      }
      OrderResult other = counted.put(uo.unit().province(), r);
      if (other != null) {
        out.add(new Violation("results.one-order-counts", "both " + other.order() + " and " + r.order() + " counted"));
      }
    }
  }
}
