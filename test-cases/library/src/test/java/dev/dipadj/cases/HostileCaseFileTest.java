package dev.dipadj.cases;

import static dev.dipadj.cases.CaseFileFixtures.assertPasses;
import static dev.dipadj.cases.CaseFileFixtures.run;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Case files from anywhere: what they hold is a result or a one-line error naming file and
 * line, never a crash. Repeated orders under every {@code multiple-orders} rule, years at
 * the edge of the range, bytes that are not UTF-8, line ends and NUL inside a line.
 */
class HostileCaseFileTest {
  @Test
  void theSameOrderTwiceUnderTheLastRuleIsOneOrder() throws CaseError {
    // It once let both copies count and broke the resolver's tables.
    assertPasses("""
        case twice
        rules multiple-orders=last
        units
          Germany: A Munich
        orders
          Germany: A Munich H
          Germany: A Munich H
        results
          Germany: A Mun H => succeeds
          Germany: A Mun H => illegal
        expect same
        end
        """);
  }

  @Test
  void aYearOutOfRangeIsAnErrorOnItsLine() throws CaseError {
    CaseReport r = run("""
        case far
        phase Fall 2147483647 Movement
        orders
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:2:") && r.error().contains("9999"), r.error());
  }

  @Test
  void aGameDoesNotGoOnPastTheLastYear() throws CaseError {
    // After Winter 9999 comes no Spring: the step is an error on its orders line, not a wrap.
    CaseReport r = run("""
        case end-of-time
        phase Winter 9999 Adjustment
        units
          France: A Par
        orders
          France: Waive
        end
        """);
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:5:") && r.error().contains("9999"), r.error());
  }

  @Test
  void bytesThatAreNotUtf8AreAnErrorOnTheirLine(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("latin1.case");
    byte[] text = "case x\norders\n  France: A Par - Bourgogne\u00e9\nend\n".getBytes(java.nio.charset.StandardCharsets.ISO_8859_1);
    Files.write(file, text);
    List<CaseReport> reports = Corpus.run(file);
    String error = reports.get(0).error();
    assertTrue(error.startsWith(file + ":3:") && error.contains("UTF-8"), error);
  }

  @Test
  void controlCharactersInAMessageAreShownNotEchoed() throws CaseError {
    CaseReport r = run("case ctl\norders\n  France: A Par\u0000 - Bur\rx\nend\n");
    assertNotNull(r.error());
    assertTrue(r.error().contains("U+0000"), r.error());
    assertEquals(-1, r.error().indexOf('\u0000'));
    assertEquals(-1, r.error().indexOf('\r'));
    assertEquals(1, r.error().lines().count());
  }

  @Test
  void aLineLongerThanTheLimitIsAnError() {
    CaseError e = CaseFileFixtures.error(
        "case long\norders\n  France: A Par - " + "B".repeat(CaseFileReader.MAX_LINE) + "\nend\n");
    CaseFileFixtures.assertAt(e, 3);
    assertTrue(e.getMessage().contains("longer than"), e.getMessage());
  }

  @Test
  void moreCasesThanTheLimitIsAnError() {
    String many = "case c\nend\n".repeat(CaseFileReader.MAX_CASES + 1);
    // Reading grows linearly with the file: the limit only catches work that grows faster.
    CaseError e = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> CaseFileFixtures.error(many));
    CaseFileFixtures.assertAt(e, 2 * CaseFileReader.MAX_CASES + 2);
  }

  @Test
  void aSpringAdjustmentIsAnError() throws CaseError {
    // "Fall 1901 Adjustment" means Winter 1901; Spring has none.
    CaseReport r = run("case spring\nphase Spring 1901 Adjustment\norders\nend\n");
    assertNotNull(r.error());
    assertTrue(r.error().startsWith("t.case:2:") && r.error().contains("Winter"), r.error());
  }
}
