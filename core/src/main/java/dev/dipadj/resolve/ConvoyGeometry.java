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

  /**
   * Whether the fleet in the given sea is needed by some convoy route from origin to
   * destination: it lies on a chain of fleets at sea that has no shortcut (no fleet of the
   * chain touches a place of the chain other than its neighbours). A fleet that can only
   * lengthen a route, or sits beside it, cannot be ordered to convoy (DATC 6.F.12, 6.G.19).
   */
  boolean neededOnRoute(int origin, int destination, int through) {
    if (!fleetAtSea[through] || !search(origin, destination, -1, through)) {
      return false;
    }
    int[] path = new int[fleetAtSea.length];
    budget = ROUTE_SEARCH_BUDGET;
    found = false;
    extend(path, 0, origin, destination, through);
    // Past the budget (a sea full of fleets), fall back to "some chain passes through it".
    return found || budget <= 0;
  }

  private static final int ROUTE_SEARCH_BUDGET = 200_000;
  private int budget;
  private boolean found;

  /** Depth-first over chains without shortcuts, stopping at the first that uses the fleet. */
  private void extend(int[] path, int length, int origin, int destination, int through) {
    for (int s = 0; s < fleetAtSea.length && !found && --budget > 0; s++) {
      if (!fleetAtSea[s] || !fitsChain(path, length, s, origin)) {
        continue;
      }
      path[length] = s;
      if (touches(s, destination)) {
        for (int i = 0; i <= length; i++) {
          found |= path[i] == through;
        }
      } else {
        extend(path, length + 1, origin, destination, through);
      }
    }
  }

  private boolean fitsChain(int[] path, int length, int sea, int origin) {
    if (length == 0) {
      return touches(sea, origin);
    }
    if (!touches(path[length - 1], sea) || touches(sea, origin)) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (path[i] == sea || (i < length - 1 && touches(path[i], sea))) {
        return false;
      }
    }
    return true;
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
