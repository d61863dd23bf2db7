package dev.dipadj.cli;

import static dev.dipadj.cli.CliTest.FAILING;
import static dev.dipadj.cli.CliTest.assertNoStackTrace;
import static dev.dipadj.cli.CliTest.run;
import static dev.dipadj.cli.CliTest.runWithInput;
import static dev.dipadj.cli.CliTest.write;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.Corpus;
import dev.dipadj.cli.CliTest.Run;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * {@code dipadj adjudicate}: it prints every case back completed, each failed order saying
 * why, and the output passes {@code check}; it reads standard input, ignores the cases'
 * expectations, and reports an unreadable or missing file on one line.
 */
class AdjudicateCommandTest {
  @TempDir Path dir;

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
    Path completed = write(dir, file.getFileName().toString(), r.out());
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
    Path f = write(dir, "bounce.case", """
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
    Path completed = write(dir, "stdin.case", r.out());
    Run check = run("check", completed.toString());
    assertEquals(List.of("1 passed, 0 failed"), check.outLines());
  }

  @Test
  void adjudicateIgnoresTheExpectations() throws IOException {
    Path f = write(dir, "wrong.case", FAILING);
    Run r = run("adjudicate", f.toString());
    assertEquals(0, r.exit(), r.err());
    assertFalse(r.out().contains("=> fails"), r.out());
  }

  @Test
  void adjudicateReportsAnUnreadableFileOnOneLine() throws IOException {
    Path f = write(dir, "unreadable.case", """
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
}
