package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.MOVE;

import dev.dipadj.rules.ConvoyFallbackRule;
import dev.dipadj.rules.ConvoyToAdjacentRule;

/**
 * Whether an army's legal move goes by convoy and so needs a route (DATC 4.A.3), the one place
 * this is decided. To a province it cannot reach over land it goes by convoy (its order is
 * legal only if some route could carry it). To an adjacent province it goes by convoy when its
 * order says "via convoy" or, under the 2025 rule, when a fleet of its own power is ordered to
 * convoy it (under the 1982 rule also when any fleet is, and its own unit at the destination
 * moves the other way); else over land. Under {@code convoy-fallback=land} an army going by
 * convoy to an adjacent province for which no route is ordered moves over land instead.
 */
final class ConvoyIntent {
  private final MovementOrders o;
  /** The routes as ordered, for the land fallback; the resolver asks its own. */
  private final ConvoyRoutes orderedRoutes;

  ConvoyIntent(MovementOrders orders) {
    this.o = orders;
    this.orderedRoutes = new ConvoyRoutes(orders);
  }

  /** Whether army u's legal move goes by convoy; asked once its orders are linked (the convoying fleets are known). */
  boolean goesByConvoy(int u) {
    if (!o.map().armyAdjacent(o.province(u), o.target(u))) {
      return true;
    }
    ConvoyToAdjacentRule rule = o.rules().convoyToAdjacent();
    boolean intended = o.viaConvoy(u)
        || (rule != ConvoyToAdjacentRule.VIA_CONVOY_ONLY && convoyedByOwnPower(u))
        || (rule == ConvoyToAdjacentRule.RULE_1982 && o.convoyFleetsStart(u + 1) > o.convoyFleetsStart(u)
            && ownUnitMovesBack(u));
    if (intended && o.rules().convoyFallback() == ConvoyFallbackRule.LAND && !orderedRoutes.ordered(u)) {
      return false;
    }
    return intended;
  }

  /** Whether a fleet of army u's own power is ordered to convoy its move (the convoy order matches). */
  private boolean convoyedByOwnPower(int u) {
    for (int k = o.convoyFleetsStart(u), end = o.convoyFleetsStart(u + 1); k < end; k++) {
      if (samePower(o.convoyFleets(k), u)) {
        return true;
      }
    }
    return false;
  }

  /** DATC 4.A.3's reading of 1982: the unit at army u's destination is of its power and moves to u's province. */
  private boolean ownUnitMovesBack(int u) {
    int d = o.unitAt(o.target(u));
    return d >= 0 && o.kind(d) == MOVE && o.target(d) == o.province(u) && samePower(d, u);
  }

  private boolean samePower(int a, int b) {
    return o.unit(a).power().index() == o.unit(b).power().index();
  }
}
