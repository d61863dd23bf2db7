package dev.dipadj.oracle;

import static dev.dipadj.oracle.OracleCase.MAP;

import dev.dipadj.explain.AttackOnSupport;
import dev.dipadj.explain.Derivation;
import dev.dipadj.explain.HoldDerivation;
import dev.dipadj.explain.MoveDerivation;
import dev.dipadj.explain.OrderDerivation;
import dev.dipadj.explain.Strength;
import dev.dipadj.explain.SupportCount;
import dev.dipadj.explain.SupportDerivation;
import dev.dipadj.oracle.BoardOrders.Kind;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.rules.RuleOptions;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The resolver's derivation ({@code MovementResolver.explain}) against the brute-force oracle
 * on one case: where exactly one assignment of the DATC 5.B decisions is consistent, every
 * strength the derivation states (attack, prevent, defend, hold), the supports it counts in
 * each, and whether each attack on a supporter cut must be the oracle's. Illegal orders are left
 * out, as {@link OracleComparison} does.
 *
 * @param consistent how many assignments satisfy DATC 5.B
 * @param differences what the derivation says otherwise, one line each (empty when it agrees
 *     or when the oracle has no single ruling)
 * @param legal the case with the illegal orders left out
 */
record DerivationAgreement(int consistent, List<String> differences, OracleCase legal) {

  /** Explains the case (DATC rule options) and compares with the oracle. */
  static DerivationAgreement of(OracleCase c) {
    MovementResult result = MovementResolver.resolve(MAP, c.position(), c.orders(), RuleOptions.DATC);
    List<Order> legal = new ArrayList<>();
    for (int i = 0; i < c.orders().size(); i++) {
      if (result.results().get(i).outcome() != Outcome.ILLEGAL) {
        legal.add(c.orders().get(i));
      }
    }
    OracleCase legalCase = new OracleCase(c.position(), legal);
    BoardOrders board = new BoardOrders(MAP, c.position(), legal);
    List<OracleStrengths> all = ConsistentResolutions.strengthsOf(board);
    List<String> differences = new ArrayList<>();
    if (all.size() == 1) {
      Derivation d = MovementResolver.explain(MAP, c.position(), legal, RuleOptions.DATC);
      new Comparing(board, all.get(0), differences).derivation(d);
    }
    return new DerivationAgreement(all.size(), differences, legalCase);
  }

  /** One comparison, writing each difference down. */
  private record Comparing(BoardOrders b, OracleStrengths s, List<String> out) {
    void derivation(Derivation d) {
      for (OrderDerivation o : d.orders()) {
        int u = unitOf(o.order());
        if (o instanceof MoveDerivation m && b.kind[u] == Kind.MOVE) {
          move(u, m);
        } else if (o instanceof HoldDerivation h) {
          strength(h.hold(), s.hold()[u], o);
        } else if (o instanceof SupportDerivation sd) {
          for (AttackOnSupport a : sd.attacks()) {
            boolean cuts = s.cuts()[u][index(a.attacker())];
            if (a.cut() != cuts) {
              out.add(o.order() + ": " + a.order() + " " + (a.cut() ? "cuts" : "does not cut (" + a.effect() + ")")
                  + ", oracle: " + (cuts ? "cuts" : "does not cut"));
            }
          }
        }
      }
    }

    private void move(int u, MoveDerivation m) {
      strength(m.attack(), s.attack()[u], m.order());
      Set<Unit> rivals = new HashSet<>();
      for (int k : b.rivals.get(u)) {
        rivals.add(b.units.get(k));
      }
      Set<Unit> prevented = new HashSet<>();
      for (Strength p : m.prevents()) {
        prevented.add(p.unit());
        strength(p, s.prevent()[index(p.unit())], m.order());
      }
      if (!rivals.equals(prevented)) {
        out.add(m.order() + ": prevent strengths of " + prevented + ", oracle's rivals " + rivals);
      }
      int opponent = b.headToHead[u];
      if (m.headToHead() != (opponent >= 0)) {
        out.add(m.order() + ": head to head " + m.headToHead() + ", oracle " + (opponent >= 0));
      } else if (opponent >= 0) {
        strength(m.defend(), s.defend()[opponent], m.order());
      } else {
        int at = b.atTarget[u];
        strength(m.hold(), at < 0 ? 0 : s.hold()[at], m.order());
      }
    }

    /** The value, and (where it is one plus supports) the supports counted: the oracle's successful ones. */
    private void strength(Strength st, int expected, Object of) {
      if (st.value() != expected) {
        out.add(of + ": " + st.kind().word() + " strength " + st.value() + ", oracle " + expected);
      }
      if (st.basis() != Strength.Basis.UNIT_AND_SUPPORTS) {
        return;
      }
      for (SupportCount c : st.supports()) {
        int k = index(c.supporter());
        boolean oracleCounts = s.succeeds()[k] && b.isDecision(k);
        if (c.why() == SupportCount.Why.AGAINST_OWN_UNIT) {
          continue; // its value already shows whether it was left out
        }
        if (c.counted() != oracleCounts) {
          out.add(of + ": " + st.kind().word() + " strength counts " + c.order() + " " + c.counted() + ", oracle "
              + oracleCounts);
        }
      }
    }

    private int unitOf(Order order) {
      int u = -1;
      for (int k = 0; k < b.n; k++) {
        if (b.units.get(k).location().province().equals(((UnitOrder) order).unit().province())) {
          u = k;
        }
      }
      return u;
    }

    private int index(Unit unit) {
      int k = b.units.indexOf(unit);
      if (k < 0) {
        throw new IllegalStateException("no unit " + unit);
      }
      return k;
    }
  }
}
