package dev.dipadj.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dipadj replay} and {@code dipadj game-json} run in-process. */
class ReplayCommandTest {
  private static final String DIR = "api-tests/src/test/resources/dev/dipadj/gamejson";
  @TempDir Path dir;

  @Test
  void replayPrintsEachPhaseThatDiffersAndTheCounts() {
    CliTest.Run r = CliTest.run("replay", DIR);
    assertEquals(1, r.exit(), r.all());
    List<String> lines = r.outLines();
    assertEquals(List.of(
        DIR + "/departures.json: game convoy-to-adjacent-by-land, phase S1901M: departure convoy-to-adjacent=via-convoy-only: "
            + "units: dipadj has ENGLAND A LON, record has ENGLAND A WAL; retreats of *ENGLAND F ENG: dipadj BEL IRI NTH PIC WAL, "
            + "record BEL IRI LON NTH PIC",
        DIR + "/departures.json: game wrong-result-code, phase S1901M: difference: results A MUN: dipadj [bounce], record []",
        DIR + "/errors.json: game ancient: unknown map 'ancmed' (known: " + String.join(", ", GameMaps.known())
            + ", or the path of a .variant file)",
        DIR + "/errors.json: game typo, phase S1901M: order 'A PAR - XYZ' of FRANCE: unknown province ('XYZ')",
        "6 passed, 4 failed"), lines);
    // The shipped variants as game files name them, the classic map first as "standard".
    assertEquals(List.of("standard", "classic-2p"), GameMaps.known().subList(0, 2));
    assertTrue(GameMaps.known().containsAll(List.of("era-of-empire", "standard_france_austria", "pure")));
  }

  @Test
  void replayOfAGameThatAgreesExitsZero() {
    CliTest.Run r = CliTest.run("replay", DIR + "/every-order-form.json");
    assertEquals(0, r.exit(), r.all());
    assertEquals(List.of("4 passed, 0 failed"), r.outLines());
  }

  @Test
  void rulesApplyToTheReplay() {
    CliTest.Run r = CliTest.run("replay", "--rules", "convoy-to-adjacent=via-convoy-only", DIR + "/departures.json");
    assertEquals(List.of(
        DIR + "/departures.json: game wrong-result-code, phase S1901M: difference: results A MUN: dipadj [bounce], record []",
        "2 passed, 1 failed"), r.outLines());
    CliTest.Run bad = CliTest.run("replay", "--rules", "convoy-to-adjacent=sometimes", DIR);
    assertEquals(2, bad.exit());
    assertTrue(bad.err().contains("convoy-to-adjacent=sometimes"), bad.err());
  }

  @Test
  void aMissingFileIsAnErrorNamingIt() {
    CliTest.Run r = CliTest.run("replay", DIR + "/every-order-form.json", "no-such-game.json");
    assertEquals(3, r.exit());
    assertEquals("no-such-game.json: no such file", r.err().strip());
    assertEquals("", r.out(), "nothing is replayed when an input is missing");
  }

  @Test
  void aFileThatIsNotJsonFailsAndTheNextIsReplayed() throws IOException {
    Path broken = dir.resolve("a-broken.json");
    Files.writeString(broken, "{ \"id\": ");
    Files.copy(Path.of(DIR, "every-order-form.json"), dir.resolve("b-good.json"));
    CliTest.Run r = CliTest.run("replay", dir.toString());
    assertEquals(1, r.exit());
    assertEquals(2, r.outLines().size(), r.out());
    assertTrue(r.outLines().get(0).startsWith(broken + ": not JSON"), r.out());
    assertEquals("4 passed, 1 failed", r.outLines().get(1));
  }

  /** JSON Lines as written by {@code game-json}: one line for each of the games of a file. */
  private static String jsonLines(String... ids) throws IOException {
    StringBuilder b = new StringBuilder();
    for (String id : ids) {
      String game = Files.readString(Path.of(DIR, "every-order-form.json"))
          .replace("\"every-order-form\"", "\"" + id + "\"");
      b.append(game.replaceAll("\\s*\n\\s*", " ")).append('\n');
    }
    return b.toString();
  }

  @Test
  void aGameThatFailsInTheMiddleOfAFileIsOneLineAndTheNextGamesReplay() throws IOException {
    Path file = dir.resolve("games.jsonl");
    String text = jsonLines("first", "typo", "third");
    Files.writeString(file, text.replaceFirst("(\"id\": \"typo\".*?)\"A LON - BEL VIA\"", "$1\"A LON - XYZ\""));
    CliTest.Run r = CliTest.run("replay", dir.toString());
    assertEquals(1, r.exit(), r.all());
    assertEquals(List.of(file + ": game typo, phase S1901M: order 'A LON - XYZ' of ENGLAND: unknown province ('XYZ')",
        "8 passed, 1 failed"), r.outLines());
  }

  @Test
  void aTruncatedFileFailsOnceAfterItsWholeGamesAndTextAfterTheGamesIsNamedByLine() throws IOException {
    String text = jsonLines("first", "second");
    Path truncated = dir.resolve("a-truncated.jsonl");
    Files.writeString(truncated, text.substring(0, text.indexOf("F1901M", text.indexOf("\"second\""))));
    Path trailing = dir.resolve("b-trailing.json");
    Files.writeString(trailing, jsonLines("third") + "# the end\n");
    CliTest.Run r = CliTest.run("replay", dir.toString());
    assertEquals(1, r.exit(), r.all());
    List<String> lines = r.outLines();
    assertEquals(3, lines.size(), r.out());
    assertTrue(lines.get(0).matches("\\Q" + truncated + ": game second\\E(, phase \\S+|: phase #\\d+): not JSON: Unexpected end-of-input.* \\(line 2\\)"),
        lines.get(0));
    assertEquals(trailing + ": line 2: after the games, text '#' that is not a game", lines.get(1));
    assertEquals("8 passed, 2 failed", lines.get(2));
  }

  @Test
  void gameJsonWritesOneGameAsAnObjectAndSeveralAsAnArray() throws IOException {
    CliTest.Run one = CliTest.run("game-json", "games/seven-powers-1901-1905.case");
    assertEquals(0, one.exit(), one.err());
    assertTrue(one.out().startsWith("{"), one.out().substring(0, 20));
    CliTest.Run several = CliTest.run("game-json", "games/solo.case");
    assertEquals(0, several.exit(), several.err());
    assertTrue(several.out().startsWith("["), several.out().substring(0, 20));
    Path a = dir.resolve("one.json");
    Path b = dir.resolve("several.json");
    Files.writeString(a, one.out());
    Files.writeString(b, several.out());
    CliTest.Run replay = CliTest.run("replay", a.toString(), b.toString());
    assertEquals(0, replay.exit(), replay.out());
    assertTrue(replay.out().matches("(?s)\\d+ passed, 0 failed\\s*"), replay.out());
  }

  @Test
  void anEraOfEmpireGameIsWrittenAndReplayed(@TempDir Path dir) throws IOException {
    CliTest.Run written = CliTest.run("game-json", "era-of-empire/game.case");
    assertEquals(0, written.exit(), written.err());
    Path file = dir.resolve("eoe.json");
    Files.writeString(file, written.out());
    CliTest.Run replay = CliTest.run("replay", file.toString());
    assertEquals(0, replay.exit(), replay.out());
    assertTrue(replay.out().matches("(?s)\\d+ passed, 0 failed\\s*"), replay.out());
  }
}
