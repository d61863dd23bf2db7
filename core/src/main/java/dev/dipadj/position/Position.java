package dev.dipadj.position;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * The state of the board at the start of a phase: the units (at most one per province,
 * listed in province order) and who owns each supply centre.
  *
  * @param phase the phase
  * @param units the units, in province order
  * @param owners the owner of each owned supply centre
 */
public record Position(Phase phase, ImmutableList<Unit> units, ImmutableMap<Province, Power> owners) {
  /**
   * Puts the units in province order.
   *
   * @param phase the phase
   * @param units the units, at most one per province
   * @param owners the owner of each owned supply centre
   * @throws IllegalArgumentException for two units in one province
   */
  public Position {
    Objects.requireNonNull(phase, "phase");
    Objects.requireNonNull(units, "units");
    Objects.requireNonNull(owners, "owners");
    if (!inProvinceOrder(units)) {
      units = byProvince(units);
    }
  }

  /**
   * Whether the units are in province order, one a province; two in one province are an
   * error, found side by side.
   */
  private static boolean inProvinceOrder(List<Unit> units) {
    for (int i = 1; i < units.size(); i++) {
      int before = units.get(i - 1).location().province().index();
      int at = units.get(i).location().province().index();
      if (before > at) {
        return false;
      }
      if (before == at) {
        throw twoIn(units.get(i));
      }
    }
    return true;
  }

  /**
   * The units in province order, each put in its province's slot: no comparisons, as after
   * every movement phase (the units that moved are out of order).
   */
  private static ImmutableList<Unit> byProvince(List<Unit> units) {
    int provinces = 0;
    for (Unit u : units) {
      provinces = Math.max(provinces, u.location().province().index() + 1);
    }
    Unit[] slots = new Unit[provinces];
    for (Unit u : units) {
      int at = u.location().province().index();
      if (slots[at] != null) {
        throw twoIn(u);
      }
      slots[at] = u;
    }
    ImmutableList.Builder<Unit> out = ImmutableList.builderWithExpectedSize(units.size());
    for (Unit u : slots) {
      if (u != null) {
        out.add(u);
      }
    }
    return out.build();
  }

  private static IllegalArgumentException twoIn(Unit u) {
    return new IllegalArgumentException("two units in " + u.location().province());
  }

  /**
   * A position from any list of units and owners.
   *
   * @param phase the phase
   * @param units the units, at most one per province, in any order
   * @param owners the owner of each owned supply centre
   * @return the position
   */
  public static Position of(Phase phase, List<Unit> units, Map<Province, Power> owners) {
    Objects.requireNonNull(units, "units");
    Objects.requireNonNull(owners, "owners");
    return new Position(phase, ImmutableList.copyOf(units), ImmutableMap.copyOf(owners));
  }

  /**
   * The unit in a province, if any (a binary search: the units are in province order).
   *
   * @param province the province
   * @return the unit there, or empty
   */
  public Optional<Unit> unitIn(Province province) {
    return Optional.ofNullable(unitAt(province));
  }

  /**
   * Whether a unit stands in a province.
   *
   * @param province the province
   * @return whether it is occupied
   */
  public boolean isOccupied(Province province) {
    return unitAt(province) != null;
  }

  private Unit unitAt(Province province) {
    Objects.requireNonNull(province, "province");
    int low = 0;
    int high = units.size() - 1;
    while (low <= high) {
      int mid = (low + high) >>> 1;
      Unit u = units.get(mid);
      int at = u.location().province().index();
      if (at < province.index()) {
        low = mid + 1;
      } else if (at > province.index()) {
        high = mid - 1;
      } else {
        return u.location().province().equals(province) ? u : null;
      }
    }
    return null;
  }

  /**
   * The same units and owners in another phase.
   *
   * @param next the other phase
   * @return the position in that phase
   */
  public Position withPhase(Phase next) {
    return new Position(next, units, owners);
  }
}
