package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.Reason;
import dev.dipadj.rules.OrderChoice;
import dev.dipadj.rules.RuleOptions;
import java.util.Arrays;
import java.util.List;

/**
 * The orders of a movement phase checked against the board ({@link OrderLegality}) and laid
 * out in int arrays, one slot per unit (units in province order): the resolver's input. An
 * illegal order, or an order to a unit that another order of it overrides
 * ({@link OrderChoice}), keeps its reason and the unit holds. The lists of who moves into a
 * province, who supports a unit and which fleets convoy an army are {@link OrderLinks}', read
 * here. One instance serves phase after phase ({@link #load}), so that a phase allocates only
 * what its result keeps.
 */
final class MovementOrders {
  static final int HOLD = 0;
  static final int MOVE = 1;
  static final int SUPPORT_HOLD = 2;
  static final int SUPPORT_MOVE = 3;
  static final int CONVOY = 4;

  private GameMap map;
  private RuleOptions rules;
  private List<? extends Order> given;
  private int units;
  /** The units of the position, in province order. */
  private List<Unit> unit = List.of();
  private int[] province = new int[0];
  /** Per unit: where it stands (location id), and whether it is a fleet. */
  private int[] location = new int[0];
  private boolean[] fleet = new boolean[0];
  /** Per unit: its power's side (units of one side may not dislodge each other). */
  private int[] side = new int[0];
  /** Per unit: its power is neutral, so it only holds and has no retreat. */
  private boolean[] neutral = new boolean[0];
  /** Per province, the unit standing there or -1. */
  private int[] unitAt = new int[0];

  private int[] kind = new int[0];
  /** Move, support-move and convoy: the destination province; support-hold: the supported province. */
  private int[] target = new int[0];
  /** Move: the destination location (coast settled for fleets). Support-move: as written. */
  private int[] targetLocation = new int[0];
  /** Support and convoy: the unit supported or convoyed. */
  private int[] other = new int[0];
  /** Move: the army goes by convoy and needs a route. */
  private boolean[] convoyed = new boolean[0];
  /** Move: ordered from the other coast; it stands but cannot succeed (DATC 6.B.11). */
  private boolean[] stranded = new boolean[0];
  /** Per given order: the unit that follows it, or -1 when the order is illegal or does not count. */
  private int[] unitOfOrder = new int[0];
  /** The checked orders: per given order, why it is illegal or does not count, or null. */
  private final CheckedOrders checked = new CheckedOrders();

  /** Who moves into each province, who supports and who convoys whom ({@link OrderLinks}). */
  private final OrderLinks links = new OrderLinks();

  private final OrderLegality legality = new OrderLegality();
  /** Whether an army's move goes by convoy (DATC 4.A.3). */
  private final ConvoyIntent convoyIntent = new ConvoyIntent(this);
  private final ConvoyGeometry geometry = new ConvoyGeometry();
  /** Move: the order says "via convoy" ({@link ConvoyIntent}). */
  private boolean[] viaConvoy = new boolean[0];
  private int[] orderedBy = new int[0];
  /** Per unit: the train it is (an army moving along a railroad), or -1. */
  private int[] train = new int[0];
  /** The trains of the phase (none on most maps), each laid out by {@link Trains}. */
  private final Trains trains = new Trains();
  /** Per unit: the canal its move passes (a fleet through the Suez Canal), or -1. */
  private int[] canal = new int[0];
  /** How many moves pass a canal this phase: none on most maps. */
  private int canalMoves;
  /** The canals of the phase and their permissions ({@link Canals}). */
  private final Canals canals = new Canals();

  /** Lays out a phase: its board, its orders checked, and who moves, supports and convoys whom. */
  void load(GameMap map, Position position, List<? extends Order> given, RuleOptions rules, Sides sides) {
    clearProvinces(map);
    this.map = map;
    this.rules = rules;
    this.given = given;
    board(position, sides);
    chooseOrders();
    trains.load(this, position);
    canalMoves = 0;
    canals.load(this);
    links.link(this);
    settleConvoyIntent();
  }

  /**
   * The board alone, without orders, for asking what orders it allows ({@link #legality}):
   * what {@link PossibleMovementOrders} lists is decided by the very predicates the phase's
   * orders are checked with.
   */
  void loadBoard(GameMap map, Position position, RuleOptions rules, Sides sides) {
    clearProvinces(map);
    this.map = map;
    this.rules = rules;
    this.given = List.of();
    board(position, sides);
    checked.reset(1);
    legality.reset(map, this, geometry, checked);
  }

  /** After {@link #loadBoard}: the predicates every order of this board is checked with. */
  OrderLegality legality() {
    return legality;
  }

  /** The convoy routes of the board loaded last. */
  ConvoyGeometry geometry() {
    return geometry;
  }

