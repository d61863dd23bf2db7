package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Unit;
import java.util.List;

/**
 * Orders that should not be given: to places out of reach or of the wrong kind, for units
 * that are not there or not the power's own, supports and convoys that make no sense, and
 * orders of another phase. Most are illegal, some only pointless; either way the adjudicator
 * must take them without a crash and without any effect on the board but a unit holding.
 */
final class IllegalOrders {
  private final Game game;
  private final GameMap map;
  private final Dice dice;

  IllegalOrders(Game game, Dice dice) {
    this.game = game;
    this.map = game.variant().map();
    this.dice = dice;
  }

  /** A bad movement-phase order naming (mostly) this unit. */
  Order movementOrder(Unit u) {
    Power p = u.power();
    Location at = u.location();
    UnitDesignation t = dice.writtenType(u);
    switch (dice.below(13)) {
      case 0:
        return new Move(p, t, at, anyLocation(), false);
      case 1: {
        List<Province> wrong = Reach.ofKind(map, u.type() == UnitType.ARMY ? ProvinceKind.SEA : ProvinceKind.LAND);
        return new Move(p, t, at, wrong.isEmpty() ? anyLocation() : map.location(dice.pick(wrong)), false);
      }
      case 2:
        return new Hold(otherPower(p), t, at);
      case 3:
        return new Hold(p, t, map.location(dice.pick(map.provinces())));
      case 4:
        return dice.percent(50) ? new SupportHold(p, t, at, t, at)
            : new SupportMove(p, t, at, t, at, anyTarget(u));
      case 5: {
        // A map of land alone (a small test variant) has no coast to convoy to.
        List<Province> coasts = Reach.coasts(map);
        return new Convoy(p, t, at, UnitDesignation.ARMY, anyUnit().location(),
            coasts.isEmpty() ? anyLocation() : map.location(dice.pick(coasts)));
      }
      case 6:
        return new Move(p, t, at, at, dice.percent(30));
      case 7:
        return otherPhaseOrder(u, 0);
      case 8:
        return new Move(p, t, at, dice.pick(map.locations()), false);
      case 9: {
        Unit v = anyUnit();
        return new SupportMove(p, t, at, UnitDesignation.of(v.type()), v.location(), anyLocation());
      }
      case 10: {
        Unit v = anyUnit();
        return new Convoy(p, t, at, UnitDesignation.of(v.type()), v.location(), anyLocation());
      }
      case 11:
        return new Move(p, t, at, anyTarget(u), true);
      default:
        return new SupportHold(p, t, at, dice.writtenType(UnitType.ARMY), anyLocation());
    }
  }

  /** A bad retreat-phase order: about a unit on the board, a dislodged unit of another power, or of another phase. */
  Order retreatOrder(Unit u) {
    Power p = dice.percent(80) ? u.power() : otherPower(u.power());
    UnitDesignation t = dice.writtenType(u);
    switch (dice.below(6)) {
      case 0:
        return new Retreat(p, t, u.location(), anyLocation());
      case 1:
        return new Retreat(p, t, u.location(), anyTarget(u));
      case 2:
        return new Disband(p, t, u.location());
      case 3:
        return new Retreat(p, t, map.location(dice.pick(map.provinces())), anyLocation());
      default:
        return otherPhaseOrder(u, 1);
    }
  }

  /** A bad adjustment order of this power: builds where it may not, disbands and conversions of the wrong units, orders of another phase. */
  Order adjustmentOrder(Power p) {
    switch (dice.below(8)) {
      case 0:
        return new Build(p, dice.percent(15) ? UnitDesignation.OMITTED : UnitDesignation.of(type()), anyLocation());
      case 1:
        return new Build(p, type(), dice.pick(map.locations()));
      case 2: {
        Province c = dice.pick(Reach.centres(map));
        return new Build(p, dice.percent(30) ? UnitDesignation.OMITTED : UnitDesignation.of(type()), map.location(c));
      }
      case 3:
        return new Disband(p, dice.writtenType(UnitType.ARMY), anyLocation());
      case 4: {
        Unit u = anyUnit();
        return new Disband(p, u.type(), u.location());
      }
      case 5: {
        Unit u = anyUnit();
        return new Convert(p, u.type() == UnitType.ARMY ? UnitType.FLEET : UnitType.ARMY,
            dice.percent(50) ? u.location() : dice.pick(map.locations()));
      }
      case 6:
        return new Waive(p);
      default:
        return otherPhaseOrder(anyUnit(), 2);
    }
  }

  /** An order of a phase other than {@code phase} (0 movement, 1 retreat, 2 adjustment) about this unit. */
  private Order otherPhaseOrder(Unit u, int phase) {
    Power p = u.power();
    UnitDesignation t = dice.writtenType(u);
    int x = dice.below(3);
    if (x == phase) {
      x = (x + 1 + dice.below(2)) % 3;
    }
    if (x == 0) {
      return dice.percent(50) ? new Hold(p, t, u.location()) : new Move(p, t, u.location(), anyTarget(u), false);
    }
    if (x == 1) {
      return new Retreat(p, t, u.location(), anyTarget(u));
    }
    switch (dice.below(4)) {
      case 0:
        return new Build(p, type(), u.location());
      case 1:
        return new Waive(p);
      case 2:
        return new Convert(p, t, u.location());
      default:
        return new Disband(p, t, u.location());
    }
  }

  private UnitType type() {
    return dice.percent(50) ? UnitType.ARMY : UnitType.FLEET;
  }

  private Power otherPower(Power p) {
    List<Power> powers = map.powers();
    return powers.get((p.index() + 1 + dice.below(powers.size() - 1)) % powers.size());
  }

  private Location anyLocation() {
    return map.location(dice.pick(map.provinces()));
  }

  private Location anyTarget(Unit u) {
    List<Location> to = Reach.targets(map, u);
    return to.isEmpty() ? anyLocation() : dice.pick(to);
  }

  private Unit anyUnit() {
    List<Unit> units = game.position().units();
    if (units.isEmpty()) {
      List<Province> coasts = Reach.coasts(map);
      Province p = dice.pick(coasts.isEmpty() ? Reach.ofKind(map, ProvinceKind.LAND) : coasts);
      return new Unit(dice.pick(map.powers()), UnitType.ARMY, map.location(p));
    }
    return dice.pick(units);
  }
}
