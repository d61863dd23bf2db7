package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.report.CasePage;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.io.Writer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import picocli.CommandLine;

/**
 * The command line's second round of hardening (issue 19): options with unreasonable values
 * (point 5), output that cannot be written (point 6), echoed text that could forge lines
 * (point 7), files with no case, maps named for another and names too long to show (point 9),
 * and the report's page streamed case by case (point 4).
 */
class HardeningTest {
  private static final String EXAMPLE = "examples/fall-1907.case";
  private static final String GAMES = "api-tests/src/test/resources/dev/dipadj/gamejson";

  @TempDir Path dir;

  // ---------------------------------------------------------------------------------------
  // Point 4: the page goes out case by case.

  /** A writer that keeps nothing, only counts what it was given. */
  private static final class CountingWriter extends Writer {
    long written;

    @Override
    public void write(char[] chars, int off, int len) {
      written += len;
    }

    @Override
    public void flush() {}

    @Override
    public void close() {}
  }

  @Test
  void theReportPageIsWrittenCaseByCaseNotHeldWhole() throws Exception {
    CaseReport report = CaseRunner.run(CaseFileReader.read(Path.of(EXAMPLE)).get(0));
    int cases = 40;
    CountingWriter out = new CountingWriter();
    List<Long> writtenWhenAsked = new ArrayList<>();
    Iterator<CaseReport> reports = new Iterator<>() {
      int given;

      @Override
      public boolean hasNext() {
        return given < cases;
      }

      @Override
      public CaseReport next() {
        writtenWhenAsked.add(out.written);
        given++;
        return report;
      }
    };
    CasePage.write("many.case", cases, () -> reports, out);
    // Before, every report was made and the whole page built in a string first: 16,000 small
    // cases took 6.2 GB (issue 19, point 4). Now each case's section has left before the next is asked for.
    for (int i = 1; i < cases; i++) {
      long section = writtenWhenAsked.get(i) - writtenWhenAsked.get(i - 1);
      assertTrue(section > 10_000, "case " + i + " was written before case " + (i + 1) + " was asked for: " + section);
    }
    assertEquals(CasePage.write("many.case", java.util.Collections.nCopies(cases, report)).length(), out.written,
        "the same page as the one built whole");
  }

  // ---------------------------------------------------------------------------------------
  // Point 5: unreasonable option values are usage errors, on one line, at once.

