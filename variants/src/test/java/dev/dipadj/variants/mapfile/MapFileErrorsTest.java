package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.dipadj.variants.VariantFormatException;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Each kind of bad line of a {@code .map} file is refused with the file, the line and the
 * word: the message is {@code FILE:LINE: reason}.
 */
class MapFileErrorsTest {
  @TempDir Path dir;

  /** A small valid map the cases below break one line at a time: lines 1 to 6. */
  private static final String BASE = String.join("\n",
      "COAST AAA ABUTS BBB SEA",
      "LAND BBB ABUTS AAA",
      "WATER SEA ABUTS AAA",
      "UNOWNED BBB",
      "RED (REDDISH:R) AAA",
      "A AAA",
      "");

  private Path write(String name, String text) throws IOException {
    Path file = dir.resolve(name);
    Files.createDirectories(file.getParent());
    Files.writeString(file, text);
    return file;
  }

  private String refused(String name, String text) throws IOException {
    Path file = write(name, text);
    return assertThrows(VariantFormatException.class, () -> MapFileReader.read(file)).getMessage();
  }

  @Test
  void theBaseMapReads() throws Exception {
    assertEquals(2, MapFileReader.read(write("base.map", BASE)).variant().soloCentres());
  }

  @Test
  void abutsAnUnknownPlace() throws Exception {
    String message = refused("bad.map", BASE + "AMEND BBB ABUTS QQQ\n");
    assertEquals(dir.resolve("bad.map") + ":7: BBB ABUTS 'QQQ', which is no place of the map", message);
  }

  @Test
  void aCoastLineAfterItsProvince() throws Exception {
    String message = refused("bad.map", BASE + "COAST ccc ABUTS BBB\nCOAST CCC/NC ABUTS SEA\n");
    assertEquals(dir.resolve("bad.map") + ":8: the coast line CCC/NC comes after the line of its province ccc ("
        + dir.resolve("bad.map") + ":7): a province's coasts are listed before it", message);
  }

  @Test
  void unitsWhereTheyCannotStand() throws Exception {
    assertEquals(dir.resolve("a.map") + ":7: a fleet cannot stand on 'BBB'", refused("a.map", BASE + "F BBB\n"));
    assertEquals(dir.resolve("b.map") + ":7: an army cannot stand on 'SEA'", refused("b.map", BASE + "A SEA\n"));
    assertEquals(dir.resolve("c.map") + ":7: a unit on 'QQQ', which is no place of the map",
        refused("c.map", BASE + "A QQQ\n"));
    assertEquals(dir.resolve("d.map") + ":7: a second starting unit in AAA", refused("d.map", BASE + "F AAA\n"));
  }

  @Test
  void aCycleOfUse() throws Exception {
    write("b.map", "USE a.map\n");
    String message = refused("a.map", "# uses b\nUSE b.map\n" + BASE);
    assertEquals(dir.resolve("b.map") + ":1: USE names 'a.map', which is being read: a cycle of USE lines", message);
  }

  @Test
  void aMissingFile() throws Exception {
    String message = refused("a.map", BASE + "USE nowhere.map\n");
    assertEquals(dir.resolve("a.map") + ":7: USE names 'nowhere.map': no such file beside " + dir.resolve("a.map"),
        message);
    assertThrows(IOException.class, () -> MapFileReader.read(dir.resolve("absent.map")));
  }

  @Test
  void noPathLeavesTheFolder() throws Exception {
    write("outside.map", BASE);
    assertEquals(dir.resolve("in/a.map") + ":1: USE names '../outside.map', which leaves the folder of the first file ('..')",
        refused("in/a.map", "USE ../outside.map\n"));
    assertEquals(dir.resolve("in/b.map") + ":1: USE names '" + dir.resolve("outside.map")
        + "': a file is named by its path relative to this one, not an absolute path",
        refused("in/b.map", "USE " + dir.resolve("outside.map") + "\n"));
    Files.createSymbolicLink(dir.resolve("in/link.map"), dir.resolve("outside.map"));
    String message = refused("in/c.map", "USE link.map\n");
    assertEquals(true, message.contains("is outside the folder"), message);
  }

  @Test
  void rulesAndDirectivesDipadjDoesNotPlay() throws Exception {
    assertEquals(dir.resolve("a.map") + ":7: the rule 'FICTIONAL' is not supported by dipadj (supported: BUILD_ANY;"
        + " ignored with a warning: HIDE_DUMMIES, IGNORE_ERRORS, NO_CHECK, NO_DEADLINE, NO_PRESS, POWER_CHOICE,"
        + " PUBLIC_PRESS, REAL_TIME)", refused("a.map", BASE + "RULE FICTIONAL\n"));
    assertEquals(dir.resolve("b.map") + ":7: the directive FLOW is not supported by dipadj",
        refused("b.map", BASE + "FLOW SPRING:MOVEMENT\n"));
    assertEquals(dir.resolve("d.map") + ":7: VICTORY 3 is more than the 2 supply centres of the map",
        refused("d.map", BASE + "VICTORY 2 3\n"));
  }

  @Test
  void otherBadLines() throws Exception {
    assertEquals(dir.resolve("a.map") + ":7: 'bBB' is written in neither upper case (any unit), lower case (armies"
        + " only) nor with a capital first letter (fleets only)", refused("a.map", BASE + "AMEND AAA ABUTS bBB\n"));
    assertEquals(dir.resolve("b.map") + ":7: a line longer than 10000 characters",
        refused("b.map", BASE + "#" + "x".repeat(10_000) + "\n"));
    assertEquals(dir.resolve("c.map") + ":7: 'COAST ccc' in lower case marks a province with coasts, and no coast"
        + " line (CCC/NC) comes before it", refused("c.map", BASE + "COAST ccc ABUTS BBB\n"));
    assertEquals(dir.resolve("d.map") + ":1: 'OWNS' with no current power: it follows a power's line",
        refused("d.map", "OWNS AAA\n" + BASE));
    assertEquals(dir.resolve("e.map") + ":7: UNPLAYED names 'BLUE', which is no power given before",
        refused("e.map", BASE + "UNPLAYED BLUE\n"));
    assertEquals(dir.resolve("f.map") + ":7: unknown coast 'XC' in 'AAA/XC' (NC, SC, EC, WC)",
        refused("f.map", BASE + "COAST AAA/XC ABUTS SEA\n"));
    assertEquals(dir.resolve("g.map") + ":8: the alias 'bee' already names AAA",
        refused("g.map", BASE + "Alpha = aaa bee\nBeta = bbb bee\n"));
    assertEquals(dir.resolve("h.map") + ":7: a fleet border from SEA to SND only: the line of SND does not list SEA,"
        + " and fleets that convoy (WATER, PORT) border each other both ways",
        refused("h.map", BASE + "AMEND SEA ABUTS SND\nWATER SND\n"));
  }
}
