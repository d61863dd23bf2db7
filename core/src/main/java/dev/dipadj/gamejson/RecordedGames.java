package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * Reads and writes games in the game JSON of Diplomacy research: a file holds one game (an
 * object) or several (an array of them). Reading keeps the texts as written; whether they
 * make sense on a map is {@link Boards}' business.
 */
public final class RecordedGames {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

  private RecordedGames() {}

  /**
   * Reads the games of a file.
   *
   * @param file a file holding a game object or an array of them
   * @return the games, in the file's order
   * @throws IOException when the file cannot be read
   * @throws GameJsonException naming the file, and the game and phase, where the JSON is not a game
   */
  public static ImmutableList<RecordedGame> read(Path file) throws IOException, GameJsonException {
    Objects.requireNonNull(file, "file");
    return read(Files.readString(file), file.toString());
  }

  /**
   * Reads the games of a text.
   *
   * @param json a game object or an array of them
   * @param source the name of the text in messages (a file name)
   * @return the games, in the text's order
   * @throws GameJsonException naming the source, and the game and phase, where the JSON is not a game
   */
  public static ImmutableList<RecordedGame> read(String json, String source) throws GameJsonException {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(source, "source");
    JsonNode root;
    try {
      root = MAPPER.readTree(json);
    } catch (JsonProcessingException e) {
      throw new GameJsonException(source + ": not JSON: " + e.getOriginalMessage()
          + (e.getLocation() == null ? "" : " (line " + e.getLocation().getLineNr() + ")"));
    }
    if (root == null || root.isMissingNode()) {
      throw new GameJsonException(source + ": empty file");
    }
    ImmutableList.Builder<RecordedGame> games = ImmutableList.builder();
    if (root.isArray()) {
      int i = 0;
      for (JsonNode g : root) {
        games.add(game(g, source + ": game #" + (i++ + 1)));
      }
    } else {
      games.add(game(root, source));
    }
    return games.build();
  }

  private static RecordedGame game(JsonNode node, String where) throws GameJsonException {
    if (!node.isObject()) {
      throw new GameJsonException(where + ": expected a game object");
    }
    String id = node.path("id").isValueNode() ? node.path("id").asText() : "";
    String at = where.contains(": game #") && !id.isEmpty()
        ? where.substring(0, where.indexOf(": game #")) + ": game " + id
        : id.isEmpty() ? where : where + ": game " + id;
    JsonNode map = node.get("map");
    if (map == null || !map.isTextual()) {
      throw new GameJsonException(at + ": no \"map\" named");
    }
    JsonNode phases = node.get("phases");
    if (phases == null || !phases.isArray()) {
      throw new GameJsonException(at + ": no \"phases\" list");
    }
    ImmutableList.Builder<RecordedPhase> out = ImmutableList.builder();
    int n = 0;
    for (JsonNode p : phases) {
      n++;
      out.add(phase(p, at, n));
    }
    return new RecordedGame(id, map.asText(), strings(node.get("rules"), at + ": rules"),
        strings(node.get("dipadj_rules"), at + ": dipadj_rules"), out.build());
  }

  private static RecordedPhase phase(JsonNode node, String game, int n) throws GameJsonException {
    if (!node.isObject()) {
      throw new GameJsonException(game + ": phase #" + n + ": expected a phase object");
    }
    JsonNode name = node.get("name");
    if (name == null || !name.isTextual()) {
      throw new GameJsonException(game + ": phase #" + n + ": no \"name\"");
    }
    String at = game + ", phase " + name.asText();
    JsonNode state = node.get("state");
    if (state == null || !state.isObject()) {
      throw new GameJsonException(at + ": no \"state\"");
    }
    return new RecordedPhase(name.asText(), state(state, name.asText(), at),
        listsByKey(node.get("orders"), at + ": orders"), listsByKey(node.get("results"), at + ": results"));
  }

