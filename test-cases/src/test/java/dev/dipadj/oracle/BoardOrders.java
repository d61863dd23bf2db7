package dev.dipadj.oracle;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * The static facts of a movement phase that the DATC 5.B conditions refer to, worked out
 * once per position before any decision is guessed: per unit its order kind, whether its
 * support or convoy matches what the other unit was ordered, which moves are convoyed, the
 * head-to-head pairs, and who supports, convoys and attacks whom.
 *
 * <p>Units are numbered by their index in {@link Position#units()}. Written independently of
 * the project's resolver: it is the oracle's reading of DATC 5.A/5.B and 4.A.3 (2025 rule).
 */
final class BoardOrders {
  /** The order kinds the conditions distinguish; units without an order hold. */
  enum Kind { HOLD, MOVE, SUPPORT_HOLD, SUPPORT_MOVE, CONVOY }

  final GameMap map;
  final List<Unit> units;
  final int n;
  final Kind[] kind;
  final UnitOrder[] order;
  /** For a move, a support or a convoy: the province index moved to / supported into / convoyed to. */
  final int[] target;
  /** For a support or a convoy: the unit supported or convoyed, or -1 when no unit stands there. */
  final int[] other;
  /** For a support or a convoy: whether it matches the other unit's order (DATC: "matching"). */
  final boolean[] matched;
  /** For a move: whether it goes by convoy (no fallback to the land route, DATC 4.A.3 2025). */
  final boolean[] convoyed;
  /**
   * For a move not convoyed: whether the unit can go there from where it really stands (a
   * fleet ordered from another coast may not, DATC 6.B.11); its PATH (5.B.4) is this.
   */
  final boolean[] direct;
  /** For a move: the unit moving the opposite way in a head-to-head battle, or -1. */
  final int[] headToHead;
  /** For a move: the unit standing on its target province, or -1. */
  final int[] atTarget;
  /** For a move: the matched supports of it. */
  final List<List<Integer>> moveSupporters = new ArrayList<>();
  /** For a move: the matched convoy orders by fleets at sea for it. */
  final List<List<Integer>> convoyers = new ArrayList<>();
  /** For any unit: the matched supports of it holding (only for units not ordered to move). */
  final List<List<Integer>> holdSupporters = new ArrayList<>();
  /** For any unit: the units ordered to move into its province. */
  final List<List<Integer>> attackers = new ArrayList<>();
  /** For a move: the other units ordered to move to the same province. */
  final List<List<Integer>> rivals = new ArrayList<>();

  /**
   * Reads the orders against the position. Orders for no unit, or given by another power
   * than the unit's, are left out (the caller has removed illegal orders already); a second
   * order for a unit is ignored.
   */
  BoardOrders(GameMap map, Position position, List<? extends Order> orders) {
    this.map = map;
    this.units = position.units();
    this.n = units.size();
    kind = new Kind[n];
    order = new UnitOrder[n];
    target = new int[n];
    other = new int[n];
    matched = new boolean[n];
    convoyed = new boolean[n];
    direct = new boolean[n];
    headToHead = new int[n];
    atTarget = new int[n];
    for (int i = 0; i < n; i++) {
      kind[i] = Kind.HOLD;
      target[i] = -1;
      other[i] = -1;
      headToHead[i] = -1;
      atTarget[i] = -1;
      moveSupporters.add(new ArrayList<>());
      convoyers.add(new ArrayList<>());
      holdSupporters.add(new ArrayList<>());
      attackers.add(new ArrayList<>());
      rivals.add(new ArrayList<>());
    }
    for (Order o : orders) {
      if (o instanceof UnitOrder uo) {
        int u = unitIn(uo.unit().province());
        if (u >= 0 && order[u] == null && units.get(u).power().equals(o.power())) {
          order[u] = uo;
          read(u, uo);
        }
      }
    }
    match();
    relate();
  }

  /** The kind and the named provinces of one order; matching waits until all are read. */
  private void read(int u, UnitOrder o) {
    if (o instanceof Move m) {
      kind[u] = Kind.MOVE;
      target[u] = m.destination().province().index();
    } else if (o instanceof SupportHold s) {
      kind[u] = Kind.SUPPORT_HOLD;
      other[u] = unitIn(s.supported().province());
      target[u] = s.supported().province().index();
    } else if (o instanceof SupportMove s) {
      kind[u] = Kind.SUPPORT_MOVE;
      other[u] = unitIn(s.supported().province());
      target[u] = s.destination().province().index();
    } else if (o instanceof Convoy c) {
      kind[u] = Kind.CONVOY;
      other[u] = unitIn(c.army().province());
      target[u] = c.destination().province().index();
    }
    // Holds and any other order (retreats, builds: not movement orders) leave the unit holding.
  }

  private void match() {
    for (int u = 0; u < n; u++) {
      int v = other[u];
      if (v < 0 || v == u) {
        continue;
      }
      switch (kind[u]) {
        case SUPPORT_HOLD -> matched[u] = kind[v] != Kind.MOVE;
        case SUPPORT_MOVE -> matched[u] = kind[v] == Kind.MOVE && target[v] == target[u]
            && coastMatches(((SupportMove) order[u]).destination(), v);
        // Only a fleet at sea can carry an army (DATC 6.F.1).
        case CONVOY -> matched[u] = units.get(u).location().province().kind() == ProvinceKind.SEA
            && units.get(v).type() == UnitType.ARMY && kind[v] == Kind.MOVE && target[v] == target[u];
        default -> { }
      }
    }
    for (int u = 0; u < n; u++) {
      if (kind[u] != Kind.MOVE) {
        continue;
      }
      Unit unit = units.get(u);
      if (unit.type() != UnitType.ARMY) {
        Location to = ((Move) order[u]).destination();
        direct[u] = to.coast() == Coast.NONE
            ? map.fleetReaches(unit.location().id(), target[u])
            : map.fleetAdjacent(unit.location().id(), to.id());
        continue;
      }
      int from = unit.location().province().index();
      boolean byLand = map.armyAdjacent(from, target[u]);
      boolean ownFleet = false;
      for (int c = 0; c < n; c++) {
        if (kind[c] == Kind.CONVOY && matched[c] && other[c] == u && units.get(c).power().equals(unit.power())) {
          ownFleet = true;
        }
      }
      // 2025 rule: to an adjacent province by convoy only when asked ("via convoy") or when a
      // fleet of the army's own power convoys it; then the land route is not considered.
      convoyed[u] = !byLand || ((Move) order[u]).viaConvoy() || ownFleet;
      direct[u] = !convoyed[u];
    }
  }

  /**
   * A support naming a coast matches only the move of a fleet to that coast. A fleet move
   * written without the coast goes to the only coast the fleet can reach there.
   */
  private boolean coastMatches(Location supportedTo, int mover) {
    if (supportedTo.coast() == Coast.NONE || units.get(mover).type() != UnitType.FLEET) {
      return true;
    }
    return supportedTo.equals(fleetDestination(mover));
  }

  /** Where a fleet's move really goes: the coast written, or the only coast it reaches. */
  Location fleetDestination(int mover) {
    Location to = ((Move) order[mover]).destination();
    if (to.coast() != Coast.NONE || !to.province().hasSeveralCoasts()) {
      return to;
    }
    Location only = to;
    int reachable = 0;
    for (Location coast : map.fleetLocations(to.province())) {
      if (map.fleetAdjacent(units.get(mover).location().id(), coast.id())) {
        only = coast;
        reachable++;
      }
    }
    return reachable == 1 ? only : to;
  }

  private void relate() {
    for (int u = 0; u < n; u++) {
      switch (kind[u]) {
        case MOVE -> {
          atTarget[u] = unitIn(map.province(target[u]));
          if (atTarget[u] >= 0) {
            attackers.get(atTarget[u]).add(u);
          }
        }
        case SUPPORT_HOLD -> {
          if (matched[u]) {
            holdSupporters.get(other[u]).add(u);
          }
        }
        case SUPPORT_MOVE -> {
          if (matched[u]) {
            moveSupporters.get(other[u]).add(u);
          }
        }
        case CONVOY -> {
          if (matched[u]) {
            convoyers.get(other[u]).add(u);
          }
        }
        default -> { }
      }
    }
    for (int u = 0; u < n; u++) {
      int v = atTarget[u];
      if (kind[u] == Kind.MOVE && v >= 0 && kind[v] == Kind.MOVE && !convoyed[u] && !convoyed[v]
          && target[v] == province(u)) {
        headToHead[u] = v;
      }
      for (int k = 0; k < n; k++) {
        if (kind[u] == Kind.MOVE && k != u && kind[k] == Kind.MOVE && target[k] == target[u]) {
          rivals.get(u).add(k);
        }
      }
    }
  }

  /** Whether the unit's order is one of the decisions: a move, a matched support or convoy. */
  boolean isDecision(int u) {
    return kind[u] == Kind.MOVE || (kind[u] != Kind.HOLD && matched[u]);
  }

  int province(int u) {
    return units.get(u).location().province().index();
  }

  boolean samePower(int u, int v) {
    return units.get(u).power().equals(units.get(v).power());
  }

  private int unitIn(Province p) {
    for (int u = 0; u < n; u++) {
      if (units.get(u).location().province().equals(p)) {
        return u;
      }
    }
    return -1;
  }
}
