package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.CONVOY;
import static dev.dipadj.resolve.MovementOrders.HOLD;
import static dev.dipadj.resolve.MovementOrders.MOVE;

import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;

/**
 * Turns settled decisions into outcomes with reasons a person can read: who bounced whom
 * at what strengths, who cut a support, what disrupted a convoy, who dislodged a unit.
 */
final class Explanations {
  private final MovementOrders o;
  private final Decisions d;

  Explanations(MovementOrders o, Decisions d) {
    this.o = o;
    this.d = d;
  }

  /** The result of the i-th order given. */
  OrderResult result(int i) {
    Order order = o.given.get(i);
    if (o.illegal[i] != null) {
      return new OrderResult(order, Outcome.ILLEGAL, o.illegal[i]);
    }
    int u = o.unitOfOrder[i];
    int by = dislodger(u);
    String dislodged = by < 0 ? "" : "dislodged by " + name(by) + " (" + d.attackStrength(by) + ")";
    switch (o.kind[u]) {
      case HOLD:
        return by < 0 ? ok(order) : new OrderResult(order, Outcome.FAILS, dislodged);
      case MOVE:
        return d.value(u) ? ok(order) : new OrderResult(order, Outcome.FAILS, join(whyMoveFailed(u), dislodged));
      case CONVOY:
        if (!o.matched[u]) {
          return new OrderResult(order, Outcome.FAILS, "not matched: " + doing(o.other[u]));
        }
        if (d.value(u)) {
          return ok(order);
        }
        return new OrderResult(order, Outcome.FAILS,
            d.paradoxFailed[u] ? "convoy paradox: fails by the " + o.rules.convoyParadox().value() + " rule"
                : "disrupted: " + dislodged);
      default:
        if (!o.matched[u]) {
          return new OrderResult(order, Outcome.FAILS, join("not matched: " + doing(o.other[u]), dislodged));
        }
        return d.value(u) ? ok(order) : new OrderResult(order, Outcome.FAILS, whySupportCut(u, by));
    }
  }

  private static OrderResult ok(Order order) {
    return new OrderResult(order, Outcome.SUCCEEDS, "");
  }

  /** The unit that dislodged u, or -1. */
  int dislodger(int u) {
    if (o.kind[u] == MOVE && d.value(u)) {
      return -1;
    }
    for (int w : o.movesInto[o.province[u]]) {
      if (d.value(w)) {
        return w;
      }
    }
    return -1;
  }

  private String whyMoveFailed(int u) {
    if (o.stranded[u]) {
      return name(u) + " is not on the coast the order names and cannot reach " + o.map.province(o.target[u]);
    }
    if (!d.hasPath(u)) {
      return "convoy disrupted: no chain of convoying fleets from " + o.unit[u].location().province()
          + " to " + o.map.province(o.target[u]);
    }
    int attack = d.attackStrength(u);
    int v = o.unitAt[o.target[u]];
    if (attack == 0 && v >= 0 && o.side[v] == o.side[u]) {
      return "may not dislodge " + name(v) + (o.power[v] == o.power[u] ? " of its own power" : " of its own side");
    }
    int opponent = d.headToHeadOpponent(u);
    if (opponent >= 0 && attack <= d.defendStrength(opponent)) {
      return bounced(u, attack, opponent, d.defendStrength(opponent));
    }
    if (opponent < 0 && attack <= d.holdStrength(o.target[u])) {
      return bounced(u, attack, v, d.holdStrength(o.target[u]));
    }
    for (int rival : o.movesInto[o.target[u]]) {
      if (rival != u && attack <= d.preventStrength(rival)) {
        return bounced(u, attack, rival, d.preventStrength(rival));
      }
    }
    return "fails";
  }

  private String bounced(int u, int attack, int against, int strength) {
    return "bounced: " + name(u) + " (" + attack + ") against " + name(against) + " (" + strength + ")";
  }

  private String whySupportCut(int s, int dislodgedBy) {
    if (dislodgedBy >= 0) {
      return "cut: dislodged by " + name(dislodgedBy);
    }
    for (int w : o.movesInto[o.province[s]]) {
      if (d.cutsByAttack(w, s)) {
        return "cut by " + name(w);
      }
    }
    return "cut";
  }

  private String doing(int v) {
    if (o.kind[v] == MOVE) {
      return name(v) + " moves to " + o.map.province(o.target[v]);
    }
    return name(v) + (o.type[v] == UnitType.ARMY || o.kind[v] != CONVOY ? " does not move" : " convoys");
  }

  private String name(int u) {
    return o.unit[u].describe();
  }

  private static String join(String a, String b) {
    if (b.isEmpty()) {
      return a;
    }
    return a.isEmpty() ? b : a + "; " + b;
  }
}
