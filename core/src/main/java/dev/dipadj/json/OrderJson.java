package dev.dipadj.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Build;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.Waive;
import dev.dipadj.text.OrderWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.Set;

/**
 * An order as JSON, by its parts: the power, the kind ({@code move}, {@code support-move},
 * …), the unit ordered (type, province, coast), the target, the unit supported or convoyed,
 * {@code viaConvoy}, the {@code railroad} of a railroad move, the {@code canal} of a canal permission; and its text as {@link OrderWriter} writes it, for people. Reading takes
 * the parts and ignores the text. Whether the order can be given is for the adjudicator to
 * say: an illegal order reads as well as any.
 */
public final class OrderJson {
  private static final Set<String> FIELDS =
      Set.of("power", "kind", "unit", "target", "supported", "convoyed", "viaConvoy", "railroad", "canal", "text");
  private static final Set<String> UNIT_FIELDS = Set.of("type", "province", "coast");
  private static final List<String> KINDS = List.of(
      "hold", "move", "support-hold", "support-move", "convoy", "retreat", "disband", "build", "convert", "waive",
      "canal-permission");

  /** Puts an order's kind and parts into its JSON object; returns nothing. */
  private static final Order.Visitor<Void, ObjectNode> PARTS = new Order.Visitor<>() {
    @Override
    public Void hold(Hold h, ObjectNode o) {
      o.put("kind", "hold");
      o.set("unit", unit(h.designation(), h.unit()));
      return null;
    }

    @Override
    public Void move(Move m, ObjectNode o) {
      o.put("kind", "move");
      o.set("unit", unit(m.designation(), m.unit()));
      o.set("target", Places.location(m.destination()));
      o.put("viaConvoy", m.viaConvoy());
      if (m.byRailroad()) {
        o.put("railroad", m.railroad());
      }
      return null;
    }

    @Override
    public Void supportHold(SupportHold s, ObjectNode o) {
      o.put("kind", "support-hold");
      o.set("unit", unit(s.designation(), s.unit()));
      o.set("supported", unit(s.supportedDesignation(), s.supported()));
      return null;
    }

    @Override
    public Void supportMove(SupportMove s, ObjectNode o) {
      o.put("kind", "support-move");
      o.set("unit", unit(s.designation(), s.unit()));
      o.set("supported", unit(s.supportedDesignation(), s.supported()));
      o.set("target", Places.location(s.destination()));
      return null;
    }

    @Override
    public Void convoy(Convoy c, ObjectNode o) {
      o.put("kind", "convoy");
      o.set("unit", unit(c.designation(), c.unit()));
      o.set("convoyed", unit(c.convoyedDesignation(), c.army()));
      o.set("target", Places.location(c.destination()));
      return null;
    }

    @Override
    public Void retreat(Retreat r, ObjectNode o) {
      o.put("kind", "retreat");
      o.set("unit", unit(r.designation(), r.unit()));
      o.set("target", Places.location(r.destination()));
      return null;
    }

    @Override
    public Void disband(Disband d, ObjectNode o) {
      o.put("kind", "disband");
      o.set("unit", unit(d.designation(), d.unit()));
      return null;
    }

    @Override
    public Void build(Build b, ObjectNode o) {
      o.put("kind", "build");
      o.set("unit", unit(b.designation(), b.location()));
      return null;
    }

    @Override
    public Void convert(Convert c, ObjectNode o) {
      o.put("kind", "convert");
      o.set("unit", unit(c.designation(), c.unit()));
      return null;
    }

    @Override
    public Void waive(Waive w, ObjectNode o) {
      o.put("kind", "waive");
      return null;
    }

    @Override
    public Void canalPermission(CanalPermission p, ObjectNode o) {
      o.put("kind", "canal-permission");
      o.put("canal", p.canal());
      o.set("unit", unit(p.designation(), p.unit()));
      o.set("target", Places.location(p.destination()));
      return null;
    }
  };

  private OrderJson() {}

  /**
   * The order as a JSON tree.
   *
   * @param order the order
   * @return {@code {"power": …, "kind": …, …, "text": …}}
   */
  public static ObjectNode toJson(Order order) {
    Objects.requireNonNull(order, "order");
    ObjectNode o = Json.object();
    o.put("power", order.power().name());
    order.accept(PARTS, o);
    o.put("text", OrderWriter.write(order));
    return o;
  }

  /**
   * Orders as a JSON array.
   *
   * @param orders the orders
   * @return an array of {@link #toJson(Order)} trees
   */
  public static ArrayNode toJson(List<? extends Order> orders) {
    Objects.requireNonNull(orders, "orders");
    ArrayNode a = Json.array();
    for (Order o : orders) {
      a.add(toJson(o));
    }
    return a;
  }

