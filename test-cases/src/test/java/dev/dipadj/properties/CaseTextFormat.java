package dev.dipadj.properties;

import dev.dipadj.map.Location;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
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
    if (o instanceof Hold h) {
      return unit(h.type(), h.unit()) + " H";
    }
    if (o instanceof Move m) {
      return unit(m.type(), m.unit()) + " - " + m.destination() + (m.viaConvoy() ? " via convoy" : "");
    }
    if (o instanceof SupportHold s) {
      return unit(s.type(), s.unit()) + " S " + unit(s.supportedType(), s.supported());
    }
    if (o instanceof SupportMove s) {
      return unit(s.type(), s.unit()) + " S " + unit(s.supportedType(), s.supported()) + " - " + s.destination();
    }
    if (o instanceof Convoy c) {
      return unit(c.type(), c.unit()) + " C " + unit(c.convoyedType(), c.army()) + " - " + c.destination();
    }
    return o.toString();
  }

  static String unit(UnitType t, Location l) {
    return (t == null ? "" : t.letter() + " ") + l;
  }
}
