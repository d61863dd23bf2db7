package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.ProvinceKind;
import java.util.Arrays;

/**
 * Which convoys the board allows at all, whatever is ordered: chains of fleets standing in
 * sea provinces. The DATC judges an order legal on the board alone (4.E.1), so "A Lon -
 * Hol" with no fleet in the North Sea is illegal, and a convoy by a fleet that no chain
 * can use is illegal too.
 */
final class ConvoyGeometry {
  private static final int ROUTE_SEARCH_BUDGET = 200_000;
  private final GameMap map;
  /** The sea provinces with a fleet in them. */
  private final int[] seas;
  private final int[] queue;
  private final boolean[] seen;
  private int budget;
  private boolean found;

  ConvoyGeometry(GameMap map, int[] fleetSeas) {
    this.map = map;
    this.seas = fleetSeas;
    this.queue = new int[fleetSeas.length];
    this.seen = new boolean[fleetSeas.length];
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
    int at = indexOf(through);
    if (at < 0 || !search(origin, destination, -1, at)) {
      return false;
    }
    budget = ROUTE_SEARCH_BUDGET;
    found = false;
    extend(new int[seas.length], 0, origin, destination, through);
    // Past the budget (a sea full of fleets), fall back to "some chain passes through it".
    return found || budget <= 0;
  }

  private int indexOf(int sea) {
    for (int i = 0; i < seas.length; i++) {
      if (seas[i] == sea) {
        return i;
      }
    }
    return -1;
  }

  /** Depth-first over chains without shortcuts, stopping at the first that uses the fleet. */
  private void extend(int[] path, int length, int origin, int destination, int through) {
    for (int k = 0; k < seas.length && !found && --budget > 0; k++) {
      int s = seas[k];
      if (!fitsChain(path, length, s, origin)) {
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

  /**
   * Breadth-first over fleets at sea: from those touching the origin (or from one given
   * fleet, whose group must then touch both ends), whether the destination is reached.
   */
  private boolean search(int origin, int destination, int avoid, int throughIndex) {
    Arrays.fill(seen, false);
    int head = 0;
    int tail = 0;
    if (throughIndex >= 0) {
      seen[throughIndex] = true;
      queue[tail++] = throughIndex;
    } else {
      for (int k = 0; k < seas.length; k++) {
        if (seas[k] != avoid && touches(seas[k], origin)) {
          seen[k] = true;
          queue[tail++] = k;
        }
      }
    }
    boolean touchesOrigin = throughIndex < 0;
    boolean touchesDestination = false;
    while (head < tail) {
      int s = seas[queue[head++]];
      touchesOrigin |= touches(s, origin);
      touchesDestination |= touches(s, destination);
      for (int k = 0; k < seas.length; k++) {
        if (!seen[k] && seas[k] != avoid && touches(s, seas[k])) {
          seen[k] = true;
          queue[tail++] = k;
        }
      }
    }
    return touchesOrigin && touchesDestination;
  }

  private boolean touches(int sea, int province) {
    return map.fleetReaches(sea, province);
  }
}
