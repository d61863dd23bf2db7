package dev.dipadj.resolve;

import dev.dipadj.rules.ConvoyDisruptionRule;
import java.util.Arrays;

/**
 * The PATH of a convoyed move (DATC 5.B.4): a chain of fleets, each ordered to convoy it and
 * each holding, from a sea touching the army's province to one touching its destination.
 * Which fleets hold is the decisions' to say ({@link Convoys}); an answer that rests on
 * settled convoys only is kept for the rest of the phase.
 */
final class ConvoyRoutes {
  private static final byte PATH = 1;
  private static final byte NO_PATH = 2;

  /** What a route asks of the decisions: whether a fleet's convoy holds, and whether that is final. */
  interface Convoys {
    boolean holds(int fleet);

    boolean settled(int fleet);
  }

  private final MovementOrders o;
  /** Per convoyed army: its route once settled ({@link #PATH}, {@link #NO_PATH}), else 0. */
  private byte[] known = new byte[0];
  /**
   * Room for the searches, used as a stack: resolving a fleet in the middle of one search may
   * start another, for this army or another.
   */
  private int[] scratch = new int[64];
  private int scratchTop;
  /** Under the 1971 rule: the proper routes among the fleets ordered to convoy one army, and its room. */
  private final ProperRoutes orderedRoutes = new ProperRoutes();
  private int[] orderedSeas = new int[0];
  private long[] routeFleets = new long[0];
  private long[] onRoute = new long[0];

  ConvoyRoutes(MovementOrders orders) {
    this.o = orders;
  }

  /** No route known: a new phase. */
  void reset() {
    if (known.length < o.units()) {
      known = new byte[Math.max(o.units(), known.length * 2)];
    } else {
      Arrays.fill(known, 0, o.units(), (byte) 0);
    }
    scratchTop = 0;
  }

  /** Every fleet ordered to convoy holds: the routes as ordered, before anything is decided. */
  private static final Convoys AS_ORDERED = new Convoys() {
    @Override
    public boolean holds(int fleet) {
      return true;
    }

    @Override
    public boolean settled(int fleet) {
      return true;
    }
  };

  /** Set by {@link #search}: whether every convoy its answer rests on was settled. */
  private boolean searchSettled;

  /** Whether unit u's move has a path: by land, or by a chain of convoying fleets that hold. */
  boolean hasPath(int u, Convoys convoys) {
    if (o.stranded(u)) {
      return false;
    }
    if (!o.convoyed(u)) {
      return true;
    }
    if (known[u] != 0) {
      return known[u] == PATH;
    }
    boolean path = o.rules().convoyDisruption() == ConvoyDisruptionRule.ONE_ROUTE
        ? everyRouteHolds(u, convoys) : search(u, convoys);
    if (searchSettled) {
      // Every convoy it rests on is settled, not a guess: the answer holds for the phase.
      known[u] = path ? PATH : NO_PATH;
    }
    return path;
  }

  /**
   * Whether the fleets ordered to convoy army u's move form a chain from its province to its
   * destination, whatever becomes of them: a route is ordered (DATC 4.A.3's "a convoy path is
   * ordered"). Nothing is kept: it is asked before the phase is decided.
   */
  boolean ordered(int u) {
    return search(u, AS_ORDERED);
  }

  /**
   * Whether the fleets ordered to convoy army u's move, fleet {@code without} left out, still
   * form a chain from its province to its destination: if not, the convoy needs that fleet
   * (DATC 4.A.2, the 2000 rulebook's "fleets necessary for the army to convoy").
   */
  boolean orderedWithout(int u, int without) {
    return search(u, new Convoys() {
      @Override
      public boolean holds(int fleet) {
        return fleet != without;
      }

      @Override
      public boolean settled(int fleet) {
        return true;
      }
    });
  }

