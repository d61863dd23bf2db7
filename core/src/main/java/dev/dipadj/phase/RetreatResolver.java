package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.Dislodgement;
import dev.dipadj.resolve.OrderChoice;
import dev.dipadj.resolve.OrderResult;
import dev.dipadj.resolve.Outcome;
import dev.dipadj.rules.RuleOptions;
import java.util.ArrayList;
import java.util.List;

/**
 * Adjudicates a retreat phase: each dislodged unit retreats to one of its places or is
 * disbanded. Two units retreating to one province are both disbanded; a dislodged unit
 * without an order is disbanded (DATC 6.H).
 */
public final class RetreatResolver {
  private RetreatResolver() {}

  /** The outcome of the retreat orders for these dislodgements, given the units that stayed. */
  public static RetreatResult resolve(
      GameMap map,
      List<Unit> standing,
      List<Dislodgement> dislodged,
      List<? extends Order> orders,
      RuleOptions rules) {
    int n = dislodged.size();
    Location[] destination = new Location[n];
    String[] illegal = new String[orders.size()];
    // Each order on its own, then which of a unit's legal orders counts (DATC 4.D.3).
    int[] unitOf = new int[orders.size()];
    Location[] wanted = new Location[orders.size()];
    String[] names = new String[orders.size()];
    for (int i = 0; i < orders.size(); i++) {
      Location[] to = new Location[1];
      illegal[i] = accept(orders.get(i), dislodged, to);
      unitOf[i] = illegal[i] == null ? indexOf(dislodged, ((UnitOrder) orders.get(i)).unit()) : -1;
      wanted[i] = to[0];
      names[i] = unitOf[i] < 0 ? "" : dislodged.get(unitOf[i]).unit().describe();
    }
    String[] notCounted = OrderChoice.select(unitOf, orders.toArray(), rules.multipleOrders(), names);
    for (int i = 0; i < orders.size(); i++) {
      if (unitOf[i] >= 0 && notCounted[i] != null) {
        illegal[i] = notCounted[i];
      } else if (unitOf[i] >= 0) {
        destination[unitOf[i]] = wanted[i];
      }
    }
    int[] arriving = new int[map.provinces().size()];
    for (int d = 0; d < n; d++) {
      if (destination[d] != null) {
        arriving[destination[d].province().index()]++;
      }
    }
    List<Unit> after = new ArrayList<>(standing);
    List<Unit> disbanded = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      Unit u = dislodged.get(d).unit();
      if (destination[d] != null && arriving[destination[d].province().index()] == 1) {
        after.add(new Unit(u.power(), u.type(), destination[d]));
      } else {
        disbanded.add(u);
      }
    }
    ImmutableList.Builder<OrderResult> results = ImmutableList.builder();
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      if (illegal[i] != null) {
        results.add(new OrderResult(o, Outcome.ILLEGAL, illegal[i]));
      } else if (o instanceof Retreat r) {
        int d = indexOf(dislodged, r.unit());
        boolean alone = arriving[destination[d].province().index()] == 1;
        results.add(new OrderResult(o, alone ? Outcome.SUCCEEDS : Outcome.FAILS,
            alone ? "" : "bounced: another unit retreats to " + destination[d].province() + "; both are disbanded"));
      } else {
        results.add(new OrderResult(o, Outcome.SUCCEEDS, ""));
      }
    }
    return new RetreatResult(results.build(), ImmutableList.copyOf(after), ImmutableList.copyOf(disbanded));
  }

  /** Whether the order can be given on its own; a retreat's place goes in {@code to[0]}. */
  private static String accept(Order order, List<Dislodgement> dislodged, Location[] to0) {
    if (!(order instanceof Retreat) && !(order instanceof Disband)) {
      return "not an order for a retreat phase";
    }
    UnitOrder uo = (UnitOrder) order;
    int d = indexOf(dislodged, uo.unit());
    if (d < 0) {
      return "no dislodged unit in " + uo.unit().province();
    }
    Unit unit = dislodged.get(d).unit();
    if (!unit.power().equals(order.power())) {
      return unit.describe() + " belongs to " + unit.power();
    }
    if (order instanceof Retreat r) {
      Location to = null;
      for (Location option : dislodged.get(d).retreats()) {
        if (option.province().equals(r.destination().province())
            && (r.destination().isWholeProvince() || option.equals(r.destination()))) {
          if (to != null) {
            return "the coast of " + option.province() + " must be named";
          }
          to = option;
        }
      }
      if (to == null) {
        return unit.describe() + " cannot retreat to " + r.destination();
      }
      to0[0] = to;
    }
    return null;
  }

  private static int indexOf(List<Dislodgement> dislodged, Location at) {
    for (int d = 0; d < dislodged.size(); d++) {
      if (dislodged.get(d).unit().location().province().equals(at.province())) {
        return d;
      }
    }
    return -1;
  }
}
