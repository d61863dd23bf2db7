package dev.dipadj.game;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Whether a game set up from parts, or restored from a saved state, fits its variant: every
 * unit, owner, power and place of its map, dislodged units only in a Retreat phase and one
 * per province, winners who are players. A misfit is the caller's mistake, so it is an
 * {@link IllegalArgumentException} that names it.
 */
final class SetupCheck {
  private SetupCheck() {}

  /** The units waiting to retreat: only in a Retreat phase, one per province, on the map, each place one it may stand on. */
  static void dislodged(Variant variant, Position position, List<DislodgedUnit> dislodged) {
    if (position.phase().type() != PhaseType.RETREAT && !dislodged.isEmpty()) {
      throw new IllegalArgumentException("dislodged units in " + position.phase() + ": only a retreat phase has them");
    }
    if (dislodged.isEmpty()) {
      return;
    }
    GameMap map = variant.map();
    Set<Province> from = new HashSet<>();
    for (DislodgedUnit d : dislodged) {
      Objects.requireNonNull(d, "dislodged unit");
      if (!from.add(d.unit().location().province())) {
        throw new IllegalArgumentException("two dislodged units in " + d.unit().location().province());
      }
      if (!map.owns(d.unit().location()) || !map.owns(d.unit().power())) {
        throw new IllegalArgumentException(d.unit() + " is not on the map of " + variant.name());
      }
      for (Location l : d.retreats()) {
        if (!map.owns(l) || !map.canStand(d.unit().type(), l)) {
          throw new IllegalArgumentException(d.unit().describe() + " cannot retreat to " + l);
        }
      }
    }
  }

  /** A saved state against the variant it names: the name, units, owners, players' powers and winners. */
  static void state(GameState state, Variant variant) {
    if (!state.variant().equals(variant.name())) {
      throw new IllegalArgumentException(
          "the game is of the variant '" + state.variant() + "', not '" + variant.name() + "'");
    }
    GameMap map = variant.map();
    Position p = state.position();
    for (Unit u : p.units()) {
      if (!map.owns(u.power()) || !map.owns(u.location())) {
        throw new IllegalArgumentException(u + " is not on the map of " + variant.name());
      }
    }
    for (Map.Entry<Province, Power> e : p.owners().entrySet()) {
      Province centre = e.getKey();
      if (!map.owns(e.getValue()) || centre.index() >= map.provinces().size()
          || !map.province(centre.index()).equals(centre) || !centre.supplyCentre()) {
        throw new IllegalArgumentException(e.getValue() + " owning " + centre + " is not of the map of " + variant.name());
      }
    }
    for (Set<Power> powers : state.players().commands().values()) {
      for (Power power : powers) {
        if (!map.owns(power)) {
          throw new IllegalArgumentException(power + " is not a power of " + variant.name());
        }
      }
    }
    for (String winner : state.winners()) {
      if (!state.players().commands().containsKey(winner)) {
        throw new IllegalArgumentException("the winner '" + winner + "' is not a player");
      }
    }
    dislodged(variant, p, state.dislodged());
  }
}
