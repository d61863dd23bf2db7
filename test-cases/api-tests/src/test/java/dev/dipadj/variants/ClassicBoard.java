package dev.dipadj.variants;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/** Test helpers on the classic map: provinces, locations, positions and orders from text. */
final class ClassicBoard {
  static final GameMap MAP;
  static final OrderParser PARSER;

  static {
    MAP = Variants.named("classic").map();
    PARSER = new OrderParser(MAP);
  }

  private ClassicBoard() {}

  static Power power(String name) {
    return MAP.power(name).orElseThrow(() -> new AssertionError("no power " + name));
  }

  static Province province(String name) {
    return MAP.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }

  /** The whole province. */
  static Location loc(String name) {
    return MAP.location(province(name));
  }

  /** A coast of a province with several coasts. */
  static Location loc(String name, Coast coast) {
    return MAP.location(province(name), coast).orElseThrow(() -> new AssertionError(name + " has no " + coast));
  }

  /** {@code "England: F Lon"} or {@code "Russia: F StP/sc"}. */
  static Unit unit(String line) {
    int colon = line.indexOf(':');
    try {
      OrderParser.UnitAt u = PARSER.parseUnit(line.substring(colon + 1).trim());
      return new Unit(power(line.substring(0, colon).trim()), u.type(), u.location());
    } catch (OrderSyntaxException e) {
      throw new AssertionError("cannot read unit '" + line + "': " + e.getMessage(), e);
    }
  }

  static Position position(String... units) {
    List<Unit> list = new ArrayList<>();
    for (String u : units) {
      list.add(unit(u));
    }
    return Position.of(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), list, Map.of());
  }

  /** {@code "England: F Nth - Pic"}. */
  static Order order(String line, PhaseType phase) {
    int colon = line.indexOf(':');
    try {
      return PARSER.parse(power(line.substring(0, colon).trim()), line.substring(colon + 1).trim(), phase);
    } catch (OrderSyntaxException e) {
      throw new AssertionError("cannot read order '" + line + "': " + e.getMessage() + " at '" + e.token() + "'", e);
    }
  }

  static MovementResult resolve(Position position, String... orders) {
    return resolve(position, RuleOptions.DATC, orders);
  }

  static MovementResult resolve(Position position, RuleOptions rules, String... orders) {
    List<Order> list = new ArrayList<>();
    for (String o : orders) {
      list.add(order(o, PhaseType.MOVEMENT));
    }
    return MovementResolver.resolve(MAP, position, list, rules);
  }
}
