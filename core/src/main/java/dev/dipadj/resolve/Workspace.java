package dev.dipadj.resolve;

import dev.dipadj.position.Unit;

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
  final PossibleMovementOrders possible = new PossibleMovementOrders(orders);
  boolean[] moved = new boolean[0];
  int[] dislodgedBy = new int[0];
  boolean[] occupiedAfter = new boolean[0];
  boolean[] standoff = new boolean[0];
  /** Per province, the unit standing there after the phase, while the result is made (null otherwise). */
  Unit[] standingAfter = new Unit[0];
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

  /** After a phase that did not finish: this thread's next phase starts from a fresh workspace. */
  void discard() {
    if (PER_THREAD.get() == this) {
      PER_THREAD.remove();
    }
  }

  /**
   * The bookkeeping arrays sized for this many units and provinces. The per-province ones
   * are all false: {@link #clearProvinces} puts back what a phase set.
   */
  void prepare(int units, int provinces) {
    if (moved.length < units) {
      moved = new boolean[Math.max(units, moved.length * 2)];
      dislodgedBy = new int[moved.length];
    }
    if (occupiedAfter.length < provinces) {
      occupiedAfter = new boolean[provinces];
      standoff = new boolean[provinces];
      standingAfter = new Unit[provinces];
    }
  }

  /** Clears what a phase set in the per-province arrays: only provinces its units stood in or moved to. */
  void clearProvinces(MovementOrders o) {
    for (int u = 0; u < o.units(); u++) {
      occupiedAfter[o.province(u)] = false;
      occupiedAfter[o.target(u)] = false;
      standoff[o.target(u)] = false;
    }
  }
}
