package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Canal;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.Railroad;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;

/**
 * Random orders for a movement phase, shaped like a real game's: most units move to a
 * neighbour, hold or support, supports mostly match an order actually given, armies on a
 * coast are sometimes convoyed with the fleets of a real route ordered to carry them; a few
 * units get no order, a few orders are illegal or nonsensical ({@link IllegalOrders}),
 * neutral units get none (rarely an illegal one), and now and then a unit gets two orders.
 * Supports and convoys are drawn after the moves, so that they can refer to them.
 *
 * <p>In a convoy-heavy game (some games are) armies on a coast are often convoyed, mostly
 * against occupied provinces, and fleets next to a convoying fleet often attack it with
 * support: the shapes of the convoy paradoxes (DATC 6.F), which random play alone rarely forms.
 */
final class RandomMovementOrders {
  private static final int NONE = 0;
  private static final int HOLD = 1;
  private static final int MOVE = 2;
  private static final int CONVOYED = 3;
  private static final int SUPPORT_HOLD = 4;
  private static final int SUPPORT_MOVE = 5;
  private static final int CONVOY = 6;
  private static final int ILLEGAL = 7;

  private final Game game;
  private final GameMap map;
  private final Position position;
  private final List<Unit> units;
  private final Dice dice;
  private final ConvoyRoutes routes;
  private final IllegalOrders illegal;
  private final boolean convoyHeavy;

  private RandomMovementOrders(Game game, Dice dice, boolean convoyHeavy) {
    this.game = game;
    this.map = game.variant().map();
    this.position = game.position();
    this.units = position.units();
    this.dice = dice;
    this.routes = new ConvoyRoutes(map, position);
    this.illegal = new IllegalOrders(game, dice);
    this.convoyHeavy = convoyHeavy;
  }

  static List<Order> generate(Game game, Dice dice, boolean convoyHeavy) {
    return new RandomMovementOrders(game, dice, convoyHeavy).orders();
  }

