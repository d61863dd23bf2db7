package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonEncoding;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;
import java.io.OutputStream;
import java.io.StringWriter;
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
  private static final JsonFactory JSON = new JsonFactory();

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
    StringWriter out = new StringWriter(4096);
    write(out, false, g -> game(g, game));
    return out.append('\n').toString();
  }

  /**
   * Writes one game as one line of JSON Lines to a stream, in UTF-8: the bytes of
   * {@link #writeLine(RecordedGame)}'s line, written as they are made. A program that saves
   * games one after another writes each as it comes, without making its text first. The
   * stream is not closed.
   *
   * @param game the game
   * @param out the stream
   * @throws IOException when the stream cannot be written
   */
  public static void writeLine(RecordedGame game, OutputStream out) throws IOException {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(out, "out");
    try (JsonGenerator g = JSON.createGenerator(out, JsonEncoding.UTF8)) {
      g.disable(JsonGenerator.Feature.AUTO_CLOSE_TARGET);
      game(g, game);
      g.writeRaw('\n');
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
    StringWriter out = new StringWriter(4096);
    write(out, true, g -> game(g, game));
    return out.toString();
  }

  /**
   * Writes games as a JSON array of game objects, indented.
   *
   * @param games the games
   * @return the JSON text
   */
  public static String write(List<RecordedGame> games) {
    Objects.requireNonNull(games, "games");
    StringWriter out = new StringWriter(4096);
    write(out, true, g -> {
      g.writeStartArray();
      for (RecordedGame game : games) {
        game(g, game);
      }
      g.writeEndArray();
    });
    return out.toString();
  }

  /** What is written with a generator. */
  private interface Content {
    void writeTo(JsonGenerator g) throws IOException;
  }

  /**
   * Writes with Jackson's streaming generator, field by field: no tree of nodes is built. The
   * indented form is that of Jackson's default pretty printer, as an object mapper indents.
   */
  private static void write(StringWriter out, boolean indented, Content content) {
    try (JsonGenerator g = JSON.createGenerator(out)) {
      if (indented) {
        g.useDefaultPrettyPrinter();
      }
      content.writeTo(g);
    } catch (IOException e) {
      throw new IllegalStateException("a text in memory is always written", e);
    }
  }

  private static void game(JsonGenerator g, RecordedGame game) throws IOException {
    g.writeStartObject();
    g.writeStringField("id", game.id());
    g.writeStringField("map", game.map());
    array(g, "rules", game.rules());
    if (!game.ruleOptions().isEmpty()) {
      array(g, "dipadj_rules", game.ruleOptions());
    }
    g.writeArrayFieldStart("phases");
    for (RecordedPhase p : game.phases()) {
      g.writeStartObject();
      g.writeStringField("name", p.name());
      RecordedState s = p.state();
      g.writeObjectFieldStart("state");
      g.writeStringField("name", s.name());
      lists(g, "units", s.units());
      lists(g, "centers", s.centers());
      lists(g, "homes", s.homes());
      g.writeObjectFieldStart("retreats");
      for (Map.Entry<String, ImmutableMap<String, ImmutableList<String>>> e : s.retreats().entrySet()) {
        lists(g, e.getKey(), e.getValue());
      }
      g.writeEndObject();
      g.writeObjectFieldStart("builds");
      for (Map.Entry<String, BuildCount> e : s.builds().entrySet()) {
        g.writeObjectFieldStart(e.getKey());
        g.writeNumberField("count", e.getValue().count());
        array(g, "homes", e.getValue().homes());
        g.writeEndObject();
      }
      g.writeEndObject();
      g.writeEndObject();
      lists(g, "orders", p.orders());
      lists(g, "results", p.results());
      g.writeEndObject();
    }
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void lists(JsonGenerator g, String field, Map<String, ImmutableList<String>> lists) throws IOException {
    g.writeObjectFieldStart(field);
    for (Map.Entry<String, ImmutableList<String>> e : lists.entrySet()) {
      array(g, e.getKey(), e.getValue());
    }
    g.writeEndObject();
  }

  private static void array(JsonGenerator g, String field, List<String> strings) throws IOException {
    g.writeArrayFieldStart(field);
    for (String s : strings) {
      g.writeString(s);
    }
    g.writeEndArray();
  }
}
