package dev.dipadj.gamejson;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.text.OrderParser;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * Texts of the game JSON already read, per thread: a data set repeats the same few thousand
 * unit, place, power and order texts in every state of every game, and what one says depends
 * only on the map (and, for an order, the power and the kind of phase). What is cached is
 * immutable. Bounded: past its size it starts afresh. Texts that cannot be read are not kept,
 * so their errors are made where they occur.
 */
final class ReadCache {
  private static final int MAX_ENTRIES = 200_000;
  private static final ThreadLocal<ReadCache> PER_THREAD = ThreadLocal.withInitial(ReadCache::new);

  private GameMap map;
  private OrderParser parser;
  /** Kept when the cache starts afresh on the same map: it holds only the map's places. */
  private NotationReader notation;
  private final Map<String, OrderParser.UnitAt> units = new HashMap<>();
  private final Map<String, Location> places = new HashMap<>();
  private final Map<String, Power> powers = new HashMap<>();
  /** A unit as the results of a file name it ({@code *F STP/SC}) to dipadj's key for it ({@code F STP/SC}). */
  private final Map<String, String> resultKeys = new HashMap<>();
  /** Per kind of phase and power (kind × powers + power): order text to the order; null until used. */
  private final List<Map<String, Order>> orders = new ArrayList<>();
  private int size;

  private ReadCache() {}

  /** This thread's cache, emptied first if it held texts of another map. */
  static ReadCache on(GameMap map) {
    ReadCache c = PER_THREAD.get();
    if (c.map != map || c.size >= MAX_ENTRIES) {
      c.units.clear();
      c.places.clear();
      c.powers.clear();
      c.resultKeys.clear();
      c.orders.clear();
      for (int i = 0; i < PhaseType.values().length * (map.powers().size() + 1); i++) {
        c.orders.add(null);
      }
      c.size = 0;
      c.map = map;
      c.parser = new OrderParser(map);
      if (c.notation == null || c.notation.map() != map) {
        c.notation = new NotationReader(map);
      }
    }
    return c;
  }

  OrderParser parser() {
    return parser;
  }

  NotationReader notation() {
    return notation;
  }

  OrderParser.UnitAt unit(String text) {
    return units.get(text);
  }

  void putUnit(String text, OrderParser.UnitAt unit) {
    units.put(text, unit);
    size++;
  }

  Location place(String text) {
    return places.get(text);
  }

  void putPlace(String text, Location place) {
    places.put(text, place);
    size++;
  }

  Power power(String text) {
    return powers.get(text);
  }

  void putPower(String text, Power power) {
    powers.put(text, power);
    size++;
  }

  String resultKey(String text) {
    return resultKeys.get(text);
  }

  void putResultKey(String text, String key) {
    resultKeys.put(text, key);
    size++;
  }

  private Map<String, Order> orders(PhaseType type, Power power) {
    // One slot per power and one for the word of neutral units (GameMap.neutral()).
    int i = type.ordinal() * (map.powers().size() + 1) + power.index();
    Map<String, Order> m = orders.get(i);
    if (m == null) {
      m = new HashMap<>();
      orders.set(i, m);
    }
    return m;
  }

  Order order(PhaseType type, Power power, String text) {
    return orders(type, power).get(text);
  }

  void putOrder(PhaseType type, Power power, String text, Order order) {
    orders(type, power).put(text, order);
    size++;
  }
}
