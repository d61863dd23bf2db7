package dev.dipadj.oracle;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.text.OrderWriter;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;

/**
 * A classic-map movement position with its orders: read from order lines for the oracle's
 * unit tests ({@link #parse}), and printed as case-file text that pastes into a {@code .case}
 * file ({@link #caseText}) for the property's failure reports.
 */
record OracleCase(Position position, List<Order> orders) {
  static final Variant CLASSIC;
  static final GameMap MAP;
  static final Phase SPRING_1901 = new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT);

  static {
    CLASSIC = Variants.named("classic");
    MAP = CLASSIC.map();
  }

  OracleCase {
    orders = List.copyOf(orders);
  }

  /** A case from units and orders, in Spring 1901 with the starting owners. */
  static OracleCase of(List<Unit> units, List<Order> orders) {
    return new OracleCase(Position.of(SPRING_1901, units, CLASSIC.start().owners()), orders);
  }

  /**
   * A case from lines {@code "France: F Mar S F Spa/sc - Lyo"}: each line is one order, and
   * the ordered unit (type and place as written) stands on the board. A line ending in
   * {@code " H"} gives a hold.
   */
  static OracleCase parse(String... lines) {
    OrderParser parser = new OrderParser(MAP);
    List<Unit> units = new ArrayList<>();
    List<Order> orders = new ArrayList<>();
    for (String line : lines) {
      int colon = line.indexOf(':');
      Power power = MAP.power(line.substring(0, colon).trim()).orElseThrow();
      try {
        UnitOrder o = (UnitOrder) parser.parse(power, line.substring(colon + 1).trim(), PhaseType.MOVEMENT);
        units.add(new Unit(power, o.designation().type().orElseThrow(), o.unit()));
        orders.add(o);
      } catch (OrderSyntaxException e) {
        throw new IllegalArgumentException(line, e);
      }
    }
    return of(units, orders);
  }

  /** The case as a {@code .case} file entry named {@code name}, from "variant" to "end". */
  String caseText(String name) {
    StringBuilder b = new StringBuilder("variant classic\ncase ").append(name).append("\nunits\n");
    for (Unit u : position.units()) {
      b.append("  ").append(u.power()).append(": ").append(u.describe()).append('\n');
    }
    b.append("orders\n");
    for (Order o : orders) {
      b.append("  ").append(o.power()).append(": ").append(OrderWriter.write(o)).append('\n');
    }
    return b.append("end\n").toString();
  }
}
