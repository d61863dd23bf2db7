package dev.dipadj.oracle;

import static dev.dipadj.oracle.OracleCase.MAP;

import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.oracle.ScenarioOrders.Role;
import dev.dipadj.position.Unit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

/**
 * The convoy part of {@link ScenarioOrders}: coastal armies sent along chains of fleets at
 * sea with the fleets' convoy orders, and around them the battles that make convoy
 * paradoxes, or look like one (DATC 6.F): the attacked unit supporting an attack on a fleet
 * of the chain, supports for the army and for the fleet. Works on the orders being written.
 */
final class ScenarioConvoys {
  private final ScenarioOrders o;

  ScenarioConvoys(ScenarioOrders orders) {
    this.o = orders;
  }

  /** An army's move along a chain of fleets at sea meant to convoy; writes their convoy orders. */
  boolean convoyedMove(int army) {
    Province from = o.units.get(army).location().province();
    int[] parent = new int[o.n];
    List<Integer> reached = new ArrayList<>();
    Deque<Integer> todo = new ArrayDeque<>();
    for (int f = 0; f < o.n; f++) {
      parent[f] = -2;
      if (canConvoy(f) && MAP.fleetReaches(o.units.get(f).location().id(), from.index())) {
        parent[f] = -1;
        todo.add(f);
      }
    }
    while (!todo.isEmpty()) {
      int f = todo.poll();
      reached.add(f);
      for (int g = 0; g < o.n; g++) {
        if (parent[g] == -2 && canConvoy(g)
            && MAP.fleetAdjacent(o.units.get(f).location().id(), o.units.get(g).location().id())) {
          parent[g] = f;
          todo.add(g);
        }
      }
    }
    List<Location> ends = new ArrayList<>();
    List<Integer> lastFleet = new ArrayList<>();
    for (int f : reached) {
      for (Province c : MAP.provinces()) {
        if (c.kind() == ProvinceKind.COAST && c != from
            && MAP.fleetReaches(o.units.get(f).location().id(), c.index())) {
          ends.add(MAP.location(c));
          lastFleet.add(f);
        }
      }
    }
    if (ends.isEmpty()) {
      return false;
    }
    Location end = o.preferOccupied(ends);
    if (o.battle && army == 1 && o.r.nextInt(100) < 90) {
      for (Location e : ends) {
        if (e.province() == o.units.get(2).location().province()) {
          end = e;
        }
      }
    }
    boolean adjacent = MAP.armyAdjacent(from.index(), end.province().index());
    o.setMove(army, end, adjacent && o.r.nextInt(100) < 30);
    List<Integer> chain = new ArrayList<>();
    for (int f = lastFleet.get(ends.indexOf(end)); f >= 0; f = parent[f]) {
      // Most fleets of the chain convoy; a missing link now and then leaves the army stuck.
      if (o.order[f] == null && o.r.nextInt(100) < 90) {
        o.order[f] = convoy(f, army);
        chain.add(f);
      }
    }
    if (o.r.nextInt(100) < 70 || (o.battle && army == 1)) {
      attackTheChain(army, chain);
    }
    return true;
  }

