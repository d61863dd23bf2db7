package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.OrderPlaces;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.order.Waive;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.result.IllegalReason;
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
    int[] dislodgedIn = dislodgedIn(map, dislodged);
    // Each order on its own, then which of a unit's legal orders counts (DATC 4.D.3).
    Reason.Illegal[] illegal = new Reason.Illegal[orders.size()];
    int[] unitOf = new int[orders.size()];
    Location[] wanted = new Location[orders.size()];
    for (int i = 0; i < orders.size(); i++) {
      Checked c = check(map, orders.get(i), dislodged, dislodgedIn);
      illegal[i] = c.illegal();
      unitOf[i] = c.unit();
      wanted[i] = c.place();
    }
    String[] notCounted = OrderChoice.select(
        unitOf, orders, rules.multipleOrders(), n, d -> dislodged.get(d).unit().describe());
    boolean[] ordered = new boolean[n];
    Location[] destination = new Location[n];
    for (int i = 0; i < orders.size(); i++) {
      if (unitOf[i] >= 0 && notCounted[i] != null) {
        illegal[i] = new Reason.Illegal(IllegalReason.SEVERAL_ORDERS, notCounted[i]);
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
      } else if (wanted[i] != null) {
        // A retreat (a disband wants no place).
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

  /**
   * A retreat-phase order checked on its own: the dislodged unit it is for and, for a
   * retreat, the place it goes to; or, when it cannot be given, why (and unit -1).
   *
   * @param unit the index of the dislodged unit ordered, or -1
   * @param place where a retreat goes (its coast settled), or null
   * @param illegal why the order cannot be given, or null
   */
  record Checked(int unit, Location place, Reason.Illegal illegal) {
    static Checked illegal(IllegalReason reason, String why) {
      return new Checked(-1, null, new Reason.Illegal(reason, why));
    }
  }

  /** Per province (by index), the dislodged unit that stood there, or -1. */
  static int[] dislodgedIn(GameMap map, List<DislodgedUnit> dislodged) {
    int[] in = new int[map.provinces().size()];
    Arrays.fill(in, -1);
    for (int d = 0; d < dislodged.size(); d++) {
      in[dislodged.get(d).unit().location().province().index()] = d;
    }
    return in;
  }

  /**
   * Whether the order can be given on its own: a retreat to one of its unit's places, or a
   * disband, of a dislodged unit of the ordering power. The one check of a retreat order,
   * for adjudication and for the possible orders ({@link PossibleRetreatOrders}) alike.
   */
  static Checked check(GameMap map, Order order, List<DislodgedUnit> dislodged, int[] dislodgedIn) {
    return order.accept(CHECK, new Board(map, dislodged, dislodgedIn));
  }

  /** What {@link #check} looks at beside the order. */
  private record Board(GameMap map, List<DislodgedUnit> dislodged, int[] dislodgedIn) {
    /** The dislodged unit an order is for, when the power may order it: {@code Checked} with the unit, or why not. */
    Checked ordered(UnitOrder order) {
      int d = dislodgedIn[order.unit().province().index()];
      if (d < 0) {
        return Checked.illegal(IllegalReason.NO_UNIT, "no dislodged unit in " + order.unit().province());
      }
      Unit unit = dislodged.get(d).unit();
      if (!unit.power().equals(order.power())) {
        return Checked.illegal(IllegalReason.FOREIGN_UNIT, unit.describe() + " belongs to " + unit.power());
      }
      return new Checked(d, null, null);
    }
  }

  /** The check of each kind of order in a retreat phase: {@link #check}. */
  private static final Order.Visitor<Checked, Board> CHECK = new Order.Visitor<>() {
    @Override
    public Checked retreat(Retreat r, Board board) {
      Checked ordered = board.ordered(r);
      if (ordered.illegal() != null) {
        return ordered;
      }
      Unit unit = board.dislodged().get(ordered.unit()).unit();
      // An army retreats to a province, whatever coast the order names.
      Location written = Coasts.forUnit(board.map(), unit.type(), r.destination());
      Coasts.Choice place = Coasts.choose(board.dislodged().get(ordered.unit()).retreats(), written,
          unit.describe() + " cannot retreat to " + r.destination());
      if (place.location() == null) {
        return Checked.illegal(
            place.coastNotNamed() ? IllegalReason.MISSING_COAST : IllegalReason.NOT_A_RETREAT, place.problem());
      }
      return new Checked(ordered.unit(), place.location(), null);
    }

    @Override
    public Checked disband(Disband d, Board board) {
      return board.ordered(d);
    }

    @Override
    public Checked hold(Hold order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked move(Move order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked supportHold(SupportHold order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked supportMove(SupportMove order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked convoy(Convoy order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked build(Build order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked convert(Convert order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked waive(Waive order, Board board) {
      return wrongPhase();
    }

    @Override
    public Checked canalPermission(CanalPermission order, Board board) {
      return wrongPhase();
    }

    private Checked wrongPhase() {
      return Checked.illegal(IllegalReason.WRONG_PHASE, "not an order for a retreat phase");
    }
  };
}
