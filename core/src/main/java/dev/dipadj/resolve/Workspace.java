package dev.dipadj.resolve;

/**
 * What one thread needs to adjudicate movement phases, kept from phase to phase: the order
 * tables, the decisions and what they mean for the board. A phase then allocates
 * only what its result keeps. Each thread has its own ({@link #acquire}); a thread that is
 * already using its own (which the library never does) gets a fresh one.
 */
final class Workspace {
  private static final ThreadLocal<Workspace> PER_THREAD = ThreadLocal.withInitial(Workspace::new);

  final MovementOrders orders = new MovementOrders();
  final Decisions decisions = new Decisions(orders);
  final PossibleMovementOrders possible = new PossibleMovementOrders(orders);
  final AfterMovement after = new AfterMovement();
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
}
