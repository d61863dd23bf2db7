package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.CONVOY;
import static dev.dipadj.resolve.MovementOrders.HOLD;
import static dev.dipadj.resolve.MovementOrders.MOVE;
import static dev.dipadj.resolve.MovementOrders.SUPPORT_MOVE;

import dev.dipadj.result.ReasonKind;
import dev.dipadj.rules.ConvoyParadoxRule;
import java.util.Arrays;

/**
 * Kruijswijk's adjudication of a movement phase, as set out in "The Math of Adjudication"
 * and the DATC's chapter 5. Every active order is one decision: a MOVE succeeds, a SUPPORT
 * is given, a CONVOY is not disrupted. The {@code adjudicate…} methods state the condition
 * of each decision in terms of the others (DATC 5.B) and return a {@link Verdict}: the
 * outcome with the cause that decided it, checked in the order the causes take precedence.
 * {@link #decide} settles decisions on demand (5.F): it guesses where a decision depends on
 * itself, keeps a result that rests on a guess only provisionally, and at the head of a
 * cycle tries both guesses; where they disagree the {@link BackupRule} applies (circular
 * movement succeeds, a convoy paradox goes by the chosen paradox rule).
 */
final class Decisions {
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
  private final ConvoyRoutes routes;
  /** What a route asks of the decisions about the fleets that carry it. */
  private final ConvoyRoutes.Convoys convoys = new ConvoyRoutes.Convoys() {
    @Override
    public boolean holds(int fleet) {
      return resolve(fleet);
    }

    @Override
    public boolean settled(int fleet) {
      return state[fleet] == RESOLVED;
    }
  };

  /** How the backup rule settles a decision: once, and never one settled already. */
  private final BackupRule.Settle settleUnlessSettled = (d, value) -> {
    if (state[d] != RESOLVED) {
      settle(d, value);
    }
  };

  Decisions(MovementOrders orders) {
    this.o = orders;
    this.routes = new ConvoyRoutes(orders);
  }

  /** Every decision of the loaded orders unsettled, nothing guessed. */
  void reset() {
    int n = o.units;
    if (state.length < n) {
      int size = Math.max(n, state.length * 2);
      state = new byte[size];
      verdict = new long[size];
      restsOn = new int[size];
      cycle = new int[size];
    } else {
      Arrays.fill(state, 0, n, UNRESOLVED);
    }
    routes.reset();
    visits = 0;
    oldestGuess = NO_GUESS;
    cycleLength = 0;
  }

  /** Whether the unit's order is a decision: a move, or a support or convoy that matches. */
  boolean isDecision(int u) {
    return o.kind[u] == MOVE || (o.kind[u] != HOLD && o.matched[u]);
  }

  /** Settles every decision. */
  void resolveAll() {
    for (int u = 0; u < o.units; u++) {
      if (isDecision(u)) {
        decide(u);
      }
    }
  }

  /** The settled verdict of a decision. */
  long verdict(int d) {
    return decide(d);
  }

  private boolean resolve(int d) {
    return Verdict.succeeds(decide(d));
  }

  // ---- decide: on-demand settling with guesses and the backup rule (DATC 5.F) ----

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
    long first = adjudicate(d);
    int firstRestsOn = oldestGuess;
    if (firstRestsOn == NO_GUESS) {
      oldestGuess = outer;
      return settle(d, first);
    }
    if (firstRestsOn < visit) {
      return provisional(d, first, firstRestsOn, mark, visit, outer);
    }
    // The head of a cycle: adjudicate it again on the other guess.
    forget(mark);
    verdict[d] = Verdict.GUESSED_SUCCEEDS;
    oldestGuess = NO_GUESS;
    long second = adjudicate(d);
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
    BackupRule.apply(o, d, cycle, mark, cycleLength, settleUnlessSettled);
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

  // ---- adjudicate: the conditions of each decision (DATC 5.B) ----

  private long adjudicate(int d) {
    return switch (o.kind[d]) {
      case MOVE -> adjudicateMove(d);
      case CONVOY -> adjudicateConvoy(d);
      default -> adjudicateSupport(d);
    };
  }

