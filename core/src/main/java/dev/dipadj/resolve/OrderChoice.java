package dev.dipadj.resolve;

import dev.dipadj.rules.MultipleOrdersRule;

/**
 * Which of several legal orders to one unit counts (DATC 4.D.3): given, for each order, the
 * unit it is for (-1 when the order is illegal on its own), marks the orders that count.
 * Identical orders are one order written twice: the first of them counts under every rule.
 */
public final class OrderChoice {
  private OrderChoice() {}

  /** Per order: null when it counts, or why it does not. */
  public static String[] select(int[] unitOf, Object[] meaning, MultipleOrdersRule rule, String[] unitNames) {
    int n = unitOf.length;
    String[] reason = new String[n];
    for (int i = 0; i < n; i++) {
      int u = unitOf[i];
      if (u < 0) {
        continue;
      }
      int first = -1;
      int last = -1;
      boolean different = false;
      for (int j = 0; j < n; j++) {
        if (unitOf[j] == u) {
          if (first < 0) {
            first = j;
          }
          different |= !meaning[j].equals(meaning[first]);
          last = j;
        }
      }
      boolean counts = switch (rule) {
        case FIRST -> i == first;
        case LAST -> i == last || (!different && i == first);
        case NONE -> !different && i == first;
      };
      if (!counts) {
        reason[i] = switch (rule) {
          case FIRST -> unitNames[i] + " was already ordered: the first order counts";
          case LAST -> unitNames[i] + " is ordered again later: the last order counts";
          case NONE -> different ? unitNames[i] + " has several orders: none counts" : unitNames[i] + " was already ordered";
        };
      }
    }
    return reason;
  }
}
