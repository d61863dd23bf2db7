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
 * afresh. Whole lines are the keys, so a line read before needs no splitting either.
 */
final class ParseCache {
  private static final int MAX_ENTRIES = 200_000;
  private static final ThreadLocal<ParseCache> PER_THREAD = ThreadLocal.withInitial(ParseCache::new);

  /** An order line already read: the power as written, the order's text, and the order. */
  record OrderLine(String powerName, String rest, Order order) {}

  private GameMap map;
  /** Per kind of phase: order line ("France: A Par - Bur") to what it says. */
  private final Map<String, OrderLine>[] orders = newOrderMaps();
  private final Map<String, Unit> units = new HashMap<>();
  private int size;

  @SuppressWarnings("unchecked")
  private static Map<String, OrderLine>[] newOrderMaps() {
    Map<String, OrderLine>[] maps = new Map[PhaseType.values().length];
    for (int i = 0; i < maps.length; i++) {
      maps[i] = new HashMap<>();
    }
    return maps;
  }

  static ParseCache get() {
    return PER_THREAD.get();
  }

  /** Keeps what was read on one map only: a case on another map starts afresh. */
  private void on(GameMap next) {
    if (next != map || size >= MAX_ENTRIES) {
      for (Map<String, OrderLine> m : orders) {
        m.clear();
      }
      units.clear();
      size = 0;
      map = next;
    }
  }

  OrderLine order(GameMap m, PhaseType phase, String line) {
    on(m);
    return orders[phase.ordinal()].get(line);
  }

  void putOrder(GameMap m, PhaseType phase, String line, OrderLine read) {
    on(m);
    orders[phase.ordinal()].put(line, read);
    size++;
  }

  Unit unit(GameMap m, String line) {
    on(m);
    return units.get(line);
  }

  void putUnit(GameMap m, String line, Unit unit) {
    on(m);
    units.put(line, unit);
    size++;
  }
}
