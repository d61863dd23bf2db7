package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.Sides;
import java.util.Optional;

/**
 * What a {@link Game} derives from its phase on first demand and keeps: its possible orders,
 * the resolver's sides of its players, every power's adjustment, and the unit ordered in each
 * province. Each is made only when first asked for, so that a game only adjudicated pays for
 * none but the sides; a race makes one twice, harmlessly, as the game is immutable. A game has
 * its own; the sides, which stay while the players and rules do, go on to the next phase's.
 */
final class PhaseTables {
  /** The possible orders of the phase ({@link Game#possibleOrders}). */
  private volatile PossibleOrders possible;
  /** The sides of the players for the resolver ({@link PlayerSides}). */
  private volatile Sides sides;
  /** Each power's adjustment, by power index. */
  private volatile ImmutableList<Adjustment> adjustments;
  /** The unit ordered in each province, by province index ({@link OrderedUnits#byProvince}). */
  private volatile Unit[] orderedByProvince;

  /** A game's tables, with the sides handed on from the phase before, or null to make them on demand. */
  PhaseTables(Sides sides) {
    this.sides = sides;
  }

  /** The tables of the game that follows this one's phase: the sides go on, as the players and rules do. */
  PhaseTables next() {
    return new PhaseTables(sides);
  }

  /** The game's possible orders, listed once. */
  PossibleOrders possible(Game game) {
    PossibleOrders p = possible;
    if (p == null) {
      p = PossibleOrders.of(game);
      possible = p;
    }
    return p;
  }

  /** The game's sides for the resolver, made once. */
  Sides sides(Game game) {
    Sides s = sides;
    if (s == null) {
      s = PlayerSides.of(game.variant(), game.rules(), game.players());
      sides = s;
    }
    return s;
  }

  /** A power's adjustment in the game's phase: every power's are counted once, on first demand. */
  Adjustment adjustment(Game game, Power power) {
    ImmutableList<Adjustment> a = adjustments;
    if (a == null) {
      a = Adjustment.all(game);
      adjustments = a;
    }
    int i = power.index();
    if (i < 0 || i >= a.size() || !a.get(i).power().equals(power)) {
      throw new IllegalArgumentException(power + " is not a power of " + game.variant().name());
    }
    return a.get(i);
  }

  /** The unit an order naming a province is for in the game's phase, or empty. */
  Optional<Unit> orderedUnitIn(Game game, Province province) {
    Unit[] byProvince = orderedByProvince;
    if (byProvince == null) {
      // A bot asks once per unit: the units are laid out by province once, not searched each time.
      byProvince = OrderedUnits.byProvince(game);
      orderedByProvince = byProvince;
    }
    return OrderedUnits.in(byProvince, province);
  }
}
