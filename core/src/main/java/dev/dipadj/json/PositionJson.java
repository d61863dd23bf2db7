package dev.dipadj.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.text.MapNames;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * A position as JSON: its phase, its units, and the owners of the supply centres, each power
 * with the centres it owns ({@code docs/json.md} shows the document).
 */
public final class PositionJson {
  private static final Set<String> FIELDS = Set.of("phase", "units", "owners");

  private PositionJson() {}

  /**
   * The position as a JSON tree.
   *
   * @param position the position
   * @return {@code {"phase": …, "units": […], "owners": {…}}}
   */
  public static ObjectNode toJson(Position position) {
    Objects.requireNonNull(position, "position");
    ObjectNode o = Json.object();
    o.set("phase", PhaseJson.write(position.phase()));
    o.set("units", Places.units(position.units()));
    o.set("owners", owners(position.owners()));
    return o;
  }

  /**
   * The position as indented JSON text.
   *
   * @param position the position
   * @return the JSON text
   */
  public static String write(Position position) {
    return Json.write(toJson(position));
  }

  /**
   * Reads a position written by {@link #write}, of a variant with the classic calendar.
   *
   * @param json the JSON text
   * @param map the map of the position's variant
   * @return the position
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static Position read(String json, GameMap map) throws JsonFormatException {
    return read(json, map, Calendar.CLASSIC);
  }

  /**
   * Reads a position written by {@link #write}, its season one of the calendar's.
   *
   * @param json the JSON text
   * @param map the map of the position's variant
   * @param calendar the calendar of the position's variant
   * @return the position
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static Position read(String json, GameMap map, Calendar calendar) throws JsonFormatException {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(calendar, "calendar");
    return read(Json.parse(json), map, calendar);
  }

  /**
   * Reads a position from a JSON tree, of a variant with the classic calendar.
   *
   * @param json the tree
   * @param map the map of the position's variant
   * @return the position
   * @throws JsonFormatException naming the path and value of what cannot be read
   */
  public static Position fromJson(JsonNode json, GameMap map) throws JsonFormatException {
    Objects.requireNonNull(map, "map");
    return read(JsonInput.root(json), map, Calendar.CLASSIC);
  }

  static Position read(JsonInput in, GameMap map, Calendar calendar) throws JsonFormatException {
    in.object(FIELDS);
    Phase phase = PhaseJson.read(in.field("phase"), calendar);
    List<Unit> units = new ArrayList<>();
    Set<Province> taken = new HashSet<>();
    for (JsonInput u : in.field("units").elements()) {
      Unit unit = Places.unit(u, map);
      if (!taken.add(unit.location().province())) {
        throw u.error("a second unit in " + unit.location().province());
      }
      units.add(unit);
    }
    return Position.of(phase, units, owners(in.field("owners"), map));
  }

  static ObjectNode owners(Map<Province, Power> owners) {
    Map<Power, List<Province>> byPower = new HashMap<>();
    owners.forEach((centre, power) -> byPower.computeIfAbsent(power, k -> new ArrayList<>()).add(centre));
    List<Power> powers = new ArrayList<>(byPower.keySet());
    powers.sort((a, b) -> Integer.compare(a.index(), b.index()));
    ObjectNode o = Json.object();
    for (Power p : powers) {
      List<Province> centres = byPower.get(p);
      centres.sort((a, b) -> Integer.compare(a.index(), b.index()));
      ArrayNode a = o.putArray(p.name());
      for (Province c : centres) {
        a.add(c.abbreviation());
      }
    }
    return o;
  }

  static Map<Province, Power> owners(JsonInput in, GameMap map) throws JsonFormatException {
    Map<Province, Power> out = new HashMap<>();
    for (Map.Entry<String, JsonInput> e : in.fields()) {
      Power power = map.power(e.getKey())
          .orElseThrow(() -> new JsonFormatException(e.getValue().path(),
              "unknown power '" + e.getKey() + "' (known: " + MapNames.knownPowers(map) + ")"));
      for (JsonInput c : e.getValue().elements()) {
        Province centre = Places.province(c, map);
        if (!centre.supplyCentre()) {
          throw c.error(centre + " is not a supply centre");
        }
        if (out.put(centre, power) != null) {
          throw c.error(centre + " is owned twice");
        }
      }
    }
    return out;
  }
}
