package dev.dipadj.resolve;

import java.util.Arrays;

/**
 * What one thread needs to adjudicate movement phases, kept from phase to phase: the order
 * tables, the decisions and the arrays of the result's bookkeeping. A phase then allocates
 * only what its result keeps. Each thread has its own ({@link #acquire}); a thread that is
 * already using its own (which the library never does) gets a fresh one.
 */
final class Workspace {
  private static final ThreadLocal<Workspace> PER_THREAD = ThreadLocal.withInitial(Workspace::new);

  final MovementOrders orders = new MovementOrders();
  final Decisions decisions = new Decisions(orders);
  boolean[] moved = new boolean[0];
  int[] dislodgedBy = new int[0];
  boolean[] occupiedAfter = new boolean[0];
  boolean[] standoff = new boolean[0];
  private boolean inUse;

  /** This thread's workspace, to be given back with {@link #release}. */
  static Workspace acquire() {
    Workspace w = PER_THREAD.get();
    if (w.inUse) {
      w = new Workspace();
    }
    w.inUse = true;
    return w;
  }

  void release() {
    inUse = false;
  }

  /** The bookkeeping arrays sized for this many units and provinces, cleared. */
  void prepare(int units, int provinces) {
    if (moved.length < units) {
      moved = new boolean[Math.max(units, moved.length * 2)];
      dislodgedBy = new int[moved.length];
    }
    if (occupiedAfter.length < provinces) {
      occupiedAfter = new boolean[provinces];
      standoff = new boolean[provinces];
    } else {
      Arrays.fill(occupiedAfter, 0, provinces, false);
      Arrays.fill(standoff, 0, provinces, false);
    }
  }
}