  /**
   * The unit the convoyed army attacks supports an attack on a fleet of its convoy (or, less
   * often, that fleet's hold): the heart of the convoy paradoxes (DATC 6.F.14 and after).
   * Whether it is one depends on what else the fleet and the army get.
   */
  private void attackTheChain(int army, List<Integer> chain) {
    int s = o.unitIn(o.to[army].province());
    if (s < 0 || o.order[s] != null || (o.role[s] == Role.HOLD && !(o.battle && s == 2))) {
      return;
    }
    Unit sup = o.units.get(s);
    List<int[]> options = new ArrayList<>(); // {attacker, fleet}
    for (int f : chain) {
      if (!MAP.canReach(sup.type(), sup.location(), o.units.get(f).location().province())) {
        continue;
      }
      for (int m = 0; m < o.n; m++) {
        if (m != s && m != army && o.order[m] == null && o.step(m, f) != null) {
          options.add(new int[] {m, f});
        }
      }
    }
    if (options.isEmpty()) {
      return;
    }
    int[] pick = options.get(o.r.nextInt(options.size()));
    for (int k = 0; k < 3; k++) { // rather an attacker foreign to the fleet: it has strength
      if (o.units.get(pick[0]).power().equals(o.units.get(pick[1]).power())) {
        pick = options.get(o.r.nextInt(options.size()));
      }
    }
    int m = pick[0];
    o.role[m] = Role.MOVE;
    o.setMove(m, o.step(m, pick[1]), false);
    o.role[s] = Role.SUPPORT;
    Unit mu = o.units.get(m);
    Unit fleet = o.units.get(pick[1]);
    // Now and then the attacked unit supports the fleet instead: still a circle through the convoy.
    o.order[s] = o.r.nextInt(100) < 30
        ? new SupportHold(sup.power(), sup.type(), sup.location(), fleet.type(), fleet.location())
        : new SupportMove(sup.power(), sup.type(), sup.location(), mu.type(), mu.location(), o.to[m]);
    // Often a support for the army and one for the fleet: they decide whether the army cuts
    // or dislodges, and whether the fleet falls, i.e. whether there is a paradox at all.
    int extra = o.battle ? 75 : 50;
    if (o.r.nextInt(100) < extra) {
      int p = freeUnitReaching(o.to[army].province());
      if (p >= 0) {
        Unit pu = o.units.get(p);
        Unit au = o.units.get(army);
        o.role[p] = Role.SUPPORT;
        o.order[p] = new SupportMove(
            pu.power(), pu.type(), pu.location(), au.type(), au.location(), o.to[army]);
      }
    }
    if (o.r.nextInt(100) < extra) {
      int h = freeUnitReaching(o.units.get(pick[1]).location().province());
      if (h >= 0) {
        Unit hu = o.units.get(h);
        Unit fu = o.units.get(pick[1]);
        o.role[h] = Role.SUPPORT;
        o.order[h] = new SupportHold(hu.power(), hu.type(), hu.location(), fu.type(), fu.location());
      }
    }
  }

  /** A unit without an order yet that could support into the province, or -1. */
  private int freeUnitReaching(Province p) {
    List<Integer> out = new ArrayList<>();
    for (int v = 0; v < o.n; v++) {
      Unit u = o.units.get(v);
      if (o.order[v] == null && u.location().province() != p && MAP.canReach(u.type(), u.location(), p)) {
        out.add(v);
      }
    }
    return out.isEmpty() ? -1 : out.get(o.r.nextInt(out.size()));
  }

  /** A fleet at sea meant to convoy, or already convoying. */
  private boolean canConvoy(int f) {
    return o.seaFleet(f) && (o.role[f] == Role.CONVOY || (o.order[f] instanceof Convoy));
  }

  /** A convoy fleet left over: convoys some army move that passes nearby, or else supports. */
  void spareConvoy(int f) {
    List<Integer> armies = new ArrayList<>();
    for (int a = 0; a < o.n; a++) {
      if (o.order[a] instanceof Move && o.units.get(a).type() == UnitType.ARMY
          && o.to[a].province().kind() == ProvinceKind.COAST
          && (MAP.fleetReaches(o.units.get(f).location().id(), o.units.get(a).location().province().index())
              || MAP.fleetReaches(o.units.get(f).location().id(), o.to[a].province().index()))) {
        armies.add(a);
      }
    }
    if (!armies.isEmpty()) {
      o.order[f] = convoy(f, armies.get(o.r.nextInt(armies.size())));
    } else {
      o.role[f] = Role.SUPPORT;
    }
  }

  /** The convoy order of fleet f for the army's move. */
  private Order convoy(int f, int army) {
    Unit fleet = o.units.get(f);
    return new Convoy(fleet.power(), UnitType.FLEET, fleet.location(), UnitType.ARMY,
        o.units.get(army).location(), MAP.location(o.to[army].province()));
  }
}
