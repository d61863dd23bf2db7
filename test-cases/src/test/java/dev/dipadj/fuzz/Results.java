package dev.dipadj.fuzz;

import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.order.Order;
import java.util.List;

/** The results of a phase: one per order given, in the order given, each for that very order. */
final class Results {
  private Results() {}

  static void checkAligned(List<Order> orders, PhaseOutcome outcome, List<Violation> out) {
    if (outcome.results().size() != orders.size()) {
      out.add(new Violation("results.one-per-order", orders.size() + " orders but " + outcome.results().size() + " results"));
      return;
    }
    for (int i = 0; i < orders.size(); i++) {
      if (!outcome.results().get(i).order().equals(orders.get(i))) {
        out.add(new Violation("results.one-per-order", "result " + i + " is for " + outcome.results().get(i).order()
            + ", not " + orders.get(i)));
        return;
      }
    }
  }
}
