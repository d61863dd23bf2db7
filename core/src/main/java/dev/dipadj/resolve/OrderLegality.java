package dev.dipadj.resolve;

import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Move;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;

import static dev.dipadj.resolve.MovementOrders.CONVOY;
import static dev.dipadj.resolve.MovementOrders.MOVE;
import static dev.dipadj.resolve.MovementOrders.SUPPORT_HOLD;
import static dev.dipadj.resolve.MovementOrders.SUPPORT_MOVE;

/**
 * Whether a movement order can be given on the board as it stands (DATC 4.E.1: legality
 * depends on the board alone, never on other orders): a move to a place the unit can reach
 * (by land, along its coast, or by some chain of fleets at sea), a support of a unit to a
 * place the supporter could itself reach, a convoy by a fleet at sea that some route needs.
 * Each check returns why the order is illegal, or null after filling the unit's row of the
 * {@link MovementOrders} table.
 */
final class OrderLegality {
  private final MovementOrders o;

  OrderLegality(MovementOrders orders) {
    this.o = orders;
  }

  String move(int u, Move m, ConvoyGeometry geometry, boolean[] viaConvoy) {
    Province to = m.destination().province();
    int dest = to.index();
    if (dest == o.province[u]) {
      return "a unit cannot move to the province it is in";
    }
    if (to.kind() == ProvinceKind.IMPASSABLE) {
      return to.name() + " cannot be entered";
    }
    o.kind[u] = MOVE;
    o.target[u] = dest;
    if (o.type[u] == UnitType.ARMY) {
      if (!to.kind().allowsArmy()) {
        return "an army cannot move to a sea";
      }
      o.targetLocation[u] = o.map.location(to).id();
      boolean adjacent = o.map.armyAdjacent(o.province[u], dest);
      if (adjacent && !m.viaConvoy()) {
        // Over land, unless a fleet of its own power shows the intent to convoy (settled later).
        return null;
      }
      if (!coastal(o.province[u]) || !coastal(dest) || !geometry.routeExists(o.province[u], dest, -1)) {
        return adjacent
            ? "no fleets could convoy " + o.unit[u].describe() + " to " + to
            : to + " is not adjacent to " + o.unit[u].location().province()
                + " and no fleets could convoy there";
      }
      o.convoyed[u] = true;
      viaConvoy[u] = m.viaConvoy();
      return null;
    }
    if (m.viaConvoy()) {
      return "only armies can be convoyed";
    }
    if (!to.kind().allowsFleet()) {
      return "a fleet cannot move inland";
    }
    Location from = o.unit[u].location();
    if (to.hasSeveralCoasts()) {
      if (!m.destination().isWholeProvince()) {
        if (!o.map.fleetAdjacent(from.id(), m.destination().id())) {
          return "a fleet in " + from + " cannot reach " + m.destination();
        }
        o.targetLocation[u] = m.destination().id();
        return null;
      }
      int found = -1;
      for (Location coast : o.map.fleetLocations(to)) {
        if (o.map.fleetAdjacent(from.id(), coast.id())) {
          if (found >= 0) {
            return "the coast of " + to + " must be named";
          }
          found = coast.id();
        }
      }
      if (found < 0) {
        return "a fleet in " + from + " cannot reach " + to;
      }
      o.targetLocation[u] = found;
      return null;
    }
    if (!o.map.fleetAdjacent(from.id(), o.map.location(to).id())) {
      Location written = m.unit();
      if (!written.isWholeProvince() && !written.equals(from)
          && written.province().equals(from.province())
          && o.map.fleetAdjacent(written.id(), o.map.location(to).id())) {
        o.stranded[u] = true;
        o.targetLocation[u] = o.map.location(to).id();
        return null;
      }
      return "a fleet in " + from + " cannot reach " + to;
    }
    o.targetLocation[u] = o.map.location(to).id();
    return null;
  }

  String supportHold(int u, SupportHold s) {
    Province p = s.supported().province();
    int v = o.unitAt[p.index()];
    if (v == u) {
      return "a unit cannot support itself";
    }
    if (v < 0) {
      return "no unit in " + p + " to support";
    }
    if (!o.map.canReach(o.type[u], o.unit[u].location(), p)) {
      return o.unit[u].describe() + " cannot reach " + p;
    }
    o.kind[u] = SUPPORT_HOLD;
    o.target[u] = p.index();
    o.other[u] = v;
    return null;
  }

  String supportMove(int u, SupportMove s, ConvoyGeometry geometry) {
    Province from = s.supported().province();
    Province to = s.destination().province();
    int v = o.unitAt[from.index()];
    if (v == u) {
      return "a unit cannot support its own move";
    }
    if (v < 0) {
      return "no unit in " + from + " to support";
    }
    if (to.index() == o.province[u]) {
      return "a unit cannot support a move into its own province";
    }
    if (to.equals(from)) {
      return "a unit cannot move to the province it is in";
    }
    if (!o.map.canReach(o.type[u], o.unit[u].location(), to)) {
      return o.unit[u].describe() + " cannot reach " + to;
    }
    if (o.type[v] == UnitType.FLEET) {
      boolean possible = s.destination().isWholeProvince()
          ? o.map.fleetReaches(o.unit[v].location().id(), to.index())
          : o.map.fleetAdjacent(o.unit[v].location().id(), s.destination().id());
      if (!possible) {
        return o.unit[v].describe() + " cannot move to " + s.destination();
      }
    } else {
      if (!to.kind().allowsArmy()) {
        return "an army cannot move to a sea";
      }
      if (!o.map.armyAdjacent(from.index(), to.index())
          && !(coastal(from.index()) && coastal(to.index())
              && geometry.routeExists(from.index(), to.index(), o.province[u]))) {
        // The supporter cannot both support and convoy (DATC 6.D.31).
        return o.unit[v].describe() + " cannot reach " + to + " without " + o.unit[u].describe();
      }
    }
    o.kind[u] = SUPPORT_MOVE;
    o.target[u] = to.index();
    o.targetLocation[u] = s.destination().id();
    o.other[u] = v;
    return null;
  }

  String convoy(int u, Convoy c, ConvoyGeometry geometry) {
    if (o.type[u] != UnitType.FLEET) {
      return "only fleets can convoy";
    }
    if (!ConvoyGeometry.isSea(o.map, o.province[u])) {
      return "a fleet on a coast cannot convoy";
    }
    Province from = c.army().province();
    Province to = c.destination().province();
    int v = o.unitAt[from.index()];
    if (v < 0) {
      return "no army in " + from + " to convoy";
    }
    if (o.type[v] != UnitType.ARMY) {
      return "only armies can be convoyed";
    }
    if (from.equals(to)) {
      return "an army cannot move to the province it is in";
    }
    if (!coastal(from.index()) || !coastal(to.index())) {
      return "a convoy goes from coast to coast";
    }
    if (!geometry.neededOnRoute(from.index(), to.index(), o.province[u])) {
      return "no convoy route from " + from + " to " + to + " needs " + o.unit[u].describe();
    }
    o.kind[u] = CONVOY;
    o.target[u] = to.index();
    o.other[u] = v;
    return null;
  }

  boolean coastal(int p) {
    return o.map.province(p).kind() == ProvinceKind.COAST;
  }
}
