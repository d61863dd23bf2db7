package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import java.util.Arrays;

/**
 * Which convoys the board allows at all, whatever is ordered: chains of fleets standing in
 * sea provinces. The DATC judges an order legal on the board alone (4.E.1), so "A Lon -
 * Hol" with no fleet in the North Sea is illegal, and a convoy by a fleet that no chain can
 * use is illegal too. A chain from an origin to a destination is a sequence of distinct
 * fleets at sea, the first touching the origin, each touching the next, the last touching
 * the destination. It answers three questions, each exactly, whatever the number of fleets:
 *
 * <ul>
 *   <li>{@link #routeExists}: whether some chain links two places, leaving out the fleet in a
 *       given province or not: the legality of a move by convoy (DATC 6.D.32), and of a
 *       support of one by a fleet at sea, which cannot both support and convoy (DATC 6.D.31).
 *       Connectivity: the groups of touching fleets, and without one fleet the groups of the
 *       others ({@link GroupsWithout}). {@link #addReachedFrom} gives every place such chains
 *       reach at once.
 *   <li>{@link #neededOnRoute}: whether a fleet lies on a proper route, a chain that never
 *       jumps to a place an earlier member (the origin included) touches: in the graph of the
 *       fleets and the two places, an induced (chordless) path. Only such a fleet may be
 *       ordered to convoy (DATC 4.E.1, 6.F.12, 6.G.19); a simple path is not enough (the
 *       Western Mediterranean on Marseilles - Gulf of Lyon - Spain). This question is hard in
 *       general graphs; {@link ProperRoutes} decides it by a pruned search, per pair of places
 *       ({@link NeededFleets}).
 *   <li>{@link #addNeededFrom} after {@link #findAllNeededFrom}: every fleet each route from
 *       one origin needs, for the possible orders: by a walk over every proper chain from the
 *       origin ({@link ChainWalk}) when at most {@link #WALK_LIMIT} fleets are linked to it;
 *       past it, the walk and a search over the proper chains from the origin that can still
 *       add an answer ({@link RoutesFromOrigin}) take turns, and the first to finish answers:
 *       both are exact. The walk is the faster on drawn maps' seas, the search where the
 *       chains are too many to walk (and alone past 64 fleets).
 * </ul>
 *
 * <p>A route exists exactly when a proper one does (a chain with a shortcut can take it), so
 * the questions agree. Resolution asks a fourth question, whether the fleets ordered to
 * convoy an army that hold still link its two places (DATC 5.B.4): connectivity among those
 * fleets, asked by {@link ConvoyRoutes}. The groups of fleets are found once per phase; the
 * fleets a route needs once per pair of places.
 */
final class ConvoyGeometry {
  /** The most fleets linked to an origin that a walk over every chain takes alone (2^16 chains at most). */
  private static final int WALK_LIMIT = 16;
  /**
   * Past {@link #WALK_LIMIT} the walk and the search take turns, this many chains walked then
   * {@link #SEARCHED_PER_TURN} searched: a searched chain costs some twenty walked ones,
   * so the walk (the faster on drawn maps) has most of the time. Only speed depends on it.
   */
  private static final int CHAINS_PER_TURN = 1024;
  private static final int SEARCHED_PER_TURN = 8;
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
  /**
   * Per province, while there are at most 64 fleets at sea: the groups of touching fleets
   * (bit {@code group[k]}) that touch it. Two places are linked when they share a group.
   */
  private long[] groupMask = new long[0];
  /** Per province, while there are at most 64 fleets at sea: the fleets (bit k: the k-th) that touch it. */
  private long[] fleetsTouching = new long[0];
  /**
   * Per province, while there are at most 64 fleets at sea: the fleets an army there may step
   * onto (bit k: the k-th), and their groups. The same arrays as {@link #fleetsTouching} and
   * {@link #groupMask} but on a map with one-way borders, where a fleet may touch a place that
   * an army there may not leave by it (the Central North Sea and a trade province).
   */
  private long[] fleetsLeaving = new long[0];
  private long[] groupMaskFrom = new long[0];
  /** Per fleet at sea, while there are at most 64: the fleets (bit j: the j-th) whose seas it touches. */
  private final long[] fleetsReached = new long[64];
  /** Per group of touching fleets (by its first fleet's index), while there are at most 64 fleets at sea: the provinces its fleets touch. */
  private long[] groupTouch = new long[0];
  /** Per group of touching fleets (by its first fleet's index), while there are at most 64 fleets at sea: its fleets. */
  private final long[] groupFleets = new long[64];
  private int provinces;
  /** The fleets each pair of places asked about needs, decided exactly and kept for the phase. */
  private final NeededFleets needed = new NeededFleets();
  private boolean neededSized;
  /** The place in the walk's tables of the last {@link #findAllNeededFrom}'s origin (-1: not walked). */
  private int lastSlot = -1;
  /** The walk over every proper chain from an origin, for at most {@link #WALK_LIMIT} linked fleets. */
  private final ChainWalk walk = new ChainWalk();
  /** The search over the chains from an origin that can still add an answer; whether it answered last. */
  private final RoutesFromOrigin fromOrigin = new RoutesFromOrigin();
  private boolean lastSearched;

