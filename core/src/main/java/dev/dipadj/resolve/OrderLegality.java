package dev.dipadj.resolve;

import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;

/**
 * Whether a movement order can be given on the board as it stands (DATC 4.E.1: legality
 * depends on the board alone, never on other orders): a move to a place the unit can reach
 * (by land, along its coast, or by some chain of fleets at sea), a support of a unit to a
 * place the supporter could itself reach, a convoy by a fleet at sea that some route needs.
 * {@link #check} returns the order as the resolver needs it, or why it is illegal.
 */
final class OrderLegality {
  private final GameMap map;
  private final Unit[] unit;
  private final int[] unitAt;
  private final boolean[] neutral;
  private final ConvoyGeometry geometry;

  OrderLegality(GameMap map, Unit[] unit, int[] unitAt, boolean[] neutral, ConvoyGeometry geometry) {
    this.map = map;
    this.unit = unit;
    this.unitAt = unitAt;
    this.neutral = neutral;
    this.geometry = geometry;
  }

  /** The order checked: which unit it is for and what it asks, or why it cannot be given. */
  CheckedOrder check(Order order) {
    if (!(order instanceof UnitOrder uo) || !(uo instanceof Hold || uo instanceof Move
        || uo instanceof SupportHold || uo instanceof SupportMove || uo instanceof Convoy)) {
      return CheckedOrder.illegal(-1, "not an order for a movement phase");
    }
    int u = unitAt[uo.unit().province().index()];
    if (u < 0) {
      return CheckedOrder.illegal(-1, "no unit in " + uo.unit().province());
    }
    if (!unit[u].power().equals(order.power())) {
      return CheckedOrder.illegal(-1, unit[u].describe() + " belongs to " + unit[u].power());
    }
    if (neutral[u]) {
      return CheckedOrder.illegal(-1, unit[u].power() + " is neutral: its units hold");
    }
    if (uo instanceof Hold) {
      return CheckedOrder.hold(u);
    } else if (uo instanceof Move m) {
      return move(u, m);
    } else if (uo instanceof SupportHold s) {
      return supportHold(u, s);
    } else if (uo instanceof SupportMove s) {
      return supportMove(u, s);
    }
    return convoy(u, (Convoy) uo);
  }

  private CheckedOrder move(int u, Move m) {
    Province to = m.destination().province();
    int dest = to.index();
    int from = province(u);
    if (dest == from) {
      return CheckedOrder.illegal(u, "a unit cannot move to the province it is in");
    }
    if (to.kind() == ProvinceKind.IMPASSABLE) {
      return CheckedOrder.illegal(u, to.name() + " cannot be entered");
    }
    if (unit[u].type() == UnitType.ARMY) {
      if (!to.kind().allowsArmy()) {
        return CheckedOrder.illegal(u, "an army cannot move to a sea");
      }
      int location = map.location(to).id();
      boolean adjacent = map.armyAdjacent(from, dest);
      if (adjacent && !m.viaConvoy()) {
        // Over land, unless a fleet of its own power shows the intent to convoy (settled later).
        return CheckedOrder.move(u, dest, location, false, false, false);
      }
      if (!coastal(from) || !coastal(dest) || !geometry.routeExists(from, dest, -1)) {
        return CheckedOrder.illegal(u, adjacent
            ? "no fleets could convoy " + unit[u].describe() + " to " + to
            : to + " is not adjacent to " + unit[u].location().province() + " and no fleets could convoy there");
      }
      return CheckedOrder.move(u, dest, location, true, m.viaConvoy(), false);
    }
    if (m.viaConvoy()) {
      return CheckedOrder.illegal(u, "only armies can be convoyed");
    }
    if (!to.kind().allowsFleet()) {
      return CheckedOrder.illegal(u, "a fleet cannot move inland");
    }
    Location at = unit[u].location();
    Coasts.Choice reached = Coasts.fleetDestination(map, at, m.destination());
    if (reached.location() != null) {
      return CheckedOrder.move(u, dest, reached.location().id(), false, false, false);
    }
    // Ordered from the other coast of its province, to a place only that coast reaches: the
    // order names the unit well enough to stand, but it cannot succeed (DATC 6.B.11).
    Location written = m.unit();
    if (!written.isWholeProvince() && !written.equals(at) && written.province().equals(at.province())
        && !to.hasSeveralCoasts() && Coasts.fleetDestination(map, written, m.destination()).location() != null) {
      return CheckedOrder.move(u, dest, map.location(to).id(), false, false, true);
    }
    return CheckedOrder.illegal(u, reached.problem());
  }

