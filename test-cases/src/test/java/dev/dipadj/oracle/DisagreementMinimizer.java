package dev.dipadj.oracle;

import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Shrinks a case on which the resolver disagrees with the oracle's single ruling: drops
 * units (with their orders) and single orders (the unit then holds) for as long as the
 * disagreement stays, so a failure report shows only what matters. Greedy, one removal at a
 * time; the positions are small enough that this is quick.
 */
final class DisagreementMinimizer {
  private DisagreementMinimizer() {}

  /** The smallest case reached from this disagreeing one by single removals. */
  static OracleCase minimize(OracleCase c) {
    OracleCase current = OracleComparison.of(c).legal();
    boolean shrunk = true;
    while (shrunk) {
      shrunk = false;
      for (OracleCase smaller : smaller(current)) {
        if (OracleComparison.of(smaller).disagrees()) {
          current = OracleComparison.of(smaller).legal();
          shrunk = true;
          break;
        }
      }
    }
    return current;
  }

  /** Every case one unit or one order smaller, units first (they shrink more). */
  private static List<OracleCase> smaller(OracleCase c) {
    List<OracleCase> out = new ArrayList<>();
    List<Unit> units = c.position().units();
    for (Unit gone : units) {
      List<Unit> fewer = new ArrayList<>(units);
      fewer.remove(gone);
      List<Order> orders = new ArrayList<>();
      for (Order o : c.orders()) {
        if (!((UnitOrder) o).unit().province().equals(gone.location().province())) {
          orders.add(o);
        }
      }
      out.add(OracleCase.of(fewer, orders));
    }
    for (Order gone : c.orders()) {
      List<Order> orders = new ArrayList<>(c.orders());
      orders.remove(gone);
      out.add(new OracleCase(c.position(), orders));
    }
    return out;
  }
}