  /** The groups of touching fleets without one fleet, for a route that must do without it. */
  private final GroupsWithout groupsWithout = new GroupsWithout();

  /** Per province: its index in {@link #seas}, or -1 (or anything, for a province beyond {@link #count}). */
  private int[] seaIndex = new int[0];

  /** A new phase on this map: no fleets yet. */
  void reset(GameMap map) {
    int provinces = map.provinces().size();
    if (seaIndex.length < provinces) {
      seaIndex = new int[provinces];
      groupMask = new long[provinces];
      fleetsTouching = new long[provinces];
    }
    boolean oneWay = map.hasOneWayBorders();
    if (!oneWay) {
      fleetsLeaving = fleetsTouching;
      groupMaskFrom = groupMask;
    } else if (fleetsLeaving == fleetsTouching || fleetsLeaving.length < provinces) {
      fleetsLeaving = new long[groupMask.length];
      groupMaskFrom = new long[groupMask.length];
    }
    // A new board: no answer of the last one stands.
    groupsWithout.forget();
    this.map = map;
    this.provinces = provinces;
    count = 0;
    walk.reset(provinces);
    groupsKnown = false;
    lastSlot = -1;
    needed.reset(map, provinces);
    neededSized = false;
    fromOrigin.reset();
    lastSearched = false;
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

  /**
   * Whether some chain of fleets at sea, avoiding one province (-1: none), links origin to
   * destination. A fleet standing in the destination (an archipelago's) is on no route to it:
   * the army would pass the place it goes to.
   */
  boolean routeExists(int origin, int destination, int avoid) {
    if (indexOf(destination) >= 0) {
      return search(origin, destination, avoid, destination);
    }
    if (avoid >= 0) {
      int walked = walkedSlot(origin);
      if (walked >= 0) {
        // Every route from the origin is known: one leaves the fleet out, or the place is no fleet's.
        int at = indexOf(avoid);
        long avoids = walk.avoids(walked, destination);
        return at < 0 ? walk.needs(walked, destination) != 0 : (avoids & (1L << at)) != 0;
      }
      // Once the groups are known (the resolver's few questions rarely need them), by masks.
      if (groupsKnown && count <= 64) {
        long linking = groupMaskFrom[origin] & groupMask[destination];
        int at = indexOf(avoid);
        // Without the avoided fleet, only its own group can come apart.
        if (linking == 0 || at < 0 || (linking & ~(1L << group[at])) != 0) {
          return linking != 0;
        }
        return (groupsWithout.reached(fleetsLeaving[origin], at, seas, count, fleetsTouching)
            & fleetsTouching[destination]) != 0;
      }
      return search(origin, destination, avoid, -1);
    }
    if (groupsKnown && count <= 64) {
      return (groupMaskFrom[origin] & groupMask[destination]) != 0;
    }
    if (oneFleetLinks(origin, destination)) {
      return true;
    }
    findGroups();
    // A group of touching fleets that touches both places is a chain.
    markStamp++;
    for (int k = 0; k < count; k++) {
      if (leaves(origin, seas[k])) {
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

  /** Finds the groups of touching fleets now, for a caller about to ask many questions of routes. */
  void findGroups() {
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
    if (count <= 64) {
      Arrays.fill(groupMask, 0, provinces, 0L);
      Arrays.fill(fleetsTouching, 0, provinces, 0L);
      int words = (provinces + 63) >>> 6;
      if (groupTouch.length < count * words) {
        groupTouch = new long[count * 2 * words];
      }
      Arrays.fill(groupTouch, 0, count * words, 0L);
      Arrays.fill(groupFleets, 0, count, 0L);
      for (int k = 0; k < count; k++) {
        groupFleets[group[k]] |= 1L << k;
        for (var l : map.fleetNeighbours(map.location(seas[k]))) {
          groupMask[l.province().index()] |= 1L << group[k];
          fleetsTouching[l.province().index()] |= 1L << k;
        }
        map.addFleetReach(seas[k], groupTouch, group[k] * words);
      }
      if (fleetsLeaving != fleetsTouching) {
        Arrays.fill(groupMaskFrom, 0, provinces, 0L);
        Arrays.fill(fleetsLeaving, 0, provinces, 0L);
        for (int p = 0; p < provinces; p++) {
          for (int k = 0; k < count; k++) {
            if (leaves(p, seas[k])) {
              groupMaskFrom[p] |= 1L << group[k];
              fleetsLeaving[p] |= 1L << k;
            }
          }
        }
      }
      for (int k = 0; k < count; k++) {
        long reached = 0;
        for (int j = 0; j < count; j++) {
          if ((fleetsTouching[seas[j]] & (1L << k)) != 0) {
            reached |= 1L << j;
          }
        }
        fleetsReached[k] = reached;
      }
    }
    groupsKnown = true;
  }

  /**
   * Adds to a set of provinces (as {@link GameMap#addArmyMoves}) every province that some
   * group of touching fleets linking to the origin touches: the places a chain of fleets
   * from the origin reaches, coasts and seas alike. Only once the groups are known, with at
   * most 64 fleets at sea; otherwise adds nothing and returns false.
   */
  boolean addReachedFrom(int origin, long[] into, int offset) {
    if (!groupsKnown || count > 64) {
      return false;
    }
    int words = (provinces + 63) >>> 6;
    for (long groups = groupMaskFrom[origin]; groups != 0; groups &= groups - 1) {
      int base = Long.numberOfTrailingZeros(groups) * words;
      for (int w = 0; w < words; w++) {
        into[offset + w] |= groupTouch[base + w];
      }
    }
    return true;
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
    if (leaves(origin, through) && touches(through, destination)) {
      // A route of this fleet alone: it has no shortcut (the usual convoy).
      return true;
    }
    if (!routeExists(origin, destination, -1)) {
      return false;
    }
    int walked = walkedSlot(origin);
    if (walked >= 0) {
      // Walked already: every route from this origin is known.
      return (walk.needs(walked, destination) & (1L << at)) != 0;
    }
    if (groupsKnown && count <= 64 && (groupMaskFrom[origin] & groupMask[destination] & (1L << group[at])) == 0) {
      // Its group of touching fleets does not link the two places: no route passes through it.
      return false;
    }
    return neededFleets().needs(origin, destination, at);
  }

  /** The fleets needed per pair of places, told the fleets at sea on the phase's first question. */
  private NeededFleets neededFleets() {
    if (!neededSized) {
      needed.fleets(seas, count);
      neededSized = true;
    }
    return needed;
  }

  /**
   * Adds to a set of fleets at sea (fleet k is bit {@code k % 64} of {@code into[offset + k
   * / 64]}, {@link #fleetWords} longs) those that some proper route from the origin of the
   * last {@link #findAllNeededFrom} to the destination (one of the destinations given there)
   * needs: read from the walk or the search from that origin.
   */
  void addNeededFrom(int destination, long[] into, int offset) {
    if (lastSlot >= 0) {
      into[offset] |= walk.needs(lastSlot, destination);
    } else if (lastSearched) {
      fromOrigin.addNeeded(destination, into, offset);
    }
  }

  /** The number of longs in a set of fleets at sea ({@link #addNeededFrom}). */
  int fleetWords() {
    return Math.max(1, (count + 63) >>> 6);
  }

  /**
   * Finds at once the fleets some proper route from {@code origin} to each destination (a set
   * of provinces from {@code from}, as {@link GameMap#addArmyMoves}) needs, for {@link
   * #addNeededFrom}: by the walk ({@link ChainWalk}, which then serves every question from the
   * origin) or the search ({@link RoutesFromOrigin}), whichever finishes first; both exact.
   */
  void findAllNeededFrom(int origin, long[] destinations, int from) {
    lastSlot = -1;
    lastSearched = false;
    if (count == 0) {
      return;
    }
    if (count <= 64) {
      if (walk.slot(origin) >= 0) {
        lastSlot = walk.slot(origin);
        return;
      }
      findGroups();
      long linked = 0;
      for (long groups = groupMaskFrom[origin]; groups != 0; groups &= groups - 1) {
        linked |= groupFleets[Long.numberOfTrailingZeros(groups)];
      }
      walk.begin(map, seas, count, origin, fleetsReached, fleetsLeaving[origin]);
      if (walk.advance(Long.bitCount(linked) <= WALK_LIMIT ? Integer.MAX_VALUE : CHAINS_PER_TURN)) {
        lastSlot = walk.slot(origin);
        return;
      }
    }
    // Both exact: the first to finish answers.
    fromOrigin.begin(map, seas, count, origin, destinations, from);
    while (!fromOrigin.advance(count <= 64 ? SEARCHED_PER_TURN : Integer.MAX_VALUE)) {
      if (walk.advance(CHAINS_PER_TURN)) {
        lastSlot = walk.slot(origin);
        return;
      }
    }
    lastSearched = true;
  }

  /** The origin's place in the walk's tables when every route from it was walked in this phase, else -1. */
  private int walkedSlot(int origin) {
    return count <= 64 ? walk.slot(origin) : -1;
  }

  /** Whether one fleet touches both places: a route of one fleet, found without looking further. */
  private boolean oneFleetLinks(int origin, int destination) {
    for (int k = 0; k < count; k++) {
      if (leaves(origin, seas[k]) && touches(seas[k], destination)) {
        return true;
      }
    }
    return false;
  }

  /** The number of fleets at sea. */
  int seas() {
    return count;
  }

  /** The index of the fleet in a sea province among the fleets at sea, or -1. */
  int seaIndexOf(int sea) {
    return indexOf(sea);
  }

  private int indexOf(int sea) {
    int i = seaIndex[sea];
    return i >= 0 && i < count && seas[i] == sea ? i : -1;
  }

  /** Breadth-first over fleets at sea, avoiding two provinces (-1: none): whether a chain links origin to destination. */
  private boolean search(int origin, int destination, int avoid, int alsoAvoid) {
    Arrays.fill(seen, 0, count, false);
    int head = 0;
    int tail = 0;
    for (int k = 0; k < count; k++) {
      if (seas[k] != avoid && seas[k] != alsoAvoid && leaves(origin, seas[k])) {
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
        if (!seen[k] && seas[k] != avoid && seas[k] != alsoAvoid && touches(s, seas[k])) {
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

  /**
   * Whether an army in the province may step onto the fleet in the sea: the first step of a
   * route, from the coast out, which a one-way border into the coast forbids.
   */
  private boolean leaves(int province, int sea) {
    return map.fleetLeaves(province, sea);
  }
}
