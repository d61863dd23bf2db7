package dev.dipadj.resolve;

import java.util.Arrays;

/**
 * The decisions of a movement phase settled by Kruijswijk's guess algorithm (DATC 5.F): the
 * {@code resolve} function of DATC 5.C, which knows nothing of the orders' rules. Every
 * active order is one decision (a MOVE succeeds, a SUPPORT is given, a CONVOY is not
 * disrupted), whose condition {@link Conditions} states (DATC 5.B). {@link #verdict} settles
 * a decision on demand: it guesses where a decision depends on itself, keeps a verdict that
 * rests on a guess only provisionally, and at the head of a cycle tries both guesses; where
 * they disagree the {@link BackupRule} applies (DATC 5.B.9: circular movement succeeds, a
 * convoy paradox goes by the chosen paradox rule).
 */
final class Decisions implements ConvoyRoutes.Convoys {
  private static final byte UNRESOLVED = 0;
  /** Being adjudicated, its guess standing in for it. */
  private static final byte GUESSING = 1;
  /** Adjudicated on the strength of a guess still open further up: not final. */
  private static final byte PROVISIONAL = 2;
  private static final byte RESOLVED = 3;
  private static final int NO_GUESS = Integer.MAX_VALUE;

  private final MovementOrders o;
  private byte[] state = new byte[0];
  private long[] verdict = new long[0];
  /**
   * GUESSING: the decision's visit number. PROVISIONAL: the visit number of the open guess,
   * further up the recursion, that its verdict rests on.
   */
  private int[] restsOn = new int[0];
  private int visits;
  /** The oldest open guess (lowest visit number) that the adjudication under way has read. */
  private int oldestGuess = NO_GUESS;
  /** The provisional decisions, in the order they were adjudicated. */
  private int[] cycle = new int[0];
  private int cycleLength;
  /** The conditions of the decisions (DATC 5.B), which ask this class of the others. */
  private final Conditions conditions;
  /** Only while a phase is explained: where its cycles are written down; null otherwise. */
  private CycleLog log;

  /** How the backup rule settles a decision: once, and never one settled already. */
  private final BackupRule.Settle settleUnlessSettled = (d, value) -> {
    if (state[d] != RESOLVED) {
      settle(d, value);
    }
  };

  Decisions(MovementOrders orders) {
    this.o = orders;
    this.conditions = new Conditions(orders, this);
  }

  /** The conditions the decisions are adjudicated by: asked also of the settled decisions, for the result. */
  Conditions conditions() {
    return conditions;
  }

  /** Writes the cycles of the phases to come into a log (to explain them), or into none (null). */
  void log(CycleLog log) {
    this.log = log;
  }

  /** Every decision of the loaded orders unsettled, nothing guessed. */
  void reset() {
    int n = o.units();
    if (state.length < n) {
      int size = Math.max(n, state.length * 2);
      state = new byte[size];
      verdict = new long[size];
      restsOn = new int[size];
      cycle = new int[size];
    } else {
      Arrays.fill(state, 0, n, UNRESOLVED);
    }
    conditions.reset();
    visits = 0;
    oldestGuess = NO_GUESS;
    cycleLength = 0;
  }

  /** Settles every decision. */
  void resolveAll() {
    for (int u = 0; u < o.units(); u++) {
      if (conditions.isDecision(u)) {
        decide(u);
      }
    }
  }

  /**
   * The verdict of decision d: settled once {@link #resolveAll} has run; while it runs, the
   * verdict as far as it can be settled yet (a guess's, or a provisional one).
   */
  long verdict(int d) {
    return decide(d);
  }

  /** Whether decision d succeeds, as far as it can be settled yet: the boolean of DATC 5.C's {@code resolve}. */
  boolean resolve(int d) {
    return Verdict.succeeds(decide(d));
  }

  /** A route's question: whether the fleet's convoy holds. */
  @Override
  public boolean holds(int fleet) {
    return resolve(fleet);
  }

  /** A route's question: whether that is final. */
  @Override
  public boolean settled(int fleet) {
    return state[fleet] == RESOLVED;
  }

