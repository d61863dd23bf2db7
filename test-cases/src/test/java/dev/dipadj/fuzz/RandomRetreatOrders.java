package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * Random orders for a retreat phase: each dislodged unit mostly retreats to one of its
 * places (so that two retreats to one place happen), sometimes somewhere it may not go, is
 * disbanded, or gets no order; a few orders name units on the board, another power's unit
 * or belong to another phase; now and then a unit gets two orders.
 */
final class RandomRetreatOrders {
  private RandomRetreatOrders() {}

  static List<Order> generate(Game game, Dice dice) {
    GameMap map = game.variant().map();
    IllegalOrders illegal = new IllegalOrders(game, dice);
    List<Order> out = new ArrayList<>();
    for (DislodgedUnit d : game.dislodged()) {
      Unit u = d.unit();
      int x = dice.below(100);
      if (x < 60 && !d.retreats().isEmpty()) {
        Location to = dice.sloppyCoast(map, dice.pick(contested(game, d, dice)));
        out.add(new Retreat(u.power(), dice.writtenType(u), u.location(), to));
      } else if (x < 70) {
        out.add(illegal.retreatOrder(u));
      } else if (x < 85) {
        out.add(new Disband(u.power(), dice.writtenType(u), u.location()));
      } // else no order: the unit is disbanded
    }
    if (dice.percent(10) && !game.position().units().isEmpty()) {
      out.add(illegal.retreatOrder(dice.pick(game.position().units())));
    }
    if (dice.percent(6) && !game.dislodged().isEmpty()) {
      // A second order for one dislodged unit (the first one counts).
      DislodgedUnit d = dice.pick(game.dislodged());
      out.add(dice.percent(50) || d.retreats().isEmpty()
          ? new Disband(d.unit().power(), d.unit().type(), d.unit().location())
          : new Retreat(d.unit().power(), d.unit().type(), d.unit().location(), dice.pick(d.retreats())));
    }
    Collections.shuffle(out, dice.random());
    return out;
  }

  /** Often the places another dislodged unit may go to too (so that retreats bounce), else all the unit's places. */
  private static List<Location> contested(Game game, DislodgedUnit d, Dice dice) {
    List<Location> shared = new ArrayList<>();
    for (Location l : d.retreats()) {
      for (DislodgedUnit other : game.dislodged()) {
        if (other != d && other.retreats().stream().anyMatch(o -> o.province().equals(l.province()))) {
          shared.add(l);
          break;
        }
      }
    }
    return shared.isEmpty() || dice.percent(40) ? d.retreats() : shared;
  }
}
