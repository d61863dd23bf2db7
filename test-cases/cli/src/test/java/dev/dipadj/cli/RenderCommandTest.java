package dev.dipadj.cli;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * {@code dipadj render} and {@code dipadj report}: the picture of a step, before or after,
 * to standard output or a file; the README's picture is what render makes today; and the
 * mistakes of a command line are reported with the common exit codes.
 */
class RenderCommandTest {
  private static final String FALL_1907 = "examples/fall-1907.case";

  @TempDir Path dir;

  private static Document parse(String xml) throws Exception {
    DocumentBuilderFactory f = DocumentBuilderFactory.newInstance();
    f.setNamespaceAware(true);
    return f.newDocumentBuilder().parse(new ByteArrayInputStream(xml.getBytes(UTF_8)));
  }

  @Test
  void theReadmePictureIsWhatRenderMakesToday() throws IOException {
    CliTest.Run r = CliTest.run("render", FALL_1907);
    assertEquals(0, r.exit(), r.err());
    assertEquals(Files.readString(Path.of("../docs/fall-1907.svg"), UTF_8), r.out(),
        "docs/fall-1907.svg is out of date: ./dipadj render test-cases/examples/fall-1907.case -o docs/fall-1907.svg");
  }

  @Test
  void renderWritesToAFileAndDrawsTheAfterPosition() throws Exception {
    Path out = dir.resolve("after.svg");
    CliTest.Run r = CliTest.run("render", FALL_1907, "--case", "seed-001.fall-1907", "--step", "1", "--after",
        "-o", out.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals("", r.out());
    Document d = parse(Files.readString(out, UTF_8));
    assertTrue(d.getDocumentElement().getAttribute("aria-label").contains("after Fall 1907"));
  }

  @Test
  void theClassicMapVariantsAreDrawnOnClassicsBoard() throws Exception {
    // france-austria, italy-germany and fleet-rome take classic's board with its map (base
    // classic); the legend names only the powers of the variant.
    for (String variant : new String[] {"france-austria", "italy-germany", "fleet-rome"}) {
      CliTest.Run r = CliTest.run("render", "variants/" + variant + "/" + variant + ".case");
      assertEquals(0, r.exit(), variant + ": " + r.err());
      Document d = parse(r.out());
      assertTrue(d.getDocumentElement().getAttribute("aria-label").contains("Spring 1901 Movement"), variant);
      assertEquals(variant.equals("fleet-rome"), r.out().contains(">Turkey</text>"), variant);
      assertTrue(r.out().contains(">Austria</text>") || r.out().contains(">Germany</text>"), variant);
    }
    // pure's capitals sit where classic's board has them; its legend names the seven powers.
    CliTest.Run r = CliTest.run("render", "variants/pure/pure.case");
    assertEquals(0, r.exit(), r.err());
    assertTrue(r.out().contains(">Turkey</text>") && r.out().contains(">Austria</text>"), r.out());
  }

  @Test
  void aVariantWithoutPositionsIsDrawnOnABoardLaidOutFromItsBorders() throws Exception {
    // Three provinces in a row and a sea along them, written without board and position lines.
    Files.writeString(dir.resolve("row.variant"), """
        variant row
        start Spring 1901 Movement
        solo 2
        power North Northern
        power South Southern
        province Nor coast North centre home North
        province Mid coast Middle centre
        province Sou coast South centre home South
        province Sea sea Sea
        both Nor Mid
        both Mid Sou
        fleet Sea Nor
        fleet Sea Mid
        fleet Sea Sou
        unit North A Nor
        unit South F Sou
        """, UTF_8);
    Path caseFile = dir.resolve("row.case");
    Files.writeString(caseFile, """
        variant row.variant
        case row.1  Both go for the middle and bounce
        orders
          North: A Nor - Mid
          South: F Sou - Mid
        results
          North: A Nor - Mid => fails bounced
          South: F Sou - Mid => fails bounced
        end
        """, UTF_8);
    CliTest.Run r = CliTest.run("render", caseFile.toString());
    assertEquals(0, r.exit(), r.err());
    Document d = parse(r.out());
    assertEquals(4, d.getElementsByTagNameNS("http://www.w3.org/2000/svg", "polygon").getLength());
    r = CliTest.run("report", caseFile.toString());
    assertEquals(0, r.exit(), r.err());
    assertEquals(2, r.out().split("<svg", -1).length - 1);
  }

  @Test
  void renderReportsAnUnknownCaseAndStep() {
    CliTest.Run r = CliTest.run("render", FALL_1907, "--case", "nope");
    assertEquals(ExitCode.INPUT, r.exit());
    assertTrue(r.err().contains("no case 'nope'"), r.err());
    r = CliTest.run("render", FALL_1907, "--step", "2");
    assertEquals(ExitCode.INPUT, r.exit());
    assertTrue(r.err().contains("has 1 step(s), not a step 2"), r.err());
    r = CliTest.run("render", "no-such.case");
    assertEquals(ExitCode.INPUT, r.exit());
    assertTrue(r.err().contains("no-such.case: no such file"), r.err());
    r = CliTest.run("render");
    assertEquals(ExitCode.USAGE, r.exit());
  }

  @Test
  void reportIsOnePageWithTwoBoardsAStepAndTheReasons() throws Exception {
    CliTest.Run r = CliTest.run("report", FALL_1907);
    assertEquals(0, r.exit(), r.err());
    String page = r.out();
    assertTrue(page.startsWith("<!DOCTYPE html>"), page.substring(0, 40));
    assertTrue(page.contains("name=\"viewport\""));
    assertEquals(2, page.split("<svg", -1).length - 1);
    // The reasons of the results, in words: a cut support, and an illegal support.
    assertTrue(page.contains("cut"), "no cut support in the page");
    assertTrue(page.contains("<td class=\"illegal\">illegal</td>"));
    // Self-contained: nothing loaded from elsewhere (a picture's coastline is used twice by a
    // reference within the page, href="#…", which loads nothing).
    assertTrue(!page.contains("src=") && !page.contains("@import"));
    assertTrue(!java.util.regex.Pattern.compile("href=\"(?!#)").matcher(page).find(), "a link out of the page");
    assertTrue(page.contains("href=\"#"), "the coastline's reference");
    // The page parses as XML (it is written as polyglot HTML by an XML writer).
    parse(page.substring(page.indexOf("<html")));
  }
}
