package dev.dipadj.phase;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.List;
import java.util.Arrays;

/**
 * The removal of units a power owes but did not order, by the 2023 rulebook (DATC 4.D.8):
 * first the unit furthest from a supply centre its power owns, counting provinces on the
 * map whatever the unit could enter; on equal distance fleets before armies; then by the
 * English name of the province, alphabetically.
 */
final class CivilDisorder {
  private CivilDisorder() {}

  static Unit nextRemoval(GameMap map, Position position, List<Unit> units, Power power) {
    int[] distance = distancesToOwnedCentres(map, position, power);
    Unit chosen = null;
    for (Unit u : units) {
      if (!u.power().equals(power)) {
        continue;
      }
      if (chosen == null || before(u, chosen, distance)) {
        chosen = u;
      }
    }
    if (chosen == null) {
      throw new IllegalStateException(power + " owes a disband but has no unit");
    }
    return chosen;
  }

  private static boolean before(Unit a, Unit b, int[] distance) {
    int da = distance[a.location().province().index()];
    int db = distance[b.location().province().index()];
    if (da != db) {
      return da > db;
    }
    if (a.type() != b.type()) {
      return a.type() == UnitType.FLEET;
    }
    return a.location().province().name().compareToIgnoreCase(b.location().province().name()) < 0;
  }

  /** Breadth-first from every owned centre over all borders; unreachable provinces count as far away. */
  private static int[] distancesToOwnedCentres(GameMap map, Position position, Power power) {
    int n = map.provinces().size();
    int[] distance = new int[n];
    Arrays.fill(distance, Integer.MAX_VALUE);
    int[] queue = new int[n];
    int head = 0;
    int tail = 0;
    for (var e : position.owners().entrySet()) {
      if (e.getValue().equals(power)) {
        distance[e.getKey().index()] = 0;
        queue[tail++] = e.getKey().index();
      }
    }
    while (head < tail) {
      int p = queue[head++];
      for (int k = 0; k < map.borderingCount(p); k++) {
        int q = map.bordering(p, k);
        if (distance[q] == Integer.MAX_VALUE) {
          distance[q] = distance[p] + 1;
          queue[tail++] = q;
        }
      }
    }
    return distance;
  }
}
