package dev.dipadj.resolve;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.order.Build;
import dev.dipadj.order.CanalPermission;
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
import dev.dipadj.order.Waive;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.Reason;

/**
 * The first step of {@link OrderLegality#check}: each kind of order to its own check, once
 * the order names this map's power and places and a unit on the board that its power may
 * order; the orders of other phases are illegal here. It stands apart from the checks of what
 * the board allows (which {@link PossibleMovementOrders} asks too) because it only sorts the
 * orders given and records the answer in the checker's row. It holds no more than the
 * anonymous visitor it was: the checker it reads its row and tables from.
 */
final class CheckByKind implements Order.Visitor<Void, Void> {
  private final OrderLegality legality;

  /** The visitor of one checker, made with it. */
  CheckByKind(OrderLegality legality) {
    this.legality = legality;
  }

  /*
   * Whether an order names this map's power and places is asked in the visit of its kind,
   * not in a visit of its own (OrderPlaces.requireOnMap over the list): every order of a phase
   * is visited once. A part of another map, or none, is the caller's mistake, which
   * OrderPlaces reports in its own words.
   */

  private void requireOnMap(Order o, Power p, Location a) {
    if (p == null || a == null || !legality.map.owns(p) || !legality.map.owns(a)) {
      OrderPlaces.requireOnMap(legality.map, o, legality.row);
    }
  }

  private void requireOnMap(Order o, Power p, Location a, Location b) {
    if (p == null || a == null || b == null
        || !legality.map.owns(p) || !legality.map.owns(a) || !legality.map.owns(b)) {
      OrderPlaces.requireOnMap(legality.map, o, legality.row);
    }
  }

  private void requireOnMap(Order o, Power p, Location a, Location b, Location c) {
    if (p == null || a == null || b == null || c == null
        || !legality.map.owns(p) || !legality.map.owns(a) || !legality.map.owns(b) || !legality.map.owns(c)) {
      OrderPlaces.requireOnMap(legality.map, o, legality.row);
    }
  }

  @Override
  public Void hold(Hold h, Void none) {
    requireOnMap(h, h.power(), h.unit());
    int u = orderedUnit(h.power(), h.unit());
    if (u >= 0) {
      legality.out.legal(legality.row, u, MovementOrders.HOLD, 0, 0, -1, 0);
    }
    return null;
  }

  @Override
  public Void move(Move m, Void none) {
    requireOnMap(m, m.power(), m.unit(), m.destination());
    int u = orderedUnit(m.power(), m.unit());
    if (u >= 0) {
      recordIllegal(u, legality.move(u, m));
    }
    return null;
  }

  @Override
  public Void supportHold(SupportHold s, Void none) {
    requireOnMap(s, s.power(), s.unit(), s.supported());
    int u = orderedUnit(s.power(), s.unit());
    if (u >= 0) {
      recordIllegal(u, legality.supportHold(u, s));
    }
    return null;
  }

  @Override
  public Void supportMove(SupportMove s, Void none) {
    requireOnMap(s, s.power(), s.unit(), s.supported(), s.destination());
    int u = orderedUnit(s.power(), s.unit());
    if (u >= 0) {
      recordIllegal(u, legality.supportMove(u, s));
    }
    return null;
  }

  @Override
  public Void convoy(Convoy c, Void none) {
    requireOnMap(c, c.power(), c.unit(), c.army(), c.destination());
    int u = orderedUnit(c.power(), c.unit());
    if (u >= 0) {
      recordIllegal(u, legality.convoy(u, c));
    }
    return null;
  }

  @Override
  public Void retreat(Retreat order, Void none) {
    OrderPlaces.requireOnMap(legality.map, order, legality.row);
    return wrongPhase();
  }

  @Override
  public Void disband(Disband order, Void none) {
    OrderPlaces.requireOnMap(legality.map, order, legality.row);
    return wrongPhase();
  }

  @Override
  public Void build(Build order, Void none) {
    OrderPlaces.requireOnMap(legality.map, order, legality.row);
    return wrongPhase();
  }

  @Override
  public Void convert(Convert order, Void none) {
    OrderPlaces.requireOnMap(legality.map, order, legality.row);
    return wrongPhase();
  }

  @Override
  public Void waive(Waive order, Void none) {
    OrderPlaces.requireOnMap(legality.map, order, legality.row);
    return wrongPhase();
  }

  @Override
  public Void canalPermission(CanalPermission p, Void none) {
    Reason.Illegal why = legality.canalPermission(p);
    if (why != null) {
      legality.out.illegal(legality.row, -1, why);
    } else {
      // The power's order, no unit's: it is matched with the fleet's move when the orders are laid out.
      legality.out.legal(legality.row, -1, MovementOrders.HOLD, 0, 0, -1, 0);
    }
    return null;
  }

  private Void wrongPhase() {
    legality.out.illegal(legality.row, -1,
        OrderLegality.illegal(IllegalReason.WRONG_PHASE, "not an order for a movement phase"));
    return null;
  }

  /** The unit an order is for, or -1 after recording why there is none it may order. */
  private int orderedUnit(Power power, Location at) {
    int u = legality.board.unitAt(at.province().index());
    if (u < 0) {
      legality.out.illegal(legality.row, -1,
          OrderLegality.illegal(IllegalReason.NO_UNIT, "no unit in " + at.province()));
    } else if (legality.unit.get(u).power().index() != power.index()) {
      legality.out.illegal(legality.row, -1, OrderLegality.illegal(IllegalReason.FOREIGN_UNIT,
          legality.unit.get(u).describe() + " belongs to " + legality.unit.get(u).power()));
    } else if (legality.board.neutral(u)) {
      legality.out.illegal(legality.row, -1, OrderLegality.illegal(IllegalReason.NEUTRAL_POWER,
          legality.unit.get(u).power() + " is neutral: its units hold"));
    } else {
      return u;
    }
    return -1;
  }

  /** Records why the order of unit u is illegal, when it is (the checks return null for a legal order). */
  private void recordIllegal(int u, Reason.Illegal why) {
    if (why != null) {
      legality.out.illegal(legality.row, u, why);
    }
  }
}