  private List<Order> orders() {
    int n = units.size();
    int[] kind = new int[n];
    Order[] own = new Order[n];
    Location[] moveTo = new Location[n];
    List<Order> extra = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      if (game.players().isNeutral(u.power())) {
        // Neutral units hold without orders; an order for one is illegal.
        if (dice.percent(3)) {
          extra.add(illegal.movementOrder(u));
        }
        continue;
      }
      kind[i] = kind(u);
      if (kind[i] == HOLD) {
        own[i] = new Hold(u.power(), dice.writtenType(u), u.location());
      } else if (kind[i] == MOVE || kind[i] == CONVOYED) {
        Move m = kind[i] == CONVOYED ? convoyedMove(u) : null;
        own[i] = m != null ? m : neighbourMove(u);
        moveTo[i] = own[i] == null ? null : ((Move) own[i]).destination();
      } else if (kind[i] == ILLEGAL) {
        extra.add(illegal.movementOrder(u));
      }
    }
    orderConvoyRoutes(kind, own, moveTo);
    if (convoyHeavy) {
      attackConvoys(kind, own, moveTo);
      paradoxes(kind, own, moveTo);
    }
    for (int i = 0; i < n; i++) {
      if (own[i] == null && (kind[i] == SUPPORT_HOLD || kind[i] == SUPPORT_MOVE)) {
        own[i] = support(i, kind[i] == SUPPORT_MOVE, moveTo);
      } else if (own[i] == null && kind[i] == CONVOY) {
        own[i] = strayConvoy(units.get(i));
      }
    }
    List<Order> out = new ArrayList<>();
    for (Order o : own) {
      if (o != null) {
        out.add(o);
      }
    }
    out.addAll(extra);
    permissions(out);
    if (!out.isEmpty() && dice.percent(4)) {
      out.add(secondOrder());
    }
    Collections.shuffle(out, dice.random());
    return out;
  }

  /**
   * Now and then, a canal's permission: by the power holding its province (sometimes by
   * another, illegal) for a fleet at one of its ends, to the other.
   */
  private void permissions(List<Order> out) {
    for (Canal c : map.canals()) {
      if (!dice.percent(30)) {
        continue;
      }
      Province from = dice.percent(50) ? c.one() : c.other();
      Province to = from.equals(c.one()) ? c.other() : c.one();
      Unit fleet = position.unitIn(from).orElse(null);
      Unit holder = position.unitIn(c.via()).orElse(null);
      if (fleet != null && (holder != null || dice.percent(20))) {
        Power by = holder != null && dice.percent(90) ? holder.power() : dice.pick(map.powers());
        out.add(new CanalPermission(by, c.name(), dice.writtenType(fleet), fleet.location(), map.location(to)));
      }
    }
  }

  /** What a unit is told to do, before the other orders are known. */
  private int kind(Unit u) {
    int x = dice.below(100);
    boolean seaFleet = u.type() == UnitType.FLEET && u.location().province().kind().fleetConvoys();
    boolean coastArmy = u.type() == UnitType.ARMY && u.location().province().kind().coastal();
    if (x < 7) {
      return NONE;
    } else if (x < 17) {
      return HOLD;
    } else if (x < (convoyHeavy ? 50 : 25) && coastArmy) {
      return CONVOYED;
    } else if (x < 50 && seaFleet && convoyHeavy) {
      return CONVOY;
    } else if (x < 57) {
      return MOVE;
    } else if (x < 72) {
      return SUPPORT_HOLD;
    } else if (x < 88) {
      return SUPPORT_MOVE;
    } else if (x < 95) {
      return seaFleet ? CONVOY : MOVE;
    }
    return ILLEGAL;
  }

  /** A move to a place the unit can reach by itself. */
  private Move neighbourMove(Unit u) {
    if (!map.railroads().isEmpty() && u.type() == UnitType.ARMY && dice.percent(40)) {
      // Along a railroad through its province (a train, or illegal for another power's army).
      for (Railroad r : map.railroads()) {
        int at = r.indexOf(u.location().province());
        if (at >= 0 && (r.power().equals(u.power()) || dice.percent(10))) {
          int to = dice.below(r.line().size() - 1);
          Province dest = r.line().get(to >= at ? to + 1 : to);
          return new Move(u.power(), dice.writtenType(u), u.location(), map.location(dest), false, r.name());
        }
      }
    }
    List<Location> to = Reach.targets(map, u);
    if (to.isEmpty()) {
      return null;
    }
    return new Move(u.power(), dice.writtenType(u), u.location(), dice.sloppyCoast(map, dice.pick(to)), false);
  }

  /** A move along a convoy route, sometimes marked {@code via convoy}; null when there is none. */
  private Move convoyedMove(Unit u) {
    Map<Province, List<Province>> to = routes.destinations(u.location().province());
    if (to.isEmpty()) {
      return null;
    }
    List<Province> places = new ArrayList<>(to.keySet());
    if (convoyHeavy && dice.percent(60)) {
      // Against an occupied province: where the army may cut a support, the heart of a paradox.
      List<Province> attacked = new ArrayList<>();
      for (Province p : places) {
        if (position.unitIn(p).filter(v -> !v.power().equals(u.power())).isPresent()) {
          attacked.add(p);
        }
      }
      places = attacked.isEmpty() ? places : attacked;
    }
    Province dest = dice.pick(places);
    return new Move(u.power(), dice.writtenType(u), u.location(), map.location(dest), dice.percent(40));
  }

  /**
   * For each convoyed move, the fleets on one of its routes that have no order yet are mostly
   * ordered to carry it (any power's fleet: a foreign fleet may convoy). Some routes stay
   * incomplete, so that convoys without a route happen too.
   */
  private void orderConvoyRoutes(int[] kind, Order[] own, Location[] moveTo) {
    for (int i = 0; i < units.size(); i++) {
      if (kind[i] != CONVOYED || moveTo[i] == null) {
        continue;
      }
      Unit army = units.get(i);
      List<Province> chain = routes.destinations(army.location().province()).get(moveTo[i].province());
      if (chain == null) {
        continue; // it fell back on a move by land
      }
      for (Province sea : chain) {
        int j = indexOf(sea);
        Unit fleet = units.get(j);
        if (own[j] == null && kind[j] != ILLEGAL && !game.players().isNeutral(fleet.power()) && dice.percent(85)) {
          own[j] = new Convoy(fleet.power(), dice.writtenType(fleet), fleet.location(),
              dice.writtenType(UnitType.ARMY), army.location(), moveTo[i]);
          kind[j] = CONVOY;
        }
      }
    }
  }

  /** Fleets told to move sometimes attack a neighbouring convoying fleet instead. */
  private void attackConvoys(int[] kind, Order[] own, Location[] moveTo) {
    for (int i = 0; i < units.size(); i++) {
      Unit u = units.get(i);
      if (kind[i] != MOVE || u.type() != UnitType.FLEET || !dice.percent(60)) {
        continue;
      }
      List<Location> convoying = new ArrayList<>();
      for (Location to : map.fleetNeighbours(u.location())) {
        int j = indexOfOrMinus(to.province());
        if (j >= 0 && own[j] instanceof Convoy && !units.get(j).power().equals(u.power())) {
          convoying.add(to);
        }
      }
      if (!convoying.isEmpty()) {
        moveTo[i] = dice.pick(convoying);
        own[i] = new Move(u.power(), dice.writtenType(u), u.location(), moveTo[i], false);
      }
    }
  }

  /**
   * The paradox shape itself (DATC 6.F.14 and after): the unit a convoyed army attacks
   * supports a fleet's attack on a fleet of the army's route, so whether the army cuts that
   * support depends on whether it is carried.
   */
  private void paradoxes(int[] kind, Order[] own, Location[] moveTo) {
    for (int i = 0; i < units.size(); i++) {
      if (kind[i] != CONVOYED || moveTo[i] == null || !dice.percent(70)) {
        continue;
      }
      Unit army = units.get(i);
      List<Province> chain = routes.destinations(army.location().province()).get(moveTo[i].province());
      int k = indexOfOrMinus(moveTo[i].province());
      if (chain == null || k < 0 || kind[k] == CONVOYED || game.players().isNeutral(units.get(k).power())) {
        continue;
      }
      Unit target = units.get(k);
      for (Province sea : chain) {
        Location at = map.location(sea);
        if (!map.canReach(target.type(), target.location(), sea)) {
          continue;
        }
        for (int j = 0; j < units.size(); j++) {
          Unit attacker = units.get(j);
          if (j != k && attacker.type() == UnitType.FLEET && !(own[j] instanceof Convoy) && kind[j] != CONVOYED
              && !game.players().isNeutral(attacker.power()) && map.fleetNeighbours(attacker.location()).contains(at)) {
            own[j] = new Move(attacker.power(), attacker.type(), attacker.location(), at, false);
            moveTo[j] = at;
            kind[j] = MOVE;
            own[k] = new SupportMove(target.power(), target.type(), target.location(), attacker.type(),
                attacker.location(), at);
            kind[k] = CONVOY; // settled: no other support for it
            break;
          }
        }
        if (own[k] instanceof SupportMove) {
          break;
        }
      }
    }
  }

  /** A support of a hold or of a move that some unit was ordered, mostly matching; a hold if none can be given. */
  private Order support(int i, boolean preferMove, Location[] moveTo) {
    Unit u = units.get(i);
    List<Integer> holds = new ArrayList<>();
    List<Integer> moves = new ArrayList<>();
    for (int j = 0; j < units.size(); j++) {
      Province at = units.get(j).location().province();
      if (j != i && map.canReach(u.type(), u.location(), at)) {
        holds.add(j);
      }
      if (j != i && moveTo[j] != null && !moveTo[j].province().equals(u.location().province())
          && map.canReach(u.type(), u.location(), moveTo[j].province())) {
        moves.add(j);
      }
    }
    List<Integer> from = preferMove && !moves.isEmpty() || holds.isEmpty() ? moves : holds;
    if (convoyHeavy && !moves.isEmpty() && dice.percent(60)) {
      // Rather a move into a sea, which is likely an attack on a convoying fleet.
      List<Integer> atSea = new ArrayList<>();
      for (int j : moves) {
        if (moveTo[j].province().kind() == ProvinceKind.SEA) {
          atSea.add(j);
        }
      }
      from = atSea.isEmpty() ? from : atSea;
    }
    if (from.isEmpty()) {
      return new Hold(u.power(), dice.writtenType(u), u.location());
    }
    int j = dice.pick(from);
    Unit v = units.get(j);
    UnitDesignation vt = dice.writtenType(v);
    if (dice.percent(12)) {
      // A support that likely matches nothing: to a place the supporter reaches.
      List<Location> reach = Reach.targets(map, u);
      Location to = dice.pick(reach.isEmpty() ? List.of(u.location()) : reach);
      return new SupportMove(u.power(), dice.writtenType(u), u.location(), vt, v.location(), to);
    }
    if (from == moves) {
      return new SupportMove(u.power(), dice.writtenType(u), u.location(), vt, v.location(),
          dice.sloppyCoast(map, moveTo[j]));
    }
    return new SupportHold(u.power(), dice.writtenType(u), u.location(), vt, v.location());
  }

  /** A convoy by a fleet that convoys (at sea, in an archipelago) of some coastal army to some coast, whatever that army does. */
  private Order strayConvoy(Unit fleet) {
    List<Unit> armies = new ArrayList<>();
    for (Unit v : units) {
      if (v.type() == UnitType.ARMY && v.location().province().kind().coastal()) {
        armies.add(v);
      }
    }
    if (armies.isEmpty()) {
      return new Hold(fleet.power(), dice.writtenType(fleet), fleet.location());
    }
    Unit army = dice.pick(armies);
    List<Province> coasts = new ArrayList<>(routes.destinations(army.location().province()).keySet());
    Province to = coasts.isEmpty() ? dice.pick(Reach.coasts(map)) : dice.pick(coasts);
    return new Convoy(fleet.power(), dice.writtenType(fleet), fleet.location(), UnitDesignation.ARMY,
        army.location(), map.location(to));
  }

  /** A second order for a unit that may already have one: a hold, a move, or the same unit's illegal order. */
  private Order secondOrder() {
    Unit u = dice.pick(units);
    Power p = game.players().isNeutral(u.power()) || dice.percent(80) ? u.power() : dice.pick(map.powers());
    int x = dice.below(3);
    if (x == 0) {
      return new Hold(p, dice.writtenType(u), u.location());
    }
    Move m = x == 1 ? neighbourMove(u) : null;
    return m != null ? new Move(p, m.designation(), m.unit(), m.destination(), m.viaConvoy()) : illegal.movementOrder(u);
  }

  private int indexOf(Province p) {
    int j = indexOfOrMinus(p);
    if (j < 0) {
      throw new IllegalStateException("no unit in " + p);
    }
    return j;
  }

  private int indexOfOrMinus(Province p) {
    for (int j = 0; j < units.size(); j++) {
      if (units.get(j).location().province().equals(p)) {
        return j;
      }
    }
    return -1;
  }
}