  @ParameterizedTest
  @ValueSource(strings = {"1073741824", "33554432", "1025", "0", "-1", "-2147483648", "99999999999", "x"})
  void anUnreasonableThreadCountIsAOneLineUsageError(String threads) {
    for (String command : List.of("check", "replay")) {
      String path = command.equals("check") ? EXAMPLE : GAMES;
      // 1073741824 used to hang for ever and 33554432 to overflow into exit 4 (issue 19, point 5).
      CliTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliTest.run(command, "--threads", threads, path));
      assertEquals(ExitCode.USAGE, r.exit(), () -> command + " --threads " + threads + ": " + r.all());
      assertEquals(1, r.err().lines().count(), () -> "one line:\n" + r.err());
      assertTrue(r.err().contains("--threads"), r.err());
      assertEquals("", r.out());
    }
  }

  @Test
  void aReasonableThreadCountRuns() {
    CliTest.Run r = CliTest.run("check", "--threads", "1024", EXAMPLE);
    assertEquals(0, r.exit(), r.all());
    assertEquals("1 passed, 0 failed", r.out().strip());
    CliTest.Run one = CliTest.run("replay", "--threads", "1", GAMES + "/every-order-form.json");
    assertEquals(0, one.exit(), one.all());
  }

  @ParameterizedTest
  @ValueSource(strings = {"-1", "0", "NaN", "Infinity", "-Infinity", "3601", "1e300", "two"})
  void anUnreasonableBenchTimeIsAOneLineUsageError(String seconds) {
    // bench --seconds -1 used to be accepted (issue 19, point 5).
    CliTest.Run r = assertTimeoutPreemptively(Duration.ofSeconds(20), () -> CliTest.run("bench", "--seconds", seconds));
    assertEquals(ExitCode.USAGE, r.exit(), r::all);
    assertEquals(1, r.err().lines().count(), () -> "one line:\n" + r.err());
    assertTrue(r.err().contains("--seconds"), r.err());
  }

  @Test
  void anUnknownOptionIsOneLineNotTheWholeUsage() {
    CliTest.Run r = CliTest.run("report", "--no-such", EXAMPLE);
    assertEquals(ExitCode.USAGE, r.exit());
    assertEquals(List.of("dipadj report: Unknown option: '--no-such' (see dipadj report --help)"), r.err().lines().toList());
  }

  // ---------------------------------------------------------------------------------------
  // Point 6: output that cannot be written exits 3 naming it.

  /** A stream every write to which fails, as a full disk does. */
  private static final class FullDisk extends OutputStream {
    @Override
    public void write(int b) throws IOException {
      throw new IOException("No space left on device");
    }
  }

  /** Runs a command with standard output going to a stream that fails. */
  static CliTest.Run runToFullDisk(String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    InputStream oldIn = System.in;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try {
      // Never the test JVM's own standard input: surefire talks to it there.
      System.setIn(new ByteArrayInputStream(new byte[0]));
      PrintStream full = new PrintStream(new FullDisk(), true, UTF_8);
      System.setOut(full);
      System.setErr(new PrintStream(err, true, UTF_8));
      CommandLine cl = Dipadj.commandLine();
      cl.setOut(new PrintWriter(full, true));
      cl.setErr(new PrintWriter(System.err, true));
      int code = cl.execute(args);
      return new CliTest.Run(code, "", err.toString(UTF_8));
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
      System.setIn(oldIn);
    }
  }

  @Test
  void everyCommandExitsThreeWhenStandardOutputCannotBeWritten() throws IOException {
    Path json = dir.resolve("cases.json");
    Files.writeString(json, CliTest.run("json", EXAMPLE).out(), UTF_8);
    List<List<String>> commands = List.of(
        List.of("check", EXAMPLE), List.of("adjudicate", EXAMPLE), List.of("possible", EXAMPLE),
        List.of("json", EXAMPLE), List.of("json", "--read", json.toString()), List.of("game-json", EXAMPLE),
        List.of("render", EXAMPLE), List.of("report", EXAMPLE), List.of("replay", GAMES + "/every-order-form.json"),
        List.of("variants"),
        List.of("--help"), List.of("check", "--help"), List.of("--version"));
    for (List<String> command : commands) {
      // Each used to exit 0 with its output lost (issue 19, point 6).
      CliTest.Run r = runToFullDisk(command.toArray(String[]::new));
      assertEquals(ExitCode.INPUT, r.exit(), () -> command + ": " + r.err());
      assertEquals(List.of("standard output: cannot be written"), r.err().lines().toList(), command::toString);
    }
  }

  @Test
  void aFileCheckRefusesWholeKeepsItsLineWhenTheOutputCannotBeWritten() {
    // A file past the limit of a case file (here endless) is refused whole, exit 3. Its line went
    // to standard output with the counts, so a full disk left exit 3 with nothing said (found by
    // CommandLineProperties, then with "-", which check now reads as standard input).
    CliTest.Run r = runToFullDisk("check", "/dev/zero");
    assertEquals(ExitCode.INPUT, r.exit(), r::all);
    assertEquals(1, r.err().lines().count(), r::all);
    assertTrue(r.err().startsWith("/dev/zero"), r::all);
  }

  @Test
  void aRuleOptionWithALineBreakIsOneLineOfUsageError() {
    // replay printed its --rules value as given: a line break in it made two lines (issue 19,
    // point 7; found by CommandLineProperties).
    CliTest.Run r = CliTest.run("replay", "--rules", "1\n1 passed, 0 failed", GAMES + "/every-order-form.json");
    assertEquals(ExitCode.USAGE, r.exit(), r::all);
    assertEquals(1, r.err().lines().count(), r::err);
    assertTrue(r.err().contains("1U+000A1 passed"), r::err);
  }

  @Test
  void aFileNameWithANulIsAUsageErrorForACommandThatTakesItAsText() {
    // adjudicate takes its FILE as text (it may be "-"); a NUL in it ended as an internal error.
    CliTest.Run r = CliTest.run("adjudicate", "a\u0000b.case");
    assertEquals(ExitCode.USAGE, r.exit(), r::all);
    assertEquals(List.of("dipadj adjudicate: not a path: Nul character not allowed (see dipadj adjudicate --help)"),
        r.err().lines().toList());
  }

  @Test
  void anOutputFileThatCannotBeWrittenIsNamed() {
    // Not skipped where it is missing: the build runs on Linux, where /dev/full always is.
    assertTrue(Files.isWritable(Path.of("/dev/full")), "/dev/full, a device that refuses every write");
    for (String command : List.of("render", "report")) {
      CliTest.Run r = CliTest.run(command, EXAMPLE, "-o", "/dev/full");
      assertEquals(ExitCode.INPUT, r.exit(), r::all);
      assertTrue(r.err().startsWith("/dev/full: cannot be written"), r.err());
      assertEquals(1, r.err().lines().count(), r.err());
    }
  }

  // ---------------------------------------------------------------------------------------
  // Point 7: echoed text is one line, cut when long.

  @Test
  void aCraftedGameCannotPrintALineOfItsOwn() throws IOException {
    ObjectMapper mapper = new ObjectMapper();
    ArrayNode games = (ArrayNode) mapper.readTree(Path.of(GAMES, "errors.json").toFile());
    ObjectNode unknownMap = (ObjectNode) games.get(0);
    unknownMap.put("id", "forged\n1 passed, 0 failed\n");
    ObjectNode typo = (ObjectNode) games.get(1);
    String huge = "A PAR - " + "X".repeat(1_000_000);
    ((ObjectNode) typo.get("phases").get(0).get("orders")).putArray("FRANCE").add(huge);
    Path file = dir.resolve("crafted.json");
    mapper.writeValue(file.toFile(), games);

    CliTest.Run r = CliTest.run("replay", file.toString());
    List<String> lines = r.outLines();
    // Before: the id's line ends printed a fake count, and the 1 MB order came out whole (issue 19, point 7).
    assertEquals(3, lines.size(), () -> "two games' lines and the count:\n" + r.out().substring(0, Math.min(3000, r.out().length())));
    assertTrue(lines.get(0).contains("game forgedU+000A1 passed, 0 failedU+000A: unknown map"), lines.get(0));
    assertTrue(lines.get(1).contains("order 'A PAR - XXXX"), lines.get(1));
    assertTrue(lines.get(1).contains("… (1000001 characters)"), lines.get(1));
    assertTrue(lines.get(1).length() < EchoedText.LINE + 100, () -> "cut: " + lines.get(1).length());
    assertTrue(lines.get(2).matches("\\d+ passed, 2 failed"), lines.get(2));
    assertEquals(1, lines.stream().filter(l -> l.matches("\\d+ passed, \\d+ failed")).count());
  }

  @Test
  void echoedTextKeepsShortValuesAndCutsLongOnes() {
    assertEquals("game g, phase S1901M: units", EchoedText.line("game g, phase S1901M: units"));
    assertEquals("a U+000D U+0000b", EchoedText.line("a \r \u0000b"));
    String cut = EchoedText.line("order '" + "Y".repeat(500) + "' of FRANCE");
    assertEquals("order '" + "Y".repeat(EchoedText.VALUE - 1) + "… (502 characters) of FRANCE", cut);
    String many = EchoedText.line("word ".repeat(100_000));
    assertTrue(many.length() < EchoedText.LINE + 50, () -> "line cut: " + many.length());
    assertTrue(many.endsWith("… (line of 500000 characters)"), many.substring(many.length() - 60));
  }

  // ---------------------------------------------------------------------------------------
  // Point 9: no case exits 3 everywhere; the standard map is the classic map, not the name.

  @Test
  void everyCommandOfOneCaseFileExitsThreeOnAFileWithNoCase() throws IOException {
    Path empty = dir.resolve("empty.case");
    Files.writeString(empty, "# no case here\n", UTF_8);
    for (String command : List.of("check", "render", "report", "possible", "game-json")) {
      // report, possible and game-json used to exit 0 (issue 19, point 9).
      CliTest.Run r = CliTest.run(command, empty.toString());
      assertEquals(ExitCode.INPUT, r.exit(), () -> command + ": " + r.all());
      assertEquals("dipadj: no cases in " + empty, r.err().strip(), command);
    }
  }

  private static final String CASE = """
      case map.1  A move
      variant %s
      units
        England: A Lon
      orders
        England: A Lon - Wal
      end
      """;

  private String gameJsonMap(String variant) throws IOException {
    Path c = dir.resolve("map.case");
    Files.writeString(c, CASE.formatted(variant), UTF_8);
    CliTest.Run r = CliTest.run("game-json", c.toString());
    assertEquals(0, r.exit(), r::all);
    return new ObjectMapper().readTree(r.out()).get("map").asText();
  }

  @Test
  void gameJsonCallsStandardOnlyTheClassicMap() throws IOException {
    assertEquals("standard", gameJsonMap("classic"));
    Files.writeString(dir.resolve("same.variant"), "base classic\nvariant classic\n", UTF_8);
    assertEquals("standard", gameJsonMap("same.variant"), "a file that is the classic map");
    // A file calling itself classic with a border more used to be written as standard (issue 19, point 9).
    Files.writeString(dir.resolve("moved.variant"), "base classic\nvariant classic\narmy LON EDI\n", UTF_8);
    assertEquals("moved.variant", gameJsonMap("moved.variant"));
    Files.writeString(dir.resolve("other.variant"), "base classic\nvariant classic\npower Prussia Prussian\n", UTF_8);
    assertEquals("other.variant", gameJsonMap("other.variant"), "another power");
    assertEquals("era-of-empire", gameJsonMapOfEra());
  }

  private String gameJsonMapOfEra() throws IOException {
    CliTest.Run r = CliTest.run("game-json", "era-of-empire/game.case");
    assertEquals(0, r.exit(), r::all);
    JsonNode doc = new ObjectMapper().readTree(r.out());
    return (doc.isArray() ? doc.get(0) : doc).get("map").asText();
  }

  @Test
  void longNamesAreCutInThePictureAndThePage() throws IOException {
    String longId = "c." + "i".repeat(3000);
    String power = "P" + "z".repeat(400);
    Files.writeString(dir.resolve("long.variant"), "base classic\nvariant " + "v".repeat(500) + "\npower " + power + "\n", UTF_8);
    Path c = dir.resolve("long.case");
    Files.writeString(c, CASE.formatted("long.variant").replace("map.1", longId), UTF_8);

    // Before: the heading and the legend ran past the picture's width (issue 19, point 9).
    CliTest.Run svg = CliTest.run("render", c.toString());
    assertEquals(0, svg.exit(), svg::all);
    assertFalse(svg.out().contains(">" + power + "<"), "the legend cuts the power's name");
    assertTrue(svg.out().matches("(?s).*>Pz+…</text>.*"), "the legend shows the name's start and an ellipsis");
    assertTrue(svg.out().matches("(?s).*>c\\.i{50,200}…</text>.*"), "the heading under the board is cut");

    CliTest.Run page = CliTest.run("report", c.toString());
    assertEquals(0, page.exit(), page::all);
    assertFalse(page.out().contains("<h2>" + longId), "the case's heading is cut");
    assertTrue(page.out().contains("<h2>" + longId.substring(0, 200) + "…</h2>"), "cut to 200 characters");
    assertTrue(page.out().contains("overflow-wrap:anywhere"), "what is left wraps");
  }
}