  /**
   * 5.B.1: the attack beats every rival's prevent and the defence or the hold of the
   * destination. The conditions are checked in the order their causes take precedence:
   * no path, a rival (a standoff), the unit moving the other way, a unit of its own side
   * that stays, the unit that holds.
   */
  long adjudicateMove(int u) {
    if (!hasPath(u)) {
      return Verdict.fails(ReasonKind.NO_ROUTE, -1, 0, 0);
    }
    int attack = attackStrength(u);
    for (int rival = o.firstMoveInto[o.target[u]]; rival >= 0; rival = o.nextMoveInto[rival]) {
      if (rival != u) {
        int prevent = preventStrength(rival);
        if (prevent > 0 && attack <= prevent) {
          return Verdict.fails(ReasonKind.BOUNCED, rival, attack, prevent);
        }
      }
    }
    int opponent = headToHeadOpponent(u);
    if (opponent >= 0) {
      int defend = defendStrength(opponent);
      return attack > defend
          ? Verdict.succeeds(attack)
          : Verdict.fails(ReasonKind.HEAD_TO_HEAD, opponent, attack, defend);
    }
    int stays = o.unitAt[o.target[u]];
    if (attack == 0) {
      // With a path, only a unit of its own side that stays leaves the attack at nothing.
      return Verdict.fails(ReasonKind.OWN_UNIT, stays, 0, 0);
    }
    int hold = holdStrength(o.target[u]);
    return attack > hold ? Verdict.succeeds(attack) : Verdict.fails(ReasonKind.HELD, stays, attack, hold);
  }

  /**
   * 5.B.2: a support is cut by an attack from a unit of another side, with a path, not
   * coming from the province the support is aimed at; and fails when its unit is dislodged.
   */
  private long adjudicateSupport(int s) {
    int here = o.province[s];
    for (int attacker = o.firstMoveInto[here]; attacker >= 0; attacker = o.nextMoveInto[attacker]) {
      if (cutsByAttack(attacker, s)) {
        return Verdict.fails(ReasonKind.CUT, attacker, 0, 0);
      }
    }
    for (int attacker = o.firstMoveInto[here]; attacker >= 0; attacker = o.nextMoveInto[attacker]) {
      // Under the rulebooks' rules the spared support stands even when that army dislodges the
      // supporter: the paradox rule takes precedence over the dislodge rule (DATC 6.F.17).
      if (!sparedByParadoxRule(s, attacker)) {
        long move = decide(attacker);
        if (Verdict.succeeds(move)) {
          return Verdict.fails(ReasonKind.DISLODGED, attacker, Verdict.strength(move), 0);
        }
      }
    }
    return Verdict.succeeds(0);
  }

  /** Whether an attack cuts a support: a unit of another side, with a path, not from where the support is aimed. */
  private boolean cutsByAttack(int attacker, int supporter) {
    return o.side[attacker] != o.side[supporter]
        && o.province[attacker] != o.target[supporter]
        && !sparedByParadoxRule(supporter, attacker)
        && hasPath(attacker);
  }

  /**
   * The rulebooks' paradox rules (DATC 4.A.2): whether a convoyed army spares a support.
   * 1982: a support for an action in a body of water that holds a convoying fleet. 1971: a
   * fleet's support of a fleet attacking one of the army's convoying fleets. 2000 (also 2023
   * and 2025): a support of an attack on a fleet the army's convoy needs, one every ordered
   * route passes.
   */
  private boolean sparedByParadoxRule(int supporter, int attacker) {
    ConvoyParadoxRule rule = o.rules.convoyParadox();
    if (!o.convoyed[attacker] || rule == ConvoyParadoxRule.SZYKMAN || rule == ConvoyParadoxRule.ALL_HOLD) {
      return false;
    }
    int water = o.target[supporter];
    int f = o.unitAt[water];
    if (rule == ConvoyParadoxRule.RULE_1982) {
      return o.map.isSea(water) && f >= 0 && o.kind[f] == CONVOY && o.matched[f];
    }
    if (o.kind[supporter] != SUPPORT_MOVE || f < 0 || !isConvoying(f, attacker)) {
      return false;
    }
    return rule == ConvoyParadoxRule.RULE_1971
        ? o.fleet[supporter] && o.fleet[o.other[supporter]]
        : !routes.orderedWithout(attacker, f);
  }

