package dev.dipadj.resolve;

import dev.dipadj.result.Reason;

/**
 * The orders of a phase checked against the board, one row per order given: the unit it is
 * for and what it asks, or why it cannot be given. A table of int arrays rather than an
 * object per order, reused from phase to phase ({@link #reset}).
 */
final class CheckedOrders {
  static final byte VIA_CONVOY = 1;
  static final byte STRANDED = 2;
  /** Move: along a railroad of the map ({@code A Mos - TSR - Vla}). */
  static final byte RAILROAD = 4;

  /** The unit ordered, or -1 when there is none to order. */
  private int[] unit = new int[0];
  /** {@link MovementOrders#HOLD}, {@code MOVE}, {@code SUPPORT_HOLD}, {@code SUPPORT_MOVE}, {@code CONVOY}. */
  private int[] kind = new int[0];
  /** Move, support-move, convoy: the destination province; support-hold: the supported province. */
  private int[] target = new int[0];
  /** Move: the destination location (coast settled for fleets); support-move: as written. */
  private int[] targetLocation = new int[0];
  /** Support and convoy: the unit supported or convoyed. */
  private int[] other = new int[0];
  /**
   * Move: {@link #VIA_CONVOY} (the order says the army goes by convoy; whether it does is
   * {@link MovementOrders}' to settle), {@link #STRANDED} (ordered from a coast the fleet is
   * not on, to a place only that coast reaches: it stands but cannot succeed, DATC 6.B.11),
   * {@link #RAILROAD} (the army moves along a railroad).
   */
  private byte[] flags = new byte[0];
  /** Why the order cannot be given, or null when it can. */
  private Reason.Illegal[] illegal = new Reason.Illegal[0];

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

  /** Whether the order of this row can be given. */
  boolean isLegal(int row) {
    return illegal[row] == null;
  }

  /** Why the order of this row cannot be given, or does not count; null when it can. */
  Reason.Illegal whyIllegal(int row) {
    return illegal[row];
  }

  /** The unit the order of this row is for, or -1. */
  int unit(int row) {
    return unit[row];
  }

  /** What the order of this row does: {@link MovementOrders#HOLD}, {@code MOVE}, .... */
  int kind(int row) {
    return kind[row];
  }

  /** Move, support-move, convoy: the destination province; support-hold: the supported province. */
  int target(int row) {
    return target[row];
  }

  /** Move: the destination location; support-move: as written. */
  int targetLocation(int row) {
    return targetLocation[row];
  }

  /** Support and convoy: the unit supported or convoyed. */
  int other(int row) {
    return other[row];
  }

  /** Whether the order of this row has the flag ({@link #VIA_CONVOY}, {@link #STRANDED}). */
  boolean has(int row, byte flag) {
    return (flags[row] & flag) != 0;
  }
}
