package dev.dipadj.resolve;

import dev.dipadj.map.Canal;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.Railroad;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.OrderPlaces;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.position.Unit;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.Reason;
import java.util.List;

/**
 * Whether a movement order can be given on the board as it stands (DATC 4.E.1: legality
 * depends on the board alone, never on other orders): a move to a place the unit can reach
 * (by land, along its coast, or by some chain of fleets at sea), a support of a unit to a
 * place the supporter could itself reach, a convoy by a fleet at sea that some route needs.
 * {@link #check} writes the order as the resolver needs it, or why it is illegal, into its
 * row of the {@link CheckedOrders}.
 */
final class OrderLegality {
  // Read by CheckByKind as well, which sorts the orders into the checks below.
  GameMap map;
  MovementOrders board;
  /** The board's units, read often enough in the reasons to keep at hand. */
  List<Unit> unit;
  private ConvoyGeometry geometry;
  CheckedOrders out;
  int row;
  /** Each kind of order to its own check ({@link CheckByKind}). */
  private final Order.Visitor<Void, Void> byKind = new CheckByKind(this);

  /** The board of the phase to check orders against: its units as the orders' tables lay them out. */
  void reset(GameMap map, MovementOrders board, ConvoyGeometry geometry, CheckedOrders out) {
    this.map = map;
    this.board = board;
    this.unit = board.unitList();
    this.geometry = geometry;
    this.out = out;
  }

  /** Checks an order into row {@code index}: which unit it is for and what it asks, or why it cannot be given. */
  void check(Order order, int index) {
    row = index;
    if (order == null) {
      OrderPlaces.requireOnMap(map, order, index);
    }
    order.accept(byKind, null);
  }

  Reason.Illegal move(int u, Move m) {
    Province to = m.destination().province();
    int dest = to.index();
    int from = province(u);
    if (dest == from) {
      return illegal(IllegalReason.OWN_PROVINCE, "a unit cannot move to the province it is in");
    }
    if (to.kind() == ProvinceKind.IMPASSABLE) {
      return illegal(IllegalReason.IMPASSABLE, to.name() + " cannot be entered");
    }
    if (m.byRailroad()) {
      return railroadMove(u, m);
    }
    if (unit.get(u).type() == UnitType.ARMY) {
      if (!mayEnter(UnitType.ARMY, to)) {
        return illegal(IllegalReason.ARMY_TO_SEA, "an army cannot move to a sea");
      }
      int location = map.location(to).id();
      boolean adjacent = map.armyAdjacent(from, dest);
      if (adjacent && !m.viaConvoy()) {
        // Legal over land; whether it goes by convoy all the same is ConvoyIntent's to say.
        out.legal(row, u, MovementOrders.MOVE, dest, location, -1, 0);
        return null;
      }
      if (!convoyRoute(from, dest, -1)) {
        return adjacent
            ? illegal(IllegalReason.NO_CONVOY_ROUTE, "no fleets could convoy " + unit.get(u).describe() + " to " + to)
            : illegal(IllegalReason.UNREACHABLE,
                to + " is not adjacent to " + unit.get(u).location().province() + " and no fleets could convoy there");
      }
      out.legal(row, u, MovementOrders.MOVE, dest, location, -1, m.viaConvoy() ? CheckedOrders.VIA_CONVOY : 0);
      return null;
    }
    if (m.viaConvoy()) {
      return illegal(IllegalReason.ONLY_ARMIES_CONVOYED, "only armies can be convoyed");
    }
    if (!mayEnter(UnitType.FLEET, to)) {
      return illegal(IllegalReason.FLEET_INLAND, "a fleet cannot move inland");
    }
    Location at = unit.get(u).location();
    Coasts.Choice reached = Coasts.fleetDestination(map, at, m.destination());
    if (reached.location() != null) {
      out.legal(row, u, MovementOrders.MOVE, dest, reached.location().id(), -1, 0);
      return null;
    }
    // Ordered from the other coast of its province, to a place only that coast reaches: the
    // order names the unit well enough to stand, but it cannot succeed (DATC 6.B.11).
    Location written = m.unit();
    if (!written.isWholeProvince() && !written.equals(at) && written.province().equals(at.province())
        && !to.hasSeveralCoasts() && Coasts.fleetDestination(map, written, m.destination()).location() != null) {
      out.legal(row, u, MovementOrders.MOVE, dest, map.location(to).id(), -1, CheckedOrders.STRANDED);
      return null;
    }
    return illegal(reached.coastNotNamed() ? IllegalReason.MISSING_COAST : IllegalReason.UNREACHABLE, reached.problem());
  }