  private static RecordedState state(JsonNode node, String phaseName, String at) throws GameJsonException {
    String name = node.path("name").isTextual() ? node.get("name").asText() : phaseName;
    ImmutableMap.Builder<String, ImmutableMap<String, ImmutableList<String>>> retreats = ImmutableMap.builder();
    JsonNode r = node.get("retreats");
    if (r != null && !r.isNull()) {
      if (!r.isObject()) {
        throw new GameJsonException(at + ": state retreats: expected an object from power to its dislodged units");
      }
      for (Map.Entry<String, JsonNode> e : r.properties()) {
        retreats.put(e.getKey(), listsByKey(e.getValue(), at + ": state retreats of " + e.getKey()));
      }
    }
    ImmutableMap.Builder<String, BuildCount> builds = ImmutableMap.builder();
    JsonNode b = node.get("builds");
    if (b != null && b.isObject()) {
      for (Map.Entry<String, JsonNode> e : b.properties()) {
        JsonNode count = e.getValue().path("count");
        builds.put(e.getKey(), new BuildCount(count.isInt() ? count.asInt() : 0,
            strings(e.getValue().get("homes"), at + ": state builds of " + e.getKey())));
      }
    }
    return new RecordedState(name, listsByKey(node.get("units"), at + ": state units"),
        listsByKey(node.get("centers"), at + ": state centers"), listsByKey(node.get("homes"), at + ": state homes"),
        retreats.build(), builds.build());
  }

  /** An object from keys to lists of strings; absent or null is empty. */
  private static ImmutableMap<String, ImmutableList<String>> listsByKey(JsonNode node, String at)
      throws GameJsonException {
    if (node == null || node.isNull()) {
      return ImmutableMap.of();
    }
    if (!node.isObject()) {
      throw new GameJsonException(at + ": expected an object of lists");
    }
    ImmutableMap.Builder<String, ImmutableList<String>> out = ImmutableMap.builder();
    for (Map.Entry<String, JsonNode> e : node.properties()) {
      out.put(e.getKey(), strings(e.getValue(), at + " of " + e.getKey()));
    }
    return out.build();
  }

  /** A list of strings; absent or null is empty. */
  private static ImmutableList<String> strings(JsonNode node, String at) throws GameJsonException {
    if (node == null || node.isNull()) {
      return ImmutableList.of();
    }
    if (!node.isArray()) {
      throw new GameJsonException(at + ": expected a list of strings");
    }
    ImmutableList.Builder<String> out = ImmutableList.builder();
    for (JsonNode s : node) {
      if (!s.isValueNode() || s.isNull()) {
        throw new GameJsonException(at + ": expected a list of strings, found " + s);
      }
      out.add(s.asText());
    }
    return out.build();
  }

  /**
   * Writes one game as a JSON object, indented.
   *
   * @param game the game
   * @return the JSON text
   */
  public static String write(RecordedGame game) {
    Objects.requireNonNull(game, "game");
    return text(node(game));
  }

  /**
   * Writes games as a JSON array of game objects, indented.
   *
   * @param games the games
   * @return the JSON text
   */
  public static String write(List<RecordedGame> games) {
    Objects.requireNonNull(games, "games");
    ArrayNode array = MAPPER.createArrayNode();
    for (RecordedGame g : games) {
      array.add(node(g));
    }
    return text(array);
  }

  private static String text(JsonNode node) {
    try {
      return MAPPER.writeValueAsString(node);
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of strings and numbers always writes", e);
    }
  }

  private static ObjectNode node(RecordedGame game) {
    ObjectNode g = MAPPER.createObjectNode();
    g.put("id", game.id());
    g.put("map", game.map());
    g.set("rules", array(game.rules()));
    if (!game.ruleOptions().isEmpty()) {
      g.set("dipadj_rules", array(game.ruleOptions()));
    }
    ArrayNode phases = g.putArray("phases");
    for (RecordedPhase p : game.phases()) {
      ObjectNode pn = phases.addObject();
      pn.put("name", p.name());
      RecordedState s = p.state();
      ObjectNode sn = pn.putObject("state");
      sn.put("name", s.name());
      sn.set("units", lists(s.units()));
      sn.set("centers", lists(s.centers()));
      sn.set("homes", lists(s.homes()));
      ObjectNode retreats = sn.putObject("retreats");
      s.retreats().forEach((power, units) -> retreats.set(power, lists(units)));
      ObjectNode builds = sn.putObject("builds");
      s.builds().forEach((power, b) -> {
        ObjectNode bn = builds.putObject(power);
        bn.put("count", b.count());
        bn.set("homes", array(b.homes()));
      });
      pn.set("orders", lists(p.orders()));
      pn.set("results", lists(p.results()));
    }
    return g;
  }

  private static ObjectNode lists(Map<String, ImmutableList<String>> lists) {
    ObjectNode o = MAPPER.createObjectNode();
    lists.forEach((k, v) -> o.set(k, array(v)));
    return o;
  }

  private static ArrayNode array(List<String> strings) {
    ArrayNode a = MAPPER.createArrayNode();
    strings.forEach(a::add);
    return a;
  }
}
