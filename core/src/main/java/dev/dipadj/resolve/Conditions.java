package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.CONVOY;
import static dev.dipadj.resolve.MovementOrders.HOLD;
import static dev.dipadj.resolve.MovementOrders.MOVE;
import static dev.dipadj.resolve.MovementOrders.SUPPORT_MOVE;

import dev.dipadj.result.ReasonKind;
import dev.dipadj.rules.ConvoyParadoxRule;

/**
 * The conditions of the decisions of a movement phase as DATC 5.B states them: a MOVE
 * (5.B.1), a SUPPORT (5.B.2), a CONVOY (5.B.3), the PATH of a move (5.B.4), and the HOLD,
 * PREVENT, DEFEND and ATTACK strengths (5.B.5 to 5.B.8). This is the {@code adjudicate}
 * function of DATC 5.C: each condition is stated in terms of the other decisions, which it
 * asks of {@link Decisions} (the {@code resolve} function, 5.F) and never settles itself.
 * A verdict is the outcome with the cause that decided it ({@link Verdict}), the causes
 * checked in the order they take precedence.
 */
final class Conditions {
  private final MovementOrders o;
  private final Decisions decisions;
  private final ConvoyRoutes routes;
  /** Where the trains of a phase go (a map with railroads only). */
  private final Railway railway;
  /** Whether fleets pass the canals of a phase (a map with canals only). */
  private final CanalPassage canals;

  Conditions(MovementOrders orders, Decisions decisions) {
    this.o = orders;
    this.decisions = decisions;
    this.routes = new ConvoyRoutes(orders);
    this.railway = new Railway(orders, decisions, this);
    this.canals = new CanalPassage(orders, decisions);
  }

  /** No convoy route known, no train capped: a new phase. */
  void reset() {
    routes.reset();
    railway.reset();
    canals.reset();
  }

  /** Whether fleets pass the canals of the phase. */
  CanalPassage canals() {
    return canals;
  }

  /** Where the trains of the phase go. */
  Railway railway() {
    return railway;
  }

  /** Whether the unit's order is a decision (DATC 5.A): a move, or a support or convoy that matches. */
  boolean isDecision(int u) {
    return o.kind(u) == MOVE || (o.kind(u) != HOLD && o.matched(u));
  }

