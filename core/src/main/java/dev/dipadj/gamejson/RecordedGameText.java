package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.google.common.collect.ImmutableList;
import java.io.CharConversionException;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.regex.Pattern;

/**
 * One game of a file as {@link RecordedGameReader#nextText} finds it: already read, when it
 * is plainly written, as the pass that finds where it ends reads it too ({@link QuickGameReader});
 * otherwise its text, found but not yet read, to be read by Jackson's parser on the thread that
 * asks. Reading keeps only what a replay uses; the other fields ({@code messages}, {@code logs},
 * {@code influence}, …) are passed over without being built.
 */
public final class RecordedGameText {
  private static final JsonFactory JSON = JsonFactory.builder()
      .disable(StreamReadFeature.INCLUDE_SOURCE_IN_LOCATION).build();
  /** Where the parser says an unclosed value began, counted from the game's own first line: left out. */
  private static final Pattern START_MARKER = Pattern.compile("\\s*\\(start marker at \\[[^\\]]*\\]\\)");

  /** The text, until it is read; null for a game read as it was found. */
  private final byte[] json;
  /** The game, when it was read as it was found; else null. */
  private final RecordedGame game;
  private final int size;
  private final String source;
  private final String unnamed;
  private final int line;

  RecordedGameText(byte[] json, String source, String unnamed, int line) {
    this.json = json;
    this.game = null;
    this.size = json.length;
    this.source = source;
    this.unnamed = unnamed;
    this.line = line;
  }

  /** A game read as it was found, plainly written ({@link QuickGameReader}), of {@code size} bytes. */
  RecordedGameText(RecordedGame game, int size, String source, String unnamed, int line) {
    this.json = null;
    this.game = game;
    this.size = size;
    this.source = source;
    this.unnamed = unnamed;
    this.line = line;
  }

  /**
   * The line of the file where the game begins.
   *
   * @return the line, from 1
   */
  public int line() {
    return line;
  }

  /**
   * The size of the game's text.
   *
   * @return its length in bytes
   */
  public int size() {
    return size;
  }

  /**
   * Reads the game: straight from its bytes when it is plainly written ({@link QuickGameReader}),
   * as most are; else with Jackson's parser, which names what is wrong.
   *
   * @return the game
   * @throws GameJsonException naming the file, the game, the phase and the field where the text
   *     is not a game, or the line where it is not JSON
   */
  public RecordedGame read() throws GameJsonException {
    if (game != null) {
      return game;
    }
    RecordedGame plain = QuickGameReader.read(json);
    return plain != null ? plain : readByParser();
  }

  /** Reads the game with Jackson's parser, whose messages say what is wrong in a text; not for a game read as found. */
  RecordedGame readByParser() throws GameJsonException {
    PhaseReader phases;
    try (JsonParser parser = JSON.createParser(json)) {
      phases = new PhaseReader(parser);
      try {
        parser.nextToken();
        return game(parser, phases);
      } catch (JsonProcessingException e) {
        int at = e.getLocation() == null ? line : line + e.getLocation().getLineNr() - 1;
        String game = phases.gameName() != null ? source + ": game " + phases.gameName() : unnamed;
        throw new GameJsonException(game + phases.phaseBeingRead() + ": not JSON: "
            + START_MARKER.matcher(e.getOriginalMessage()).replaceAll("") + " (line " + at + ")");
      }
    } catch (CharConversionException e) {
      // The parser guesses UTF-16 or UTF-32 from a game's first bytes (a mark, zero bytes), and
      // its decoder's errors are not parse errors: the text is not JSON all the same (issue 19).
      throw new GameJsonException(unnamed + ": not JSON: not UTF-8 text (" + e.getMessage() + ") (line " + line + ")");
    } catch (IOException e) {
      throw new IllegalStateException("a text in memory is always read", e);
    }
  }

  /** Reads the game whose first token is the parser's. */
  private RecordedGame game(JsonParser parser, PhaseReader phases) throws IOException, GameJsonException {
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      parser.skipChildren();
      throw new GameJsonException(unnamed + ": expected a game object");
    }
    String id = "";
    String map = null;
    ImmutableList<String> rules = ImmutableList.of();
    ImmutableList<String> ruleOptions = ImmutableList.of();
    ImmutableList<RecordedPhase> phaseList = null;
    String fault = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String field = parser.currentName();
      JsonToken t = parser.nextToken();
      try {
        switch (field) {
          case "id" -> {
            id = t.isScalarValue() ? parser.getText() : "";
            phases.named(id);
          }
          case "map" -> map = t == JsonToken.VALUE_STRING ? parser.getText() : null;
          case "rules" -> rules = PhaseReader.strings(parser, ": rules");
          case "dipadj_rules" -> ruleOptions = PhaseReader.strings(parser, ": dipadj_rules");
          case "phases" -> phaseList = t == JsonToken.START_ARRAY ? phases.phases() : null;
          default -> { }
        }
        parser.skipChildren();
      } catch (PhaseReader.Fault f) {
        fault = fault == null ? f.getMessage() : fault;
        PhaseReader.skipTo(parser, 1);
      }
    }
    String at = id.isEmpty() ? unnamed : source + ": game " + id;
    if (fault != null) {
      throw new GameJsonException(at + fault);
    }
    if (map == null) {
      throw new GameJsonException(at + ": no \"map\" named");
    }
    if (phaseList == null) {
      throw new GameJsonException(at + ": no \"phases\" list");
    }
    return new RecordedGame(id, map, rules, ruleOptions, phaseList);
  }

  @Override
  public String toString() {
    return unnamed + " (line " + line + ", " + size + " bytes): "
        + (json == null ? "game " + game.id() : new String(json, 0, Math.min(json.length, 60), StandardCharsets.UTF_8));
  }
}
