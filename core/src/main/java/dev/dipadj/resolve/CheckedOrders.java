package dev.dipadj.resolve;

import dev.dipadj.result.Reason;

/**
 * The orders of a phase checked against the board, one row per order given: the unit it is
 * for and what it asks, or why it cannot be given. A table of int arrays rather than an
 * object per order, reused from phase to phase ({@link #reset}).
 */
final class CheckedOrders {
  static final byte CONVOYED = 1;
  static final byte VIA_CONVOY = 2;
  static final byte STRANDED = 4;

  /** The unit ordered, or -1 when there is none to order. */
  int[] unit = new int[0];
  /** {@link MovementOrders#HOLD}, {@code MOVE}, {@code SUPPORT_HOLD}, {@code SUPPORT_MOVE}, {@code CONVOY}. */
  int[] kind = new int[0];
  /** Move, support-move, convoy: the destination province; support-hold: the supported province. */
  int[] target = new int[0];
  /** Move: the destination location (coast settled for fleets); support-move: as written. */
  int[] targetLocation = new int[0];
  /** Support and convoy: the unit supported or convoyed. */
  int[] other = new int[0];
  /**
   * Move: {@link #CONVOYED} (by convoy, it needs a route), {@link #VIA_CONVOY} (the order
   * says so), {@link #STRANDED} (ordered from a coast the fleet is not on, to a place only
   * that coast reaches: it stands but cannot succeed, DATC 6.B.11).
   */
  byte[] flags = new byte[0];
  /** Why the order cannot be given, or null when it can. */
  Reason.Illegal[] illegal = new Reason.Illegal[0];

  /** Makes room for this many orders; each row is then written by the check of its order. */
  void reset(int orders) {
    if (unit.length < orders) {
      int n = Math.max(orders, unit.length * 2);
      unit = new int[n];
      kind = new int[n];
      target = new int[n];
      targetLocation = new int[n];
      other = new int[n];
      flags = new byte[n];
      illegal = new Reason.Illegal[n];
    }
  }

  void legal(int row, int u, int kindOf, int targetOf, int location, int otherUnit, int flagsOf) {
    unit[row] = u;
    kind[row] = kindOf;
    target[row] = targetOf;
    targetLocation[row] = location;
    other[row] = otherUnit;
    flags[row] = (byte) flagsOf;
    illegal[row] = null;
  }

  void illegal(int row, int u, Reason.Illegal why) {
    unit[row] = u;
    kind[row] = MovementOrders.HOLD;
    other[row] = -1;
    flags[row] = 0;
    illegal[row] = why;
  }

  boolean isLegal(int row) {
    return illegal[row] == null;
  }
}
