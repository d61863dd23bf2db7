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
 * afresh. The texts are the keys of maps per map, kind of phase and power.
 */
final class ParseCache {
  private static final int MAX_ENTRIES = 200_000;
  private static final ThreadLocal<ParseCache> PER_THREAD = ThreadLocal.withInitial(ParseCache::new);

  private GameMap map;
  /** Per kind of phase, per power name as written: order text to order. */
  private final Map<String, Map<String, Order>>[] orders = newOrderMaps();
  private final Map<String, Unit> units = new HashMap<>();
  private int size;

  @SuppressWarnings("unchecked")
  private static Map<String, Map<String, Order>>[] newOrderMaps() {
    Map<String, Map<String, Order>>[] maps = new Map[PhaseType.values().length];
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
      for (Map<String, Map<String, Order>> m : orders) {
        m.clear();
      }
      units.clear();
      size = 0;
      map = next;
    }
  }

  Order order(GameMap m, PhaseType phase, String power, String text) {
    on(m);
    Map<String, Order> byText = orders[phase.ordinal()].get(power);
    return byText == null ? null : byText.get(text);
  }

  void putOrder(GameMap m, PhaseType phase, String power, String text, Order order) {
    on(m);
    orders[phase.ordinal()].computeIfAbsent(power, p -> new HashMap<>()).put(text, order);
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
