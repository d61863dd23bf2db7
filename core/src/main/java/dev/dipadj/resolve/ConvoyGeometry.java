package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import java.util.Arrays;

/**
 * Which convoys the board allows at all, whatever is ordered: chains of fleets standing in
 * sea provinces. The DATC judges an order legal on the board alone (4.E.1), so "A Lon -
 * Hol" with no fleet in the North Sea is illegal, and a convoy by a fleet that no chain can
 * use is illegal too. The groups of fleets that touch one another are found once per phase;
 * the fleets some route between two places needs are found once per pair of places.
 */
final class ConvoyGeometry {
  private static final int ROUTE_SEARCH_BUDGET = 200_000;
  private GameMap map;
  /** The sea provinces with a fleet in them. */
  private int[] seas = new int[0];
  private int count;
  /** Per sea (by its index in {@link #seas}): the group of touching fleets it belongs to; -1 until known. */
  private int[] group = new int[0];
  private boolean groupsKnown;
  private int[] queue = new int[0];
  private boolean[] seen = new boolean[0];
  private int[] mark = new int[0];
  private int markStamp;
  /** The pairs of places whose needed fleets are known, and those fleets (per sea). */
  private int[] pairOrigin = new int[4];
  private int[] pairDestination = new int[4];
  private boolean[][] pairNeeded = new boolean[4][];
  private int pairs;
  private int budget;
  private boolean[] needed;

  /** Per province: its index in {@link #seas}, or -1 (or anything, for a province beyond {@link #count}). */
  private int[] seaIndex = new int[0];

  /** A new phase on this map: no fleets yet. */
  void reset(GameMap map) {
    int provinces = map.provinces().size();
    if (seaIndex.length < provinces) {
      seaIndex = new int[provinces];
    }
    this.map = map;
    count = 0;
    groupsKnown = false;
    pairs = 0;
  }

  /** A fleet stands in this sea province. */
  void addSea(int province) {
    if (count == seas.length) {
      int n = Math.max(8, count * 2);
      seas = Arrays.copyOf(seas, n);
      group = new int[n];
      queue = new int[n];
      seen = new boolean[n];
      mark = new int[n];
    }
    seaIndex[province] = count;
    seas[count++] = province;
  }

  /** Whether some chain of fleets at sea, avoiding one province (-1: none), links origin to destination. */
  boolean routeExists(int origin, int destination, int avoid) {
    if (avoid >= 0) {
      return search(origin, destination, avoid);
    }
    if (oneFleetLinks(origin, destination)) {
      return true;
    }
    findGroups();
    // A group of touching fleets that touches both places is a chain.
    markStamp++;
    for (int k = 0; k < count; k++) {
      if (touches(seas[k], origin)) {
        mark[group[k]] = markStamp;
      }
    }
    for (int k = 0; k < count; k++) {
      if (mark[group[k]] == markStamp && touches(seas[k], destination)) {
        return true;
      }
    }
    return false;
  }

  private void findGroups() {
    if (groupsKnown) {
      return;
    }
    Arrays.fill(group, 0, count, -1);
    for (int start = 0; start < count; start++) {
      if (group[start] >= 0) {
        continue;
      }
      group[start] = start;
      int head = 0;
      int tail = 0;
      queue[tail++] = start;
      while (head < tail) {
        int s = seas[queue[head++]];
        for (int k = 0; k < count; k++) {
          if (group[k] < 0 && touches(s, seas[k])) {
            group[k] = start;
            queue[tail++] = k;
          }
        }
      }
    }
    groupsKnown = true;
  }

  /**
   * Whether the fleet in the given sea is needed by some convoy route from origin to
   * destination: it lies on a chain of fleets at sea that has no shortcut (no fleet of the
   * chain touches a place of the chain other than its neighbours). A fleet that can only
   * lengthen a route, or sits beside it, cannot be ordered to convoy (DATC 6.F.12, 6.G.19).
   */
  boolean neededOnRoute(int origin, int destination, int through) {
    int at = indexOf(through);
    if (at < 0) {
      return false;
    }
    if (touches(through, origin) && touches(through, destination)) {
      // A route of this fleet alone: it has no shortcut (the usual convoy).
      return true;
    }
    return routeExists(origin, destination, -1) && neededBy(origin, destination)[at];
  }

