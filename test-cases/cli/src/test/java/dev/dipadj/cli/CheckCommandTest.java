package dev.dipadj.cli;

import static dev.dipadj.cli.CliTest.FAILING;
import static dev.dipadj.cli.CliTest.PASSING;
import static dev.dipadj.cli.CliTest.assertNoStackTrace;
import static dev.dipadj.cli.CliTest.run;
import static dev.dipadj.cli.CliTest.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.Corpus;
import dev.dipadj.cli.CliTest.Run;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code dipadj check}: it reports failing cases and file errors on one line each, goes on
 * with the other cases and files, and counts them; a case that checks nothing fails, and no
 * case of the corpus is such a case.
 */
class CheckCommandTest {
  @TempDir Path dir;

  @Test
  void checkPrintsOneLinePerFailingCaseAndTheCounts() throws IOException {
    write(dir, "cases/mixed.case", "variant classic\n\n" + PASSING + "\n" + FAILING);
    write(dir, "cases/notes.txt", "not a case file: ignored\n");
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
    write(dir, "top/one.case", PASSING);
    write(dir, "top/deeper/still/two.case", PASSING.replace("pass.1", "pass.2"));
    write(dir, "top/deeper/three.case", FAILING);
    Run r = run("check", dir.resolve("top").toString());
    assertEquals("2 passed, 1 failed", r.outLines().get(r.outLines().size() - 1), r.out());
    assertTrue(r.out().contains("three.case"), r.out());
    assertEquals(1, r.exit());
  }

  @Test
  void checkOfPassingCasesExitsZero() throws IOException {
    Path f = write(dir, "ok.case", PASSING);
    Run r = run("check", f.toString());
    assertEquals(List.of("1 passed, 0 failed"), r.outLines());
    assertEquals(0, r.exit());
  }

  @Test
  void checkNamesTheDifferenceInTheUnits() throws IOException {
    Path f = write(dir, "units.case", """
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
    write(dir, "a/bad.case", """
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
    write(dir, "b/good.case", PASSING);
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
    write(dir, "broken.case", """
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
    write(dir, "good.case", PASSING);
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
    Path f = write(dir, "eof.case", """
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
    Path here = write(dir, "pass.case", PASSING);
    String missing = dir.resolve("nothing-here.case").toString();
    Run r = run("check", here.toString(), missing);
    assertEquals(3, r.exit());
    assertEquals(missing + ": no such file", r.err().strip());
    assertEquals("", r.out());
    assertNoStackTrace(r);
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
    Path f = write(dir, "idle.case", PASSING + """
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
}
