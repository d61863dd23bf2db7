package dev.dipadj.resolve;

/**
 * A movement order checked against the board: either the reason it is illegal, or what the
 * resolver needs of it for the unit it orders. Provinces, locations and units are indexes.
 *
 * @param unit the unit ordered, or -1 when there is none to order
 * @param kind one of {@link MovementOrders#HOLD}, {@code MOVE}, {@code SUPPORT_HOLD},
 *     {@code SUPPORT_MOVE}, {@code CONVOY}
 * @param target move, support-move and convoy: the destination province; support-hold: the
 *     supported province
 * @param targetLocation move: the destination location (coast settled for fleets);
 *     support-move: the destination as written
 * @param other support and convoy: the unit supported or convoyed
 * @param convoyed move: the army goes by convoy and needs a route
 * @param viaConvoy move: the order says "via convoy"
 * @param stranded move: ordered from a coast the fleet is not on to a place only that coast
 *     reaches; it stands but cannot succeed (DATC 6.B.11)
 * @param illegal why the order cannot be given, or null when it can
 */
record CheckedOrder(
    int unit,
    int kind,
    int target,
    int targetLocation,
    int other,
    boolean convoyed,
    boolean viaConvoy,
    boolean stranded,
    String illegal) {

  static CheckedOrder illegal(int unit, String why) {
    return new CheckedOrder(unit, MovementOrders.HOLD, 0, 0, -1, false, false, false, why);
  }

  static CheckedOrder hold(int unit) {
    return new CheckedOrder(unit, MovementOrders.HOLD, 0, 0, -1, false, false, false, null);
  }

  static CheckedOrder move(int unit, int target, int location, boolean convoyed, boolean viaConvoy, boolean stranded) {
    return new CheckedOrder(unit, MovementOrders.MOVE, target, location, -1, convoyed, viaConvoy, stranded, null);
  }

  static CheckedOrder supportHold(int unit, int target, int other) {
    return new CheckedOrder(unit, MovementOrders.SUPPORT_HOLD, target, 0, other, false, false, false, null);
  }

  static CheckedOrder supportMove(int unit, int target, int location, int other) {
    return new CheckedOrder(unit, MovementOrders.SUPPORT_MOVE, target, location, other, false, false, false, null);
  }

  static CheckedOrder convoy(int unit, int target, int other) {
    return new CheckedOrder(unit, MovementOrders.CONVOY, target, 0, other, false, false, false, null);
  }

  boolean legal() {
    return illegal == null;
  }
}