  /** Whether one fleet touches both places: a route of one fleet, found without looking further. */
  private boolean oneFleetLinks(int origin, int destination) {
    for (int k = 0; k < count; k++) {
      if (touches(seas[k], origin) && touches(seas[k], destination)) {
        return true;
      }
    }
    return false;
  }

  /** Per sea, whether some chain without shortcut from origin to destination uses it. */
  private boolean[] neededBy(int origin, int destination) {
    for (int i = 0; i < pairs; i++) {
      if (pairOrigin[i] == origin && pairDestination[i] == destination) {
        return pairNeeded[i];
      }
    }
    needed = new boolean[count];
    budget = ROUTE_SEARCH_BUDGET;
    extend(new int[count], 0, origin, destination);
    if (budget <= 0) {
      // Past the budget (a sea full of fleets), fall back to "some chain passes through it".
      findGroups();
      markStamp++;
      for (int k = 0; k < count; k++) {
        if (touches(seas[k], origin)) {
          mark[group[k]] = markStamp;
        }
      }
      int bothEnds = markStamp + 1;
      for (int k = 0; k < count; k++) {
        if (mark[group[k]] >= markStamp && touches(seas[k], destination)) {
          mark[group[k]] = bothEnds;
        }
      }
      markStamp = bothEnds;
      for (int k = 0; k < count; k++) {
        needed[k] = mark[group[k]] == bothEnds;
      }
    }
    if (pairs == pairOrigin.length) {
      pairOrigin = Arrays.copyOf(pairOrigin, pairs * 2);
      pairDestination = Arrays.copyOf(pairDestination, pairs * 2);
      pairNeeded = Arrays.copyOf(pairNeeded, pairs * 2);
    }
    pairOrigin[pairs] = origin;
    pairDestination[pairs] = destination;
    pairNeeded[pairs++] = needed;
    return needed;
  }

  private int indexOf(int sea) {
    int i = seaIndex[sea];
    return i >= 0 && i < count && seas[i] == sea ? i : -1;
  }

  /** Depth-first over chains without shortcuts, marking the fleets of every chain that arrives. */
  private void extend(int[] path, int length, int origin, int destination) {
    for (int k = 0; k < count && --budget > 0; k++) {
      if (!fitsChain(path, length, k, origin)) {
        continue;
      }
      path[length] = k;
      if (touches(seas[k], destination)) {
        for (int i = 0; i <= length; i++) {
          needed[path[i]] = true;
        }
      } else {
        extend(path, length + 1, origin, destination);
      }
    }
  }

  private boolean fitsChain(int[] path, int length, int k, int origin) {
    int sea = seas[k];
    if (length == 0) {
      return touches(sea, origin);
    }
    if (!touches(seas[path[length - 1]], sea) || touches(sea, origin)) {
      return false;
    }
    for (int i = 0; i < length; i++) {
      if (path[i] == k || (i < length - 1 && touches(seas[path[i]], sea))) {
        return false;
      }
    }
    return true;
  }

  /** Breadth-first over fleets at sea, avoiding one: whether a chain links origin to destination. */
  private boolean search(int origin, int destination, int avoid) {
    Arrays.fill(seen, 0, count, false);
    int head = 0;
    int tail = 0;
    for (int k = 0; k < count; k++) {
      if (seas[k] != avoid && touches(seas[k], origin)) {
        seen[k] = true;
        queue[tail++] = k;
      }
    }
    while (head < tail) {
      int s = seas[queue[head++]];
      if (touches(s, destination)) {
        return true;
      }
      for (int k = 0; k < count; k++) {
        if (!seen[k] && seas[k] != avoid && touches(s, seas[k])) {
          seen[k] = true;
          queue[tail++] = k;
        }
      }
    }
    return false;
  }

  private boolean touches(int sea, int province) {
    return map.fleetReaches(sea, province);
  }
}
