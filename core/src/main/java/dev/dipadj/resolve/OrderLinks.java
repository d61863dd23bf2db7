package dev.dipadj.resolve;

import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import java.util.Arrays;

/**
 * Who acts on whom in a phase's orders, once each unit's order is known ({@link
 * MovementOrders}): the supports and convoys matched with the orders they name, the units
 * moving into each province (a chain through the units), the units supporting each unit and
 * the fleets convoying each army (flat arrays with a start per unit). It stands apart from
 * the orders' table because it is built from that table in one pass after it is written, and
 * needs no array per province or unit. The resolver reads it through the table's accessors;
 * one instance serves phase after phase, grown with the table.
 */
final class OrderLinks {
  /**
   * The units moving into province p: {@code firstMoveInto[p]}, then {@code nextMoveInto[u]}
   * of each, in unit order, until -1. The table empties {@code firstMoveInto} for each phase.
   */
  int[] firstMoveInto = new int[0];
  int[] nextMoveInto = new int[0];
  /**
   * The units whose matching support unit u receives: {@code supporters[supportersStart[u] ..]}.
   * One entry more than the units, even for a board without units (a game that begins with
   * builds may have none), which grow() never makes.
   */
  int[] supportersStart = new int[1];
  int[] supporters = new int[0];
  /** The fleets whose convoy order matches army u's move: {@code convoyFleets[convoyFleetsStart[u] ..]}. */
  int[] convoyFleetsStart = new int[1];
  int[] convoyFleets = new int[0];
  /** Support and convoy: the other unit's order is the one supported or convoyed. */
  boolean[] matched = new boolean[0];

  /** Room for n units. */
  void grow(int n) {
    matched = new boolean[n];
    supportersStart = new int[n + 1];
    supporters = new int[n];
    convoyFleetsStart = new int[n + 1];
    convoyFleets = new int[n];
    nextMoveInto = new int[n];
  }

  /** Matches supports and convoys with the orders they name, and builds the lists of who does what. */
  void link(MovementOrders o) {
    int units = o.units();
    GameMap map = o.map();
    Arrays.fill(supportersStart, 0, units + 1, 0);
    Arrays.fill(convoyFleetsStart, 0, units + 1, 0);
    // Backwards, each move put first: each province's list is then in unit order.
    // A train is no attack on the provinces it passes (DATC v2.4 7.B.13, 7.B.14): Trains says
    // where it goes.
    for (int u = units - 1; u >= 0; u--) {
      if (o.kind(u) == MovementOrders.MOVE && o.train(u) < 0) {
        nextMoveInto[u] = firstMoveInto[o.target(u)];
        firstMoveInto[o.target(u)] = u;
      }
    }
    for (int u = 0; u < units; u++) {
      int v = o.other(u);
      int kind = o.kind(u);
      if (kind == MovementOrders.SUPPORT_HOLD) {
        matched[u] = o.kind(v) != MovementOrders.MOVE;
      } else if (kind == MovementOrders.SUPPORT_MOVE) {
        matched[u] = o.kind(v) == MovementOrders.MOVE && o.target(v) == o.target(u)
            && Coasts.supportAgrees(map.location(o.targetLocation(u)), o.unit(v).type(), map.location(o.targetLocation(v)));
      } else if (kind == MovementOrders.CONVOY) {
        matched[u] = o.kind(v) == MovementOrders.MOVE && o.target(v) == o.target(u);
      }
      if (matched[u] && kind == MovementOrders.CONVOY) {
        convoyFleetsStart[v + 1]++;
      } else if (matched[u]) {
        supportersStart[v + 1]++;
      }
    }
    prefixSums(supportersStart, units);
    prefixSums(convoyFleetsStart, units);
    // Fill each list from its start, moving the start along, then shift the starts back.
    for (int u = 0; u < units; u++) {
      if (matched[u] && o.kind(u) == MovementOrders.CONVOY) {
        convoyFleets[convoyFleetsStart[o.other(u)]++] = u;
      } else if (matched[u]) {
        supporters[supportersStart[o.other(u)]++] = u;
      }
    }
    shiftBack(supportersStart, units);
    shiftBack(convoyFleetsStart, units);
  }

  private static void prefixSums(int[] start, int n) {
    for (int i = 0; i < n; i++) {
      start[i + 1] += start[i];
    }
  }

  /** After filling, start[i] holds the end of list i, which is the start of list i + 1. */
  private static void shiftBack(int[] start, int n) {
    for (int i = n; i > 0; i--) {
      start[i] = start[i - 1];
    }
    start[0] = 0;
  }
}
