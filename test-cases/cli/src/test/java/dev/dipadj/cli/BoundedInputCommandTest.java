package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.text.EndlessInput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The commands read standard input and files of no known size (pipes, devices) up to their
 * limit and refuse them past it, in one line naming the input, exit code 3, no stack trace
 * (issue 19, point 3); the replay reads game JSON from standard input game by game, so a
 * stream of any length is read in the memory of its largest game. And the smaller points of
 * reading (point 9): {@code json --read} refuses at the JSON field what {@code check} would
 * refuse in the case text printed, a replay of a file that is not UTF-8 names its line, and a
 * game JSON file opening with a byte-order mark is replayed.
 */
class BoundedInputCommandTest {
  private static final String GAMES = "api-tests/src/test/resources/dev/dipadj/gamejson";
  private static final Path ZERO = Path.of("/dev/zero");

  @TempDir Path dir;

  /** Runs a command in-process with {@code stdin} as standard input. */
  private static CliTest.Run run(InputStream stdin, String... args) {
    return CliTest.runWithStream(stdin, args);
  }

  @Test
  void adjudicateRefusesEndlessStandardInputPastTheLimit() {
    EndlessInput stdin = new EndlessInput('x');
    CliTest.Run r = run(stdin, "adjudicate", "-");
    assertEquals(3, r.exit(), r.all());
    assertEquals("<stdin>: larger than 268435456 bytes, the most read", r.err().strip());
    assertEquals("", r.out());
    assertEquals(268_435_457L, stdin.taken(), "read one byte past the limit, no further");
    CliTest.assertNoStackTrace(r);
  }

  @ParameterizedTest
  @ValueSource(strings = {"check", "json --read", "render"})
  void aDeviceWithoutSizeIsRefusedPastTheLimit(String command) {
    // Not skipped where it is missing: the build runs on Linux, where /dev/zero always is.
    assertTrue(Files.isReadable(ZERO), "/dev/zero, a device of no size");
    List<String> args = new java.util.ArrayList<>(List.of(command.split(" ")));
    args.add(ZERO.toString());
    CliTest.Run r = CliTest.run(args.toArray(String[]::new));
    assertEquals(3, r.exit(), r.all());
    String line = "/dev/zero: larger than 268435456 bytes, the most read";
    assertTrue(r.all().lines().anyMatch(l -> l.equals(line) || l.equals("dipadj: " + line)), r.all());
    assertTrue(r.all().lines().count() <= 2, () -> "one line, and check's counts:\n" + r.all());
    CliTest.assertNoStackTrace(r);
  }

  @Test
  void replayReadsGamesFromStandardInput() throws IOException {
    InputStream games = Files.newInputStream(Path.of(GAMES, "every-order-form.json"));
    CliTest.Run r = run(games, "replay", "-");
    assertEquals(0, r.exit(), r.all());
    assertEquals(List.of("4 passed, 0 failed"), r.outLines());
  }

  @Test
  void replayRefusesAnEndlessGameOnStandardInputPastTheLargestGame() {
    EndlessInput text = new EndlessInput('x');
    InputStream stdin = new SequenceInputStream(
        new java.io.ByteArrayInputStream("[{\"id\": \"".getBytes(StandardCharsets.UTF_8)), text);
    CliTest.Run r = run(stdin, "replay", "-");
    assertEquals(3, r.exit(), r.all());
    assertEquals(List.of("<stdin>: game #1 (line 1): larger than 64 MB, not read (is a string left open?)",
        "0 passed, 1 failed"), r.outLines());
    assertTrue(text.taken() < 80L << 20, () -> "read " + text.taken() + " bytes: about the largest game, and no more");
    CliTest.assertNoStackTrace(r);
  }

  @Test
  void replayRefusesADeviceWithoutSizeAfterTheLargestGame() {
    // Not skipped where it is missing: the build runs on Linux, where /dev/zero always is.
    assertTrue(Files.isReadable(ZERO), "/dev/zero, a device of no size");
    CliTest.Run r = CliTest.run("replay", ZERO.toString());
    assertEquals(3, r.exit(), r.all());
    assertEquals(List.of("/dev/zero: game #1 (line 1): larger than 64 MB, not read (is a string left open?)",
        "0 passed, 1 failed"), r.outLines());
  }

