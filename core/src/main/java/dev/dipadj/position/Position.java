package dev.dipadj.position;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The state of the board at the start of a phase: the units (at most one per province,
 * listed in province order) and who owns each supply centre.
 */
public record Position(Phase phase, ImmutableList<Unit> units, ImmutableMap<Province, Power> owners) {
  public Position {
    Set<Province> seen = new HashSet<>();
    for (Unit u : units) {
      if (!seen.add(u.location().province())) {
        throw new IllegalArgumentException("two units in " + u.location().province());
      }
    }
    units =
        ImmutableList.sortedCopyOf(
            Comparator.comparingInt((Unit u) -> u.location().province().index()), units);
  }

  /** A position from any list of units and owners. */
  public static Position of(Phase phase, List<Unit> units, Map<Province, Power> owners) {
    return new Position(phase, ImmutableList.copyOf(units), ImmutableMap.copyOf(owners));
  }

  /** The unit in a province, if any. */
  public Optional<Unit> unitIn(Province province) {
    for (Unit u : units) {
      if (u.location().province().equals(province)) {
        return Optional.of(u);
      }
    }
    return Optional.empty();
  }

  /** The same units and owners in another phase. */
  public Position withPhase(Phase next) {
    return new Position(next, units, owners);
  }
}
