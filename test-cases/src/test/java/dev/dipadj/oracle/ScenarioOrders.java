package dev.dipadj.oracle;

import static dev.dipadj.oracle.OracleCase.MAP;

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
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Orders for a small random position, dense in interactions: each unit is given a role
 * (hold, move, support, or convoy for a fleet at sea); moves mostly go into occupied
 * provinces and sometimes close a circle; coastal armies often go by a chain of convoying
 * fleets, whose convoy orders are then written; supports mostly match a real move or a
 * unit that stays, with a few that do not match. One order per unit, from its own power.
 * The convoys and the battles around them are written by {@link ScenarioConvoys}.
 */
final class ScenarioOrders {
  enum Role { HOLD, MOVE, SUPPORT, CONVOY }

  final Random r;
  final List<Unit> units;
  final int n;
  final Role[] role;
  final Order[] order;
  /** Where each moving unit goes (with the coast for fleets), null when not moving. */
  final Location[] to;

  /**
   * Whether the first three units are the core of a convoy battle (see
   * {@link OracleScenarios}): a fleet at sea, a coastal army it carries, and a fleet on a coast
   * next to the sea that the army attacks and that supports an attack on the convoying fleet.
   */
  final boolean battle;

  private final ScenarioConvoys convoys;

  private ScenarioOrders(Random r, List<Unit> units, boolean battle) {
    this.r = r;
    this.battle = battle;
    this.units = units;
    this.n = units.size();
    role = new Role[n];
    order = new Order[n];
    to = new Location[n];
    convoys = new ScenarioConvoys(this);
  }

  /** One order per unit (a few units get none and hold); {@code battle}: see {@link #battle}. */
  static List<Order> write(Random r, List<Unit> units, boolean battle) {
    return new ScenarioOrders(r, units, battle).write();
  }

  private List<Order> write() {
    for (int u = 0; u < n; u++) {
      int x = r.nextInt(100);
      boolean atSea = seaFleet(u);
      role[u] = x < 8 ? Role.HOLD
          : atSea ? (x < 40 ? Role.CONVOY : x < 70 ? Role.MOVE : Role.SUPPORT)
          : (x < 55 ? Role.MOVE : Role.SUPPORT);
    }
    if (battle) {
      role[0] = Role.CONVOY;
      role[1] = Role.MOVE;
      role[2] = Role.HOLD; // until the army's convoy is written: then it supports
      convoys.convoyedMove(1);
    }
    if (r.nextInt(100) < 40) {
      circle();
    }
    // Convoys first, so that the other moves and the supports can aim at the fleets and at
    // the units the convoyed armies attack (the convoy paradoxes of DATC 6.F).
    for (int u = 0; u < n; u++) {
      if (role[u] == Role.MOVE && order[u] == null && coastalArmy(u) && r.nextInt(100) < 60) {
        convoys.convoyedMove(u);
      }
    }
    for (int u = 0; u < n; u++) {
      if (role[u] == Role.MOVE && order[u] == null) {
        move(u);
      }
    }
    for (int u = 0; u < n; u++) {
      if (role[u] == Role.CONVOY && order[u] == null) {
        convoys.spareConvoy(u);
      }
    }
    for (int u = 0; u < n; u++) {
      if (role[u] == Role.SUPPORT && order[u] == null) {
        support(u);
      }
    }
    List<Order> out = new ArrayList<>();
    for (int u = 0; u < n; u++) {
      if (order[u] == null && role[u] != Role.HOLD) {
        order[u] = new Hold(units.get(u).power(), units.get(u).type(), units.get(u).location());
      }
      if (order[u] != null) {
        out.add(order[u]);
      }
    }
    return out;
  }

  /** A walk of moves from unit to neighbouring unit, closed into a circle when it can be. */
  private void circle() {
    List<Integer> movers = new ArrayList<>();
    for (int u = 0; u < n; u++) {
      if (role[u] == Role.MOVE) {
        movers.add(u);
      }
    }
    if (movers.size() < 2) {
      return;
    }
    int start = movers.get(r.nextInt(movers.size()));
    List<Integer> walk = new ArrayList<>(List.of(start));
    int at = start;
    while (walk.size() < 5) {
      if (walk.size() >= 2 && step(at, start) != null && r.nextInt(100) < (walk.size() >= 3 ? 70 : 30)) {
        setMove(at, step(at, start), false);
        return;
      }
      List<Integer> next = new ArrayList<>();
      for (int v : movers) {
        if (!walk.contains(v) && step(at, v) != null) {
          next.add(v);
        }
      }
      if (next.isEmpty()) {
        return;
      }
      int v = next.get(r.nextInt(next.size()));
      setMove(at, step(at, v), false);
      walk.add(v);
      at = v;
    }
  }

  /** Where unit u would go to enter v's province without a convoy, or null. */
  Location step(int u, int v) {
    Unit a = units.get(u);
    Province p = units.get(v).location().province();
    if (a.type() == UnitType.ARMY) {
      return MAP.armyAdjacent(a.location().province().index(), p.index()) ? MAP.location(p) : null;
    }
    List<Location> coasts = new ArrayList<>();
    for (Location l : MAP.fleetLocations(p)) {
      if (MAP.fleetAdjacent(a.location().id(), l.id())) {
        coasts.add(l);
      }
    }
    return coasts.isEmpty() ? null : coasts.get(r.nextInt(coasts.size()));
  }

