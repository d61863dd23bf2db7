package dev.dipadj.text;

import dev.dipadj.order.Order;
import java.util.Objects;

/** Writes an order in the short form {@link OrderParser} reads back: {@code A Par - Bur}, {@code F Nth C A Lon - Bel}. */
public final class OrderWriter {
  private OrderWriter() {}

  /**
   * The order in the short form.
   *
   * @param order the order
   * @return its text
   */
  public static String write(Order order) {
    // Each order writes itself (its toString), so that printing an order gives the same text.
    return Objects.requireNonNull(order, "order").toString();
  }
}