  private void board(Position position, Sides sides) {
    List<Unit> list = position.units();
    unit = list;
    units = list.size();
    if (province.length < units) {
      grow(Math.max(units, province.length * 2));
    }
    geometry.reset(map);
    for (int u = 0; u < units; u++) {
      Unit x = list.get(u);
      province[u] = x.location().province().index();
      location[u] = x.location().id();
      fleet[u] = x.type() == UnitType.FLEET;
      int power = x.power().index();
      side[u] = sides.side(power);
      neutral[u] = sides.neutral(power);
      unitAt[province[u]] = u;
      if (fleet[u] && map.fleetConvoys(province[u])) {
        geometry.addSea(province[u]);
      }
      kind[u] = HOLD;
      other[u] = -1;
      convoyed[u] = false;
      stranded[u] = false;
      links.matched[u] = false;
      viaConvoy[u] = false;
      train[u] = -1;
      canal[u] = -1;
    }
  }

  /**
   * Empties the per-province tables: only the provinces the last phase used, when it was on
   * the same map (a few units rather than every province of the board).
   */
  private void clearProvinces(GameMap next) {
    int provinces = next.provinces().size();
    if (next != map || unitAt.length < provinces) {
      if (unitAt.length < provinces) {
        unitAt = new int[provinces];
        links.firstMoveInto = new int[provinces];
      }
      Arrays.fill(unitAt, 0, provinces, -1);
      Arrays.fill(links.firstMoveInto, 0, provinces, -1);
      return;
    }
    for (int u = 0; u < units; u++) {
      unitAt[province[u]] = -1;
      if (kind[u] == MOVE) {
        links.firstMoveInto[target[u]] = -1;
      }
    }
  }

  private void grow(int n) {
    province = new int[n];
    location = new int[n];
    fleet = new boolean[n];
    side = new int[n];
    neutral = new boolean[n];
    kind = new int[n];
    target = new int[n];
    targetLocation = new int[n];
    other = new int[n];
    convoyed = new boolean[n];
    stranded = new boolean[n];
    viaConvoy = new boolean[n];
    orderedBy = new int[n];
    train = new int[n];
    canal = new int[n];
    links.grow(n);
  }

  /** Each order on its own, then which of a unit's legal orders counts (DATC 4.D.3). */
  private void chooseOrders() {
    int n = given.size();
    checked.reset(n);
    if (unitOfOrder.length < n) {
      unitOfOrder = new int[Math.max(n, unitOfOrder.length * 2)];
    }
    legality.reset(map, this, geometry, checked);
    Arrays.fill(orderedBy, 0, units, -1);
    boolean several = false;
    for (int i = 0; i < n; i++) {
      legality.check(given.get(i), i);
      int u = checked.isLegal(i) ? checked.unit(i) : -1;
      unitOfOrder[i] = u;
      if (u >= 0) {
        several |= orderedBy[u] >= 0;
        orderedBy[u] = i;
      }
    }
    if (several) {
      String[] notCounted = OrderChoice.select(
          Arrays.copyOf(unitOfOrder, n), given, rules.multipleOrders(), units, u -> unit.get(u).describe());
      for (int i = 0; i < n; i++) {
        if (notCounted[i] != null) {
          checked.illegal(i, unitOfOrder[i], new Reason.Illegal(IllegalReason.SEVERAL_ORDERS, notCounted[i]));
          unitOfOrder[i] = -1;
        }
      }
    }
    for (int i = 0; i < n; i++) {
      int u = unitOfOrder[i];
      if (u >= 0) {
        kind[u] = checked.kind(i);
        target[u] = checked.target(i);
        targetLocation[u] = checked.targetLocation(i);
        other[u] = checked.other(i);
        viaConvoy[u] = checked.has(i, CheckedOrders.VIA_CONVOY);
        stranded[u] = checked.has(i, CheckedOrders.STRANDED);
      }
    }
  }

  /** Makes unit u a train: {@link Trains} found its order to be a move along a railroad, the only one on it. */
  void setTrain(int u, int t) {
    train[u] = t;
  }

  /**
   * Makes the i-th order illegal after all, its unit holding: {@link Trains} found a second
   * army ordered along the same railroad (DATC v2.4 7.B.33).
   */
  void refuse(int i, Reason.Illegal why) {
    int u = unitOfOrder[i];
    checked.illegal(i, u, why);
    unitOfOrder[i] = -1;
    kind[u] = HOLD;
    other[u] = -1;
  }

  /** Marks unit u's move as passing canal c ({@link Canals}). */
  void setCanal(int u, int c) {
    canal[u] = c;
    canalMoves++;
  }

