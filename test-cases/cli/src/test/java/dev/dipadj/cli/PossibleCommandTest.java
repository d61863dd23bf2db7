package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code dipadj possible FILE}: its output, read back as orders, and its errors. */
class PossibleCommandTest {
  @TempDir Path dir;

  private Path write(String name, String text) throws IOException {
    Path p = dir.resolve(name);
    Files.writeString(p, text, UTF_8);
    return p;
  }

  @Test
  void possibleListsEveryOrderOfEachCaseUnderItsId() throws IOException {
    Path f = write("possible.case", """
        case p.1  A lone army
        units
          England: A Lvp
        orders
        end
        case p.2  A build on two coasts
        phase Winter 1901 Adjustment
        units
          Russia: A Mos
          Russia: F Sev
          Russia: A War
        owners
          Russia: Mos, Sev, War, StP
        orders
        end
        """);
    CliTest.Run r = CliTest.run("possible", f.toString());
    assertEquals(0, r.exit(), r.err());
    // Liverpool borders Clyde, Edinburgh, Wales and Yorkshire, and no other unit is there to
    // support; Russia owns StP, its only empty home centre: an army, a fleet on either coast, or none.
    assertEquals(List.of(
        "case p.1",
        "England: A Lvp H",
        "England: A Lvp - Cly",
        "England: A Lvp - Edi",
        "England: A Lvp - Wal",
        "England: A Lvp - Yor",
        "case p.2",
        "Russia: Build A StP",
        "Russia: Build F StP/nc",
        "Russia: Build F StP/sc",
        "Russia: Waive"), r.outLines());
    assertEquals("", r.err());
  }

  @Test
  void possibleOrdersReadBackAsTheSameOrders() throws Exception {
    Path f = write("opening.case", "case opening\norders\nend\n");
    CliTest.Run r = CliTest.run("possible", f.toString());
    assertEquals(0, r.exit(), r.err());
    dev.dipadj.game.Game game = dev.dipadj.cases.CaseRunner.start(CaseFileReader.read(f).get(0));
    List<String> lines = r.outLines().subList(1, r.outLines().size());
    assertEquals(game.possibleOrders().all().size(), lines.size());
    for (int i = 0; i < lines.size(); i++) {
      String line = lines.get(i);
      int colon = line.indexOf(':');
      assertEquals(game.possibleOrders().all().get(i),
          game.readAsGiven(line.substring(0, colon), line.substring(colon + 1).strip()).orElseThrow(), line);
    }
  }

  @Test
  void possibleReportsAnUnreadableFileWithItsLine() throws IOException {
    Path f = write("broken.case", """
        case b.1
        units
          England: A Xyzzy
        orders
        end
        """);
    CliTest.Run r = CliTest.run("possible", f.toString());
    assertEquals(1, r.exit(), "a case that cannot be set up fails, as in adjudicate");
    assertTrue(r.err().contains("broken.case:3"), r.err());
    CliTest.assertNoStackTrace(r);
  }

  @Test
  void possibleOfAMissingFileSaysSoAsAdjudicateDoes() {
    CliTest.Run r = CliTest.run("possible", "no-such-file.case");
    assertEquals(3, r.exit());
    assertEquals("no-such-file.case: no such file", r.err().strip());
  }

  @Test
  void possibleHasHelp() {
    CliTest.Run r = CliTest.run("possible", "--help");
    assertEquals(0, r.exit(), r.all());
    assertTrue(r.out().contains("possible"), r.out());
  }
}
