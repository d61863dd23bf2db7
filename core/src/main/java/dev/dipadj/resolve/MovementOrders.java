package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.ConvoyToAdjacentRule;
import dev.dipadj.rules.RuleOptions;
import java.util.List;
import java.util.Arrays;

/**
 * The orders of a movement phase checked against the board ({@link OrderLegality}) and
 * laid out in int arrays, one slot per unit (units in province order): the resolver's
 * input. An illegal order, or an order to a unit that another order of it overrides
 * ({@link OrderChoice}), is recorded with its reason and the unit holds.
 */
final class MovementOrders {
  static final int HOLD = 0;
  static final int MOVE = 1;
  static final int SUPPORT_HOLD = 2;
  static final int SUPPORT_MOVE = 3;
  static final int CONVOY = 4;
  private static final int[] NONE = new int[0];

  final GameMap map;
  final RuleOptions rules;
  final List<Order> given;
  final int units;
  final Unit[] unit;
  final int[] province;
  final int[] power;
  /** Per unit: its power's side (units of one side may not dislodge each other). */
  final int[] side;
  /** Per unit: its power is neutral, so it only holds and has no retreat. */
  final boolean[] neutral;
  final UnitType[] type;
  /** Per province, the unit standing there or -1. */
  final int[] unitAt;

  final int[] kind;
  /** For each unit, the index in {@link #given} of the order it follows, or -1. */
  final int[] orderOf;
  /** Move, support-move and convoy: the destination province; support-hold: the supported province. */
  final int[] target;
  /** Move: the destination location (coast settled for fleets). Support-move: as written. */
  final int[] targetLocation;
  /** Support and convoy: the unit supported or convoyed. */
  final int[] other;
  /** Move: the army goes by convoy and needs a route. */
  final boolean[] convoyed;
  /**
   * Move: ordered from a coast the fleet is not on, to a place only that coast reaches; the
   * order stands but cannot succeed (DATC 6.B.11).
   */
  final boolean[] stranded;
  /** Support and convoy: the other unit's order is the one supported or convoyed. */
  final boolean[] matched;
  /** Per given order: why it is illegal, or null. */
  final String[] illegal;
  /** Per province: the units ordered to move there. */
  final int[][] movesInto;
  /** Per unit: the units whose matching support it receives. */
  final int[][] supporters;
  /** Per convoyed army: the fleets whose convoy order matches its move. */
  final int[][] convoyFleets;
  /** Per given order: the unit that follows it, or -1. */
  final int[] unitOfOrder;
  private final OrderLegality legality = new OrderLegality(this);

  MovementOrders(GameMap map, Position position, List<Order> given, RuleOptions rules, Sides sides) {
    this.map = map;
    this.rules = rules;
    this.given = given;
    List<Unit> list = position.units();
    units = list.size();
    unit = list.toArray(new Unit[0]);
    province = new int[units];
    power = new int[units];
    side = new int[units];
    neutral = new boolean[units];
    type = new UnitType[units];
    unitAt = new int[map.provinces().size()];
    Arrays.fill(unitAt, -1);
    int[] fleetSeas = new int[units];
    int fleetSeaCount = 0;
    for (int u = 0; u < units; u++) {
      province[u] = unit[u].location().province().index();
      power[u] = unit[u].power().index();
      side[u] = sides.side(power[u]);
      neutral[u] = sides.neutral(power[u]);
      type[u] = unit[u].type();
      unitAt[province[u]] = u;
      if (type[u] == UnitType.FLEET && ConvoyGeometry.isSea(map, province[u])) {
        fleetSeas[fleetSeaCount++] = province[u];
      }
    }
    kind = new int[units];
    orderOf = new int[units];
    Arrays.fill(orderOf, -1);
    target = new int[units];
    targetLocation = new int[units];
    other = new int[units];
    Arrays.fill(other, -1);
    convoyed = new boolean[units];
    stranded = new boolean[units];
    matched = new boolean[units];
    illegal = new String[given.size()];
    ConvoyGeometry geometry = new ConvoyGeometry(map, Arrays.copyOf(fleetSeas, fleetSeaCount));
    boolean[] viaConvoy = new boolean[units];
    if (!severalOrdersToOneUnit()) {
      for (int i = 0; i < given.size(); i++) {
        illegal[i] = accept(i, given.get(i), geometry, viaConvoy);
      }
    } else {
      // Each order on its own first, then which of a unit's legal orders counts (DATC 4.D.3).
      int[] unitOf = new int[given.size()];
      String[] unitName = new String[given.size()];
      for (int i = 0; i < given.size(); i++) {
        illegal[i] = accept(i, given.get(i), geometry, viaConvoy);
        unitOf[i] = illegal[i] == null ? unitOfOrder(given.get(i)) : -1;
        unitName[i] = unitOf[i] < 0 ? "" : unit[unitOf[i]].describe();
        if (unitOf[i] >= 0) {
          forget(unitOf[i], viaConvoy);
        }
      }
      String[] notCounted = OrderChoice.select(unitOf, given.toArray(), rules.multipleOrders(), unitName);
      for (int i = 0; i < given.size(); i++) {
        if (unitOf[i] >= 0) {
          illegal[i] = notCounted[i] != null ? notCounted[i] : accept(i, given.get(i), geometry, viaConvoy);
        }
      }
    }
    settleConvoyIntent(viaConvoy);
    movesInto = new int[map.provinces().size()][];
    supporters = new int[units][];
    convoyFleets = new int[units][];
    link();
    unitOfOrder = new int[given.size()];
    Arrays.fill(unitOfOrder, -1);
    for (int u = 0; u < units; u++) {
      if (orderOf[u] >= 0) {
        unitOfOrder[orderOf[u]] = u;
      }
    }
  }