  /**
   * The verdict of a decision, settled if it can be. A decision that reads an open guess (or
   * a provisional verdict resting on one) rests on the oldest such guess. When its own
   * adjudication rests on nothing, it is settled. When it rests on a guess further up, it is
   * provisional: remembered for the readers still to come, and adjudicated again once that
   * guess is tried the other way or settled. When it rests on its own guess and nothing
   * older, it heads a cycle: both guesses are tried, and equal answers settle it.
   */
  private long decide(int d) {
    if (state[d] == RESOLVED) {
      return verdict[d];
    }
    if (state[d] != UNRESOLVED) {
      oldestGuess = Math.min(oldestGuess, restsOn[d]);
      return verdict[d];
    }
    int outer = oldestGuess;
    int mark = cycleLength;
    int visit = ++visits;
    state[d] = GUESSING;
    restsOn[d] = visit;
    verdict[d] = Verdict.GUESSED_FAILS;
    oldestGuess = NO_GUESS;
    long first = conditions.adjudicate(d);
    if (state[d] == RESOLVED) {
      // A backup rule further down settled this very decision while it was adjudicated (the
      // canal's paradox rule fails the move through the canal): its verdict stands.
      oldestGuess = outer;
      return verdict[d];
    }
    int firstRestsOn = oldestGuess;
    if (firstRestsOn == NO_GUESS) {
      oldestGuess = outer;
      return settle(d, first);
    }
    if (firstRestsOn < visit) {
      return provisional(d, first, firstRestsOn, mark, visit, outer);
    }
    // The head of a cycle: adjudicate it again on the other guess.
    if (log != null) {
      log.firstTry(d, first, cycle, mark, cycleLength, verdict);
    }
    forget(mark);
    verdict[d] = Verdict.GUESSED_SUCCEEDS;
    oldestGuess = NO_GUESS;
    long second = conditions.adjudicate(d);
    int secondRestsOn = oldestGuess;
    boolean firstSucceeds = Verdict.succeeds(first);
    boolean secondSucceeds = Verdict.succeeds(second);
    if (secondRestsOn < visit) {
      // On this guess the cycle reaches a guess further up: it is part of a larger cycle.
      // Keep the answer that agrees with its own guess, if exactly one does.
      long kept = !firstSucceeds ? first : secondSucceeds ? second : first;
      return provisional(d, kept, secondRestsOn, mark, visit, outer);
    }
    oldestGuess = outer;
    if (secondRestsOn == NO_GUESS || firstSucceeds == secondSucceeds) {
      // One answer whatever the guess: keep the verdict adjudicated on the guess it confirms.
      forget(mark);
      return settle(d, secondRestsOn == NO_GUESS || secondSucceeds ? second : first);
    }
    if (log != null) {
      log.backupRule(d, second, cycle, mark, cycleLength, verdict);
    }
    BackupRule.apply(o, conditions.railway(), conditions.canals(), d, cycle, mark, cycleLength, settleUnlessSettled);
    forget(mark);
    if (state[d] == RESOLVED) {
      return verdict[d];
    }
    state[d] = UNRESOLVED;
    return decide(d);
  }

  private long settle(int d, long value) {
    verdict[d] = value;
    state[d] = RESOLVED;
    return value;
  }

  /**
   * Remembers a verdict that rests on the open guess {@code on}. What rested on this
   * decision's own guess now rests on {@code on} too, since this decision does.
   */
  private long provisional(int d, long value, int on, int mark, int visit, int outer) {
    for (int i = mark; i < cycleLength; i++) {
      if (restsOn[cycle[i]] >= visit) {
        restsOn[cycle[i]] = on;
      }
    }
    state[d] = PROVISIONAL;
    verdict[d] = value;
    restsOn[d] = on;
    cycle[cycleLength++] = d;
    oldestGuess = Math.min(outer, on);
    return value;
  }

  /**
   * Drops the provisional verdicts adjudicated since {@code mark}: they rested on a guess now
   * gone. Those the backup rule has just settled stay settled.
   */
  private void forget(int mark) {
    while (cycleLength > mark) {
      int d = cycle[--cycleLength];
      if (state[d] == PROVISIONAL) {
        state[d] = UNRESOLVED;
      }
    }
  }
}
