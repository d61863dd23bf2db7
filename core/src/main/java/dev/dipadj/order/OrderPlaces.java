package dev.dipadj.order;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import java.util.List;
import java.util.Objects;

/**
 * The check at the door of every resolver: each order is there (not null) and names the
 * powers and places of the map it is adjudicated on. Orders read from text always do; an
 * order put together in code from another map's parts is a mistake of the caller, and is
 * reported as one ({@link IllegalArgumentException} naming the order), not adjudicated.
 */
public final class OrderPlaces {
  private OrderPlaces() {}

  /**
   * Checks that every order is there and names only powers and places of the map.
   *
   * @param map the map the orders are adjudicated on
   * @param orders the orders
   * @throws NullPointerException for a null order or a null power or place in one
   * @throws IllegalArgumentException for a power or location of another map
   */
  public static void requireOnMap(GameMap map, List<? extends Order> orders) {
    for (int i = 0; i < orders.size(); i++) {
      requireOnMap(map, orders.get(i), i);
    }
  }

  /**
   * Checks that one order is there and names only powers and places of the map.
   *
   * @param map the map the order is adjudicated on
   * @param o the order
   * @param index its index among the orders given, for the message
   * @throws NullPointerException for a null order or a null power or place in it
   * @throws IllegalArgumentException for a power or location of another map
   */
  public static void requireOnMap(GameMap map, Order o, int index) {
    if (o == null) {
      throw new NullPointerException("order " + index + " is null");
    }
    String problem;
    try {
      problem = o.accept(PROBLEM, map);
    } catch (NullPointerException e) {
      throw new NullPointerException("order " + index + " (" + o + ") " + e.getMessage());
    }
    if (problem != null) {
      throw new IllegalArgumentException("order " + index + " (" + o + "): " + problem);
    }
  }

  /**
   * What in an order is not of the map, or null when all is; a null power or place throws,
   * saying which. A constant: the check runs at the door of every adjudication.
   */
  private static final Order.Visitor<String, GameMap> PROBLEM = new Order.Visitor<>() {
    @Override
    public String hold(Hold o, GameMap map) {
      return check(map, o.power(), o.unit());
    }

    @Override
    public String move(Move o, GameMap map) {
      return check(map, o.power(), o.unit(), o.destination());
    }

    @Override
    public String supportHold(SupportHold o, GameMap map) {
      return check(map, o.power(), o.unit(), o.supported());
    }

    @Override
    public String supportMove(SupportMove o, GameMap map) {
      return check(map, o.power(), o.unit(), o.supported(), o.destination());
    }

    @Override
    public String convoy(Convoy o, GameMap map) {
      return check(map, o.power(), o.unit(), o.army(), o.destination());
    }

    @Override
    public String retreat(Retreat o, GameMap map) {
      return check(map, o.power(), o.unit(), o.destination());
    }

    @Override
    public String disband(Disband o, GameMap map) {
      return check(map, o.power(), o.unit());
    }

    @Override
    public String build(Build o, GameMap map) {
      return check(map, o.power(), o.location());
    }

    @Override
    public String convert(Convert o, GameMap map) {
      return check(map, o.power(), o.unit());
    }

    @Override
    public String waive(Waive o, GameMap map) {
      return power(map, o.power());
    }

    @Override
    public String canalPermission(CanalPermission o, GameMap map) {
      String problem = check(map, o.power(), o.unit());
      return problem != null ? problem : check(map, o.power(), o.destination());
    }
  };

  /** The first problem of the power and the places, in this order (a later one is not looked at), or null. */
  private static String check(GameMap map, Power p, Location a) {
    String problem = power(map, p);
    return problem != null ? problem : place(map, a);
  }

  private static String check(GameMap map, Power p, Location a, Location b) {
    String problem = check(map, p, a);
    return problem != null ? problem : place(map, b);
  }

  private static String check(GameMap map, Power p, Location a, Location b, Location c) {
    String problem = check(map, p, a, b);
    return problem != null ? problem : place(map, c);
  }

  private static String place(GameMap map, Location l) {
    Objects.requireNonNull(l, "names no place");
    return map.owns(l) ? null : l + " is not a place of this map";
  }

  private static String power(GameMap map, Power p) {
    Objects.requireNonNull(p, "has no power");
    return map.owns(p) ? null : p + " is not a power of this map";
  }
}