  /** Whether fleet f is ordered to convoy army u's move, the order matching it. */
  private boolean isConvoying(int f, int u) {
    for (int k = o.convoyFleetsStart[u], end = o.convoyFleetsStart[u + 1]; k < end; k++) {
      if (o.convoyFleets[k] == f) {
        return true;
      }
    }
    return false;
  }

  /**
   * 5.B.3: a convoy holds unless the fleet is dislodged. The attacks on the fleet are
   * adjudicated directly rather than resolved (the DATC's remedy in 5.D), so a paradox forms
   * one clean cycle of convoys and supports.
   */
  private long adjudicateConvoy(int f) {
    for (int attacker = o.firstMoveInto[o.province[f]]; attacker >= 0; attacker = o.nextMoveInto[attacker]) {
      long move = adjudicateMove(attacker);
      if (Verdict.succeeds(move)) {
        return Verdict.fails(ReasonKind.DISLODGED, attacker, Verdict.strength(move), 0);
      }
    }
    return Verdict.succeeds(0);
  }

  /** 5.B.4: by land, or by a chain of convoying fleets that are not disrupted. */
  boolean hasPath(int u) {
    return routes.hasPath(u, convoys);
  }

  /** The unit in the destination that moves into this unit's province, both over land; else -1. */
  int headToHeadOpponent(int u) {
    if (o.convoyed[u]) {
      return -1;
    }
    int v = o.unitAt[o.target[u]];
    if (v >= 0 && o.kind[v] == MOVE && o.target[v] == o.province[u] && !o.convoyed[v]) {
      return v;
    }
    return -1;
  }

  /** 5.B.5: what a province opposes to a move that is not head to head. */
  private int holdStrength(int province) {
    int v = o.unitAt[province];
    if (v < 0) {
      return 0;
    }
    if (o.kind[v] == MOVE) {
      return resolve(v) ? 0 : 1;
    }
    return 1 + givenSupports(v, -1);
  }

  /** 5.B.6: what a move opposes to the other moves into its destination. */
  private int preventStrength(int u) {
    if (!hasPath(u)) {
      return 0;
    }
    int opponent = headToHeadOpponent(u);
    if (opponent >= 0 && resolve(opponent)) {
      return 0;
    }
    return 1 + givenSupports(u, -1);
  }

  /** 5.B.7: what a move opposes to its head-to-head opponent. */
  private int defendStrength(int u) {
    return 1 + givenSupports(u, -1);
  }

  /** 5.B.8: the strength with which a move attacks its destination. */
  private int attackStrength(int u) {
    if (!hasPath(u)) {
      return 0;
    }
    int v = o.unitAt[o.target[u]];
    if (v < 0 || (o.kind[v] == MOVE && headToHeadOpponent(u) < 0 && resolve(v))) {
      return 1 + givenSupports(u, -1);
    }
    if (o.side[v] == o.side[u]) {
      // No unit may dislodge one of its own power (or side).
      return 0;
    }
    return 1 + givenSupports(u, o.side[v]);
  }

  /** Supports given to a unit, not counting those of one side (-1: count all). */
  private int givenSupports(int u, int excludedSide) {
    int n = 0;
    for (int k = o.supportersStart[u], end = o.supportersStart[u + 1]; k < end; k++) {
      int s = o.supporters[k];
      if (o.side[s] != excludedSide && resolve(s)) {
        n++;
      }
    }
    return n;
  }

  /**
   * Whether a move without a path was carried by a convoy that the paradox rule failed: then
   * the paradox, not the route, is why it failed (the reasons' order of precedence). The move
   * may have been settled before the paradox was found, so this is asked of the final verdicts.
   */
  boolean carriedByParadox(int u) {
    for (int k = o.convoyFleetsStart[u], end = o.convoyFleetsStart[u + 1]; k < end; k++) {
      int f = o.convoyFleets[k];
      if (Verdict.cause(decide(f)) == ReasonKind.PARADOX) {
        return true;
      }
    }
    return false;
  }

  /** The unit whose move into u's province succeeded while u stayed, or -1. */
  int dislodger(int u) {
    if (o.kind[u] == MOVE && resolve(u)) {
      return -1;
    }
    for (int w = o.firstMoveInto[o.province[u]]; w >= 0; w = o.nextMoveInto[w]) {
      if (resolve(w)) {
        return w;
      }
    }
    return -1;
  }
}