  @Test
  void aReplayOfAFileThatIsNotUtf8NamesTheLine() throws IOException {
    String game = Files.readString(Path.of(GAMES, "every-order-form.json"));
    int at = game.indexOf("\"A BUD\"");
    int line = (int) game.substring(0, at).lines().count();
    byte[] latin1 = game.replaceFirst("\"A BUD\"", "\"A B\u00dcD\"").getBytes(StandardCharsets.ISO_8859_1);
    Path file = Files.write(dir.resolve("latin1.json"), latin1);
    CliTest.Run r = CliTest.run("replay", file.toString());
    assertEquals(1, r.exit(), r.all());
    assertTrue(r.outLines().get(0).startsWith(file + ": game every-order-form, phase S1901M: not JSON: Invalid UTF-8"),
        r.out());
    assertTrue(r.outLines().get(0).endsWith("(line " + line + ")"), () -> "line " + line + ": " + r.out());
  }

  @Test
  void aGameFileOpeningWithAByteOrderMarkIsReplayed() throws IOException {
    byte[] game = Files.readAllBytes(Path.of(GAMES, "every-order-form.json"));
    byte[] marked = new byte[game.length + 3];
    marked[0] = (byte) 0xEF;
    marked[1] = (byte) 0xBB;
    marked[2] = (byte) 0xBF;
    System.arraycopy(game, 0, marked, 3, game.length);
    Path file = Files.write(dir.resolve("bom.json"), marked);
    CliTest.Run r = CliTest.run("replay", file.toString());
    assertEquals(0, r.exit(), r.all());
    assertEquals(List.of("4 passed, 0 failed"), r.outLines());
  }

  @Test
  void jsonReadRefusesALineCheckWouldRefuseAtItsField() throws IOException {
    String order = "A Par - " + "B".repeat(CaseFileReader.MAX_LINE);
    Path file = Files.writeString(dir.resolve("long.json"), """
        {"variant": "classic", "cases": [{"id": "long", "steps": [{"orders": [
          {"power": "France", "order": "A Par H"},
          {"power": "France", "order": "%s"}]}]}]}
        """.formatted(order));
    CliTest.Run r = CliTest.run("json", "--read", file.toString());
    assertEquals(3, r.exit(), r.all());
    assertEquals("", r.out(), "nothing printed that check would refuse");
    assertTrue(r.err().strip().startsWith(file + ": $.cases[0].steps[0].orders[1]: makes a case line longer than 10000"),
        r.err());
    assertEquals(1, r.err().strip().lines().count(), r.err());
    Path fits = Files.writeString(dir.resolve("fits.json"),
        Files.readString(file).replace(order, "A Par - " + "B".repeat(CaseFileReader.MAX_LINE - 20)));
    assertEquals(0, CliTest.run("json", "--read", fits.toString()).exit(), "a line at the limit is printed");
  }

  /** Issue 19, point 2: a second document after the first is not dropped in silence. */
  @Test
  void jsonReadRefusesTextAfterTheDocumentAtItsLineAndColumn() throws IOException {
    String doc = "{\"variant\": \"classic\", \"cases\": [{\"id\": \"a\", \"steps\": [{\"orders\": []}]}]}\n";
    Path one = Files.writeString(dir.resolve("one.json"), doc);
    assertEquals(0, CliTest.run("json", "--read", one.toString()).exit());
    Path two = Files.writeString(dir.resolve("two.json"), doc + "  " + doc.replace("\"a\"", "\"b\""));
    CliTest.Run r = CliTest.run("json", "--read", two.toString());
    assertEquals(3, r.exit(), r.all());
    assertEquals("", r.out());
    assertEquals(two + ": $: text after the JSON value at line 2, column 3 (one document only)", r.err().strip());
  }

  @Test
  void jsonReadRefusesMoreCasesThanCheckReadsAtTheFirstOnePast() throws IOException {
    StringBuilder json = new StringBuilder("{\"cases\": [");
    for (int i = 0; i <= CaseFileReader.MAX_CASES; i++) {
      json.append(i == 0 ? "" : ",\n").append("{\"id\": \"c").append(i).append("\"}");
    }
    Path file = Files.writeString(dir.resolve("many.json"), json.append("]}\n"));
    CliTest.Run r = CliTest.run("json", "--read", file.toString());
    assertEquals(3, r.exit(), r.err());
    assertEquals(file + ": $.cases[100000]: more than 100000 cases in one file", r.err().strip());
    assertEquals("", r.out());
  }
}
