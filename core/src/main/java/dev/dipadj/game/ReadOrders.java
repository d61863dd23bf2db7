package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.order.Order;
import java.util.Objects;

/**
 * What {@link Game#read(String, java.util.List)} made of a power's texts: the orders read, in
 * the order of their texts, and an error for each text that gave none. A bad text costs only
 * itself.
 *
 * @param orders the orders read, each an order of the game's phase
 * @param errors the texts that gave no order, in the order of the texts
 */
public record ReadOrders(ImmutableList<Order> orders, ImmutableList<OrderError> errors) {
  /**
   * Checks the parts.
   *
   * @param orders the orders read
   * @param errors the texts that gave no order
   */
  public ReadOrders {
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(errors, "errors");
  }

  /**
   * Whether every text gave an order.
   *
   * @return true when there is no error
   */
  public boolean allRead() {
    return errors.isEmpty();
  }
}
