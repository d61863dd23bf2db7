package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Build;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.order.Waive;
import dev.dipadj.position.PhaseType;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;

/**
 * The outcome of a phase does not depend on the order in which its orders are listed: the
 * same orders shuffled give each order the same result, and the same units, dislodgements,
 * removals and next phase. Only where the order of the list may not matter by the rules:
 * no two orders for one unit or place (the first one counts), and in Winter no power
 * ordering more builds or disbands than it has (the first ones count).
 */
final class OrderIndependence {
  private OrderIndependence() {}

  /** Whether the rules make the outcome independent of the list's order. */
  static boolean applies(Game game, List<Order> orders) {
    Set<Province> named = new HashSet<>();
    Map<Power, Integer> builds = new HashMap<>();
    Map<Power, Integer> disbands = new HashMap<>();
    for (Order o : orders) {
      Province place = o instanceof UnitOrder u ? u.unit().province() : o instanceof Build b ? b.location().province() : null;
      if (place != null && !named.add(place)) {
        return false;
      }
      if (o instanceof Build || o instanceof Waive) {
        builds.merge(o.power(), 1, Integer::sum);
      } else if (o instanceof Disband) {
        disbands.merge(o.power(), 1, Integer::sum);
      }
    }
    if (game.phase().type() != PhaseType.ADJUSTMENT) {
      return true;
    }
    for (Power p : game.variant().map().powers()) {
      int surplus = Counts.centres(game.variant().map(), game.position(), p) - Counts.units(game.position(), p);
      if (builds.getOrDefault(p, 0) > Math.max(0, surplus) || disbands.getOrDefault(p, 0) > Math.max(0, -surplus)) {
        return false;
      }
    }
    return true;
  }

  /** Adjudicates the orders again in a shuffled order and reports every difference. */
  static void check(Game game, List<Order> orders, PhaseOutcome first, Random random, List<Violation> out) {
    int n = orders.size();
    List<Integer> perm = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      perm.add(i);
    }
    Collections.shuffle(perm, random);
    List<Order> shuffled = new ArrayList<>();
    for (int i : perm) {
      shuffled.add(orders.get(i));
    }
    PhaseOutcome again;
    try {
      again = game.adjudicateAsGiven(shuffled);
    } catch (RuntimeException e) {
      out.add(Exceptions.violation("shuffled", e));
      return;
    }
    for (int k = 0; k < n; k++) {
      var a = first.results().get(perm.get(k));
      var b = again.results().get(k);
      if (a.outcome() != b.outcome()) {
        out.add(new Violation("shuffle.same-outcome", a.order() + ": " + a.outcome() + " " + a.reason().describe()
            + ", shuffled " + b.outcome() + " " + b.reason().describe()));
      } else if (!a.reason().equals(b.reason())) {
        out.add(new Violation("shuffle.same-reason", a.order() + ": " + a.reason().describe()
            + ", shuffled " + b.reason().describe()));
      }
    }
    same("shuffle.same-position", first.next().position(), again.next().position(), out);
    same("shuffle.same-dislodged", new HashSet<>(first.dislodged()), new HashSet<>(again.dislodged()), out);
    same("shuffle.same-removed", new HashSet<>(first.removed()), new HashSet<>(again.removed()), out);
    same("shuffle.same-built-by-default", new HashSet<>(first.builtByDefault()), new HashSet<>(again.builtByDefault()), out);
    same("shuffle.same-retreat-phase", new HashSet<>(first.next().dislodged()), new HashSet<>(again.next().dislodged()), out);
    same("shuffle.same-winners", first.next().winners(), again.next().winners(), out);
  }

  private static void same(String check, Object a, Object b, List<Violation> out) {
    if (!a.equals(b)) {
      out.add(new Violation(check, a + " but shuffled " + b));
    }
  }
}
