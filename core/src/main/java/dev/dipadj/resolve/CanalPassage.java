package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.MOVE;

import dev.dipadj.result.ReasonKind;

/**
 * Whether a fleet passes a canal (DATC v2.4 section 7, the Suez Canal): its move is the one
 * with the canal's permission ({@link Canals}) and the unit that gave it stays in the canal's
 * province, neither moving away (7.C.8, 7.C.9) nor dislodged (7.C.10). A move through the
 * canal without it has no path: it bounces nothing, cuts nothing and meets nobody head to head
 * (7.C.4 to 7.C.6). In a paradox the canal's paradox rule closes the canal for the turn: the
 * move through it fails and has no effect on its destination (7.C.8 to 7.C.12).
 */
final class CanalPassage {
  private final MovementOrders o;
  private final Decisions decisions;
  /** Per canal: closed for the turn by the paradox rule. */
  private boolean[] closed = new boolean[0];

  CanalPassage(MovementOrders orders, Decisions decisions) {
    this.o = orders;
    this.decisions = decisions;
  }

  /** A new phase: every canal open. */
  void reset() {
    int n = o.canals().count();
    if (closed.length < n) {
      closed = new boolean[n];
    }
    java.util.Arrays.fill(closed, 0, n, false);
  }

  /** Whether the paradox rule closed canal c this turn. */
  boolean closed(int c) {
    return closed[c];
  }

  /** The path of move u through its canal: permitted, and the unit that permits it stays. */
  boolean open(int u) {
    int c = o.canal(u);
    return !closed[c] && o.canals().permitted(c) == u && holderStays(c);
  }

  private boolean holderStays(int c) {
    int g = o.canals().holder(c);
    if (o.kind(g) == MOVE && decisions.resolve(g)) {
      return false;
    }
    for (int r = o.firstMoveInto(o.province(g)); r >= 0; r = o.nextMoveInto(r)) {
      if (decisions.resolve(r)) {
        return false;
      }
    }
    return true;
  }

  /**
   * The canal's paradox rule: when a cycle without one consistent resolution holds the move
   * through a canal, the unit permitting it, or a move into the canal's province, the canal
   * closes: the move through it fails (settled) and has no effect; the rest is adjudicated
   * again. Returns whether it applied.
   */
  boolean applyParadoxRule(int[] cycle, int from, int to, int head, BackupRule.Settle settle) {
    boolean applied = false;
    Canals canals = o.canals();
    for (int c = 0; c < canals.count(); c++) {
      int move = canals.permitted(c);
      if (closed[c] || move < 0) {
        continue;
      }
      int g = canals.holder(c);
      boolean involved = false;
      for (int k = from - 1; k < to && !involved; k++) {
        int d = k < from ? head : cycle[k];
        involved = d == move || d == g || (o.kind(d) == MOVE && o.target(d) == o.province(g));
      }
      if (involved) {
        closed[c] = true;
        settle.settle(move, Verdict.fails(ReasonKind.PARADOX, -1, 0, 0));
        applied = true;
      }
    }
    return applied;
  }
}
