package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.OrderPlaces;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import dev.dipadj.rules.OrderChoice;
import dev.dipadj.rules.RuleOptions;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Adjudicates a retreat phase: each dislodged unit retreats to one of its places (see
 * {@link dev.dipadj.resolve.RetreatRules}) or is disbanded. Two units retreating to one province are both
 * disbanded; a dislodged unit without an order is disbanded (DATC 6.H).
 */
public final class RetreatResolver {
  private RetreatResolver() {}

  /**
   * The outcome of the retreat orders for these dislodgements, given the units that stayed.
   *
   * @param map the map
   * @param standing the units not dislodged
   * @param dislodged the dislodged units, each with its retreat options
   * @param orders the retreat and disband orders
   * @param rules the rule options
   * @return the result of every order, the units afterwards and those disbanded
   */
  public static RetreatResult resolve(
      GameMap map,
      List<Unit> standing,
      List<DislodgedUnit> dislodged,
      List<? extends Order> orders,
      RuleOptions rules) {
    OrderPlaces.requireOnMap(map, orders);
    int n = dislodged.size();
    int[] dislodgedIn = new int[map.provinces().size()];
    Arrays.fill(dislodgedIn, -1);
    for (int d = 0; d < n; d++) {
      dislodgedIn[dislodged.get(d).unit().location().province().index()] = d;
    }
    // Each order on its own, then which of a unit's legal orders counts (DATC 4.D.3).
    String[] illegal = new String[orders.size()];
    int[] unitOf = new int[orders.size()];
    Location[] wanted = new Location[orders.size()];
    Location[] to = new Location[1];
    for (int i = 0; i < orders.size(); i++) {
      to[0] = null;
      illegal[i] = accept(map, orders.get(i), dislodged, dislodgedIn, to);
      unitOf[i] = illegal[i] == null ? dislodgedIn[((UnitOrder) orders.get(i)).unit().province().index()] : -1;
      wanted[i] = to[0];
    }
    String[] notCounted = OrderChoice.select(
        unitOf, orders, rules.multipleOrders(), n, d -> dislodged.get(d).unit().describe());
    boolean[] ordered = new boolean[n];
    Location[] destination = new Location[n];
    for (int i = 0; i < orders.size(); i++) {
      if (unitOf[i] >= 0 && notCounted[i] != null) {
        illegal[i] = notCounted[i];
      } else if (unitOf[i] >= 0) {
        ordered[unitOf[i]] = true;
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
    List<Removal> disbanded = new ArrayList<>();
    for (int d = 0; d < n; d++) {
      Unit u = dislodged.get(d).unit();
      if (destination[d] == null) {
        disbanded.add(new Removal(u, ordered[d] ? RemovalCause.DISBAND_ORDERED : RemovalCause.NO_RETREAT_ORDER));
      } else if (arriving[destination[d].province().index()] == 1) {
        after.add(new Unit(u.power(), u.type(), destination[d]));
      } else {
        disbanded.add(new Removal(u, RemovalCause.RETREAT_BOUNCED));
      }
    }
    ImmutableList.Builder<OrderResult> results = ImmutableList.builder();
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      if (illegal[i] != null) {
        results.add(OrderResult.illegal(o, illegal[i]));
      } else if (o instanceof Retreat) {
        Location place = wanted[i];
        results.add(arriving[place.province().index()] == 1
            ? OrderResult.succeeded(o)
            : OrderResult.failed(o, new Reason.RetreatBounced(place)));
      } else {
        results.add(OrderResult.succeeded(o));
      }
    }
    return new RetreatResult(results.build(), ImmutableList.copyOf(after), ImmutableList.copyOf(disbanded));
  }

  /** Whether the order can be given on its own; a retreat's place goes in {@code to[0]}. */
  private static String accept(
      GameMap map, Order order, List<DislodgedUnit> dislodged, int[] dislodgedIn, Location[] to) {
    if (!(order instanceof Retreat) && !(order instanceof Disband)) {
      return "not an order for a retreat phase";
    }
    UnitOrder uo = (UnitOrder) order;
    int d = dislodgedIn[uo.unit().province().index()];
    if (d < 0) {
      return "no dislodged unit in " + uo.unit().province();
    }
    Unit unit = dislodged.get(d).unit();
    if (!unit.power().equals(order.power())) {
      return unit.describe() + " belongs to " + unit.power();
    }
    if (order instanceof Retreat r) {
      // An army retreats to a province, whatever coast the order names.
      Location written = Coasts.forUnit(map, unit.type(), r.destination());
      Coasts.Choice place = Coasts.choose(
          dislodged.get(d).retreats(), written, unit.describe() + " cannot retreat to " + r.destination());
      to[0] = place.location();
      return place.problem();
    }
    return null;
  }
}
