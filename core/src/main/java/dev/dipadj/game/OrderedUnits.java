package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Players;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

/**
 * Which units a game's phase orders: in a Movement phase the units on the board, in a Retreat
 * phase the dislodged ones; the units that need an order leave out the neutral powers' (nobody
 * orders them), while the unit an order names in a province may be a neutral one. An
 * Adjustment phase, or a game that is over, needs no unit's order.
 */
final class OrderedUnits {
  private OrderedUnits() {}

  /** The units that need an order this phase, in province order (see {@link Game#unitsToOrder()}). */
  static ImmutableList<Unit> toOrder(Game game) {
    if (game.isOver() || game.phase().type() == PhaseType.ADJUSTMENT) {
      return ImmutableList.of();
    }
    Players players = game.players();
    // The units stand in province order, and so do the dislodged (one per province they left).
    if (game.phase().type() == PhaseType.MOVEMENT) {
      ImmutableList<Unit> units = game.position().units();
      for (int i = 0; i < units.size(); i++) {
        if (players.isNeutral(units.get(i).power())) {
          return units.stream().filter(u -> !players.isNeutral(u.power())).collect(ImmutableList.toImmutableList());
        }
      }
      return units;
    }
    List<Unit> units = new ArrayList<>();
    for (DislodgedUnit d : game.dislodged()) {
      if (!players.isNeutral(d.unit().power())) {
        units.add(d.unit());
      }
    }
    units.sort(Comparator.comparingInt(u -> u.location().province().index()));
    return ImmutableList.copyOf(units);
  }

  /** A power's units that need an order this phase (see {@link Game#unitsToOrder(String)}). */
  static ImmutableList<Unit> toOrder(Game game, Power power) {
    return toOrder(game).stream().filter(u -> u.power().equals(power)).collect(ImmutableList.toImmutableList());
  }

  /**
   * The unit an order naming each province is for, by province index: in a Retreat phase the
   * one dislodged from it, otherwise the one standing there; null where there is none.
   */
  static Unit[] byProvince(Game game) {
    Unit[] byProvince = new Unit[game.variant().map().provinces().size()];
    if (game.phase().type() != PhaseType.RETREAT) {
      for (Unit u : game.position().units()) {
        byProvince[u.location().province().index()] = u;
      }
    } else {
      for (DislodgedUnit d : game.dislodged()) {
        byProvince[d.unit().location().province().index()] = d.unit();
      }
    }
    return byProvince;
  }

  /** The unit a table of {@link #byProvince} gives for a province, or empty. */
  static Optional<Unit> in(Unit[] byProvince, Province province) {
    int at = province.index();
    Unit unit = at < byProvince.length ? byProvince[at] : null;
    // A province of another map may share the index: only this map's province names the unit.
    return unit != null && unit.location().province().equals(province) ? Optional.of(unit) : Optional.empty();
  }
}