  /**
   * A move along a railroad: an army of the railroad's power, from a province of its line to
   * another (DATC v2.4 7.B.34: only Russia uses the Trans-Siberian Railroad).
   */
  private Reason.Illegal railroadMove(int u, Move m) {
    Railroad railroad = map.railroad(m.railroad()).orElse(null);
    Unit mover = unit.get(u);
    if (railroad == null || mover.type() != UnitType.ARMY) {
      return illegal(IllegalReason.OFF_RAILROAD, railroad == null ? "the map has no railroad " + m.railroad()
          : "only armies move along the railroad " + railroad);
    }
    if (!railroad.power().equals(mover.power())) {
      return illegal(IllegalReason.NOT_RAILROAD_POWER, "only " + railroad.power() + " may use the railroad " + railroad);
    }
    Province to = m.destination().province();
    if (!railroad.joins(mover.location().province(), to)) {
      return illegal(IllegalReason.OFF_RAILROAD, "the railroad " + railroad + " does not join "
          + mover.location().province() + " and " + to);
    }
    out.legal(row, u, MovementOrders.MOVE, to.index(), map.location(to).id(), -1, CheckedOrders.RAILROAD);
    return null;
  }

  /**
   * A canal permission: a move through a canal of the map, given by the power whose unit
   * holds the canal's province, for a unit that is there.
   */
  Reason.Illegal canalPermission(CanalPermission p) {
    Canal canal = map.canal(p.canal()).orElse(null);
    if (canal == null || !canal.crossedBy(p.unit().province(), p.destination().province())) {
      return illegal(IllegalReason.OFF_CANAL, p.unit().province() + " to " + p.destination().province()
          + " does not pass the canal " + p.canal());
    }
    int holder = board.unitAt(canal.via().index());
    if (holder < 0 || unit.get(holder).power().index() != p.power().index()) {
      return illegal(IllegalReason.NOT_CANAL_HOLDER, p.power() + " holds no unit in " + canal.via());
    }
    if (board.unitAt(p.unit().province().index()) < 0) {
      return illegal(IllegalReason.NO_UNIT, "no unit in " + p.unit().province() + " to let through");
    }
    return null;
  }

  /** Whether army v could move to the province along a railroad of its power (for a support of that move). */
  private boolean byRailroad(int v, int to) {
    Unit mover = unit.get(v);
    for (Railroad r : map.railroads()) {
      if (r.power().equals(mover.power()) && r.joins(mover.location().province(), map.province(to))) {
        return true;
      }
    }
    return false;
  }

  Reason.Illegal supportHold(int u, SupportHold s) {
    Province p = s.supported().province();
    int v = board.unitAt(p.index());
    if (v == u) {
      return illegal(IllegalReason.SUPPORT_SELF, "a unit cannot support itself");
    }
    if (v < 0) {
      return illegal(IllegalReason.NOTHING_TO_SUPPORT, "no unit in " + p + " to support");
    }
    if (!map.canReach(unit.get(u).type(), unit.get(u).location(), p)) {
      return illegal(IllegalReason.UNREACHABLE, unit.get(u).describe() + " cannot reach " + p);
    }
    out.legal(row, u, MovementOrders.SUPPORT_HOLD, p.index(), 0, v, 0);
    return null;
  }

  Reason.Illegal supportMove(int u, SupportMove s) {
    Province from = s.supported().province();
    Province to = s.destination().province();
    int v = board.unitAt(from.index());
    if (v == u) {
      return illegal(IllegalReason.SUPPORT_SELF, "a unit cannot support its own move");
    }
    if (v < 0) {
      return illegal(IllegalReason.NOTHING_TO_SUPPORT, "no unit in " + from + " to support");
    }
    if (to.index() == province(u)) {
      return illegal(IllegalReason.OWN_PROVINCE, "a unit cannot support a move into its own province");
    }
    if (to.equals(from)) {
      return illegal(IllegalReason.OWN_PROVINCE, "a unit cannot move to the province it is in");
    }
    if (!map.canReach(unit.get(u).type(), unit.get(u).location(), to)) {
      return illegal(IllegalReason.UNREACHABLE, unit.get(u).describe() + " cannot reach " + to);
    }
    if (!supportedCanMove(u, v, s.destination())) {
      if (unit.get(v).type() == UnitType.FLEET) {
        return illegal(to.kind().allowsFleet() ? IllegalReason.UNREACHABLE : IllegalReason.FLEET_INLAND,
            unit.get(v).describe() + " cannot move to " + s.destination());
      }
      return to.kind().allowsArmy()
          ? illegal(IllegalReason.UNREACHABLE,
              unit.get(v).describe() + " cannot reach " + to + " without " + unit.get(u).describe())
          : illegal(IllegalReason.ARMY_TO_SEA, "an army cannot move to a sea");
    }
    out.legal(row, u, MovementOrders.SUPPORT_MOVE, to.index(), s.destination().id(), v, 0);
    return null;
  }

  /** Whether a unit of this type may enter the province at all: an army no sea, a fleet nothing inland, no unit the impassable. */
  static boolean mayEnter(UnitType type, Province to) {
    return mayEnter(type == UnitType.FLEET, to.kind());
  }