  /** Whether the i-th order given was checked as a move along a railroad. */
  boolean railroadOrder(int i) {
    return unitOfOrder[i] >= 0 && checked.has(i, CheckedOrders.RAILROAD);
  }

  /** Why the i-th order given is illegal or does not count, or null. */
  Reason.Illegal illegal(int i) {
    return checked.whyIllegal(i);
  }

  /** Settles, for each army ordered to move, whether it goes by convoy ({@link ConvoyIntent}). */
  private void settleConvoyIntent() {
    for (int u = 0; u < units; u++) {
      convoyed[u] = kind[u] == MOVE && !fleet[u] && train[u] < 0 && convoyIntent.goesByConvoy(u);
    }
  }

  // ---- Read accessors: only this class writes the table. ----

  /** The map of the phase loaded last. */
  GameMap map() {
    return map;
  }

  /** The rule options of the phase. */
  RuleOptions rules() {
    return rules;
  }

  /** The orders given, in the order given. */
  List<? extends Order> given() {
    return given;
  }

  /** How many units stand on the board. */
  int units() {
    return units;
  }

  /** Unit u itself. */
  Unit unit(int u) {
    return unit.get(u);
  }

  /** The units of the position, in province order (unit u at index u). */
  List<Unit> unitList() {
    return unit;
  }

  /** The province unit u stands in. */
  int province(int u) {
    return province[u];
  }

  /** The location (coast included) unit u stands on. */
  int location(int u) {
    return location[u];
  }

  /** Whether unit u is a fleet. */
  boolean fleet(int u) {
    return fleet[u];
  }

  /** Unit u's power's side. */
  int side(int u) {
    return side[u];
  }

  /** Whether unit u's power is neutral. */
  boolean neutral(int u) {
    return neutral[u];
  }

  /** The unit standing in province p, or -1. */
  int unitAt(int p) {
    return unitAt[p];
  }

  /** What unit u's order does: {@link #HOLD}, {@link #MOVE}, {@link #SUPPORT_HOLD}, {@link #SUPPORT_MOVE}, {@link #CONVOY}. */
  int kind(int u) {
    return kind[u];
  }

  /** Move, support-move and convoy: the destination province; support-hold: the supported province. */
  int target(int u) {
    return target[u];
  }

  /** Move: the destination location (coast settled for fleets); support-move: as written. */
  int targetLocation(int u) {
    return targetLocation[u];
  }

  /** Support and convoy: the unit supported or convoyed. */
  int other(int u) {
    return other[u];
  }

  /** Move: whether the army goes by convoy and needs a route. */
  boolean convoyed(int u) {
    return convoyed[u];
  }

  /** Move: whether the order says "via convoy". */
  boolean viaConvoy(int u) {
    return viaConvoy[u];
  }

  /** Move: ordered from the other coast, it stands but cannot succeed (DATC 6.B.11). */
  boolean stranded(int u) {
    return stranded[u];
  }

  /** Support and convoy: whether the other unit's order is the one supported or convoyed. */
  boolean matched(int u) {
    return links.matched[u];
  }

  /** The unit that follows the i-th order given, or -1 when it is illegal or does not count. */
  int unitOfOrder(int i) {
    return unitOfOrder[i];
  }

  /** The train unit u is, or -1 (most units, and every unit of a map without railroads). */
  int train(int u) {
    return train[u];
  }

  /** The trains of the phase. */
  Trains trains() {
    return trains;
  }

  /** The canal unit u's move passes, or -1 (every unit of a map without canals). */
  int canal(int u) {
    return canal[u];
  }

  /** How many moves pass a canal this phase: none on most maps, where the canal rule costs nothing. */
  int canalMoves() {
    return canalMoves;
  }

  /** The canals of the phase. */
  Canals canals() {
    return canals;
  }

  /** The first unit moving into province p, or -1; the next ones by {@link #nextMoveInto}. */
  int firstMoveInto(int p) {
    return links.firstMoveInto[p];
  }

  /** The unit after u moving into the same province, or -1. */
  int nextMoveInto(int u) {
    return links.nextMoveInto[u];
  }

  /** Where the supporters of unit u start in {@link #supporters}; {@code supportersStart(u + 1)} is where they end. */
  int supportersStart(int u) {
    return links.supportersStart[u];
  }

  /** The k-th entry of the lists of supporters. */
  int supporters(int k) {
    return links.supporters[k];
  }

  /** Where the fleets convoying army u start in {@link #convoyFleets}; {@code convoyFleetsStart(u + 1)} is where they end. */
  int convoyFleetsStart(int u) {
    return links.convoyFleetsStart[u];
  }

  /** The k-th entry of the lists of convoying fleets. */
  int convoyFleets(int k) {
    return links.convoyFleets[k];
  }
}
