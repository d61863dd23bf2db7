package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.CONVOY;
import static dev.dipadj.resolve.MovementOrders.MOVE;

import dev.dipadj.result.ReasonKind;
import dev.dipadj.rules.ConvoyParadoxRule;

/**
 * The backup rule (DATC 5.B.9), for a cycle of decisions whose head gave different answers
 * on its two guesses: no single resolution. With a convoy in the cycle it is a convoy
 * paradox. Szykman: the convoys fail, as if the fleets held, and the rest is adjudicated as
 * usual. All-hold: every order of the paradox fails: the convoys, the supports, the moves,
 * and the attacks on the convoying fleets. Moves alone: circular movement, every move
 * succeeds. Anything else: its moves and supports fail. A cycle a train takes part in that is
 * no circle of moves goes by the railroad's paradox rule ({@link Railway#applyParadoxRule}); one
 * that holds a move through a canal, by the canal's ({@link CanalPassage#applyParadoxRule}).
 */
final class BackupRule {
  /** Where the rule's verdicts go: a decision settled for good. */
  interface Settle {
    void settle(int decision, long verdict);
  }

  private BackupRule() {}

  /**
   * Settles what the rule decides of the cycle: its head and {@code cycle[from .. to)}; the
   * rest is adjudicated again.
   */
  static void apply(MovementOrders o, Railway railway, CanalPassage canals, int head, int[] cycle, int from, int to, Settle settle) {
    boolean anyConvoy = o.kind(head) == CONVOY;
    boolean onlyMoves = o.kind(head) == MOVE;
    for (int i = from; i < to; i++) {
      anyConvoy |= o.kind(cycle[i]) == CONVOY;
      onlyMoves &= o.kind(cycle[i]) == MOVE;
    }
    if ((o.trains().count() > 0 || o.canalMoves() > 0) && !(onlyMoves && railway.circle(cycle, from, to, head))) {
      // A train in the cycle: its last part there fails but still bounces; a move through a
      // canal: it fails, without effect; a convoy: its paradox rule. All apply at the same
      // time (DATC v2.4 section 7's assumptions, 7.C.13, 7.D.2); the rest is adjudicated
      // again. Moves going round a circle (7.B.17, 7.C.7) are circular movement as always.
      boolean applied = o.trains().count() > 0 && railway.applyParadoxRule(cycle, from, to, head, settle);
      applied |= o.canalMoves() > 0 && canals.applyParadoxRule(cycle, from, to, head, settle);
      if (applied && !anyConvoy) {
        return;
      }
    }
    long paradox = Verdict.fails(ReasonKind.PARADOX, -1, 0, 0);
    boolean allHold = o.rules().convoyParadox() == ConvoyParadoxRule.ALL_HOLD;
    for (int i = from - 1; i < to; i++) {
      int d = i < from ? head : cycle[i];
      if (anyConvoy) {
        if (o.kind(d) == CONVOY || allHold) {
          settle.settle(d, paradox);
        }
        if (o.kind(d) == CONVOY && allHold) {
          // The attacks on a convoying fleet belong to the paradox too, though its convoy
          // decision adjudicates them directly rather than through the cycle (DATC 5.D).
          for (int a = o.firstMoveInto(o.province(d)); a >= 0; a = o.nextMoveInto(a)) {
            settle.settle(a, paradox);
          }
        }
      } else if (onlyMoves) {
        // Every target is left by its own mover: none of these moves dislodges anyone.
        settle.settle(d, Verdict.succeeds(0));
      } else {
        settle.settle(d, paradox);
      }
    }
  }
}