  /** {@link #mayEnter(UnitType, Province)} of a fleet or an army, and a province's kind. */
  static boolean mayEnter(boolean fleet, ProvinceKind kind) {
    return fleet ? kind.allowsFleet() : kind.allowsArmy();
  }

  /**
   * Whether unit v could itself make the move that unit u supports to the place written: a
   * fleet reaching it along its coast, an army over land or by a convoy route that does not
   * need u (the supporter cannot both support and convoy, DATC 6.D.31). Asked by the check
   * of a support and by {@link PossibleMovementOrders} of each support it lists.
   */
  boolean supportedCanMove(int u, int v, Location written) {
    int to = written.province().index();
    if (board.fleet(v)) {
      return Coasts.fleetCanMakeSupportedMove(map, board.location(v), written);
    }
    int from = board.province(v);
    return map.kind(to).allowsArmy() && (map.armyAdjacent(from, to) || convoyRoute(from, to, province(u))
        || (!map.railroads().isEmpty() && byRailroad(v, to)));
  }

  /**
   * Whether some chain of fleets at sea could carry an army from one province to another,
   * both on a coast, leaving out the fleet in {@code avoid} (-1: none).
   */
  boolean convoyRoute(int from, int to, int avoid) {
    return coastal(from) && coastal(to) && geometry.routeExists(from, to, avoid);
  }

  /**
   * Adds to a set of provinces (as {@link GameMap#addArmyMoves}) every province an army in
   * {@code from} could be convoyed to: the {@link #convoyRoute}s from it, found at once from
   * the groups of touching fleets where those are known, else asked place by place among
   * those some fleet at sea touches ({@code touched}, a set of {@code words} longs).
   */
  void addConvoyReach(int from, long[] touched, int words, long[] into, int offset) {
    if (!coastal(from)) {
      return;
    }
    if (geometry.addReachedFrom(from, into, offset)) {
      // A route ends on a coast, never where it starts; the groups know no route that must
      // leave out the fleet standing in its destination (an archipelago's): asked again.
      for (int w = 0; w < words; w++) {
        for (long bits = into[offset + w]; bits != 0; bits &= bits - 1) {
          int q = (w << 6) + Long.numberOfTrailingZeros(bits);
          if (q == from || !coastal(q) || (geometry.seaIndexOf(q) >= 0 && !geometry.routeExists(from, q, -1))) {
            into[offset + w] &= ~(1L << q);
          }
        }
      }
      return;
    }
    for (int w = 0; w < words; w++) {
      for (long bits = touched[w]; bits != 0; bits &= bits - 1) {
        int q = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (q != from && convoyRoute(from, q, -1)) {
          into[offset + (q >>> 6)] |= 1L << q;
        }
      }
    }
  }

  Reason.Illegal convoy(int u, Convoy c) {
    if (unit.get(u).type() != UnitType.FLEET) {
      return illegal(IllegalReason.ONLY_FLEETS_CONVOY, "only fleets can convoy");
    }
    if (!map.fleetConvoys(province(u))) {
      return illegal(IllegalReason.CONVOY_FROM_COAST, "a fleet on a coast cannot convoy");
    }
    Province from = c.army().province();
    Province to = c.destination().province();
    int v = board.unitAt(from.index());
    if (v < 0) {
      return illegal(IllegalReason.NOTHING_TO_CONVOY, "no army in " + from + " to convoy");
    }
    if (unit.get(v).type() != UnitType.ARMY) {
      return illegal(IllegalReason.ONLY_ARMIES_CONVOYED, "only armies can be convoyed");
    }
    if (from.equals(to)) {
      return illegal(IllegalReason.OWN_PROVINCE, "an army cannot move to the province it is in");
    }
    if (!coastal(from.index()) || !coastal(to.index())) {
      return illegal(IllegalReason.CONVOY_INLAND, "a convoy goes from coast to coast");
    }
    if (!convoyNeeds(u, from.index(), to.index())) {
      return illegal(IllegalReason.NO_CONVOY_ROUTE,
          "no convoy route from " + from + " to " + to + " needs " + unit.get(u).describe());
    }
    out.legal(row, u, MovementOrders.CONVOY, to.index(), 0, v, 0);
    return null;
  }

  /**
   * Whether some convoy route from one coast to another needs fleet u (at sea): a fleet that
   * could only lengthen a route, or sits beside it, may not convoy (DATC 6.F.12). Asked by the
   * check of a convoy and by {@link PossibleMovementOrders} of each convoy it lists.
   */
  boolean convoyNeeds(int u, int from, int to) {
    return geometry.neededOnRoute(from, to, province(u));
  }

  /** Why an order is illegal: made only for an illegal order, so a legal one costs nothing. */
  static Reason.Illegal illegal(IllegalReason reason, String why) {
    return new Reason.Illegal(reason, why);
  }

  private int province(int u) {
    return board.province(u);
  }

  private boolean coastal(int p) {
    return map.isCoastal(p);
  }
}
