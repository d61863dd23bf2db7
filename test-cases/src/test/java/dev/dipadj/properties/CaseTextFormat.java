package dev.dipadj.properties;

import dev.dipadj.order.Order;
import dev.dipadj.text.OrderWriter;
import java.util.List;

/**
 * Orders written as case-file text ({@code "England: F Nth S A Lon - Yor"}), for the failure
 * messages of the properties and for {@link MovementScenarios.Scenario#toString}.
 */
final class CaseTextFormat {
  private CaseTextFormat() {}

  static String formatAll(List<Order> orders) {
    StringBuilder b = new StringBuilder();
    for (Order o : orders) {
      b.append("  ").append(o.power()).append(": ").append(format(o)).append('\n');
    }
    return b.toString();
  }

  static String format(Order o) {
    return OrderWriter.write(o);
  }
}
