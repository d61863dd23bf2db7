package dev.dipadj.properties;

import static dev.dipadj.properties.MapReach.armyNeighbours;
import static dev.dipadj.properties.MapReach.convoyDestinations;
import static dev.dipadj.properties.MapReach.fleetNeighbours;
import static dev.dipadj.properties.MapReach.fleetSeas;
import static dev.dipadj.properties.MapReach.reachable;
import static dev.dipadj.properties.MapReach.routeDestinations;
import static dev.dipadj.properties.MovementScenarios.MAP;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The random orders of a movement scenario: each unit's {@link Intent} becomes a hold, a move
 * (to a neighbour, or by convoy), a support or a convoy that mostly matches the other orders,
 * or an order that cannot be given; {@link #orders} gives at most one order per unit from its
 * own power.
 */
final class RandomOrders {
  private RandomOrders() {}

  /** What one unit is told to do; the numbers pick among the candidates (see {@link #order}). */
  record Intent(int kind, int a, int b) {}

  static final int NO_ORDER = 0;
  static final int HOLD = 1;
  static final int SUPPORT_HOLD_FIRST = 5;
  static final int SUPPORT_MOVE_FIRST = 6;
  static final int CONVOY = 7;
  static final int ILLEGAL = 8;
  static final int VIA_CONVOY = 9;

  /**
   * Turns intents into orders: first holds, moves and illegal orders, then supports and
   * convoys, which mostly pick among the moves and positions of the first pass.
   */
  static List<Order> orders(Position position, List<Intent> intents) {
    List<Unit> units = position.units();
    int n = units.size();
    Order[] own = new Order[n];
    List<Order> extra = new ArrayList<>();
    Location[] moveTo = new Location[n];
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      Intent in = intents.get(i);
      int kind = in.kind();
      boolean seaFleet = u.type() == UnitType.FLEET && u.location().province().kind() == ProvinceKind.SEA;
      if (kind == NO_ORDER || kind == SUPPORT_HOLD_FIRST || kind == SUPPORT_MOVE_FIRST
          || (kind == CONVOY && seaFleet)) {
        continue;
      }
      UnitDesignation t = type(u, in);
      if (kind == HOLD) {
        own[i] = new Hold(u.power(), t, u.location());
      } else if (kind == ILLEGAL) {
        Order o = illegal(position, u, in);
        if (o instanceof UnitOrder uo && uo.unit().province().equals(u.location().province())
            && o.power().equals(u.power())) {
          own[i] = o;
        } else {
          extra.add(o);
        }
      } else {
        boolean toConvoy = kind == CONVOY || kind == VIA_CONVOY || in.b() % 5 == 0;
        Move m = move(position, u, t, in, toConvoy);
        own[i] = m;
        moveTo[i] = m == null ? null : m.destination();
      }
    }
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      Intent in = intents.get(i);
      int kind = in.kind();
      if (kind == SUPPORT_HOLD_FIRST || kind == SUPPORT_MOVE_FIRST) {
        own[i] = support(units, moveTo, i, in);
      } else if (kind == CONVOY && own[i] == null) {
        own[i] = convoy(position, moveTo, i, in);
      }
    }
    LinkedHashSet<Order> all = new LinkedHashSet<>();
    for (Order o : own) {
      if (o != null) {
        all.add(o);
      }
    }
    all.addAll(extra);
    // Interleave the extras among the units' orders deterministically, not all at the end.
    List<Order> out = new ArrayList<>(all);
    if (!intents.isEmpty()) {
      Collections.rotate(out, intents.get(0).a() % Math.max(1, out.size()));
    }
    return out;
  }

  /** The unit type as written in the order: usually the unit's, sometimes left out. */
  static UnitDesignation type(Unit u, Intent in) {
    return in.b() % 11 == 3 ? UnitDesignation.OMITTED : UnitDesignation.of(u.type());
  }

  static <T> T pick(List<T> list, int x) {
    return list.get(Math.floorMod(x, list.size()));
  }

  /** A move to a neighbouring place, or for a coastal army (if asked) a place a convoy could reach. */
  static Move move(Position position, Unit u, UnitDesignation t, Intent in, boolean toConvoy) {
    if (u.type() == UnitType.ARMY) {
      List<Province> convoyable = routeDestinations(position, u.location().province());
      if (convoyable.isEmpty() || in.b() % 3 == 1) {
        convoyable = convoyDestinations(u.location().province());
      }
      boolean viaConvoy = in.kind() == VIA_CONVOY && in.b() % 2 == 0;
      if ((toConvoy || viaConvoy) && !convoyable.isEmpty()) {
        Province to = pick(convoyable, in.a());
        return new Move(u.power(), t, u.location(), MAP.location(to), viaConvoy);
      }
      List<Province> near = armyNeighbours(u.location().province());
      if (near.isEmpty()) {
        return null;
      }
      return new Move(u.power(), t, u.location(), MAP.location(pick(near, in.a())), false);
    }
    List<Location> near = fleetNeighbours(u.location());
    if (near.isEmpty()) {
      return null;
    }
    Location to = pick(near, in.a());
    if (!to.isWholeProvince() && in.b() % 3 == 0) {
      to = MAP.location(to.province()); // no coast named: legal where only one coast is reachable
    }
    return new Move(u.power(), t, u.location(), to, false);
  }

  /** A support of a neighbour's hold or of a move some unit was ordered, mostly matching it. */
  static Order support(List<Unit> units, Location[] moveTo, int i, Intent in) {
    Unit u = units.get(i);
    UnitDesignation t = type(u, in);
    List<Integer> holds = new ArrayList<>();
    List<Integer> moves = new ArrayList<>();
    for (int j = 0; j < units.size(); j++) {
      if (j == i) {
        continue;
      }
      Province at = units.get(j).location().province();
      if (MAP.canReach(u.type(), u.location(), at)) {
        holds.add(j);
      }
      if (moveTo[j] != null && !moveTo[j].province().equals(u.location().province())
          && MAP.canReach(u.type(), u.location(), moveTo[j].province())) {
        moves.add(j);
      }
    }
    boolean wantMove = in.kind() == SUPPORT_MOVE_FIRST;
    List<Integer> first = wantMove ? moves : holds;
    List<Integer> second = wantMove ? holds : moves;
    List<Integer> from = first.isEmpty() ? second : first;
    if (from.isEmpty()) {
      return new Hold(u.power(), t, u.location());
    }
    int j = pick(from, in.a());
    Unit v = units.get(j);
    UnitDesignation vt = in.b() % 13 == 5 ? UnitDesignation.OMITTED : UnitDesignation.of(v.type());
    if (in.b() % 6 == 1) {
      // A support that may not match: the supported unit to some place the supporter reaches.
      List<Province> reach = reachable(u);
      reach.remove(v.location().province());
      if (!reach.isEmpty()) {
        return new SupportMove(u.power(), t, u.location(), vt, v.location(),
            MAP.location(pick(reach, in.a() / 7)));
      }
    }
    if (from == moves) {
      Location to = moveTo[j];
      if (!to.isWholeProvince() && in.b() % 4 == 2) {
        to = MAP.location(to.province());
      }
      return new SupportMove(u.power(), t, u.location(), vt, v.location(), to);
    }
    return new SupportHold(u.power(), t, u.location(), vt, v.location());
  }

  /** A fleet at sea convoys an army ordered to a coast, or (sometimes) any coastal army anywhere. */
  static Order convoy(Position position, Location[] moveTo, int i, Intent in) {
    List<Unit> units = position.units();
    Unit u = units.get(i);
    UnitDesignation t = type(u, in);
    List<Integer> onRoute = new ArrayList<>();
    List<Integer> movers = new ArrayList<>();
    List<Integer> armies = new ArrayList<>();
    for (int j = 0; j < units.size(); j++) {
      Unit v = units.get(j);
      if (v.type() != UnitType.ARMY || v.location().province().kind() != ProvinceKind.COAST) {
        continue;
      }
      armies.add(j);
      if (moveTo[j] != null && moveTo[j].province().kind() == ProvinceKind.COAST) {
        movers.add(j);
        Set<Province> seas = fleetSeas(position, v.location().province());
        int dest = moveTo[j].province().index();
        if (seas.contains(u.location().province())
            && seas.stream().anyMatch(sea -> MAP.fleetReaches(MAP.location(sea).id(), dest))) {
          onRoute.add(j);
        }
      }
    }
    if (!onRoute.isEmpty() && in.b() % 5 != 0) {
      movers = onRoute;
    }
    if (!movers.isEmpty() && in.b() % 4 != 0) {
      int j = pick(movers, in.a());
      Unit v = units.get(j);
      return new Convoy(u.power(), t, u.location(), UnitDesignation.ARMY, v.location(), moveTo[j]);
    }
    if (!armies.isEmpty()) {
      Unit v = units.get(pick(armies, in.a()));
      List<Province> to = convoyDestinations(v.location().province());
      if (!to.isEmpty()) {
        return new Convoy(u.power(), t, u.location(), UnitDesignation.ARMY, v.location(),
            MAP.location(pick(to, in.a() / 3)));
      }
    }
    return new Hold(u.power(), t, u.location());
  }

  /** An order that cannot be given: several kinds, picked by the intent. */
  static Order illegal(Position position, Unit u, Intent in) {
    UnitDesignation t = type(u, in);
    List<Province> all = MAP.provinces();
    Province here = u.location().province();
    Power power = u.power();
    switch (Math.floorMod(in.a(), 9)) {
      case 0: { // to a province that is (mostly) not a neighbour
        Province to = pick(all, in.b());
        return new Move(power, t, u.location(), MAP.location(to), false);
      }
      case 1: // to its own province
        return new Move(power, t, u.location(), u.location(), false);
      case 2: { // army to sea, fleet inland
        ProvinceKind wrong = u.type() == UnitType.ARMY ? ProvinceKind.SEA : ProvinceKind.LAND;
        List<Province> places = all.stream().filter(p -> p.kind() == wrong).toList();
        return new Move(power, t, u.location(), MAP.location(pick(places, in.b())), false);
      }
      case 3: { // into the impassable province
        Province swi = all.stream().filter(p -> p.kind() == ProvinceKind.IMPASSABLE).findFirst()
            .orElse(here);
        return new Move(power, t, u.location(), MAP.location(swi), false);
      }
      case 4: // supports itself
        return new SupportHold(power, t, u.location(), UnitDesignation.of(u.type()), u.location());
      case 5: { // supports any unit to any province
        List<Unit> units = position.units();
        Unit v = pick(units, in.b());
        return new SupportMove(power, t, u.location(), UnitDesignation.of(v.type()), v.location(),
            MAP.location(pick(all, in.b() / 7)));
      }
      case 6: { // convoys anything anywhere (a coastal fleet or an army convoying is illegal)
        return new Convoy(power, t, u.location(), UnitDesignation.ARMY,
            MAP.location(pick(all, in.b())), MAP.location(pick(all, in.b() / 7)));
      }
      case 7: { // ordered by another power
        Power other = MAP.powers().get((power.index() + 1 + in.b() % (MAP.powers().size() - 1))
            % MAP.powers().size());
        List<Province> near = armyNeighbours(here);
        if (u.type() == UnitType.ARMY && !near.isEmpty() && in.b() % 2 == 0) {
          return new Move(other, t, u.location(), MAP.location(pick(near, in.b() / 2)), false);
        }
        return new Hold(other, t, u.location());
      }
      default: { // a unit that is not there
        List<Province> empty = new ArrayList<>();
        for (Province p : all) {
          if (p.kind() != ProvinceKind.IMPASSABLE && position.unitIn(p).isEmpty()) {
            empty.add(p);
          }
        }
        if (empty.isEmpty()) {
          return new Hold(power, t, u.location());
        }
        Province p = pick(empty, in.b());
        UnitType ty = p.kind() == ProvinceKind.SEA ? UnitType.FLEET : UnitType.ARMY;
        List<Province> near = armyNeighbours(p);
        if (ty == UnitType.ARMY && !near.isEmpty()) {
          return new Move(power, ty, MAP.location(p), MAP.location(pick(near, in.b() / 3)), false);
        }
        return new Hold(power, ty, MAP.location(p));
      }
    }
  }
}
