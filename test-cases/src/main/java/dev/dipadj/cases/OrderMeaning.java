package dev.dipadj.cases;

import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import java.lang.reflect.RecordComponent;
import java.util.Objects;

/**
 * Whether two orders say the same thing however they were written: same kind, power and
 * places; a unit type left out on either side matches any type.
 */
final class OrderMeaning {
  private OrderMeaning() {}

  static boolean same(Order a, Order b) {
    if (a.getClass() != b.getClass()) {
      return false;
    }
    for (RecordComponent c : a.getClass().getRecordComponents()) {
      Object x = value(c, a);
      Object y = value(c, b);
      if (c.getType() == UnitType.class && (x == null || y == null)) {
        continue;
      }
      if (!Objects.equals(x, y)) {
        return false;
      }
    }
    return true;
  }

  private static Object value(RecordComponent c, Order o) {
    try {
      return c.getAccessor().invoke(o);
    } catch (ReflectiveOperationException e) {
      throw new IllegalStateException(e);
    }
  }
}
