package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * The {@code dipadj} command run in-process, with standard input, output and error captured
 * (the harness every command's test runs it with), and what holds of every command alike:
 * help and version, the exit codes, usage errors, a missing file. The commands' own tests
 * are beside it: {@code check} in {@link CheckCommandTest}, {@code adjudicate} in {@link
 * AdjudicateCommandTest}.
 */
class CliTest {
  @TempDir Path dir;

  /** What a run of the command printed and returned. */
  record Run(int exit, String out, String err) {
    List<String> outLines() {
      return out.lines().toList();
    }

    String all() {
      return out + err;
    }
  }

  static Run runWithInput(String stdin, String... args) {
    return runWithStream(stdin == null ? null : new ByteArrayInputStream(stdin.getBytes(UTF_8)), args);
  }

  /** Runs a command in-process with {@code stdin} as standard input (null: the process's own). */
  static Run runWithStream(InputStream stdin, String... args) {
    PrintStream oldOut = System.out;
    PrintStream oldErr = System.err;
    InputStream oldIn = System.in;
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    try {
      System.setOut(new PrintStream(out, true, UTF_8));
      System.setErr(new PrintStream(err, true, UTF_8));
      if (stdin != null) {
        System.setIn(stdin);
      }
      CommandLine cl = Dipadj.commandLine();
      cl.setOut(new PrintWriter(System.out, true));
      cl.setErr(new PrintWriter(System.err, true));
      int code = cl.execute(args);
      System.out.flush();
      System.err.flush();
      return new Run(code, out.toString(UTF_8), err.toString(UTF_8));
    } finally {
      System.setOut(oldOut);
      System.setErr(oldErr);
      System.setIn(oldIn);
    }
  }

  static Run run(String... args) {
    return runWithInput(null, args);
  }

  /** Writes {@code text} to the file {@code name} under {@code dir}, making its folders. */
  static Path write(Path dir, String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, text, UTF_8);
    return p;
  }

  static void assertNoStackTrace(Run r) {
    assertFalse(r.all().contains("\tat "), () -> "a stack trace was printed:\n" + r.all());
    assertFalse(r.all().contains("Exception"), () -> "an exception was printed:\n" + r.all());
  }

  static final String PASSING = """
      case pass.1  Moving to an empty neighbour
      units
        England: A Lon
      orders
        England: A Lon - Wal
      results
        England: A Lon - Wal => succeeds
      expect units
        England: A Wal
      expect dislodged
        none
      end
      """;

  static final String FAILING = """
      case fail.1  A bounce expected where there is none
      units
        England: A Lon
        France: A Par
      orders
        England: A Lon - Wal
        France: A Par - Bur
      results
        England: A Lon - Wal => fails
      end
      """;

  @Test
  void aMissingFileIsReportedAlikeByEveryCommand() {
    String missing = dir.resolve("gone.case").toString();
    Run check = run("check", missing);
    Run adjudicate = run("adjudicate", missing);
    assertEquals(3, check.exit());
    assertEquals(3, adjudicate.exit());
    assertEquals(missing + ": no such file", check.err().strip());
    assertEquals(check.err(), adjudicate.err());
  }

  @ParameterizedTest
  @MethodSource("commands")
  void everyCommandHasHelpAndVersion(String command) {
    Run r = run(command, "--help");
    assertEquals(0, r.exit(), r.all());
    assertTrue(r.out().startsWith("Usage: dipadj " + command), r.out());
    assertEquals("", r.err());
    Run version = run(command, "--version");
    assertEquals(0, version.exit(), version.all());
    assertTrue(version.out().strip().matches("dipadj \\d+\\.\\d+\\.\\d+.*"), version.out());
  }

  static Stream<String> commands() {
    return Dipadj.commandLine().getSubcommands().keySet().stream();
  }

  @Test
  void theTopLevelHelpListsTheExitCodes() {
    Run r = run("--help");
    assertEquals(0, r.exit());
    for (String code : List.of("0", "1", "2", "3", "4")) {
      assertTrue(r.out().lines().anyMatch(l -> l.strip().startsWith(code + " ")), () -> "exit code " + code + ":\n" + r.out());
    }
  }

  @Test
  void anUnknownOptionIsAUsageError() {
    Run r = run("check", "--no-such-option", "x.case");
    assertEquals(2, r.exit());
    assertTrue(r.err().contains("--no-such-option"), r.err());
  }

  @Test
  void versionIsThePoms() {
    String pom = System.getProperty("dipadj.pom.version");
    assertTrue(pom != null && !pom.isBlank(), "surefire passes the pom's version");
    Run r = run("--version");
    assertEquals(0, r.exit());
    assertEquals("dipadj " + pom, r.out().strip());
    assertEquals(pom, PomVersion.version());
  }
}