  /** The verdict of decision d by its condition, with what it reads of the others as they stand now. */
  long adjudicate(int d) {
    return switch (o.kind(d)) {
      case MOVE -> o.train(d) < 0 ? adjudicateMove(d) : railway.adjudicate(d);
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
  private long adjudicateMove(int u) {
    if (!hasPath(u)) {
      return Verdict.fails(ReasonKind.NO_ROUTE, -1, 0, 0);
    }
    int attack = attackStrength(u);
    for (int rival = o.firstMoveInto(o.target(u)); rival >= 0; rival = o.nextMoveInto(rival)) {
      if (rival != u) {
        int prevent = preventStrength(rival);
        if (prevent > 0 && attack <= prevent) {
          return Verdict.fails(ReasonKind.BOUNCED, rival, attack, prevent);
        }
      }
    }
    if (o.trains().count() > 0) {
      // A train contesting the province bounces the moves into it no stronger than itself.
      long bounced = railway.bounce(u, o.target(u), attack);
      if (bounced != 0) {
        return bounced;
      }
    }
    int opponent = headToHeadOpponent(u);
    if (opponent >= 0) {
      int defend = defendStrength(opponent);
      return attack > defend
          ? Verdict.succeeds(attack)
          : Verdict.fails(ReasonKind.HEAD_TO_HEAD, opponent, attack, defend);
    }
    int stays = o.unitAt(o.target(u));
    if (attack == 0) {
      // With a path, only a unit of its own side that stays leaves the attack at nothing.
      return Verdict.fails(ReasonKind.OWN_UNIT, stays, 0, 0);
    }
    int hold = holdStrength(o.target(u));
    return attack > hold ? Verdict.succeeds(attack) : Verdict.fails(ReasonKind.HELD, stays, attack, hold);
  }

  /**
   * 5.B.2: a support is cut by an attack from a unit of another side, with a path, not
   * coming from the province the support is aimed at; and fails when its unit is dislodged.
   */
  private long adjudicateSupport(int s) {
    int here = o.province(s);
    for (int attacker = o.firstMoveInto(here); attacker >= 0; attacker = o.nextMoveInto(attacker)) {
      if (cutsByAttack(attacker, s)) {
        return Verdict.fails(ReasonKind.CUT, attacker, 0, 0);
      }
    }
    for (int attacker = o.firstMoveInto(here); attacker >= 0; attacker = o.nextMoveInto(attacker)) {
      // Under the rulebooks' rules the spared support stands even when that army dislodges the
      // supporter: the paradox rule takes precedence over the dislodge rule (DATC 6.F.17).
      if (!sparedByParadoxRule(s, attacker)) {
        long move = decisions.verdict(attacker);
        if (Verdict.succeeds(move)) {
          return Verdict.fails(ReasonKind.DISLODGED, attacker, Verdict.strength(move), 0);
        }
      }
    }
    return Verdict.succeeds(0);
  }

  /** Whether an attack cuts a support: a unit of another side, with a path, not from where the support is aimed. */
  private boolean cutsByAttack(int attacker, int supporter) {
    return o.side(attacker) != o.side(supporter)
        && o.province(attacker) != o.target(supporter)
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
  boolean sparedByParadoxRule(int supporter, int attacker) {
    ConvoyParadoxRule rule = o.rules().convoyParadox();
    if (!o.convoyed(attacker) || rule == ConvoyParadoxRule.SZYKMAN || rule == ConvoyParadoxRule.ALL_HOLD) {
      return false;
    }
    int water = o.target(supporter);
    int f = o.unitAt(water);
    if (rule == ConvoyParadoxRule.RULE_1982) {
      return o.map().fleetConvoys(water) && f >= 0 && o.kind(f) == CONVOY && o.matched(f);
    }
    if (o.kind(supporter) != SUPPORT_MOVE || f < 0 || !isConvoying(f, attacker)) {
      return false;
    }
    return rule == ConvoyParadoxRule.RULE_1971
        ? o.fleet(supporter) && o.fleet(o.other(supporter))
        : !routes.orderedWithout(attacker, f);
  }

  /** Whether fleet f is ordered to convoy army u's move, the order matching it. */
  private boolean isConvoying(int f, int u) {
    for (int k = o.convoyFleetsStart(u), end = o.convoyFleetsStart(u + 1); k < end; k++) {
      if (o.convoyFleets(k) == f) {
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
    for (int attacker = o.firstMoveInto(o.province(f)); attacker >= 0; attacker = o.nextMoveInto(attacker)) {
      long move = adjudicateMove(attacker);
      if (Verdict.succeeds(move)) {
        return Verdict.fails(ReasonKind.DISLODGED, attacker, Verdict.strength(move), 0);
      }
    }
    return Verdict.succeeds(0);
  }

  /** 5.B.4: by land, or by a chain of convoying fleets that are not disrupted; through a canal, with its permission. */
  boolean hasPath(int u) {
    if (o.canalMoves() > 0 && o.canal(u) >= 0) {
      return canals.open(u);
    }
    return routes.hasPath(u, decisions);
  }

  /** The unit in the destination that moves into this unit's province, both over land; else -1. */
  int headToHeadOpponent(int u) {
    if (o.convoyed(u)) {
      return -1;
    }
    int v = o.unitAt(o.target(u));
    if (v >= 0 && o.kind(v) == MOVE && o.target(v) == o.province(u) && !o.convoyed(v)) {
      // Only one fleet a turn passes a canal: two moves through it never meet (DATC v2.4 7.C.6).
      return o.canalMoves() > 0 && o.canal(u) >= 0 ? -1 : v;
    }
    return -1;
  }

  /** 5.B.5: what a province opposes to a move that is not head to head. */
  private int holdStrength(int province) {
    int v = o.unitAt(province);
    if (v < 0) {
      return 0;
    }
    if (o.kind(v) == MOVE) {
      return decisions.resolve(v) ? 0 : 1;
    }
    return 1 + givenSupports(v, -1);
  }

  /** 5.B.6: what a move opposes to the other moves into its destination. */
  private int preventStrength(int u) {
    if (!hasPath(u)) {
      return 0;
    }
    int opponent = headToHeadOpponent(u);
    if (opponent >= 0 && decisions.resolve(opponent)) {
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
    int v = o.unitAt(o.target(u));
    if (v < 0 || (o.kind(v) == MOVE && headToHeadOpponent(u) < 0 && decisions.resolve(v))) {
      return 1 + givenSupports(u, -1);
    }
    if (o.side(v) == o.side(u)) {
      // No unit may dislodge one of its own power (or side).
      return 0;
    }
    return 1 + givenSupports(u, o.side(v));
  }

  /** Supports given to a unit, not counting those of one side (-1: count all). */
  private int givenSupports(int u, int excludedSide) {
    int n = 0;
    for (int k = o.supportersStart(u), end = o.supportersStart(u + 1); k < end; k++) {
      int s = o.supporters(k);
      if (o.side(s) != excludedSide && decisions.resolve(s)) {
        n++;
      }
    }
    return n;
  }

  /** The prevent strength of move r (5.B.6), for the trains passing its destination. */
  int preventOf(int r) {
    return preventStrength(r);
  }

  /** The attack strength of move r (5.B.8), for the trains passing its destination. */
  int attackOf(int r) {
    return attackStrength(r);
  }

  /** The supports unit u is given, for a train's strength on its last leg. */
  int supportsOf(int u) {
    return givenSupports(u, -1);
  }

  /** DATC 5.A: the unit whose move into u's province succeeded while u did not move, or -1. */
  int dislodger(int u) {
    if (o.kind(u) == MOVE && decisions.resolve(u)) {
      return -1;
    }
    for (int w = o.firstMoveInto(o.province(u)); w >= 0; w = o.nextMoveInto(w)) {
      if (decisions.resolve(w)) {
        return w;
      }
    }
    return -1;
  }
}
