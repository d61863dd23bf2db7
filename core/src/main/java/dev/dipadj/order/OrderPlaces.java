package dev.dipadj.order;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import java.util.List;

/**
 * The check at the door of every resolver: each order is there (not null) and names the
 * powers and places of the map it is adjudicated on. Orders read from text always do; an
 * order put together in code from another map's parts is a mistake of the caller, and is
 * reported as one ({@link IllegalArgumentException} naming the order), not adjudicated.
 */
public final class OrderPlaces {
  private OrderPlaces() {}

  /**
    * @param map the map the orders are adjudicated on
    * @param orders the orders
   * @throws NullPointerException for a null order or a null part of one (a unit type may be null)
   * @throws IllegalArgumentException for a power or location of another map
   */
  public static void requireOnMap(GameMap map, List<? extends Order> orders) {
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      if (o == null) {
        throw new NullPointerException("order " + i + " is null");
      }
      // The concrete records only: a test of a final class is the cheapest there is, and
      // each record's own accessors need no dispatch through the interface.
      if (o instanceof Move m) {
        power(map, m.power(), i, o);
        places(map, i, o, m.unit(), m.destination());
      } else if (o instanceof Hold h) {
        power(map, h.power(), i, o);
        place(map, h.unit(), i, o);
      } else if (o instanceof SupportMove s) {
        power(map, s.power(), i, o);
        places(map, i, o, s.unit(), s.supported(), s.destination());
      } else if (o instanceof SupportHold s) {
        power(map, s.power(), i, o);
        places(map, i, o, s.unit(), s.supported());
      } else if (o instanceof Convoy c) {
        power(map, c.power(), i, o);
        places(map, i, o, c.unit(), c.army(), c.destination());
      } else if (o instanceof Retreat r) {
        power(map, r.power(), i, o);
        places(map, i, o, r.unit(), r.destination());
      } else if (o instanceof Disband d) {
        power(map, d.power(), i, o);
        place(map, d.unit(), i, o);
      } else if (o instanceof Convert c) {
        power(map, c.power(), i, o);
        place(map, c.unit(), i, o);
      } else if (o instanceof Build b) {
        power(map, b.power(), i, o);
        place(map, b.location(), i, o);
      } else {
        power(map, o.power(), i, o);
      }
    }
  }

  private static void places(GameMap map, int i, Order o, Location a, Location b) {
    place(map, a, i, o);
    place(map, b, i, o);
  }

  private static void places(GameMap map, int i, Order o, Location a, Location b, Location c) {
    place(map, a, i, o);
    place(map, b, i, o);
    place(map, c, i, o);
  }

  private static void place(GameMap map, Location l, int i, Order o) {
    if (l == null) {
      throw new NullPointerException("order " + i + " (" + o + ") names no place");
    }
    if (!map.owns(l)) {
      throw new IllegalArgumentException("order " + i + " (" + o + "): " + l + " is not a place of this map");
    }
  }

  private static void power(GameMap map, Power p, int i, Order o) {
    if (p == null) {
      throw new NullPointerException("order " + i + " (" + o + ") has no power");
    }
    if (!map.owns(p)) {
      throw new IllegalArgumentException("order " + i + " (" + o + "): " + p + " is not a power of this map");
    }
  }
}
