package dev.dipadj.game;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.RetreatRules;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * Whether a game set up from parts, or restored from a saved state, is one the rules could
 * produce, in its variant: every unit, owner, power and place of its map, each unit on a
 * place it can stand on ({@link GameMap#standing}), dislodged units only in a Retreat phase,
 * one per province, each where a unit of another power now stands (the one that dislodged
 * it), each retreat place one the retreat rules give ({@link RetreatRules#places}) and
 * listed once, winners who are players, a power handed only to a player. Every entry point
 * (case files and their JSON, the JSON of saved games, the API) comes through here, and a
 * reader turns the exception into its own error. A misfit is the caller's mistake, so it is an {@link IllegalArgumentException}
 * ({@link ImpossibleStateException} where a unit is at fault) that names it.
 */
final class SetupCheck {
  private SetupCheck() {}

  /** A game set up from parts ({@link Game#from}): every part there, and each as the checks below ask. */
  static void parts(Variant variant, Position position, List<DislodgedUnit> dislodged, RuleOptions rules,
      Players players) {
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(dislodged, "dislodged");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(players, "players");
    units(variant, position);
    owners(variant, position);
    players(variant, players);
    dislodged(variant, position, dislodged);
  }

  /** The units on the board: of the map, each where it can stand (two in one province the position refuses itself). */
  static void units(Variant variant, Position position) {
    GameMap map = variant.map();
    for (Unit u : position.units()) {
      if (!map.owns(u.power()) || !map.owns(u.location())) {
        throw new ImpossibleStateException(u, -1, -1, u + " is not on the map of " + variant.name());
      }
      String problem = map.standing(u.type(), u.location());
      if (problem != null) {
        throw new ImpossibleStateException(u, -1, -1, u + ": " + problem);
      }
    }
  }

  /**
   * The owners: the word of neutral units names no owner, as a neutral unit takes no centre
   * (a centre without an owner is simply left out).
   */
  static void owners(Variant variant, Position position) {
    GameMap map = variant.map();
    for (Map.Entry<Province, Power> e : position.owners().entrySet()) {
      if (map.isNeutral(e.getValue())) {
        throw new IllegalArgumentException(e.getValue() + " owning " + e.getKey()
            + ": neutral units own no centre, leave the centre out to have it unowned");
      }
    }
  }

  /** The players: none commands the word of neutral units, whose units nobody orders. */
  static void players(Variant variant, Players players) {
    for (Set<Power> powers : players.commands().values()) {
      for (Power power : powers) {
        if (variant.map().isNeutral(power)) {
          throw new IllegalArgumentException(power + " is the word of neutral units: no player commands them");
        }
      }
    }
  }

  /** A power handed to a player ({@link Game#withControl}): a player of the game, and never the word of neutral units. */
  static void handover(Variant variant, Players players, Power power, String player) {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(player, "player");
    if (variant.map().isNeutral(power)) {
      throw new IllegalArgumentException(power + " is the word of neutral units: no player commands them");
    }
    if (!players.commands().containsKey(player)) {
      throw new IllegalArgumentException("unknown player '" + player + "' (known: "
          + String.join(", ", players.commands().keySet()) + ")");
    }
  }

  /**
   * The units waiting to retreat: only in a Retreat phase, one per province, on the map, each
   * where it can stand and where a unit of another power stands now, each place one the
   * retreat rules could have given it, once. What a saved retreat phase no longer knows (the
   * standoffs, where the attacker came from) is not asked: its list is the record of them.
   */
  static void dislodged(Variant variant, Position position, List<DislodgedUnit> dislodged) {
    if (position.phase().type() != PhaseType.RETREAT && !dislodged.isEmpty()) {
      throw new IllegalArgumentException("dislodged units in " + position.phase() + ": only a retreat phase has them");
    }
    if (dislodged.isEmpty()) {
      return;
    }
    GameMap map = variant.map();
    boolean[] occupied = new boolean[map.provinces().size()];
    for (Unit u : position.units()) {
      occupied[u.location().province().index()] = true;
    }
    Set<Province> from = new HashSet<>();
    for (int index = 0; index < dislodged.size(); index++) {
      DislodgedUnit d = Objects.requireNonNull(dislodged.get(index), "dislodged unit");
      Unit unit = d.unit();
      Province province = unit.location().province();
      if (!map.owns(unit.location()) || !map.owns(unit.power())) {
        throw new ImpossibleStateException(unit, index, -1, unit + " is not on the map of " + variant.name());
      }
      if (!from.add(province)) {
        throw new ImpossibleStateException(unit, index, -1, "two dislodged units in " + province);
      }
      String problem = map.standing(unit.type(), unit.location());
      if (problem != null) {
        throw new ImpossibleStateException(unit, index, -1, "dislodged " + unit + ": " + problem);
      }
      Unit attacker = position.unitIn(province).orElse(null);
      if (attacker == null) {
        throw new ImpossibleStateException(unit, index, -1,
            "dislodged " + unit + ", but no unit stands in " + province + " to have dislodged it");
      }
      if (map.isNeutral(unit.power())) {
        throw new ImpossibleStateException(unit, index, -1,
            "dislodged " + unit + ": a neutral unit has no retreat, it is disbanded when dislodged");
      }
      if (attacker.power().equals(unit.power())) {
        throw new ImpossibleStateException(unit, index, -1,
            "dislodged " + unit + ", but the unit in " + province + " is its own power's (" + attacker.describe() + ")");
      }
      retreats(map, d, index, occupied);
    }
  }

  /** Each place of a dislodged unit's list: of the map, listed once, one the retreat rules give it. */
  private static void retreats(GameMap map, DislodgedUnit d, int index, boolean[] occupied) {
    Unit unit = d.unit();
    List<Location> open = RetreatRules.places(map, unit, p -> occupied[p]);
    Set<Location> seen = new HashSet<>();
    for (int i = 0; i < d.retreats().size(); i++) {
      Location l = d.retreats().get(i);
      String problem;
      if (!map.owns(l)) {
        problem = "it is not on the map";
      } else if (!seen.add(l)) {
        problem = "it is listed twice";
      } else if (open.contains(l)) {
        continue;
      } else if (occupied[l.province().index()]) {
        problem = "a unit stands there";
      } else if (map.standing(unit.type(), l) != null) {
        problem = map.standing(unit.type(), l);
      } else {
        problem = "it cannot move there";
      }
      throw new ImpossibleStateException(unit, index, i, unit + " cannot retreat to " + l + ": " + problem);
    }
  }

  /** A saved state against the variant it names: the name, units, owners, players' powers and winners. */
  static void state(GameState state, Variant variant) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(variant, "variant");
    if (!state.variant().equals(variant.name())) {
      throw new IllegalArgumentException(
          "the game is of the variant '" + state.variant() + "', not '" + variant.name() + "'");
    }
    GameMap map = variant.map();
    Position p = state.position();
    units(variant, p);
    owners(variant, p);
    players(variant, state.players());
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
