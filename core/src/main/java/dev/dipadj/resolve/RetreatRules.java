package dev.dipadj.resolve;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.RemovalCause;
import dev.dipadj.rules.RetreatToConvoyOriginRule;
import java.util.List;
import java.util.Optional;
import java.util.function.IntPredicate;

/**
 * The rules of retreating, in one place: where a dislodged unit may go, and which dislodged
 * units never get a retreat phase (a neutral power's unit, and a unit with nowhere to go,
 * both removed at once), decided where the movement phase dislodges them. The retreat
 * phase then settles the retreat orders.
 */
public final class RetreatRules {
  private RetreatRules() {}

  /**
   * A unit dislodged by a move from {@code attackerOrigin}. It may retreat to the places it
   * could move to that are empty after the movement ({@code occupied}), not left empty by a
   * standoff, and not where its attacker came from, unless the attacker was convoyed and the
   * rules allow that retreat (the 2023 rulebook; DATC 4.A.5, {@link RetreatToConvoyOriginRule}).
   * A neutral unit has no retreat.
    *
    * @param map the map
    * @param unit the dislodged unit
    * @param by the unit that dislodged it
    * @param attackerOrigin where that unit came from
    * @param byConvoy whether it came by convoy
    * @param toConvoyOrigin whether a unit dislodged by a convoyed army may retreat to where the army came from
    * @param neutral whether the dislodged unit is neutral
    * @param occupied per province (by index), whether a unit stands there after the movement
    * @param standoff per province (by index), whether a standoff left it empty
    * @return the dislodgement with its retreat options
   */
  public static Dislodgement dislodge(
      GameMap map,
      Unit unit,
      Unit by,
      Province attackerOrigin,
      boolean byConvoy,
      RetreatToConvoyOriginRule toConvoyOrigin,
      boolean neutral,
      boolean[] occupied,
      boolean[] standoff) {
    if (neutral) {
      return new Dislodgement(unit, by, attackerOrigin, byConvoy, ImmutableList.of(),
          Optional.of(RemovalCause.NEUTRAL_DISLODGED));
    }
    int forbidden = byConvoy && toConvoyOrigin == RetreatToConvoyOriginRule.ALLOWED ? -1 : attackerOrigin.index();
    ImmutableList<Location> retreats = places(map, unit, p -> !open(p, forbidden, occupied, standoff));
    return new Dislodgement(unit, by, attackerOrigin, byConvoy, retreats,
        retreats.isEmpty() ? Optional.of(RemovalCause.NOWHERE_TO_RETREAT) : Optional.empty());
  }

  /**
   * The places a unit dislodged where it stands may retreat to when the provinces of {@code
   * closed} are shut to it: those it could move to (an army to a province, a fleet to a coast
   * it reaches), in map order. {@link #dislodge} shuts the occupied, standoff and attacker's
   * provinces; a saved retreat phase, which no longer knows its standoffs nor where the
   * attacker came from, checks its places against the occupied ones alone.
   *
   * @param map the map
   * @param unit the dislodged unit, where it stood
   * @param closed per province (by index), whether it may not retreat there
   * @return the places open to it
   */
  public static ImmutableList<Location> places(GameMap map, Unit unit, IntPredicate closed) {
    ImmutableList.Builder<Location> options;
    if (unit.type() == UnitType.ARMY) {
      List<Province> neighbours = map.armyNeighbours(unit.location().province());
      options = ImmutableList.builderWithExpectedSize(neighbours.size());
      for (Province p : neighbours) {
        if (!closed.test(p.index())) {
          options.add(map.location(p));
        }
      }
    } else {
      List<Location> neighbours = map.fleetNeighbours(unit.location());
      options = ImmutableList.builderWithExpectedSize(neighbours.size());
      for (Location l : neighbours) {
        if (!closed.test(l.province().index())) {
          options.add(l);
        }
      }
    }
    return options.build();
  }

  private static boolean open(int p, int forbidden, boolean[] occupied, boolean[] standoff) {
    return p != forbidden && !occupied[p] && !standoff[p];
  }
}