  /**
   * The order as indented JSON text.
   *
   * @param order the order
   * @return the JSON text
   */
  public static String write(Order order) {
    return Json.write(toJson(order));
  }

  /**
   * Orders as indented JSON text: an array.
   *
   * @param orders the orders
   * @return the JSON text
   */
  public static String write(List<? extends Order> orders) {
    return Json.write(toJson(orders));
  }

  /**
   * Reads one order.
   *
   * @param json JSON text of one order
   * @param map the variant's map
   * @return the order
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static Order read(String json, GameMap map) throws JsonFormatException {
    Objects.requireNonNull(map, "map");
    return read(Json.parse(json), map);
  }

  /**
   * Reads an array of orders, such as a player's orders for a phase.
   *
   * @param json JSON text of an array of orders
   * @param map the variant's map
   * @return the orders, in the order of the array
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static List<Order> readList(String json, GameMap map) throws JsonFormatException {
    Objects.requireNonNull(map, "map");
    return readList(Json.parse(json), map);
  }

  /**
   * Reads one order from a JSON tree.
   *
   * @param json the tree
   * @param map the variant's map
   * @return the order
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static Order fromJson(JsonNode json, GameMap map) throws JsonFormatException {
    Objects.requireNonNull(map, "map");
    return read(JsonInput.root(json), map);
  }

  static List<Order> readList(JsonInput in, GameMap map) throws JsonFormatException {
    List<Order> out = new ArrayList<>();
    for (JsonInput o : in.elements()) {
      out.add(read(o, map));
    }
    return out;
  }

  static Order read(JsonInput in, GameMap map) throws JsonFormatException {
    in.object(FIELDS);
    Power power = Places.power(in.field("power"), map);
    JsonInput kindField = in.field("kind");
    String kind = kindField.text();
    if (!KINDS.contains(kind)) {
      throw kindField.error("unknown kind of order (known: " + String.join(", ", KINDS) + ")");
    }
    if (kind.equals("waive")) {
      return new Waive(power);
    }
    JsonInput unitField = in.field("unit");
    UnitDesignation type = designation(unitField);
    Location at = location(unitField, map);
    return switch (kind) {
      case "hold" -> new Hold(power, type, at);
      case "move" -> move(in, map, power, type, at);
      case "canal-permission" -> {
        JsonInput c = in.field("canal");
        String canal = map.canal(c.text()).orElseThrow(() -> c.error("no canal of that name on the map")).name();
        yield new CanalPermission(power, canal, type, at, target(in, map));
      }
      case "support-hold" -> {
        JsonInput s = in.field("supported");
        yield new SupportHold(power, type, at, designation(s), location(s, map));
      }
      case "support-move" -> {
        JsonInput s = in.field("supported");
        yield new SupportMove(power, type, at, designation(s), location(s, map), target(in, map));
      }
      case "convoy" -> {
        JsonInput c = in.field("convoyed");
        yield new Convoy(power, type, at, designation(c), location(c, map), target(in, map));
      }
      case "retreat" -> new Retreat(power, type, at, target(in, map));
      case "disband" -> new Disband(power, type, at);
      case "build" -> new Build(power, type, at);
      default -> new Convert(power, type, at);
    };
  }

  /** A unit as an order names it: its type is left out where the order leaves it out. */
  private static ObjectNode unit(UnitDesignation designation, Location at) {
    ObjectNode o = Json.object();
    designation.type().ifPresent(t -> o.put("type", Places.type(t)));
    return Places.putLocation(o, at);
  }

  private static UnitDesignation designation(JsonInput unit) throws JsonFormatException {
    unit.object(UNIT_FIELDS);
    var t = unit.optional("type");
    return t.isEmpty() ? UnitDesignation.OMITTED : UnitDesignation.of(Places.type(t.get()));
  }

  private static Location location(JsonInput unit, GameMap map) throws JsonFormatException {
    return Places.location(unit, map);
  }

  private static Location target(JsonInput order, GameMap map) throws JsonFormatException {
    JsonInput t = order.field("target");
    t.object(Places.LOCATION_FIELDS);
    return Places.location(t, map);
  }

  /** A move; {@code railroad} names the railroad it goes along (one the map has), never with {@code viaConvoy}. */
  private static Move move(JsonInput in, GameMap map, Power power, UnitDesignation type, Location at)
      throws JsonFormatException {
    boolean viaConvoy = in.optional("viaConvoy").isPresent() && in.field("viaConvoy").bool();
    String railroad = "";
    if (in.optional("railroad").isPresent()) {
      JsonInput r = in.field("railroad");
      railroad = map.railroad(r.text()).orElseThrow(() -> r.error("no railroad of that name on the map")).name();
      if (viaConvoy) {
        throw r.error("a move goes by convoy or along a railroad, not both");
      }
    }
    return new Move(power, type, at, target(in, map), viaConvoy, railroad);
  }
}