  private CheckedOrder supportHold(int u, SupportHold s) {
    Province p = s.supported().province();
    int v = unitAt[p.index()];
    if (v == u) {
      return CheckedOrder.illegal(u, "a unit cannot support itself");
    }
    if (v < 0) {
      return CheckedOrder.illegal(u, "no unit in " + p + " to support");
    }
    if (!map.canReach(unit[u].type(), unit[u].location(), p)) {
      return CheckedOrder.illegal(u, unit[u].describe() + " cannot reach " + p);
    }
    return CheckedOrder.supportHold(u, p.index(), v);
  }

  private CheckedOrder supportMove(int u, SupportMove s) {
    Province from = s.supported().province();
    Province to = s.destination().province();
    int v = unitAt[from.index()];
    if (v == u) {
      return CheckedOrder.illegal(u, "a unit cannot support its own move");
    }
    if (v < 0) {
      return CheckedOrder.illegal(u, "no unit in " + from + " to support");
    }
    if (to.index() == province(u)) {
      return CheckedOrder.illegal(u, "a unit cannot support a move into its own province");
    }
    if (to.equals(from)) {
      return CheckedOrder.illegal(u, "a unit cannot move to the province it is in");
    }
    if (!map.canReach(unit[u].type(), unit[u].location(), to)) {
      return CheckedOrder.illegal(u, unit[u].describe() + " cannot reach " + to);
    }
    if (unit[v].type() == UnitType.FLEET) {
      if (!Coasts.fleetCanMakeSupportedMove(map, unit[v].location(), s.destination())) {
        return CheckedOrder.illegal(u, unit[v].describe() + " cannot move to " + s.destination());
      }
    } else {
      if (!to.kind().allowsArmy()) {
        return CheckedOrder.illegal(u, "an army cannot move to a sea");
      }
      if (!map.armyAdjacent(from.index(), to.index())
          && !(coastal(from.index()) && coastal(to.index())
              && geometry.routeExists(from.index(), to.index(), province(u)))) {
        // The supporter cannot both support and convoy (DATC 6.D.31).
        return CheckedOrder.illegal(u,
            unit[v].describe() + " cannot reach " + to + " without " + unit[u].describe());
      }
    }
    return CheckedOrder.supportMove(u, to.index(), s.destination().id(), v);
  }

  private CheckedOrder convoy(int u, Convoy c) {
    if (unit[u].type() != UnitType.FLEET) {
      return CheckedOrder.illegal(u, "only fleets can convoy");
    }
    if (!ConvoyGeometry.isSea(map, province(u))) {
      return CheckedOrder.illegal(u, "a fleet on a coast cannot convoy");
    }
    Province from = c.army().province();
    Province to = c.destination().province();
    int v = unitAt[from.index()];
    if (v < 0) {
      return CheckedOrder.illegal(u, "no army in " + from + " to convoy");
    }
    if (unit[v].type() != UnitType.ARMY) {
      return CheckedOrder.illegal(u, "only armies can be convoyed");
    }
    if (from.equals(to)) {
      return CheckedOrder.illegal(u, "an army cannot move to the province it is in");
    }
    if (!coastal(from.index()) || !coastal(to.index())) {
      return CheckedOrder.illegal(u, "a convoy goes from coast to coast");
    }
    if (!geometry.neededOnRoute(from.index(), to.index(), province(u))) {
      return CheckedOrder.illegal(u, "no convoy route from " + from + " to " + to + " needs " + unit[u].describe());
    }
    return CheckedOrder.convoy(u, to.index(), v);
  }

  private int province(int u) {
    return unit[u].location().province().index();
  }

  private boolean coastal(int p) {
    return map.province(p).kind() == ProvinceKind.COAST;
  }
}
