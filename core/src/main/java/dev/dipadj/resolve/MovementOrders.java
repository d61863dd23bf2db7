package dev.dipadj.resolve;

import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.ConvoyToAdjacentRule;
import dev.dipadj.rules.OrderChoice;
import dev.dipadj.rules.RuleOptions;
import java.util.Arrays;
import java.util.List;

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
  /** Per unit: its power's side (units of one side may not dislodge each other). */
  final int[] side;
  /** Per unit: its power is neutral, so it only holds and has no retreat. */
  final boolean[] neutral;
  /** Per province, the unit standing there or -1. */
  final int[] unitAt;

  final int[] kind;
  /** Move, support-move and convoy: the destination province; support-hold: the supported province. */
  final int[] target;
  /** Move: the destination location (coast settled for fleets). Support-move: as written. */
  final int[] targetLocation;
  /** Support and convoy: the unit supported or convoyed. */
  final int[] other;
  /** Move: the army goes by convoy and needs a route. */
  final boolean[] convoyed;
  /** Move: ordered from the other coast; it stands but cannot succeed (DATC 6.B.11). */
  final boolean[] stranded;
  /** Support and convoy: the other unit's order is the one supported or convoyed. */
  final boolean[] matched;
  /** Per given order: why it is illegal or does not count, or null. */
  final String[] illegal;
  /** Per given order: the unit that follows it, or -1. */
  final int[] unitOfOrder;
  /** Per province: the units ordered to move there. */
  final int[][] movesInto;
  /** Per unit: the units whose matching support it receives. */
  final int[][] supporters;
  /** Per convoyed army: the fleets whose convoy order matches its move. */
  final int[][] convoyFleets;

  MovementOrders(GameMap map, Position position, List<Order> given, RuleOptions rules, Sides sides) {
    this.map = map;
    this.rules = rules;
    this.given = given;
    List<Unit> list = position.units();
    units = list.size();
    unit = list.toArray(new Unit[0]);
    province = new int[units];
    side = new int[units];
    neutral = new boolean[units];
    unitAt = new int[map.provinces().size()];
    Arrays.fill(unitAt, -1);
    int[] fleetSeas = new int[units];
    int fleetSeaCount = 0;
    for (int u = 0; u < units; u++) {
      province[u] = unit[u].location().province().index();
      int power = unit[u].power().index();
      side[u] = sides.side(power);
      neutral[u] = sides.neutral(power);
      unitAt[province[u]] = u;
      if (unit[u].type() == UnitType.FLEET && ConvoyGeometry.isSea(map, province[u])) {
        fleetSeas[fleetSeaCount++] = province[u];
      }
    }
    kind = new int[units];
    target = new int[units];
    targetLocation = new int[units];
    other = new int[units];
    Arrays.fill(other, -1);
    convoyed = new boolean[units];
    stranded = new boolean[units];
    matched = new boolean[units];
    illegal = new String[given.size()];
    unitOfOrder = new int[given.size()];
    Arrays.fill(unitOfOrder, -1);

    // Each order on its own, then which of a unit's legal orders counts (DATC 4.D.3).
    OrderLegality legality = new OrderLegality(
        map, unit, unitAt, neutral, new ConvoyGeometry(map, Arrays.copyOf(fleetSeas, fleetSeaCount)));
    CheckedOrder[] checked = new CheckedOrder[given.size()];
    int[] unitOf = new int[given.size()];
    for (int i = 0; i < checked.length; i++) {
      checked[i] = legality.check(given.get(i));
      unitOf[i] = checked[i].legal() ? checked[i].unit() : -1;
    }
    String[] notCounted = OrderChoice.select(unitOf, given, rules.multipleOrders(), units, u -> unit[u].describe());
    boolean[] viaConvoy = new boolean[units];
    for (int i = 0; i < checked.length; i++) {
      illegal[i] = checked[i].legal() ? notCounted[i] : checked[i].illegal();
      if (illegal[i] == null) {
        record(i, checked[i], viaConvoy);
      }
    }
    settleConvoyIntent(viaConvoy);
    movesInto = new int[map.provinces().size()][];
    supporters = new int[units][];
    convoyFleets = new int[units][];
    link();
  }

  private void record(int order, CheckedOrder c, boolean[] viaConvoy) {
    int u = c.unit();
    unitOfOrder[order] = u;
    kind[u] = c.kind();
    target[u] = c.target();
    targetLocation[u] = c.targetLocation();
    other[u] = c.other();
    convoyed[u] = c.convoyed();
    viaConvoy[u] = c.viaConvoy();
    stranded[u] = c.stranded();
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
      if (kind[f] == CONVOY && kind[u] == MOVE && target[f] == target[u]
          && unit[f].power().equals(unit[u].power()) && !viaConvoy[u]) {
        convoyed[u] = true;
      }
    }
  }

  private void link() {
    int[] moveCount = new int[movesInto.length];
    int[] supportCount = new int[units];
    int[] convoyCount = new int[units];
    for (int u = 0; u < units; u++) {
      if (kind[u] == MOVE) {
        moveCount[target[u]]++;
      }
      int v = other[u];
      if (kind[u] == SUPPORT_HOLD) {
        matched[u] = kind[v] != MOVE;
      } else if (kind[u] == SUPPORT_MOVE) {
        matched[u] = kind[v] == MOVE && target[v] == target[u]
            && Coasts.supportAgrees(map.location(targetLocation[u]), unit[v].type(), map.location(targetLocation[v]));
      } else if (kind[u] == CONVOY) {
        matched[u] = kind[v] == MOVE && target[v] == target[u];
      }
      if (matched[u] && kind[u] == CONVOY) {
        convoyCount[v]++;
      } else if (matched[u]) {
        supportCount[v]++;
      }
    }
    for (int p = 0; p < movesInto.length; p++) {
      movesInto[p] = moveCount[p] == 0 ? NONE : new int[moveCount[p]];
      moveCount[p] = 0;
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
      if (matched[u] && kind[u] == CONVOY) {
        convoyFleets[other[u]][convoyCount[other[u]]++] = u;
      } else if (matched[u]) {
        supporters[other[u]][supportCount[other[u]]++] = u;
      }
    }
  }
}