  private boolean coastalArmy(int u) {
    Unit a = units.get(u);
    return a.type() == UnitType.ARMY && a.location().province().kind() == ProvinceKind.COAST;
  }

  private void move(int u) {
    Unit a = units.get(u);
    List<Location> near = new ArrayList<>();
    if (a.type() == UnitType.ARMY) {
      for (Province p : MAP.armyNeighbours(a.location().province())) {
        near.add(MAP.location(p));
      }
    } else {
      near.addAll(MAP.fleetNeighbours(a.location()));
    }
    if (!near.isEmpty()) {
      setMove(u, preferOccupied(near), false);
    }
  }

  /** A support of a real move (mostly), of a unit that stays, or now and then one that matches nothing. */
  private void support(int s) {
    Unit sup = units.get(s);
    List<Integer> moves = new ArrayList<>();
    List<Integer> holds = new ArrayList<>();
    for (int v = 0; v < n; v++) {
      if (v == s) {
        continue;
      }
      if (to[v] != null && to[v].province() != sup.location().province()
          && MAP.canReach(sup.type(), sup.location(), to[v].province())) {
        moves.add(v);
      }
      boolean staysOrMismatch = to[v] == null || r.nextInt(100) < 10;
      if (staysOrMismatch && MAP.canReach(sup.type(), sup.location(), units.get(v).location().province())) {
        holds.add(v);
      }
    }
    Unit self = sup;
    if (!moves.isEmpty() && (holds.isEmpty() || r.nextInt(100) < 75)) {
      // Mostly a move into an occupied province: those are the supports that decide battles.
      List<Integer> attacks = new ArrayList<>();
      for (int v : moves) {
        if (occupied(to[v].province())) {
          attacks.add(v);
        }
      }
      List<Integer> from = !attacks.isEmpty() && r.nextInt(100) < 75 ? attacks : moves;
      int v = from.get(r.nextInt(from.size()));
      Location dest = to[v];
      if (r.nextInt(100) < 20) {
        dest = MAP.location(dest.province()); // a support need not name the coast
      }
      if (r.nextInt(100) < 6) {
        dest = otherReachable(s, dest.province()); // a support the move does not match
      }
      if (dest != null) {
        Unit o = units.get(v);
        order[s] = new SupportMove(self.power(), self.type(), self.location(), o.type(), o.location(), dest);
        return;
      }
    }
    if (!holds.isEmpty()) {
      // Half the time a convoying fleet, if one is in reach: whether it holds decides paradoxes.
      List<Integer> fleets = new ArrayList<>();
      for (int v : holds) {
        if (order[v] instanceof Convoy) {
          fleets.add(v);
        }
      }
      List<Integer> from = !fleets.isEmpty() && r.nextBoolean() ? fleets : holds;
      Unit o = units.get(from.get(r.nextInt(from.size())));
      order[s] = new SupportHold(self.power(), self.type(), self.location(), o.type(), o.location());
    }
  }

  private Location otherReachable(int s, Province not) {
    Unit sup = units.get(s);
    List<Location> out = new ArrayList<>();
    for (Province p : MAP.provinces()) {
      if (p != not && p != sup.location().province() && MAP.canReach(sup.type(), sup.location(), p)) {
        out.add(MAP.location(p));
      }
    }
    return out.isEmpty() ? null : out.get(r.nextInt(out.size()));
  }

  /**
   * One of the places, mostly one where a unit stands: three times as likely where a fleet
   * convoys or a unit supports (to cut or dislodge it), twice where any other unit stands.
   */
  Location preferOccupied(List<Location> places) {
    int[] weight = new int[places.size()];
    int total = 0;
    for (int k = 0; k < places.size(); k++) {
      weight[k] = 1;
      for (int v = 0; v < n; v++) {
        if (units.get(v).location().province() == places.get(k).province()) {
          weight[k] = role[v] == Role.CONVOY || role[v] == Role.SUPPORT ? 6 : 4;
        }
      }
      total += weight[k];
    }
    int x = r.nextInt(total);
    for (int k = 0; k < places.size(); k++) {
      x -= weight[k];
      if (x < 0) {
        return places.get(k);
      }
    }
    throw new IllegalStateException();
  }

  int unitIn(Province p) {
    for (int v = 0; v < n; v++) {
      if (units.get(v).location().province() == p) {
        return v;
      }
    }
    return -1;
  }

  private boolean occupied(Province p) {
    for (Unit u : units) {
      if (u.location().province() == p) {
        return true;
      }
    }
    return false;
  }

  void setMove(int u, Location dest, boolean viaConvoy) {
    Unit a = units.get(u);
    to[u] = dest;
    order[u] = new Move(a.power(), a.type(), a.location(), dest, viaConvoy);
  }

  boolean seaFleet(int u) {
    return units.get(u).type() == UnitType.FLEET && units.get(u).location().province().kind() == ProvinceKind.SEA;
  }
}
