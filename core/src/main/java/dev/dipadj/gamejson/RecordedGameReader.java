package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonLocation;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.google.common.collect.ImmutableList;
import java.io.Closeable;
import java.io.IOException;
import java.nio.file.Path;
import java.util.Objects;
import java.util.Optional;

/**
 * Reads the games of a game JSON file one at a time, so that a file of any size is read in
 * the memory of its largest game. A file holds one game (an object), an array of games, or
 * several games one after another (JSON Lines: one game a line). Only what a replay uses is
 * kept ({@link RecordedGame}); everything else ({@code messages}, {@code logs},
 * {@code influence}, …) is passed over without being built.
 *
 * <p>Errors name the file and the game and phase read when they occur. A game that is JSON
 * but not a game (no {@code map}, a phase without a {@code state}, …) is an error of that
 * game alone, and the next call reads the game after it. Text that is not JSON (a truncated
 * file, say), and a value after the first one that is not a game, end the file: the error
 * names the line, and the next call finds no more games.
 *
 * <pre>{@code
 * try (RecordedGameReader games = RecordedGameReader.open(file)) {
 *   for (Optional<RecordedGame> g = games.next(); g.isPresent(); g = games.next()) { … }
 * }
 * }</pre>
 */
public final class RecordedGameReader implements Closeable {
  private static final JsonFactory JSON = JsonFactory.builder()
      .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION).build();

  private final JsonParser parser;
  private final String source;
  private final PhaseReader phases;
  /** The games begun so far: the number of the one being read. */
  private int games;
  /** Whether the first value was an array of games (and the parser is inside it). */
  private boolean inArray;
  /** Whether the file has ended, or cannot be read on. */
  private boolean done;
  /** The values at the top of the file read so far: the first may be an array, the others are games. */
  private int rootValues;

  private RecordedGameReader(JsonParser parser, String source) {
    this.parser = parser;
    this.source = source;
    this.phases = new PhaseReader(parser);
  }

  /**
   * Opens a file; it is read as the games are asked for.
   *
   * @param file the file
   * @return the reader, to be closed
   * @throws IOException when the file cannot be opened
   */
  public static RecordedGameReader open(Path file) throws IOException {
    Objects.requireNonNull(file, "file");
    return new RecordedGameReader(JSON.createParser(file.toFile()), file.toString());
  }

  /**
   * Reads a text.
   *
   * @param json the text: a game, an array of games, or games one after another
   * @param source the name of the text in messages (a file name)
   * @return the reader
   */
  public static RecordedGameReader of(String json, String source) {
    Objects.requireNonNull(json, "json");
    Objects.requireNonNull(source, "source");
    try {
      return new RecordedGameReader(JSON.createParser(json), source);
    } catch (IOException e) {
      throw new IllegalStateException("a text always opens", e);
    }
  }

  /**
   * The next game of the file.
   *
   * @return the game, or empty when the file has no more
   * @throws GameJsonException naming the file, and the game, phase and field, where the JSON
   *     is not a game (the next call reads on), or the line where the text is not JSON or not
   *     another game (the next call finds no more)
   * @throws IOException when the file cannot be read (the next call finds no more)
   */
  public Optional<RecordedGame> next() throws GameJsonException, IOException {
    if (done) {
      return Optional.empty();
    }
    try {
      JsonToken t = parser.nextToken();
      if (inArray && t == JsonToken.END_ARRAY) {
        inArray = false;
        t = parser.nextToken();
      }
      if (t == null) {
        done = true;
        if (rootValues == 0) {
          throw new GameJsonException(source + ": empty file");
        }
        return Optional.empty();
      }
      if (!inArray && rootValues++ > 0 && t != JsonToken.START_OBJECT) {
        done = true;
        throw new GameJsonException(source + ": line " + parser.currentTokenLocation().getLineNr()
            + ": after the games, " + describe(t) + " that is not a game");
      }
      if (rootValues == 1 && !inArray && games == 0 && t == JsonToken.START_ARRAY) {
        inArray = true;
        return next();
      }
      games++;
      return Optional.of(game());
    } catch (JsonProcessingException e) {
      done = true;
      throw new GameJsonException(where() + ": not JSON: " + e.getOriginalMessage() + line(e.getLocation()));
    } catch (IOException e) {
      done = true;
      throw e;
    }
  }

  /** Reads the game whose first token is the parser's; the parser is left on its last. */
  private RecordedGame game() throws IOException, GameJsonException {
    phases.startGame();
    String unnamed = inArray || games > 1 ? source + ": game #" + games : source;
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      parser.skipChildren();
      throw new GameJsonException(unnamed + ": expected a game object");
    }
    GameParts parts = new GameParts();
    String fault = null;
    int depth = parser.getParsingContext().getNestingDepth();
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String field = parser.currentName();
      parser.nextToken();
      try {
        parts.read(field, parser, phases);
      } catch (PhaseReader.Fault f) {
        fault = fault == null ? f.getMessage() : fault;
        PhaseReader.skipTo(parser, depth);
      }
    }
    String at = parts.id.isEmpty() ? unnamed : source + ": game " + parts.id;
    if (fault != null) {
      throw new GameJsonException(at + fault);
    }
    if (parts.map == null) {
      throw new GameJsonException(at + ": no \"map\" named");
    }
    if (parts.phases == null) {
      throw new GameJsonException(at + ": no \"phases\" list");
    }
    return new RecordedGame(parts.id, parts.map, parts.rules, parts.ruleOptions, parts.phases);
  }

  /** The fields of a game kept so far. */
  private static final class GameParts {
    String id = "";
    String map;
    ImmutableList<String> rules = ImmutableList.of();
    ImmutableList<String> ruleOptions = ImmutableList.of();
    ImmutableList<RecordedPhase> phases;

    void read(String field, JsonParser p, PhaseReader reader) throws IOException, PhaseReader.Fault {
      switch (field) {
        case "id" -> {
          id = p.currentToken().isScalarValue() ? p.getText() : "";
          p.skipChildren();
          reader.named(id);
        }
        case "map" -> {
          map = p.currentToken() == JsonToken.VALUE_STRING ? p.getText() : null;
          p.skipChildren();
        }
        case "rules" -> rules = PhaseReader.strings(p, ": rules");
        case "dipadj_rules" -> ruleOptions = PhaseReader.strings(p, ": dipadj_rules");
        case "phases" -> {
          if (p.currentToken() == JsonToken.START_ARRAY) {
            phases = reader.phases();
          } else {
            phases = null;
            p.skipChildren();
          }
        }
        default -> p.skipChildren();
      }
    }
  }

  /** The file, and the game and phase being read, for an error in the text. */
  private String where() {
    String game = phases.gameName();
    String at = game != null ? source + ": game " + game
        : games > 1 || inArray ? source + ": game #" + games : source;
    return at + phases.phaseBeingRead();
  }

  private static String line(JsonLocation location) {
    return location == null ? "" : " (line " + location.getLineNr() + ")";
  }

  private static String describe(JsonToken t) {
    return switch (t) {
      case START_ARRAY -> "an array";
      case VALUE_STRING -> "a string";
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> "a number";
      default -> "a value";
    };
  }

  @Override
  public void close() throws IOException {
    parser.close();
  }
}
