package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.CONVOY;
import static dev.dipadj.resolve.MovementOrders.MOVE;
import static dev.dipadj.resolve.MovementOrders.SUPPORT_HOLD;
import static dev.dipadj.resolve.MovementOrders.SUPPORT_MOVE;

import dev.dipadj.rules.ConvoyParadoxRule;

/**
 * Kruijswijk's adjudication of a movement phase, as set out in "The Math of Adjudication"
 * and the DATC's chapter 5. Every active order is one decision: a MOVE succeeds, a
 * SUPPORT is given, a CONVOY is not disrupted. {@link #adjudicate} states the condition of
 * each decision in terms of the others (DATC 5.B); {@link #resolve} settles decisions on
 * demand, guesses where a decision depends on itself, and applies the backup rule when
 * both guesses disagree (5.F): circular movement succeeds, a convoy paradox is settled by
 * the chosen paradox rule.
 */
final class Decisions {
  private static final byte UNRESOLVED = 0;
  private static final byte GUESSING = 1;
  private static final byte RESOLVED = 2;
  private static final byte PATH = 1;
  private static final byte NO_PATH = 2;

  private final MovementOrders o;
  private final byte[] state;
  private final boolean[] resolution;
  /** Convoys failed by the paradox rule, for the explanation. */
  final boolean[] paradoxFailed;
  private final boolean[] inCycle;
  private final int[] cycle;
  private int cycleLength;
  private boolean guessBased;
  private int recursionHits;
  /** Per convoyed army: its route once settled ({@link #PATH}, {@link #NO_PATH}), else 0. */
  private final byte[] pathKnown;

  Decisions(MovementOrders orders) {
    this.o = orders;
    int n = orders.units;
    state = new byte[n];
    resolution = new boolean[n];
    paradoxFailed = new boolean[n];
    inCycle = new boolean[n];
    pathKnown = new byte[n];
    cycle = new int[n];
  }

  /** Whether the unit's order is a decision: a move, or a support or convoy that matches. */
  boolean isDecision(int u) {
    return o.kind[u] == MOVE || ((o.kind[u] != MovementOrders.HOLD) && o.matched[u]);
  }

  /** Settles every decision. */
  void resolveAll() {
    for (int u = 0; u < o.units; u++) {
      if (isDecision(u)) {
        resolve(u);
      }
    }
  }

  // ---- resolve: on-demand settling with guesses and the backup rule (DATC 5.F) ----

  boolean resolve(int d) {
    if (state[d] == RESOLVED) {
      return resolution[d];
    }
    if (inCycle[d]) {
      guessBased = true;
      return resolution[d];
    }
    if (state[d] == GUESSING) {
      // A dependency cycle: answer with the current guess.
      addToCycle(d);
      guessBased = true;
      recursionHits++;
      return resolution[d];
    }
    state[d] = GUESSING;
    int oldCycleLength = cycleLength;
    boolean oldGuessBased = guessBased;
    int oldRecursionHits = recursionHits;
    guessBased = false;
    resolution[d] = false;
    boolean first = adjudicate(d);
    if (!guessBased) {
      guessBased = oldGuessBased;
      return settle(d, first);
    }
    if (inCycle[d]) {
      recursionHits--;
    }
    if (recursionHits == oldRecursionHits) {
      // This decision is the ancestor of the whole cycle: try the other guess.
      truncateCycle(oldCycleLength);
      resolution[d] = true;
      boolean second = adjudicate(d);
      recursionHits = oldRecursionHits;
      if (first == second) {
        truncateCycle(oldCycleLength);
        guessBased = oldGuessBased;
        return settle(d, first);
      }
      backupRule(oldCycleLength);
      truncateCycle(oldCycleLength);
      guessBased = oldGuessBased;
      if (state[d] != RESOLVED) {
        state[d] = UNRESOLVED;
      }
      return resolve(d);
    }
    // Part of a cycle whose ancestor lies further up: remember the guess-based answer.
    if (!inCycle[d]) {
      addToCycle(d);
    }
    resolution[d] = first;
    state[d] = UNRESOLVED;
    return first;
  }

  private boolean settle(int d, boolean value) {
    resolution[d] = value;
    state[d] = RESOLVED;
    return value;
  }

  private void addToCycle(int d) {
    inCycle[d] = true;
    cycle[cycleLength++] = d;
  }

  private void truncateCycle(int length) {
    while (cycleLength > length) {
      inCycle[cycle[--cycleLength]] = false;
    }
  }


  /**
   * Two guesses, two answers: no single resolution. With a convoy in the cycle it is a
   * convoy paradox. Szykman: the convoys fail, as if the fleets held, and the rest is
   * adjudicated as usual. All-hold: every order of the paradox fails — the convoys (so the
   * army stays), the supports (so the attack on the fleet is not carried by them) and any
   * move in it — so no move of the paradox succeeds. Moves alone: circular movement, every
   * move succeeds. Anything else: moves and supports fail.
   */
  private void backupRule(int from) {
    boolean anyConvoy = false;
    boolean onlyMoves = true;
    for (int i = from; i < cycleLength; i++) {
      int d = cycle[i];
      anyConvoy |= o.kind[d] == CONVOY;
      onlyMoves &= o.kind[d] == MOVE;
    }
    for (int i = from; i < cycleLength; i++) {
      int d = cycle[i];
      if (anyConvoy) {
        if (o.kind[d] == CONVOY) {
          paradoxFailed[d] = true;
          settle(d, false);
        } else if (o.rules.convoyParadox() == ConvoyParadoxRule.ALL_HOLD) {
          settle(d, false);
        }
      } else if (onlyMoves) {
        settle(d, true);
      } else if (o.kind[d] == MOVE || o.kind[d] == SUPPORT_HOLD || o.kind[d] == SUPPORT_MOVE) {
        settle(d, false);
      }
    }
  }

