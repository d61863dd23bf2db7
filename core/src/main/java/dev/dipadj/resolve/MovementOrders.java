package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
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

/**
 * The orders of a movement phase checked against the board and laid out in int arrays,
 * one slot per unit (units in province order): the resolver's input. Each order is legal
 * or illegal on the board alone (DATC 4.E.1); an illegal order, or a second order to a
 * unit already ordered, is recorded with its reason and the unit holds.
 */
final class MovementOrders {
  static final int HOLD = 0;
  static final int MOVE = 1;
  static final int SUPPORT_HOLD = 2;
  static final int SUPPORT_MOVE = 3;
  static final int CONVOY = 4;
  private static final int[] NONE = new int[0];

  final GameMap map;
  final Position position;
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

  MovementOrders(GameMap map, Position position, List<Order> given, RuleOptions rules, Sides sides) {
    this.map = map;
    this.position = position;
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
    java.util.Arrays.fill(unitAt, -1);
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
    java.util.Arrays.fill(orderOf, -1);
    target = new int[units];
    targetLocation = new int[units];
    other = new int[units];
    java.util.Arrays.fill(other, -1);
    convoyed = new boolean[units];
    stranded = new boolean[units];
    matched = new boolean[units];
    illegal = new String[given.size()];
    ConvoyGeometry geometry = new ConvoyGeometry(map, java.util.Arrays.copyOf(fleetSeas, fleetSeaCount));
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
    java.util.Arrays.fill(unitOfOrder, -1);
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
      reason = acceptMove(u, m, geometry, viaConvoy);
    } else if (uo instanceof SupportHold s) {
      reason = acceptSupportHold(u, s);
    } else if (uo instanceof SupportMove s) {
      reason = acceptSupportMove(u, s, geometry);
    } else {
      reason = acceptConvoy(u, (Convoy) uo, geometry);
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

  private String acceptMove(int u, Move m, ConvoyGeometry geometry, boolean[] viaConvoy) {
    Province to = m.destination().province();
    int dest = to.index();
    if (dest == province[u]) {
      return "a unit cannot move to the province it is in";
    }
    if (to.kind() == ProvinceKind.IMPASSABLE) {
      return to.name() + " cannot be entered";
    }
    kind[u] = MOVE;
    target[u] = dest;
    if (type[u] == UnitType.ARMY) {
      if (!to.kind().allowsArmy()) {
        return "an army cannot move to a sea";
      }
      targetLocation[u] = map.location(to).id();
      boolean adjacent = map.armyAdjacent(province[u], dest);
      if (adjacent && !m.viaConvoy()) {
        // Over land, unless a fleet of its own power shows the intent to convoy (settled later).
        return null;
      }
      if (!coastal(province[u]) || !coastal(dest) || !geometry.routeExists(province[u], dest, -1)) {
        return adjacent
            ? "no fleets could convoy " + unit[u].describe() + " to " + to
            : to + " is not adjacent to " + unit[u].location().province()
                + " and no fleets could convoy there";
      }
      convoyed[u] = true;
      viaConvoy[u] = m.viaConvoy();
      return null;
    }
    if (m.viaConvoy()) {
      return "only armies can be convoyed";
    }
    if (!to.kind().allowsFleet()) {
      return "a fleet cannot move inland";
    }
    Location from = unit[u].location();
    if (to.hasSeveralCoasts()) {
      if (!m.destination().isWholeProvince()) {
        if (!map.fleetAdjacent(from.id(), m.destination().id())) {
          return "a fleet in " + from + " cannot reach " + m.destination();
        }
        targetLocation[u] = m.destination().id();
        return null;
      }
      int found = -1;
      for (Location coast : map.fleetLocations(to)) {
        if (map.fleetAdjacent(from.id(), coast.id())) {
          if (found >= 0) {
            return "the coast of " + to + " must be named";
          }
          found = coast.id();
        }
      }
      if (found < 0) {
        return "a fleet in " + from + " cannot reach " + to;
      }
      targetLocation[u] = found;
      return null;
    }
    if (!map.fleetAdjacent(from.id(), map.location(to).id())) {
      Location written = m.unit();
      if (!written.isWholeProvince() && !written.equals(from)
          && written.province().equals(from.province())
          && map.fleetAdjacent(written.id(), map.location(to).id())) {
        stranded[u] = true;
        targetLocation[u] = map.location(to).id();
        return null;
      }
      return "a fleet in " + from + " cannot reach " + to;
    }
    targetLocation[u] = map.location(to).id();
    return null;
  }

  private String acceptSupportHold(int u, SupportHold s) {
    Province p = s.supported().province();
    int v = unitAt[p.index()];
    if (v == u) {
      return "a unit cannot support itself";
    }
    if (v < 0) {
      return "no unit in " + p + " to support";
    }
    if (!map.canReach(type[u], unit[u].location(), p)) {
      return unit[u].describe() + " cannot reach " + p;
    }
    kind[u] = SUPPORT_HOLD;
    target[u] = p.index();
    other[u] = v;
    return null;
  }

  private String acceptSupportMove(int u, SupportMove s, ConvoyGeometry geometry) {
    Province from = s.supported().province();
    Province to = s.destination().province();
    int v = unitAt[from.index()];
    if (v == u) {
      return "a unit cannot support its own move";
    }
    if (v < 0) {
      return "no unit in " + from + " to support";
    }
    if (to.index() == province[u]) {
      return "a unit cannot support a move into its own province";
    }
    if (to.equals(from)) {
      return "a unit cannot move to the province it is in";
    }
    if (!map.canReach(type[u], unit[u].location(), to)) {
      return unit[u].describe() + " cannot reach " + to;
    }
    if (type[v] == UnitType.FLEET) {
      boolean possible = s.destination().isWholeProvince()
          ? map.fleetReaches(unit[v].location().id(), to.index())
          : map.fleetAdjacent(unit[v].location().id(), s.destination().id());
      if (!possible) {
        return unit[v].describe() + " cannot move to " + s.destination();
      }
    } else {
      if (!to.kind().allowsArmy()) {
        return "an army cannot move to a sea";
      }
      if (!map.armyAdjacent(from.index(), to.index())
          && !(coastal(from.index()) && coastal(to.index())
              && geometry.routeExists(from.index(), to.index(), province[u]))) {
        // The supporter cannot both support and convoy (DATC 6.D.31).
        return unit[v].describe() + " cannot reach " + to + " without " + unit[u].describe();
      }
    }
    kind[u] = SUPPORT_MOVE;
    target[u] = to.index();
    targetLocation[u] = s.destination().id();
    other[u] = v;
    return null;
  }

  private String acceptConvoy(int u, Convoy c, ConvoyGeometry geometry) {
    if (type[u] != UnitType.FLEET) {
      return "only fleets can convoy";
    }
    if (!ConvoyGeometry.isSea(map, province[u])) {
      return "a fleet on a coast cannot convoy";
    }
    Province from = c.army().province();
    Province to = c.destination().province();
    int v = unitAt[from.index()];
    if (v < 0) {
      return "no army in " + from + " to convoy";
    }
    if (type[v] != UnitType.ARMY) {
      return "only armies can be convoyed";
    }
    if (from.equals(to)) {
      return "an army cannot move to the province it is in";
    }
    if (!coastal(from.index()) || !coastal(to.index())) {
      return "a convoy goes from coast to coast";
    }
    if (!geometry.neededOnRoute(from.index(), to.index(), province[u])) {
      return "no convoy route from " + from + " to " + to + " needs " + unit[u].describe();
    }
    kind[u] = CONVOY;
    target[u] = to.index();
    other[u] = v;
    return null;
  }

  private boolean coastal(int p) {
    return map.province(p).kind() == ProvinceKind.COAST;
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
