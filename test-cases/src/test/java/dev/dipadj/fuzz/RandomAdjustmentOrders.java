package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Random orders for a Winter adjustment phase: a power with more centres than units orders
 * about as many builds as it may (sometimes fewer, sometimes more), mostly where it may
 * build, with waives and builds it may not make among them; a power with more units orders
 * about as many disbands as it owes (too few are left to civil disorder); where the variant
 * allows it, units on owned centres convert. Neutral powers get no orders, rarely an illegal one.
 */
final class RandomAdjustmentOrders {
  private final Game game;
  private final Variant variant;
  private final GameMap map;
  private final Position position;
  private final Dice dice;
  private final IllegalOrders illegal;

  private RandomAdjustmentOrders(Game game, Dice dice) {
    this.game = game;
    this.variant = game.variant();
    this.map = variant.map();
    this.position = game.position();
    this.dice = dice;
    this.illegal = new IllegalOrders(game, dice);
  }

  static List<Order> generate(Game game, Dice dice) {
    return new RandomAdjustmentOrders(game, dice).orders();
  }

  private List<Order> orders() {
    List<Order> out = new ArrayList<>();
    for (Power p : map.powers()) {
      if (game.players().isNeutral(p)) {
        if (dice.percent(3)) {
          out.add(illegal.adjustmentOrder(p));
        }
        continue;
      }
      int surplus = Counts.centres(map, position, p) - Counts.units(position, p);
      conversions(p, out);
      if (surplus > 0) {
        int builds = Math.max(0, surplus - 1 + dice.below(4));
        for (int k = 0; k < builds; k++) {
          out.add(build(p));
        }
      } else if (surplus < 0) {
        disbands(p, Math.max(0, -surplus - 2 + dice.below(4)), out);
      }
      if (dice.percent(5)) {
        out.add(illegal.adjustmentOrder(p));
      }
    }
    Collections.shuffle(out, dice.random());
    return out;
  }

  /** A build, mostly on a centre where the power may build; else a waive or a build it may not make. */
  private Order build(Power p) {
    List<Province> places = new ArrayList<>();
    for (Province c : Reach.centres(map)) {
      boolean home = BuildPlacesByHand.allows(variant, p, c);
      if (home && p.equals(position.owners().get(c)) && position.unitIn(c).isEmpty()) {
        places.add(c);
      }
    }
    int x = dice.below(100);
    if (x < 80 && !places.isEmpty()) {
      Province c = dice.pick(places);
      UnitType t = c.kind().coastal() && dice.percent(40) ? UnitType.FLEET : UnitType.ARMY;
      List<Location> at = Reach.standing(map, t, c);
      Location where = at.isEmpty() ? map.location(c) : dice.sloppyCoast(map, dice.pick(at));
      return new Build(p, dice.percent(2) ? UnitDesignation.OMITTED : UnitDesignation.of(t), where);
    }
    return x < 90 ? new Waive(p) : illegal.adjustmentOrder(p);
  }

  /** Disbands of the power's own units, now and then one of them twice. */
  private void disbands(Power p, int count, List<Order> out) {
    List<Unit> own = Counts.unitsOf(position, p);
    Collections.shuffle(own, dice.random());
    for (int k = 0; k < count && k < own.size(); k++) {
      Unit u = dice.percent(5) ? own.get(0) : own.get(k);
      out.add(new Disband(p, dice.writtenType(u), u.location()));
    }
  }

  /**
   * Conversions of units on centres the power owns, where the variant has them (and very
   * rarely where it has not): an army to a fleet on a coast, naming the coast where there
   * are two (now and then not), a fleet to an army.
   */
  private void conversions(Power p, List<Order> out) {
    boolean allowed = variant.variantRules().conversion();
    for (Unit u : Counts.unitsOf(position, p)) {
      Province at = u.location().province();
      boolean owned = at.supplyCentre() && p.equals(position.owners().get(at));
      if (!(allowed ? owned && dice.percent(20) : dice.percent(1))) {
        continue;
      }
      if (u.type() == UnitType.FLEET) {
        out.add(new Convert(p, dice.writtenType(u), u.location()));
        continue;
      }
      List<Location> coasts = map.fleetLocations(at);
      Location where = coasts.isEmpty() || dice.percent(10) ? u.location() : dice.pick(coasts);
      out.add(new Convert(p, dice.writtenType(u), where));
    }
  }
}
