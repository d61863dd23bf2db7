package dev.dipadj.map;

import java.util.List;
import java.util.Optional;

/**
 * The rules about coasts, and their messages, in one place. Only fleets on provinces with
 * several coasts care: an army's coast means nothing (DATC 4.B.6); a coast the province does
 * not have is ignored (4.B.6); a fleet's move or retreat to a province with several coasts
 * must name the coast when it could reach more than one (4.B.1) and need not when it can
 * reach only one (4.B.2); a support may leave the coast out but, when it names one, it must
 * be the coast the fleet moves to (4.B.4, DATC 6.B.9); a new fleet on such a province needs
 * its coast.
 */
public final class Coasts {
  private Coasts() {}

  /**
   * A place chosen for a fleet, or why none can be: exactly one of the first two is non-null.
   *
   * @param location the place, or null
   * @param problem why there is none, or null
   * @param coastNotNamed whether the problem is a coast that must be named (DATC 4.B.1),
   *     rather than a place out of reach
   */
  public record Choice(Location location, String problem, boolean coastNotNamed) {
    /**
     * A place, or a problem that is not a missing coast.
     *
     * @param location the place, or null
     * @param problem why there is none, or null
     */
    public Choice(Location location, String problem) {
      this(location, problem, false);
    }
  }

  /**
   * The location as written, for a unit of this type: an army's coast is dropped.
   *
   * @param map the map
   * @param type the unit's type
   * @param written the location as written
   * @return the location for that unit
   */
  public static Location forUnit(GameMap map, UnitType type, Location written) {
    return type == UnitType.ARMY ? map.location(written.province()) : written;
  }

  /**
   * A province and a coast as written: a coast the province does not have is ignored.
   *
   * @param map the map
   * @param province the province
   * @param coast the coast as written
   * @return the province with that coast, or the whole province when it has no such coast
   */
  public static Location written(GameMap map, Province province, Coast coast) {
    Optional<Location> l = map.location(province, coast);
    return l.orElse(map.location(province));
  }

  /**
   * Where a fleet on {@code from} ends up when ordered to {@code written}, or why it cannot go there.
   *
   * @param map the map
   * @param from where the fleet stands
   * @param written the destination as written
   * @return the location reached, or the problem
   */
  public static Choice fleetDestination(GameMap map, Location from, Location written) {
    Province to = written.province();
    if (!to.hasSeveralCoasts()) {
      Location whole = map.location(to);
      return map.fleetAdjacent(from.id(), whole.id())
          ? new Choice(whole, null)
          : new Choice(null, "a fleet on " + from + " cannot reach " + to);
    }
    Choice c = choose(map.fleetNeighbours(from), written, null);
    // The message only when there is something to say: this runs for every fleet's move.
    return c.location() != null || c.problem() != null ? c : new Choice(null, "a fleet on " + from + " cannot reach " + written);
  }

  /**
   * The one place among {@code options} that matches {@code written}: the same location, or
   * the only option in its province when no coast is written. When none does, the problem is
   * {@code noneMessage} (which may be null, for a caller that words it itself).
    *
    * @param options the places to choose from
    * @param written the place as written
    * @param noneMessage the problem when none matches, or null
    * @return the place chosen, or the problem
   */
  public static Choice choose(List<Location> options, Location written, String noneMessage) {
    Location found = null;
    for (Location option : options) {
      if (option.province().equals(written.province())
          && (written.isWholeProvince() || option.equals(written))) {
        if (found != null) {
          return new Choice(null, mustBeNamed(written.province()), true);
        }
        found = option;
      }
    }
    return found != null ? new Choice(found, null) : new Choice(null, noneMessage);
  }

  /**
   * Whether a fleet on {@code at} could make the move a support names ({@code written}, coast optional).
   *
   * @param map the map
   * @param at where the fleet stands
   * @param written the destination the support names
   * @return whether some coast of that destination is within the fleet's reach
   */
  public static boolean fleetCanMakeSupportedMove(GameMap map, Location at, Location written) {
    return fleetCanMakeSupportedMove(map, at.id(), written);
  }

  /**
   * {@link #fleetCanMakeSupportedMove(GameMap, Location, Location)} of a fleet on a location given by its id.
   *
   * @param map the map
   * @param at where the supported fleet stands (location id)
   * @param written the destination the support names
   * @return whether some coast of that destination is within the fleet's reach
   */
  public static boolean fleetCanMakeSupportedMove(GameMap map, int at, Location written) {
    return written.isWholeProvince()
        ? map.fleetReaches(at, written.province().index())
        : map.fleetAdjacent(at, written.id());
  }

  /**
   * Whether a support naming {@code written} matches a move by a unit of this type that ends on {@code reached}.
   *
   * @param written the destination the support names
   * @param moverType the moving unit's type
   * @param reached where the move ends
   * @return whether support and move agree
   */
  public static boolean supportAgrees(Location written, UnitType moverType, Location reached) {
    return written.isWholeProvince() || moverType == UnitType.ARMY || written.equals(reached);
  }

  /**
   * Why a fleet may not be placed on {@code written} without a coast, or null when it may.
   *
   * @param type the unit's type
   * @param written the location as written
   * @return the problem, or null
   */
  public static String missingCoast(UnitType type, Location written) {
    return type == UnitType.FLEET && written.province().hasSeveralCoasts() && written.isWholeProvince()
        ? mustBeNamed(written.province())
        : null;
  }

  private static String mustBeNamed(Province p) {
    return "the coast of " + p + " must be named";
  }
}
