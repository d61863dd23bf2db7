package dev.dipadj.cases;

import dev.dipadj.order.Order;

/**
 * An order line of a step: where it stood, its text after the power, and what it says
 * (null for a line that could not be read and was ignored, under {@code unreadable-orders=ignore}).
  *
  * @param line the line number
  * @param powerName the power as written
  * @param text the order's text after the power
  * @param order the order, or null when it was ignored
 */
public record GivenOrder(int line, String powerName, String text, Order order) {}
