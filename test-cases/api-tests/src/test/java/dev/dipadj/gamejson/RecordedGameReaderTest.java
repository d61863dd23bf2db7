package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The streaming reader: arrays and JSON Lines game by game, the fields it passes over, and
 * the errors that end a file (text that is not JSON or not a game) or only a game.
 */
class RecordedGameReaderTest {
  private static final RecordedGame GAME = Files.read("every-order-form.json").get(0);

  /** What a reader gives, game by game: the game's id, or the error's message. */
  private static List<String> readAll(String json) {
    List<String> out = new ArrayList<>();
    try (RecordedGameReader reader = RecordedGameReader.of(json, "x.json")) {
      while (true) {
        try {
          Optional<RecordedGame> g = reader.next();
          if (g.isEmpty()) {
            return out;
          }
          out.add(g.get().id());
        } catch (GameJsonException e) {
          out.add(e.getMessage());
        }
      }
    } catch (java.io.IOException e) {
      throw new AssertionError(e);
    }
  }

  private static RecordedGame named(String id) {
    return new RecordedGame(id, GAME.map(), GAME.rules(), GAME.ruleOptions(), GAME.phases());
  }

  private static String lines(String... ids) {
    StringBuilder b = new StringBuilder();
    for (String id : ids) {
      b.append(RecordedGames.writeLine(named(id)));
    }
    return b.toString();
  }

  @Test
  void anArrayIsReadGameByGameAsWritten() throws Exception {
    List<RecordedGame> games = List.of(named("a"), named("b"), named("c"));
    try (RecordedGameReader reader = RecordedGameReader.of(RecordedGames.write(games), "x.json")) {
      for (RecordedGame g : games) {
        assertEquals(Optional.of(g), reader.next());
      }
      assertEquals(Optional.empty(), reader.next());
      assertEquals(Optional.empty(), reader.next(), "the end stays the end");
    }
  }

  @Test
  void jsonLinesAreReadAsTheirGames() throws GameJsonException {
    String text = lines("a", "b", "c");
    assertEquals(3, text.split("\n").length, "one game a line");
    assertEquals(List.of(named("a"), named("b"), named("c")), RecordedGames.read(text, "x.jsonl"));
    assertEquals(List.of("a", "b", "c"), readAll(text));
  }

  @Test
  void aGameWithTheOtherFieldsOfMilasFilesReadsAsWithout() throws GameJsonException {
    // Press with escapes, brackets and quotes in its text, across more than one buffer of the reader.
    String press = ("i'll take \\\"Bel\\\" [or {Hol}], \\\\ ok? \\u00e9 ").repeat(4000);
    String padded = RecordedGames.writeLine(GAME)
        .replace("\"orders\"", "\"messages\": [{\"sender\": \"FRANCE\", \"message\": \"" + press + "\"}],"
            + " \"logs\": [\"]}\\\\\"], \"orders\"")
        .replace("\"state\":{", "\"state\":{\"zobrist_hash\":\"123\",\"influence\":{\"FRANCE\":[\"PAR\"]},"
            + "\"civil_disorder\":{\"FRANCE\":0},")
        .replaceFirst("\\{", "{\"metadata\": {\"a\": [1, 2.5, true, null, {\"b\": \"}\"}]},");
    assertTrue(padded.length() > 200_000, "larger than the reader's buffer");
    assertEquals(List.of(GAME), RecordedGames.read(padded, "x.json"));
  }

  @Test
  void theFieldsOfAGameMayComeInAnyOrder() throws GameJsonException {
    String text = "{\"phases\": [{\"state\": {}, \"name\": \"S1901M\"}], \"map\": \"standard\", \"id\": \"late\"}";
    RecordedGame g = RecordedGames.read(text, "x.json").get(0);
    assertEquals("late", g.id());
    assertEquals("S1901M", g.phases().get(0).state().name(), "the state is named after its phase");
    GameJsonException e = assertThrows(GameJsonException.class, () -> RecordedGames.read(
        "{\"phases\": [{\"state\": [], \"name\": \"S1901M\"}], \"map\": \"standard\", \"id\": \"late\"}", "x.json"));
    assertEquals("x.json: game late, phase S1901M: no \"state\"", e.getMessage());
  }

  @Test
  void textAfterTheGamesThatIsNotAGameIsAnErrorNamingTheLine() {
    assertEquals(List.of("a", "b", "x.json: line 3: after the games, text 'x' that is not a game"),
        readAll(lines("a", "b") + "xyz\n" + lines("c")));
    String array = RecordedGames.write(List.of(named("a")));
    assertEquals(List.of("a", "x.json: line " + (array.split("\n").length + 1) + ": after the games, an array that is not a game"),
        readAll(array + "\n[]"));
    assertEquals(List.of("a", "x.json: line 1: after the games, a number that is not a game"),
        readAll(RecordedGames.writeLine(named("a")).strip() + " 42"));
  }

