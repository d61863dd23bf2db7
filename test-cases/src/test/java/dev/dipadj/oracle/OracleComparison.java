package dev.dipadj.oracle;

import static dev.dipadj.oracle.OracleCase.MAP;

import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;
import dev.dipadj.text.OrderWriter;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.rules.RuleOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The project's resolver against the oracle on one case. The orders the resolver calls
 * ILLEGAL are left out of the oracle's input (legality is tested elsewhere; those units
 * hold). Where exactly one assignment is consistent, every decision the resolver reports
 * (moves, matched supports and convoys), the reason word of every failed order and the set
 * of dislodged units must be that one's.
 *
 * @param consistent how many assignments satisfy DATC 5.B
 * @param cyclic whether the decisions depend on each other in a circle
 * @param differences what the resolver decided otherwise, one line each (empty when it agrees
 *     or when the oracle has no single ruling)
 * @param legal the case with the illegal orders left out, as the oracle read it
 * @param mismatchedKinds the kinds of the decisions the resolver got wrong, for grouping
 */
record OracleComparison(
    int consistent, boolean cyclic, List<String> differences, OracleCase legal, List<String> mismatchedKinds) {

  boolean disagrees() {
    return !differences.isEmpty();
  }

  /** Resolves the case (DATC rule options) and compares. */
  static OracleComparison of(OracleCase c) {
    MovementResult result = MovementResolver.resolve(MAP, c.position(), c.orders(), RuleOptions.DATC);
    List<Order> legal = new ArrayList<>();
    List<OrderResult> legalResults = new ArrayList<>();
    for (int i = 0; i < c.orders().size(); i++) {
      OrderResult r = result.results().get(i);
      if (r.outcome() != Outcome.ILLEGAL) {
        legal.add(c.orders().get(i));
        legalResults.add(r);
      }
    }
    OracleCase legalCase = new OracleCase(c.position(), legal);
    BoardOrders board = new BoardOrders(MAP, c.position(), legal);
    List<Resolution> all = ConsistentResolutions.of(board);
    boolean cyclic = new DecisionDependencies(board).cyclic();
    List<String> differences = new ArrayList<>();
    List<String> kinds = new ArrayList<>();
    if (all.size() == 1) {
      Resolution one = all.get(0);
      for (OrderResult r : legalResults) {
        Unit u = c.position().unitIn(((UnitOrder) r.order()).unit().province()).orElseThrow();
        Boolean expected = one.decisions().get(u);
        if (expected != null && expected != (r.outcome() == Outcome.SUCCEEDS)) {
          differences.add(OrderWriter.write(r.order()) + ": oracle " + word(expected) + ", resolver "
              + r.outcome().word() + (r.reason().words().isEmpty() ? "" : " (" + r.reason().describe() + ")"));
          kinds.add(kindOf(board, c.position().units().indexOf(u)));
        } else if (r.outcome() == Outcome.FAILS && !r.reason().kind().word().equals(one.reasons().get(u))) {
          // The outcome agrees; the reason word must be the first cause of the format's table too.
          differences.add(OrderWriter.write(r.order()) + ": oracle's reason " + one.reasons().get(u)
              + ", resolver's " + r.reason().describe());
          kinds.add("reason of " + kindOf(board, c.position().units().indexOf(u)));
        }
      }
      Set<Unit> dislodged = new HashSet<>();
      for (Dislodgement d : result.dislodged()) {
        dislodged.add(d.unit());
      }
      if (!dislodged.equals(one.dislodged())) {
        differences.add("dislodged: oracle " + one.dislodged() + ", resolver " + dislodged);
        kinds.add("dislodged");
      }
    }
    return new OracleComparison(all.size(), cyclic, differences, legalCase, kinds);
  }

  private static String word(boolean succeeds) {
    return succeeds ? "succeeds" : "fails";
  }

  /** A decision's kind with what the grouping of failures needs: convoyed or not, for moves. */
  static String kindOf(BoardOrders b, int u) {
    String k = b.kind[u].name();
    return b.kind[u] == BoardOrders.Kind.MOVE && b.convoyed[u] ? k + "(convoyed)" : k;
  }
}