  /** Checks one order; on success records it for its unit and returns null, else the reason. */
  private String accept(int index, Order order, ConvoyGeometry geometry, boolean[] viaConvoy) {
    if (!(order instanceof UnitOrder uo)) {
      return "not an order for a movement phase";
    }
    if (!(uo instanceof Hold || uo instanceof Move || uo instanceof SupportHold
        || uo instanceof SupportMove || uo instanceof Convoy)) {
      return "not an order for a movement phase";
    }
    int u = unitAt[uo.unit().province().index()];
    if (u < 0) {
      return "no unit in " + uo.unit().province();
    }
    if (power[u] != order.power().index()) {
      return unit[u].describe() + " belongs to " + unit[u].power();
    }
    if (neutral[u]) {
      return unit[u].power() + " is neutral: its units hold";
    }
    String reason;
    if (uo instanceof Hold) {
      kind[u] = HOLD;
      reason = null;
    } else if (uo instanceof Move m) {
      reason = legality.move(u, m, geometry, viaConvoy);
    } else if (uo instanceof SupportHold s) {
      reason = legality.supportHold(u, s);
    } else if (uo instanceof SupportMove s) {
      reason = legality.supportMove(u, s, geometry);
    } else {
      reason = legality.convoy(u, (Convoy) uo, geometry);
    }
    if (reason != null) {
      kind[u] = HOLD;
      convoyed[u] = false;
      other[u] = -1;
      return reason;
    }
    orderOf[u] = index;
    return null;
  }

  private boolean severalOrdersToOneUnit() {
    boolean[] ordered = new boolean[units];
    for (int i = 0; i < given.size(); i++) {
      if (given.get(i) instanceof UnitOrder uo) {
        int u = unitAt[uo.unit().province().index()];
        if (u >= 0) {
          if (ordered[u]) {
            return true;
          }
          ordered[u] = true;
        }
      }
    }
    return false;
  }


  private int unitOfOrder(Order order) {
    return unitAt[((UnitOrder) order).unit().province().index()];
  }

  /** Undoes what {@link #accept} recorded for a unit. */
  private void forget(int u, boolean[] viaConvoy) {
    kind[u] = HOLD;
    orderOf[u] = -1;
    target[u] = 0;
    targetLocation[u] = 0;
    other[u] = -1;
    convoyed[u] = false;
    stranded[u] = false;
    viaConvoy[u] = false;
  }

  /**
   * An army ordered to an adjacent province goes by convoy only when it says "via convoy"
   * or, under the 2025 rule, when a fleet of its own power is ordered to convoy it.
   */
  private void settleConvoyIntent(boolean[] viaConvoy) {
    if (rules.convoyToAdjacent() != ConvoyToAdjacentRule.EXPLICIT) {
      return;
    }
    for (int f = 0; f < units; f++) {
      int u = other[f];
      // A legal convoy order of the army's own power: the route is possible and intended.
      if (kind[f] == CONVOY && kind[u] == MOVE && target[f] == target[u] && power[f] == power[u]
          && !viaConvoy[u]) {
        convoyed[u] = true;
      }
    }
  }

  private void link() {
    int[] moveCount = new int[movesInto.length];
    int[] supportCount = new int[units];
    for (int u = 0; u < units; u++) {
      if (kind[u] == MOVE) {
        moveCount[target[u]]++;
      }
      int v = other[u];
      if (kind[u] == SUPPORT_HOLD) {
        matched[u] = kind[v] != MOVE;
      } else if (kind[u] == SUPPORT_MOVE) {
        matched[u] = kind[v] == MOVE && target[v] == target[u] && coastAgrees(u, v);
      } else if (kind[u] == CONVOY) {
        matched[u] = kind[v] == MOVE && target[v] == target[u];
      }
      if (matched[u]) {
        supportCount[v]++;
      }
    }
    for (int p = 0; p < movesInto.length; p++) {
      movesInto[p] = moveCount[p] == 0 ? NONE : new int[moveCount[p]];
      moveCount[p] = 0;
    }
    int[] convoyCount = new int[units];
    for (int u = 0; u < units; u++) {
      if (matched[u] && kind[u] == CONVOY) {
        convoyCount[other[u]]++;
        supportCount[other[u]]--;
      }
    }
    for (int u = 0; u < units; u++) {
      supporters[u] = supportCount[u] == 0 ? NONE : new int[supportCount[u]];
      supportCount[u] = 0;
      convoyFleets[u] = convoyCount[u] == 0 ? NONE : new int[convoyCount[u]];
      convoyCount[u] = 0;
    }
    for (int u = 0; u < units; u++) {
      if (kind[u] == MOVE) {
        movesInto[target[u]][moveCount[target[u]]++] = u;
      }
      if (matched[u] && kind[u] != CONVOY) {
        supporters[other[u]][supportCount[other[u]]++] = u;
      } else if (matched[u]) {
        convoyFleets[other[u]][convoyCount[other[u]]++] = u;
      }
    }
  }

  /** A support naming a coast must name the coast the fleet moves to (DATC 6.B.9); none is fine. */
  private boolean coastAgrees(int supporter, int mover) {
    Location written = map.location(targetLocation[supporter]);
    return written.isWholeProvince()
        || type[mover] == UnitType.ARMY
        || targetLocation[mover] == written.id();
  }
}