  // ---- adjudicate: the conditions of each decision (DATC 5.B) ----

  private boolean adjudicate(int d) {
    switch (o.kind[d]) {
      case MOVE:
        return adjudicateMove(d);
      case CONVOY:
        return adjudicateConvoy(d);
      default:
        return adjudicateSupport(d);
    }
  }

  /** 5.B.1: the attack beats the defence or hold of the destination and every rival's prevent. */
  boolean adjudicateMove(int u) {
    int attack = attackStrength(u);
    if (attack == 0) {
      return false;
    }
    int opponent = headToHeadOpponent(u);
    if (opponent >= 0) {
      if (attack <= defendStrength(opponent)) {
        return false;
      }
    } else if (attack <= holdStrength(o.target[u])) {
      return false;
    }
    for (int rival : o.movesInto[o.target[u]]) {
      if (rival != u && attack <= preventStrength(rival)) {
        return false;
      }
    }
    return true;
  }

  /**
   * 5.B.2: a support is cut by an attack from a unit of another power, with a route, not
   * coming from the province the support is aimed at; and by any dislodgement.
   */
  private boolean adjudicateSupport(int s) {
    int here = o.province[s];
    for (int attacker : o.movesInto[here]) {
      if (cutsByAttack(attacker, s)) {
        return false;
      }
    }
    for (int attacker : o.movesInto[here]) {
      // Under the 1982 rule the spared support stands even when that army dislodges the
      // supporter: the paradox rule takes precedence over the dislodge rule (DATC 6.F.17).
      if (!sparedBy1982Rule(s, attacker) && resolve(attacker)) {
        return false;
      }
    }
    return true;
  }

  /**
   * Whether an attack cuts a support without dislodging it: a unit of another side, with a
   * route, not coming from the province the support is aimed at.
   */
  boolean cutsByAttack(int attacker, int supporter) {
    return o.side[attacker] != o.side[supporter]
        && o.province[attacker] != o.target[supporter]
        && !sparedBy1982Rule(supporter, attacker)
        && hasPath(attacker);
  }

  /**
   * The 1982 paradox rule: a convoyed army does not cut a support for an action in a body of
   * water that holds a convoying fleet.
   */
  private boolean sparedBy1982Rule(int supporter, int attacker) {
    if (o.rules.convoyParadox() != ConvoyParadoxRule.RULE_1982 || !o.convoyed[attacker]) {
      return false;
    }
    int water = o.target[supporter];
    int f = o.unitAt[water];
    return ConvoyGeometry.isSea(o.map, water) && f >= 0 && o.kind[f] == CONVOY && o.matched[f];
  }

  /**
   * 5.B.3: a convoy holds unless the fleet is dislodged. The attacks on the fleet are
   * adjudicated directly rather than resolved (the DATC's remedy in 5.D), so a paradox forms
   * one clean cycle of convoys and supports.
   */
  private boolean adjudicateConvoy(int f) {
    for (int attacker : o.movesInto[o.province[f]]) {
      if (adjudicateMove(attacker)) {
        return false;
      }
    }
    return true;
  }

  /** 5.B.4: by land, or by a chain of convoying fleets that are not disrupted. */
  boolean hasPath(int u) {
    if (o.stranded[u]) {
      return false;
    }
    if (!o.convoyed[u]) {
      return true;
    }
    if (pathKnown[u] != 0) {
      return pathKnown[u] == PATH;
    }
    int[] fleets = o.convoyFleets[u];
    int origin = o.province[u];
    int destination = o.target[u];
    // Local scratch: resolving a fleet below may search this or another army's route again.
    int[] queue = new int[fleets.length];
    boolean[] reached = new boolean[fleets.length];
    boolean settled = true;
    int head = 0;
    int tail = 0;
    for (int i = 0; i < fleets.length; i++) {
      if (touches(o.province[fleets[i]], origin)) {
        reached[i] = true;
        queue[tail++] = i;
      }
    }
    while (head < tail) {
      int f = fleets[queue[head++]];
      boolean carries = resolve(f);
      settled &= state[f] == RESOLVED;
      if (!carries) {
        continue;
      }
      if (touches(o.province[f], destination)) {
        return rememberPath(u, settled, true);
      }
      for (int j = 0; j < fleets.length; j++) {
        if (!reached[j] && touches(o.province[f], o.province[fleets[j]])) {
          reached[j] = true;
          queue[tail++] = j;
        }
      }
    }
    return rememberPath(u, settled, false);
  }

  /** Keeps a route's answer once every convoy it rests on is settled, not a guess. */
  private boolean rememberPath(int u, boolean settled, boolean path) {
    if (settled) {
      pathKnown[u] = path ? PATH : NO_PATH;
    }
    return path;
  }

  private boolean touches(int sea, int province) {
    return o.map.fleetReaches(sea, province);
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
  int holdStrength(int province) {
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
  int preventStrength(int u) {
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
  int defendStrength(int u) {
    return 1 + givenSupports(u, -1);
  }

  /** 5.B.8: the strength with which a move attacks its destination. */
  int attackStrength(int u) {
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
    for (int s : o.supporters[u]) {
      if (o.side[s] != excludedSide && resolve(s)) {
        n++;
      }
    }
    return n;
  }

  /** The settled value of a decision. */
  boolean value(int d) {
    return resolve(d);
  }
}
