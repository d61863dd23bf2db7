package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.ProvinceKind;

/**
 * Which convoys the board allows at all, whatever is ordered: chains of fleets standing in
 * sea provinces. The DATC judges an order legal on the board alone (4.E.1), so "A Lon -
 * Hol" with no fleet in the North Sea is illegal, and a convoy by a fleet that no chain
 * can use is illegal too.
 */
final class ConvoyGeometry {
  private final GameMap map;
  /** Per province: a fleet stands there and the province is a sea. */
  private final boolean[] fleetAtSea;
  private final int[] queue;
  private final boolean[] seen;

  ConvoyGeometry(GameMap map, boolean[] fleetAtSea) {
    this.map = map;
    this.fleetAtSea = fleetAtSea;
    this.queue = new int[fleetAtSea.length];
    this.seen = new boolean[fleetAtSea.length];
  }

  static boolean isSea(GameMap map, int province) {
    return map.province(province).kind() == ProvinceKind.SEA;
  }

  /** Whether some chain of fleets at sea, avoiding one province (-1: none), links origin to destination. */
  boolean routeExists(int origin, int destination, int avoid) {
    return search(origin, destination, avoid, -1);
  }

  /** Whether a chain of fleets at sea through the given sea links origin to destination. */
  boolean routeThrough(int origin, int destination, int through) {
    return search(origin, destination, -1, through);
  }

  private boolean search(int origin, int destination, int avoid, int through) {
    java.util.Arrays.fill(seen, false);
    int head = 0;
    int tail = 0;
    if (through >= 0) {
      if (!fleetAtSea[through]) {
        return false;
      }
      // The component of fleets around the given one must touch both ends.
      seen[through] = true;
      queue[tail++] = through;
    } else {
      for (int s = 0; s < fleetAtSea.length; s++) {
        if (fleetAtSea[s] && s != avoid && touches(s, origin)) {
          seen[s] = true;
          queue[tail++] = s;
        }
      }
    }
    boolean touchesOrigin = through < 0;
    boolean touchesDestination = false;
    while (head < tail) {
      int s = queue[head++];
      touchesOrigin |= touches(s, origin);
      touchesDestination |= touches(s, destination);
      for (int t = 0; t < fleetAtSea.length; t++) {
        if (!seen[t] && fleetAtSea[t] && t != avoid && touches(s, t)) {
          seen[t] = true;
          queue[tail++] = t;
        }
      }
    }
    return touchesOrigin && touchesDestination;
  }

  private boolean touches(int sea, int province) {
    return map.fleetReaches(sea, province);
  }
}
