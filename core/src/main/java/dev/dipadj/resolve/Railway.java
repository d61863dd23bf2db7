package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.MOVE;

import dev.dipadj.result.ReasonKind;
import java.util.Arrays;

/**
 * How far each train of a phase gets (DATC v2.4 section 7, the Trans-Siberian Railroad, with
 * the DATC's assumptions). A train passes the places of its way one after the other, as
 * long as it may:
 * <ul>
 *   <li>a place whose unit stays bars it, unless the unit is of the train's own power and is
 *   not dislodged: then the train passes through (7.B.3, 7.B.9, 7.B.10), but may not end
 *   there. A move with the railroad never dislodges (7.B.13);
 *   <li>the unit of its first place moving into the train's own province meets it head to
 *   head, and the train cannot dislodge it (7.B.26 to 7.B.29);
 *   <li>a move into the place bars it when its prevent strength is at least the train's (1,
 *   with the supports on its last leg only, 7.B.15) and no other move into the place beats
 *   it: two rivals that bounce each other let the train slip through (7.B.6 to 7.B.8);
 *   <li>it must stop on a supply centre its power does not own, unless a unit of its power
 *   stays there (7.B.18 to 7.B.22).
 * </ul>
 * A train that reached a place contests the next one: it bounces the moves into it whose
 * attack is not above its strength (7.B.1), and never cuts a support (7.B.14). It ends in
 * the farthest place reached, or before it in the nearest place no unit stays in (7.B.5),
 * or where it stood. Each question is asked of the decisions as they stand; a train's own
 * decision is whether it leaves its province.
 */
final class Railway {
  private final MovementOrders o;
  private final Decisions decisions;
  private final Conditions conditions;
  /** Per train: the farthest place the railroad paradox rule lets it reach. */
  private int[] cap = new int[0];

  Railway(MovementOrders orders, Decisions decisions, Conditions conditions) {
    this.o = orders;
    this.decisions = decisions;
    this.conditions = conditions;
  }

  /** A new phase: no train capped. */
  void reset() {
    Trains trains = o.trains();
    if (cap.length < trains.count()) {
      cap = new int[trains.count()];
    }
    for (int t = 0; t < trains.count(); t++) {
      cap[t] = trains.last(t);
    }
  }

  /** The decision of a train: it succeeds when the train leaves its province. */
  long adjudicate(int u) {
    int t = o.train(u);
    return end(t, null) > 0 ? Verdict.succeeds(0) : why(t);
  }

  /**
   * Why train t does not reach its destination, as a failed verdict: what bars it from the
   * place after the farthest it reaches, a centre its power does not own that it must stop
   * on ({@code NO_ROUTE}: the line is out beyond it), or the paradox rule.
   */
  long why(int t) {
    int f = reached(t, o.trains().last(t), null);
    if (f >= cap[t]) {
      // The paradox rule stopped it: the part it failed still bounced what it met there.
      long met = blockedAt(t, f + 1, null);
      return met != 0 ? met : Verdict.fails(ReasonKind.PARADOX, -1, 0, 0);
    }
    if (f >= 1 && mustStop(t, f, null)) {
      return Verdict.fails(ReasonKind.NO_ROUTE, -1, 0, 0);
    }
    return blockedAt(t, f + 1, null);
  }

  /** Whether train t reaches its destination. */
  boolean arrives(int t) {
    return end(t, null) == o.trains().last(t);
  }

  /**
   * Whether a move into province p is bounced by a train that contests p with a strength at
   * least its attack: the verdict, or 0.
   */
  long bounce(int mover, int p, int attack) {
    Trains trains = o.trains();
    for (int t = 0; t < trains.count(); t++) {
      int u = trains.unit(t);
      if (u == mover) {
        continue;
      }
      int i = trains.placeOf(t, p);
      if (i >= 1 && contests(t, i)) {
        int strength = strength(t, i);
        if (strength >= attack) {
          return Verdict.fails(ReasonKind.BOUNCED, u, attack, strength);
        }
      }
    }
    return 0;
  }

  /** Whether train t reaches place i - 1 of its way and may go on into place i. */
  boolean contests(int t, int i) {
    int before = i - 1;
    if (i == 1) {
      // Beaten head to head on its first leg, it has no effect there (5.B.6, 7.B.27).
      int v = o.unitAt(o.trains().place(t, 1));
      return !(v >= 0 && o.kind(v) == MOVE && o.target(v) == o.trains().place(t, 0) && decisions.resolve(v));
    }
    return i <= cap[t] + 1 && reached(t, before, null) == before && !mustStop(t, before, null);
  }

  /** The train's strength on place i of its way: supports count on its last leg only (7.B.15). */
  private int strength(int t, int i) {
    return i == o.trains().last(t) ? 1 + conditions.supportsOf(o.trains().unit(t)) : 1;
  }

  /**
   * The place of its way where train t ends: the farthest it reaches, or before it the nearest
   * that no unit stays in; 0 where it stood. {@code leaving}, when given, marks units taken
   * to leave their provinces whatever their decisions say (the backup rule's question).
   */
  int end(int t, boolean[] leaving) {
    int f = reached(t, o.trains().last(t), leaving);
    while (f > 0 && staysIn(t, f, leaving)) {
      f--;
    }
    return f;
  }

  /** The farthest place of train t's way, up to {@code limit}, that it passes into. */
  private int reached(int t, int limit, boolean[] leaving) {
    int upTo = Math.min(limit, cap[t]);
    for (int i = 1; i <= upTo; i++) {
      if (i >= 2 && mustStop(t, i - 1, leaving)) {
        return i - 1;
      }
      if (blockedAt(t, i, leaving) != 0) {
        return i - 1;
      }
    }
    return upTo;
  }

