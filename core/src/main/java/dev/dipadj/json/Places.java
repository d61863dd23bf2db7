package dev.dipadj.json;

import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import dev.dipadj.text.MapNames;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * The small parts every document is made of, written and read against a map: powers by
 * name, provinces by abbreviation, locations ({@code {"province": "Spa", "coast": "nc"}}),
 * unit types ({@code army}, {@code fleet}) and units.
 */
final class Places {
  static final Set<String> LOCATION_FIELDS = Set.of("province", "coast");
  static final Set<String> UNIT_FIELDS = Set.of("power", "type", "province", "coast");

  private Places() {}

  static String type(UnitType type) {
    return type.name().toLowerCase(Locale.ROOT);
  }

  static UnitType type(JsonInput in) throws JsonFormatException {
    String word = in.text();
    for (UnitType t : UnitType.values()) {
      if (type(t).equals(word)) {
        return t;
      }
    }
    throw in.error("unknown unit type: expected \"army\" or \"fleet\"");
  }

  static Power power(JsonInput in, GameMap map) throws JsonFormatException {
    String name = in.text();
    return map.power(name).orElseThrow(() -> in.error("unknown power (known: " + MapNames.knownPowers(map) + ")"));
  }

  static Province province(JsonInput in, GameMap map) throws JsonFormatException {
    String name = in.text();
    return map.province(name).orElseThrow(() -> in.error("unknown province"));
  }

  /** A location's fields, put into an object that may hold others. */
  static ObjectNode putLocation(ObjectNode o, Location l) {
    o.put("province", l.province().abbreviation());
    if (!l.isWholeProvince()) {
      o.put("coast", l.coast().abbreviation());
    }
    return o;
  }

  static ObjectNode location(Location l) {
    return putLocation(Json.object(), l);
  }

  static ArrayNode locations(List<Location> places) {
    ArrayNode a = Json.array();
    for (Location l : places) {
      a.add(location(l));
    }
    return a;
  }

  /** The location named by the {@code province} and {@code coast} fields of an object. */
  static Location location(JsonInput in, GameMap map) throws JsonFormatException {
    Province p = province(in.field("province"), map);
    Optional<JsonInput> coastField = in.optional("coast");
    if (coastField.isEmpty()) {
      return map.location(p);
    }
    JsonInput c = coastField.get();
    Coast coast = Coast.parse(c.text()).orElseThrow(() -> c.error("unknown coast"));
    return map.location(p, coast).orElseThrow(() -> c.error(p + " has no such coast"));
  }

  static ObjectNode unit(Unit u) {
    ObjectNode o = Json.object();
    o.put("power", u.power().name());
    o.put("type", type(u.type()));
    return putLocation(o, u.location());
  }

  static ArrayNode units(List<Unit> units) {
    ArrayNode a = Json.array();
    for (Unit u : units) {
      a.add(unit(u));
    }
    return a;
  }

  /**
   * A unit on the board: it must be able to stand where it is. An army's coast is refused at
   * its field, not dropped as order text drops it: dipadj never writes one, so a document that
   * has one was not written by it, and a unit kept on a coast would not be the unit orders name.
   */
  static Unit unit(JsonInput in, GameMap map) throws JsonFormatException {
    in.object(UNIT_FIELDS);
    Power power = power(in.field("power"), map);
    UnitType type = type(in.field("type"));
    Location at = location(in, map);
    String problem = map.standing(type, at);
    if (problem != null) {
      throw (type == UnitType.ARMY && !at.isWholeProvince() ? in.field("coast") : in).error(problem);
    }
    return new Unit(power, type, at);
  }
}
