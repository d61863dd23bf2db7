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
      if (touches(o.province(o.convoyFleets(first + i)), origin)) {
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
   * fleet ordered to convoy that lies on no route does not count (6.F.12). A route is proper:
   * no fleet in it touches a province an earlier step already reached, so it ends at the first
   * fleet touching the destination and passes through no fleet it could have skipped.
   */
  private boolean everyRouteHolds(int u, Convoys convoys) {
    int first = o.convoyFleetsStart(u);
    int count = o.convoyFleetsStart(u + 1) - first;
    boolean[] onRoute = new boolean[count];
    int[] chain = new int[count];
    for (int i = 0; i < count; i++) {
      if (touches(o.province(o.convoyFleets(first + i)), o.province(u))) {
        chain[0] = i;
        markRoutes(u, first, count, chain, 1, onRoute);
      }
    }
    boolean routed = false;
    boolean holds = true;
    boolean settled = true;
    for (int i = 0; i < count; i++) {
      if (!onRoute[i]) {
        continue;
      }
      routed = true;
      int f = o.convoyFleets(first + i);
      boolean carries = convoys.holds(f);
      boolean fleetSettled = convoys.settled(f);
      if (!carries) {
        if (fleetSettled) {
          // One route is disrupted for good: so is the convoy, whatever the others do.
          searchSettled = true;
          return false;
        }
        holds = false;
      }
      settled &= fleetSettled;
    }
    searchSettled = settled;
    return routed && holds;
  }

  /** Marks the fleets of every proper route that begins with the {@code length} fleets of the chain. */
  private void markRoutes(int u, int first, int count, int[] chain, int length, boolean[] onRoute) {
    int last = o.province(o.convoyFleets(first + chain[length - 1]));
    if (touches(last, o.target(u))) {
      for (int k = 0; k < length; k++) {
        onRoute[chain[k]] = true;
      }
      return;
    }
    for (int g = 0; g < count; g++) {
      int sea = o.province(o.convoyFleets(first + g));
      if (!touches(last, sea) || touches(sea, o.province(u))) {
        continue;
      }
      boolean proper = true;
      for (int k = 0; k < length && proper; k++) {
        // Neither in the chain already, nor reachable from a fleet before the last.
        proper = chain[k] != g && (k == length - 1 || !touches(o.province(o.convoyFleets(first + chain[k])), sea));
      }
      if (proper) {
        chain[length] = g;
        markRoutes(u, first, count, chain, length + 1, onRoute);
      }
    }
  }

  private boolean touches(int sea, int province) {
    return o.map().fleetReaches(sea, province);
  }
}
