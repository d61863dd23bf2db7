package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.Corpus;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import picocli.CommandLine;

/**
 * The {@code dipadj} command run in-process, with standard input, output and error captured:
 * {@code check} reports failing cases and file errors on one line each and counts them;
 * {@code adjudicate} prints every case back completed, and the output passes {@code check}.
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

  Path write(String name, String text) throws IOException {
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

  // -------------------------------------------------------------------------------------
  // check

  @Test
  void checkPrintsOneLinePerFailingCaseAndTheCounts() throws IOException {
    write("cases/mixed.case", "variant classic\n\n" + PASSING + "\n" + FAILING);
    write("cases/notes.txt", "not a case file: ignored\n");
    Run r = run("check", dir.resolve("cases").toString());
    List<String> lines = r.outLines();
    assertEquals(2, lines.size(), () -> "one line for the failing case and the counts:\n" + r.out());
    String failure = lines.get(0);
    assertTrue(failure.contains("mixed.case"), () -> "names the file: " + failure);
    assertTrue(failure.contains("fail.1"), () -> "names the case: " + failure);
    assertFalse(failure.contains("pass.1"), failure);
    assertTrue(failure.contains("A Lon - Wal"), () -> "names the order: " + failure);
    assertTrue(failure.contains("expected fails") && failure.contains("found succeeds"),
        () -> "says what was expected and what was found: " + failure);
    assertEquals("1 passed, 1 failed", lines.get(1));
    assertEquals(1, r.exit());
    assertNoStackTrace(r);
  }

  @Test
  void checkSearchesFoldersRecursively() throws IOException {
    write("top/one.case", PASSING);
    write("top/deeper/still/two.case", PASSING.replace("pass.1", "pass.2"));
    write("top/deeper/three.case", FAILING);
    Run r = run("check", dir.resolve("top").toString());
    assertEquals("2 passed, 1 failed", r.outLines().get(r.outLines().size() - 1), r.out());
    assertTrue(r.out().contains("three.case"), r.out());
    assertEquals(1, r.exit());
  }

  @Test
  void checkOfPassingCasesExitsZero() throws IOException {
    Path f = write("ok.case", PASSING);
    Run r = run("check", f.toString());
    assertEquals(List.of("1 passed, 0 failed"), r.outLines());
    assertEquals(0, r.exit());
  }

  @Test
  void checkNamesTheDifferenceInTheUnits() throws IOException {
    Path f = write("units.case", """
        case units.1
        units
          England: A Lon
        orders
          England: A Lon - Wal
        expect units
          England: A Yor
        end
        """);
    Run r = run("check", f.toString());
    assertEquals(2, r.outLines().size(), r.out());
    String line = r.outLines().get(0);
    assertTrue(line.contains("units.case") && line.contains("units.1"), line);
    assertTrue(line.contains("Yor"), () -> "names the expected unit: " + line);
    assertEquals("0 passed, 1 failed", r.outLines().get(1));
    assertEquals(1, r.exit());
  }

  @Test
  void checkReportsAnUnreadableOrderWithFileLineAndTokenAndGoesOn() throws IOException {
    write("a/bad.case", """
        variant classic

        case bad.1  An order naming no province
        units
          England: A Lon
        orders
          England: A Lon - Xyzzy
        end

        case bad.2  The next case of the same file still runs
        units
          England: A Lon
        orders
          England: A Lon H
        expect same
        end
        """);
    write("b/good.case", PASSING);
    Run r = run("check", dir.resolve("a").toString(), dir.resolve("b").toString());
    List<String> lines = r.outLines();
    assertEquals(2, lines.size(), () -> "one error line and the counts:\n" + r.out() + r.err());
    String error = lines.get(0);
    assertTrue(error.contains("bad.case:7"), () -> "file and line: " + error);
    assertTrue(error.toLowerCase(Locale.ROOT).contains("xyzzy"), () -> "the token: " + error);
    assertEquals("2 passed, 1 failed", lines.get(1));
    assertEquals(1, r.exit());
    assertNoStackTrace(r);
  }

  @Test
  void checkReportsAMissingEndAndRunsTheOtherFiles() throws IOException {
    write("broken.case", """
        case broken.1
        units
          England: A Lon
        orders
          England: A Lon H

        case broken.2
        units
          England: A Lon
        orders
          England: A Lon H
        end
        """);
    write("good.case", PASSING);
    Run r = run("check", dir.toString());
    List<String> lines = r.outLines();
    assertEquals(2, lines.size(), () -> "one error line and the counts:\n" + r.out() + r.err());
    String error = lines.get(0);
    Matcher m = Pattern.compile("broken\\.case:(\\d+):").matcher(error);
    assertTrue(m.find(), () -> "file and line: " + error);
    int line = Integer.parseInt(m.group(1));
    assertTrue(line >= 1 && line <= 12, error);
    assertTrue(error.contains("end"), () -> "says 'end' was expected: " + error);
    assertTrue(lines.get(1).startsWith("1 passed, ") && lines.get(1).endsWith(" failed"), lines.get(1));
    assertFalse(lines.get(1).endsWith(" 0 failed"), lines.get(1));
    assertEquals(1, r.exit());
    assertNoStackTrace(r);
  }

  @Test
  void checkReportsAMissingEndAtTheEndOfTheFile() throws IOException {
    Path f = write("eof.case", """
        case eof.1
        units
          England: A Lon
        orders
          England: A Lon H
        """);
    Run r = run("check", f.toString());
    assertEquals(2, r.outLines().size(), r.out());
    assertTrue(r.outLines().get(0).matches(".*eof\\.case:\\d+:.*end.*"), r.outLines().get(0));
    assertEquals("0 passed, 1 failed", r.outLines().get(1));
    assertEquals(1, r.exit());
    assertNoStackTrace(r);
  }

  @Test
  void checkOfAFileThatDoesNotExistSaysSoAndRunsNothing() throws IOException {
    Path here = write("pass.case", PASSING);
    String missing = dir.resolve("nothing-here.case").toString();
    Run r = run("check", here.toString(), missing);
    assertEquals(3, r.exit());
    assertEquals(missing + ": no such file", r.err().strip());
    assertEquals("", r.out());
    assertNoStackTrace(r);
  }

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

  @Test
  void checkOfAFolderWithoutCasesSaysSoAndFails() throws IOException {
    Path empty = Files.createDirectories(dir.resolve("empty"));
    Files.writeString(empty.resolve("notes.txt"), "not a case file");
    Run r = run("check", empty.toString());
    assertEquals(3, r.exit());
    assertEquals("0 passed, 0 failed", r.out().strip());
    assertEquals("dipadj: no cases in " + empty, r.err().strip());
  }

  @Test
  void aCaseThatChecksNothingFails() throws IOException {
    Path f = write("idle.case", PASSING + """
        case idle.1  Orders and nothing to compare them with
        units
          England: A Lon
        orders
          England: A Lon - Wal
        end
        """);
    Run r = run("check", f.toString());
    assertEquals(1, r.exit());
    assertEquals(List.of(f + ":13: case idle.1: checks nothing (no results and no expect blocks)",
        "1 passed, 1 failed"), r.outLines());
  }

  @Test
  void noCaseOfTheCorpusChecksNothing() throws IOException, CaseError {
    List<Path> files = Corpus.files(List.of(Path.of(".")));
    assertTrue(files.size() >= 9, "the corpus was not found from " + Path.of(".").toAbsolutePath());
    for (Path f : files) {
      if (f.toString().contains("/src/test/")) {
        continue; // fixtures of tests that read broken files on purpose
      }
      for (var c : CaseFileReader.read(f)) {
        assertTrue(c.checksSomething(), () -> c.file() + ":" + c.line() + ": case " + c.id() + " checks nothing");
      }
    }
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

  // -------------------------------------------------------------------------------------
  // adjudicate

  static Stream<Path> corpusFiles() throws IOException {
    List<Path> files = Corpus.files(List.of(Path.of("datc"), Path.of("examples"), Path.of("seeds")));
    assertTrue(files.size() >= 9, "the corpus was not found from " + Path.of(".").toAbsolutePath());
    return files.stream();
  }

  @ParameterizedTest
  @MethodSource("corpusFiles")
  void adjudicateOutputPassesCheck(Path file) throws IOException, CaseError {
    int cases = CaseFileReader.read(file).size();
    Run r = run("adjudicate", file.toString());
    assertEquals(0, r.exit(), () -> "adjudicate " + file + ":\n" + r.err());
    assertEquals("", r.err());
    Path completed = write(file.getFileName().toString(), r.out());
    Run check = run("check", completed.toString());
    assertEquals(cases + " passed, 0 failed", check.outLines().get(check.outLines().size() - 1),
        () -> "check of the adjudicated " + file + ":\n" + check.out());
    assertEquals(0, check.exit());

    assertTrue(r.out().contains(" => "), "results lines");
    int cased = 0;
    for (String line : r.out().lines().toList()) {
      if (line.strip().toLowerCase(Locale.ROOT).startsWith("case ")) {
        cased++;
      }
      int arrow = line.indexOf(" => ");
      if (arrow < 0) {
        continue;
      }
      String rest = line.substring(arrow + 4);
      String word = rest.split("\\s+", 2)[0];
      assertTrue(List.of("succeeds", "fails", "illegal").contains(word), line);
      if (!word.equals("succeeds")) {
        int hash = rest.indexOf("# ");
        assertTrue(hash > 0 && !rest.substring(hash + 2).isBlank(),
            () -> "a failed order says why: " + line);
      }
    }
    assertEquals(cases, cased, "every case is printed back");
  }

  @Test
  void adjudicateExplainsABounce() throws IOException {
    Path f = write("bounce.case", """
        case bounce.1
        units
          Germany: A Mun
          Italy: A Ven
        orders
          Germany: A Mun - Tyr
          Italy: A Ven - Tyr
        end
        """);
    Run r = run("adjudicate", f.toString());
    assertEquals(0, r.exit(), r.err());
    String out = r.out();
    assertTrue(out.contains("results"), out);
    assertTrue(out.contains("expect units"), out);
    assertTrue(out.contains("expect dislodged"), out);
    for (String order : List.of("A Mun - Tyr", "A Ven - Tyr")) {
      String line = out.lines().filter(l -> l.contains(order + " =>")).findFirst().orElseThrow();
      assertTrue(line.contains("=> fails"), line);
      assertTrue(line.contains("# ") && line.toLowerCase(Locale.ROOT).contains("bounce"), line);
    }
  }

  @Test
  void adjudicateReadsStandardInput() throws IOException {
    Run r = runWithInput(FAILING, "adjudicate", "-");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains("case fail.1"), r.out());
    assertTrue(r.out().contains("England: A Lon - Wal => succeeds"), r.out());
    assertTrue(r.out().contains("France: A Par - Bur => succeeds"), r.out());
    Path completed = write("stdin.case", r.out());
    Run check = run("check", completed.toString());
    assertEquals(List.of("1 passed, 0 failed"), check.outLines());
  }

  @Test
  void adjudicateIgnoresTheExpectations() throws IOException {
    Path f = write("wrong.case", FAILING);
    Run r = run("adjudicate", f.toString());
    assertEquals(0, r.exit(), r.err());
    assertFalse(r.out().contains("=> fails"), r.out());
  }

  @Test
  void adjudicateReportsAnUnreadableFileOnOneLine() throws IOException {
    Path f = write("unreadable.case", """
        case u.1
        units
          England: A Lon
        orders
          England: A Lon - Xyzzy
        end
        """);
    Run r = run("adjudicate", f.toString());
    assertNotEquals(0, r.exit());
    assertTrue(r.err().contains("unreadable.case:5") && r.err().toLowerCase(Locale.ROOT).contains("xyzzy"), r.err());
    assertEquals(1, r.err().lines().count(), r.err());
    assertNoStackTrace(r);
  }

  @Test
  void adjudicateOfAMissingFileSaysSoInOneLine() {
    Run r = run("adjudicate", "no-such-file.case");
    assertEquals(3, r.exit());
    assertEquals("no-such-file.case: no such file", r.err().strip());
    assertFalse(r.err().contains("\tat "), "no stack trace");
  }

  // -------------------------------------------------------------------------------------
}