  @Test
  void aTruncatedFileNamesTheGamePhaseAndLineOfItsEnd() {
    String text = lines("a", "b");
    int cut = text.indexOf("\"F1901M\"", text.indexOf("\"id\":\"b\""));
    List<String> read = readAll(text.substring(0, cut + 20));
    assertEquals(2, read.size(), read.toString());
    assertEquals("a", read.get(0));
    assertTrue(read.get(1).startsWith("x.json: game b, phase F1901M: not JSON: Unexpected end-of-input"), read.get(1));
    assertTrue(read.get(1).endsWith("(line 2)"), read.get(1));
  }

  @Test
  void anArrayLeftOpenOrWithoutItsCommasEndsTheFile() {
    String two = RecordedGames.write(List.of(named("a"), named("b")));
    assertEquals(List.of("a", "b", "x.json: not JSON: the array of games is not closed (end of file) (line "
        + two.split("\n").length + ")"), readAll(two.substring(0, two.lastIndexOf(']'))));
    String noComma = "[" + RecordedGames.writeLine(named("a")) + RecordedGames.writeLine(named("b")) + "]";
    assertEquals(List.of("a", "x.json: not JSON: expected ',' or ']' after game #1, found '{' (line 2)"), readAll(noComma));
    String trailingComma = "[" + RecordedGames.writeLine(named("a")) + ",]";
    assertEquals(List.of("a", "x.json: not JSON: expected a game, found ']' (line 2)"), readAll(trailingComma));
  }

  @Test
  void aGameThatIsNotAGameFailsAloneAndTheNextIsRead() {
    String text = "[" + RecordedGames.writeLine(named("a")) + ", {\"id\": \"bad\", \"phases\": []}, 7,\n"
        + RecordedGames.writeLine(named("c")) + "]";
    assertEquals(List.of("a", "x.json: game bad: no \"map\" named", "x.json: game #3: expected a game object", "c"),
        readAll(text));
    String jsonLines = lines("a") + "{\"id\": \"broken\", \"map\": standard}\n" + lines("c");
    List<String> read = readAll(jsonLines);
    assertEquals(3, read.size(), read.toString());
    assertTrue(read.get(1).startsWith("x.json: game broken: not JSON: Unrecognized token 'standard'"), read.get(1));
    assertTrue(read.get(1).endsWith("(line 2)"), read.get(1));
    assertEquals("c", read.get(2));
  }

  /** A game with press of about {@code kilobytes}, and an escaped surrogate in it if {@code escaped}. */
  private static String withPress(String id, int kilobytes, boolean escaped) {
    String press = "i'll take \\\"Bel\\\" [or {Hol}] \\u00e9 àéü ".repeat(kilobytes * 1024 / 40)
        + (escaped ? "\\ud83d\\ude42" : "");
    return RecordedGames.writeLine(named(id)).replace("\"orders\"",
        "\"messages\": [{\"sender\": \"FRANCE\", \"message\": \"" + press + "\"}], \"orders\"");
  }

  @Test
  void gamesReadWhereTheyStandAndGamesCutReadAlike() throws Exception {
    StringBuilder text = new StringBuilder();
    List<String> ids = new ArrayList<>();
    for (int i = 0; i < 30; i++) {
      // Games of 10 KB to 900 KB, across many reads of the file; one in seven not plainly written.
      ids.add("g" + i);
      text.append(withPress("g" + i, 10 + (i * 337) % 900, i % 7 == 3));
    }
    text.append("{\"id\": \"broken\", \"map\": standard}\n").append(lines("last"));
    try (RecordedGameReader reader = RecordedGameReader.of(text.toString(), "x.jsonl")) {
      for (int i = 0; i < ids.size(); i++) {
        RecordedGameText t = reader.nextText().orElseThrow();
        assertEquals(i + 1, t.line(), "one game a line");
        assertEquals(i % 7 != 3, t.toString().endsWith("bytes): game g" + i), "read where it stands: " + t);
        assertEquals(named(ids.get(i)), t.read());
      }
      GameJsonException e = assertThrows(GameJsonException.class, () -> reader.next());
      assertTrue(e.getMessage().startsWith("x.jsonl: game broken: not JSON: Unrecognized token 'standard'"), e.getMessage());
      assertTrue(e.getMessage().endsWith("(line 31)"), e.getMessage());
      assertEquals(Optional.of(named("last")), reader.next());
      assertEquals(Optional.empty(), reader.next());
    }
    String array = RecordedGames.write(List.of(named("a"), named("b"), named("c")));
    try (RecordedGameReader reader = RecordedGameReader.of(array, "x.json")) {
      for (String id : List.of("a", "b", "c")) {
        RecordedGameText t = reader.nextText().orElseThrow();
        int idLine = array.substring(0, array.indexOf("\"id\" : \"" + id + "\"")).split("\n", -1).length;
        assertEquals(idLine - 1, t.line(), "the line of the game's brace, before its id");
        assertEquals(named(id), t.read());
      }
    }
  }

  @Test
  void emptyTextsAndEmptyArrays() throws GameJsonException {
    assertEquals(List.of("x.json: empty file"), readAll(" \n "));
    assertEquals(ImmutableList.of(), RecordedGames.read("[ ]", "x.json"));
    assertEquals(List.of(GAME), RecordedGames.read("\uFEFF" + RecordedGames.write(GAME), "x.json"), "a byte-order mark");
  }
}