  /** Why train t cannot pass into place i of its way, as a failed verdict; 0 when it can. */
  long blockedAt(int t, int i, boolean[] leaving) {
    Trains trains = o.trains();
    int self = trains.unit(t);
    int p = trains.place(t, i);
    int v = o.unitAt(p);
    int strength = strength(t, i);
    if (v >= 0 && v != self) {
      if (i == 1 && o.kind(v) == MOVE && o.target(v) == trains.place(t, 0) && !o.convoyed(v) && o.train(v) < 0) {
        // 7.B.26: a normal move to the first place, head to head, unable to dislodge.
        return Verdict.fails(ReasonKind.HEAD_TO_HEAD, v, strength, 0);
      }
      if (!leaves(v, leaving)) {
        int dislodger = dislodgerOf(p);
        if (dislodger >= 0) {
          return Verdict.fails(ReasonKind.BOUNCED, dislodger, strength, 0);
        }
        boolean own = o.unit(v).power().equals(trains.power(t));
        if (own && i < trains.last(t)) {
          return 0;
        }
        return Verdict.fails(own ? ReasonKind.OWN_UNIT : ReasonKind.HELD, v, strength, 1);
      }
    }
    for (int r = o.firstMoveInto(p); r >= 0; r = o.nextMoveInto(r)) {
      int prevent = conditions.preventOf(r);
      if (prevent >= strength && !beatenByOthers(r, p)) {
        return Verdict.fails(ReasonKind.BOUNCED, r, strength, prevent);
      }
    }
    return 0;
  }

  /** A move into p that another move into p (no train) stands off: it bars no train. */
  private boolean beatenByOthers(int r, int p) {
    int attack = conditions.attackOf(r);
    for (int q = o.firstMoveInto(p); q >= 0; q = o.nextMoveInto(q)) {
      if (q != r && conditions.preventOf(q) >= attack) {
        return true;
      }
    }
    return false;
  }

  /** 7.B.18: on a centre its power does not own, a train stops, unless a unit of its power stays there. */
  private boolean mustStop(int t, int i, boolean[] leaving) {
    if (!o.trains().foreignCentre(t, i)) {
      return false;
    }
    int v = o.unitAt(o.trains().place(t, i));
    return v < 0 || !o.unit(v).power().equals(o.trains().power(t)) || leaves(v, leaving);
  }

  /** Whether a unit other than the train stays in place i of its way (the train cannot end there). */
  private boolean staysIn(int t, int i, boolean[] leaving) {
    int v = o.unitAt(o.trains().place(t, i));
    return v >= 0 && v != o.trains().unit(t) && !leaves(v, leaving);
  }

  private boolean leaves(int v, boolean[] leaving) {
    return (leaving != null && leaving[v]) || (o.kind(v) == MOVE && decisions.resolve(v));
  }

  /** The move that succeeds into province p, or -1. */
  private int dislodgerOf(int p) {
    for (int r = o.firstMoveInto(p); r >= 0; r = o.nextMoveInto(r)) {
      if (decisions.resolve(r)) {
        return r;
      }
    }
    return -1;
  }

  /**
   * The railroad paradox rule (the DATC's assumption for 7.B.23 to 7.B.25 and 7.B.31): in a
   * cycle without a consistent resolution (or with two) that a train takes part in, the last
   * part of the train's way in the cycle fails but still bounces: the train goes no farther
   * than the place before it, and the moves of the cycle into that place fail. Returns
   * whether it applied (some train is part of the cycle and was not capped there yet).
   */
  boolean applyParadoxRule(int[] cycle, int from, int to, int head, BackupRule.Settle settle) {
    boolean applied = false;
    Trains trains = o.trains();
    for (int t = 0; t < trains.count(); t++) {
      int last = -1;
      for (int k = from - 1; k < to; k++) {
        int d = k < from ? head : cycle[k];
        last = Math.max(last, trains.placeOf(t, o.province(d)));
        if (o.kind(d) == MOVE && o.train(d) < 0) {
          last = Math.max(last, trains.placeOf(t, o.target(d)));
        }
      }
      if (last >= 1 && last - 1 < cap[t]) {
        cap[t] = last - 1;
        int p = trains.place(t, last);
        for (int k = from - 1; k < to; k++) {
          int d = k < from ? head : cycle[k];
          if (o.kind(d) == MOVE && o.train(d) < 0 && o.target(d) == p) {
            settle.settle(d, Verdict.fails(ReasonKind.BOUNCED, trains.unit(t), 1, strength(t, last)));
          }
        }
        applied = true;
      }
    }
    return applied;
  }

  /**
   * Whether the moves of a cycle go round in a circle, a train perhaps among them: each ends
   * where another of them leaves, taking every one of them to leave (7.B.17, 7.C.7). Such a
   * cycle is circular movement, not a paradox.
   */
  boolean circle(int[] cycle, int from, int to, int head) {
    boolean[] leaving = new boolean[o.units()];
    leaving[head] = true;
    for (int k = from; k < to; k++) {
      leaving[cycle[k]] = true;
    }
    for (int k = from - 1; k < to; k++) {
      int d = k < from ? head : cycle[k];
      int t = o.train(d);
      int endsIn = t >= 0 ? o.trains().place(t, end(t, leaving)) : o.target(d);
      int there = o.unitAt(endsIn);
      if (there < 0 || there == d || !leaving[there]) {
        return false;
      }
    }
    Arrays.fill(leaving, false);
    return true;
  }
}