  /** The breadth-first search along the fleets convoying army u that hold. */
  private boolean search(int u, Convoys convoys) {
    int first = o.convoyFleetsStart(u);
    int count = o.convoyFleetsStart(u + 1) - first;
    // A queue of fleets and a reached flag for each, on the scratch stack.
    int base = scratchTop;
    if (scratch.length < base + 2 * count) {
      scratch = Arrays.copyOf(scratch, Math.max(scratch.length * 2, base + 2 * count));
    }
    int[] room = scratch;
    scratchTop = base + 2 * count;
    int queue = base;
    int reached = base + count;
    Arrays.fill(room, reached, reached + count, 0);
    int origin = o.province(u);
    int destination = o.target(u);
    boolean settled = true;
    boolean path = false;
    int head = 0;
    int tail = 0;
    for (int i = 0; i < count; i++) {
      // The army steps off its coast onto the first fleet: a one-way border may forbid that step.
      if (o.map().fleetLeaves(origin, o.province(o.convoyFleets(first + i)))) {
        room[reached + i] = 1;
        room[queue + tail++] = i;
      }
    }
    while (head < tail && !path) {
      int f = o.convoyFleets(first + room[queue + head++]);
      boolean carries = convoys.holds(f);
      settled &= convoys.settled(f);
      if (!carries) {
        continue;
      }
      path = touches(o.province(f), destination);
      for (int j = 0; j < count && !path; j++) {
        if (room[reached + j] == 0 && touches(o.province(f), o.province(o.convoyFleets(first + j)))) {
          room[reached + j] = 1;
          room[queue + tail++] = j;
        }
      }
    }
    scratchTop = base;
    searchSettled = settled;
    return path;
  }

  /**
   * DATC 4.A.1 as the 1971 rulebook has it: the convoy is disrupted when any of its routes
   * is. So army u has a path when a route is ordered and every fleet on some route holds; a
   * fleet ordered to convoy that lies on no route does not count (6.F.12). A route is proper
   * (DATC 4.E.1): which ordered fleets lie on one is decided by the same search as the
   * legality of a convoy ({@link ProperRoutes}), among the fleets ordered to convoy u.
   */
  private boolean everyRouteHolds(int u, Convoys convoys) {
    int first = o.convoyFleetsStart(u);
    int count = o.convoyFleetsStart(u + 1) - first;
    // The fleets on a route, found before any convoy is asked about (asking may start another
    // army's search), kept on the scratch stack.
    int base = scratchTop;
    if (scratch.length < base + count) {
      scratch = Arrays.copyOf(scratch, Math.max(scratch.length * 2, base + count));
    }
    markRoutes(u, first, count, base);
    scratchTop = base + count;
    boolean routed = false;
    boolean holds = true;
    boolean settled = true;
    for (int i = 0; i < count; i++) {
      if (scratch[base + i] == 0) {
        continue;
      }
      routed = true;
      int f = o.convoyFleets(first + i);
      boolean carries = convoys.holds(f);
      boolean fleetSettled = convoys.settled(f);
      if (!carries) {
        if (fleetSettled) {
          // One route is disrupted for good: so is the convoy, whatever the others do.
          scratchTop = base;
          searchSettled = true;
          return false;
        }
        holds = false;
      }
      settled &= fleetSettled;
    }
    scratchTop = base;
    searchSettled = settled;
    return routed && holds;
  }

  /** Writes 1 at {@code scratch[at + i]} for each of army u's convoying fleets (i-th) that lies on a proper route. */
  private void markRoutes(int u, int first, int count, int at) {
    int words = Math.max(1, (count + 63) >>> 6);
    if (orderedSeas.length < count) {
      orderedSeas = new int[Math.max(count, orderedSeas.length * 2)];
    }
    if (routeFleets.length < words) {
      routeFleets = new long[words];
      onRoute = new long[words];
    }
    for (int i = 0; i < count; i++) {
      orderedSeas[i] = o.province(o.convoyFleets(first + i));
    }
    Arrays.fill(routeFleets, 0, words, 0L);
    Arrays.fill(onRoute, 0, words, 0L);
    for (int i = 0; i < count; i++) {
      routeFleets[i >>> 6] |= 1L << i;
    }
    // A board of these fleets alone: the search's knowledge of which touch which is made anew.
    orderedRoutes.reset();
    orderedRoutes.decide(o.map(), orderedSeas, count, o.province(u), o.target(u), routeFleets, 0, onRoute, 0);
    for (int i = 0; i < count; i++) {
      scratch[at + i] = (int) (onRoute[i >>> 6] >>> i) & 1;
    }
  }

  private boolean touches(int sea, int province) {
    return o.map().fleetReaches(sea, province);
  }
}
