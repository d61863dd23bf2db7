package dev.dipadj.phase;

import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.CivilDisorderRule;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.IntBinaryOperator;
import java.util.function.IntUnaryOperator;

/**
 * The removal of units a power owes but did not order (DATC 4.D.8): first the unit furthest
 * away; on equal distance fleets before armies; then by the English name of the province,
 * alphabetically. By the 2023 rulebook the distance is to a supply centre the power owns,
 * counting provinces on the map whatever the unit could enter; by the DPTG's reading of the
 * older rulebooks it is to a home supply centre, an army crossing any border, a fleet only
 * where it could move; by the 2000 rulebook it is counted the same way to any province of the
 * power's country ({@link CivilDisorderRule}).
 */
final class CivilDisorder {
  private CivilDisorder() {}

  static Unit nextRemoval(Variant variant, Position position, List<Unit> units, Power power, CivilDisorderRule rule) {
    GameMap map = variant.map();
    int[] armyDistance;
    int[] fleetDistance;
    if (rule != CivilDisorderRule.RULE_2023) {
      // The 2000 rulebook counts as the DPTG does, to the whole country rather than its home centres.
      Set<Province> targets = (rule == CivilDisorderRule.DPTG ? variant.homeCentres() : variant.countries())
          .getOrDefault(power, ImmutableSet.of());
      armyDistance = distancesOverEveryBorder(map, targets);
      fleetDistance = fleetDistances(map, targets);
    } else {
      Set<Province> owned = new HashSet<>();
      position.owners().forEach((centre, owner) -> {
        if (owner.equals(power)) {
          owned.add(centre);
        }
      });
      armyDistance = distancesOverEveryBorder(map, owned);
      fleetDistance = null;
    }
    Unit chosen = null;
    int chosenDistance = 0;
    for (Unit u : units) {
      if (!u.power().equals(power)) {
        continue;
      }
      int d = u.type() == UnitType.FLEET && fleetDistance != null
          ? fleetDistance[u.location().id()]
          : armyDistance[u.location().province().index()];
      if (chosen == null || before(u, d, chosen, chosenDistance)) {
        chosen = u;
        chosenDistance = d;
      }
    }
    if (chosen == null) {
      throw new IllegalStateException(power + " owes a disband but has no unit");
    }
    return chosen;
  }

  private static boolean before(Unit a, int da, Unit b, int db) {
    if (da != db) {
      return da > db;
    }
    if (a.type() != b.type()) {
      return a.type() == UnitType.FLEET;
    }
    return a.location().province().name().compareToIgnoreCase(b.location().province().name()) < 0;
  }

  /** Breadth-first from the centres over every border, per province; unreachable provinces count as far away. */
  private static int[] distancesOverEveryBorder(GameMap map, Set<Province> centres) {
    List<Integer> from = new ArrayList<>();
    centres.forEach(c -> from.add(c.index()));
    return distances(map.provinces().size(), from, map::borderingCount, map::bordering);
  }

  /**
   * Breadth-first from the centres a fleet may stand on, over fleet moves, per location (a
   * fleet's moves are the same both ways); unreachable locations count as far away.
   */
  private static int[] fleetDistances(GameMap map, Set<Province> centres) {
    List<Integer> from = new ArrayList<>();
    for (Province c : centres) {
      map.fleetLocations(c).forEach(l -> from.add(l.id()));
    }
    return distances(map.locations().size(), from,
        at -> map.fleetNeighbours(map.locations().get(at)).size(),
        (at, k) -> map.fleetNeighbours(map.locations().get(at)).get(k).id());
  }

  /** Steps from the nearest start to each of {@code n} places, over the given borders; unreached ones are {@code MAX_VALUE}. */
  private static int[] distances(int n, List<Integer> starts, IntUnaryOperator borderCount, IntBinaryOperator border) {
    int[] distance = new int[n];
    Arrays.fill(distance, Integer.MAX_VALUE);
    int[] queue = new int[n];
    int head = 0;
    int tail = 0;
    for (int s : starts) {
      if (distance[s] == Integer.MAX_VALUE) {
        distance[s] = 0;
        queue[tail++] = s;
      }
    }
    while (head < tail) {
      int p = queue[head++];
      for (int k = 0; k < borderCount.applyAsInt(p); k++) {
        int q = border.applyAsInt(p, k);
        if (distance[q] == Integer.MAX_VALUE) {
          distance[q] = distance[p] + 1;
          queue[tail++] = q;
        }
      }
    }
    return distance;
  }
}
