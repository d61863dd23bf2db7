package dev.dipadj.rules;

import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

/**
 * Which of several legal orders to one unit counts (DATC 4.D.3), by the
 * {@link MultipleOrdersRule} in force. Identical orders are one order written twice: the
 * first of them counts under every rule. One pass over the orders, whatever their number.
 */
public final class OrderChoice {
  private OrderChoice() {}

  /**
   * Per order: null when it counts, or why it does not, in words (every such order is
   * illegal for the one reason {@code several-orders}, which the caller attaches).
   *
    * @param rule which of two orders to one unit counts
    * @param units how many units there are
    * @return per order, null or the reason it does not count
   * @param unitOf per order, the unit it is for (0 to {@code units - 1}), or -1 when the
   *     order is illegal on its own
   * @param orders the orders, compared with {@code equals} to tell a repeated order from a
   *     different one
   * @param unitName the name of a unit, for the reasons
   */
  public static String[] select(
      int[] unitOf, List<?> orders, MultipleOrdersRule rule, int units, IntFunction<String> unitName) {
    int n = unitOf.length;
    int[] first = new int[units];
    int[] last = new int[units];
    boolean[] different = new boolean[units];
    Arrays.fill(first, -1);
    for (int i = 0; i < n; i++) {
      int u = unitOf[i];
      if (u < 0) {
        continue;
      }
      if (first[u] < 0) {
        first[u] = i;
      } else if (!orders.get(i).equals(orders.get(first[u]))) {
        different[u] = true;
      }
      last[u] = i;
    }
    String[] reason = new String[n];
    for (int i = 0; i < n; i++) {
      int u = unitOf[i];
      if (u < 0) {
        continue;
      }
      int counting = !different[u] ? first[u] : switch (rule) {
        case FIRST -> first[u];
        case LAST -> last[u];
        case NONE -> -1;
      };
      if (i == counting) {
        continue;
      }
      String name = unitName.apply(u);
      reason[i] = !different[u] ? name + " was already ordered"
          : switch (rule) {
            case FIRST -> name + " was already ordered: the first order counts";
            case LAST -> name + " is ordered again later: the last order counts";
            case NONE -> name + " has several orders: none counts";
          };
    }
    return reason;
  }
}
