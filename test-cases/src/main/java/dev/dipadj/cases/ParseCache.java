package dev.dipadj.cases;

import dev.dipadj.map.GameMap;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import java.util.HashMap;
import java.util.Map;

/**
 * Orders and unit lines already read, per thread: a corpus of recorded games writes the same
 * few thousand texts millions of times ("A Par - Bur", "France: A Par"), and what a text
 * says depends only on the map, the kind of phase, the power and the text. Orders and units
 * are immutable, so a cached one is as good as a new one. Bounded: past its size it starts
 * afresh.
 */
final class ParseCache {
  private static final int MAX_ENTRIES = 200_000;
  private static final ThreadLocal<ParseCache> PER_THREAD = ThreadLocal.withInitial(ParseCache::new);

  /** A key compared field by field, its hash made once. */
  private record OrderKey(GameMap map, PhaseType phase, String power, String text, int hash) {
    OrderKey(GameMap map, PhaseType phase, String power, String text) {
      this(map, phase, power, text, text.hashCode() * 31 + power.hashCode() + phase.ordinal());
    }

    @Override
    public boolean equals(Object o) {
      return o instanceof OrderKey k && hash == k.hash && map == k.map && phase == k.phase
          && text.equals(k.text) && power.equals(k.power);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  private record UnitKey(GameMap map, String line) {
    @Override
    public boolean equals(Object o) {
      return o instanceof UnitKey k && map == k.map && line.equals(k.line);
    }

    @Override
    public int hashCode() {
      return line.hashCode();
    }
  }

  private final Map<OrderKey, Order> orders = new HashMap<>();
  private final Map<UnitKey, Unit> units = new HashMap<>();

  static ParseCache get() {
    return PER_THREAD.get();
  }

  Order order(GameMap map, PhaseType phase, String power, String text) {
    return orders.get(new OrderKey(map, phase, power, text));
  }

  void putOrder(GameMap map, PhaseType phase, String power, String text, Order order) {
    if (orders.size() >= MAX_ENTRIES) {
      orders.clear();
    }
    orders.put(new OrderKey(map, phase, power, text), order);
  }

  Unit unit(GameMap map, String line) {
    return units.get(new UnitKey(map, line));
  }

  void putUnit(GameMap map, String line, Unit unit) {
    if (units.size() >= MAX_ENTRIES) {
      units.clear();
    }
    units.put(new UnitKey(map, line), unit);
  }
}
