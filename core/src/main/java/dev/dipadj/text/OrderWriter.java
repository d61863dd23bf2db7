package dev.dipadj.text;

import dev.dipadj.map.Location;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.Waive;

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
    if (order instanceof Hold h) {
      return unit(h.type(), h.unit()) + " H";
    } else if (order instanceof Move m) {
      return unit(m.type(), m.unit()) + " - " + m.destination() + (m.viaConvoy() ? " via convoy" : "");
    } else if (order instanceof SupportHold s) {
      return unit(s.type(), s.unit()) + " S " + unit(s.supportedType(), s.supported());
    } else if (order instanceof SupportMove s) {
      return unit(s.type(), s.unit()) + " S " + unit(s.supportedType(), s.supported()) + " - " + s.destination();
    } else if (order instanceof Convoy c) {
      return unit(c.type(), c.unit()) + " C " + unit(c.convoyedType(), c.army()) + " - " + c.destination();
    } else if (order instanceof Retreat r) {
      return unit(r.type(), r.unit()) + " R " + r.destination();
    } else if (order instanceof Disband d) {
      return "Disband " + unit(d.type(), d.unit());
    } else if (order instanceof Build b) {
      return "Build " + unit(b.type(), b.location());
    } else if (order instanceof Convert c) {
      return "Convert " + unit(c.type(), c.unit());
    } else if (order instanceof Waive) {
      return "Waive";
    }
    throw new IllegalArgumentException("unknown order " + order);
  }

  private static String unit(UnitType type, Location at) {
    return type == null ? at.toString() : type.letter() + " " + at;
  }
}
