package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads and writes games in the game JSON of Diplomacy research: a file holds one game (an
 * object), an array of games, or games one after another (JSON Lines, one game a line).
 * Reading keeps the texts as written; whether they make sense on a map is {@link Boards}'
 * business. These read a whole file into a list; {@link RecordedGameReader} reads one game at
 * a time, in the memory of the largest.
 */
public final class RecordedGames {
  private static final ObjectMapper MAPPER = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
  private static final ObjectMapper ONE_LINE = new ObjectMapper();

  private RecordedGames() {}

  /**
   * Reads the games of a file.
   *
   * @param file a file holding a game object, an array of them, or games one after another
   * @return the games, in the file's order
   * @throws IOException when the file cannot be read
   * @throws GameJsonException naming the file, and the game and phase, where the JSON is not a
   *     game: the first such error of the file
   */
  public static ImmutableList<RecordedGame> read(Path file) throws IOException, GameJsonException {
    Objects.requireNonNull(file, "file");
    try (RecordedGameReader reader = RecordedGameReader.open(file)) {
      return all(reader);
    }
  }

  /**
   * Reads the games of a text.
   *
   * @param json a game object, an array of them, or games one after another
   * @param source the name of the text in messages (a file name)
   * @return the games, in the text's order
   * @throws GameJsonException naming the source, and the game and phase, where the JSON is not
   *     a game: the first such error of the text
   */
  public static ImmutableList<RecordedGame> read(String json, String source) throws GameJsonException {
    try (RecordedGameReader reader = RecordedGameReader.of(json, source)) {
      return all(reader);
    } catch (IOException e) {
      throw new IllegalStateException("a text in memory is always read", e);
    }
  }

  private static ImmutableList<RecordedGame> all(RecordedGameReader reader) throws IOException, GameJsonException {
    ImmutableList.Builder<RecordedGame> games = ImmutableList.builder();
    for (Optional<RecordedGame> g = reader.next(); g.isPresent(); g = reader.next()) {
      games.add(g.get());
    }
    return games.build();
  }

  /**
   * Writes one game as one line of JSON Lines: the game's object on one line, and a line end.
   * A file of such lines is read as its games.
   *
   * @param game the game
   * @return the line
   */
  public static String writeLine(RecordedGame game) {
    Objects.requireNonNull(game, "game");
    try {
      return ONE_LINE.writeValueAsString(node(game)) + "\n";
    } catch (JsonProcessingException e) {
      throw new IllegalStateException("a tree of strings and numbers always writes", e);
    }
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
