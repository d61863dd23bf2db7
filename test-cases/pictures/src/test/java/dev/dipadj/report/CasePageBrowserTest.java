package dev.dipadj.report;

import static java.nio.charset.StandardCharsets.UTF_8;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import java.awt.image.BufferedImage;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.concurrent.TimeUnit;
import javax.imageio.ImageIO;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The report page in a real browser (Debian's headless Chromium, which .ci/run installs):
 * it loads without a console error, the browser's DOM holds both boards of each step, and
 * screenshots at a desktop's and a phone's width are not blank. Skipped only where no
 * Chromium is installed.
 */
class CasePageBrowserTest {
  @TempDir Path dir;

  private static Path chromium() {
    for (String candidate : List.of("/usr/bin/chromium", "/usr/bin/chromium-browser")) {
      Path p = Path.of(candidate);
      if (Files.isExecutable(p)) {
        return p;
      }
    }
    return null;
  }

  private record Result(int exit, String out, String err) {}

  private Result browse(Path chromium, String... args) throws IOException, InterruptedException {
    Path profile = Files.createTempDirectory(dir, "profile");
    List<String> command = new ArrayList<>(List.of(chromium.toString(), "--headless", "--no-sandbox",
        "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking",
        "--disable-component-update", "--disable-sync", "--hide-scrollbars",
        "--user-data-dir=" + profile));
    command.addAll(List.of(args));
    Path out = dir.resolve("out-" + System.nanoTime());
    Path err = dir.resolve("err-" + System.nanoTime());
    Process p = new ProcessBuilder(command).redirectOutput(out.toFile()).redirectError(err.toFile()).start();
    if (!p.waitFor(120, TimeUnit.SECONDS)) {
      p.destroyForcibly();
      throw new AssertionError("chromium did not finish in 120 s: " + command);
    }
    return new Result(p.exitValue(), Files.readString(out, UTF_8), Files.readString(err, UTF_8));
  }

  private static Path page(Path dir, String caseFile) throws Exception {
    List<CaseReport> reports = new ArrayList<>();
    for (CaseText c : CaseFileReader.read(Path.of(caseFile))) {
      reports.add(CaseRunner.run(c));
    }
    Path page = dir.resolve(Path.of(caseFile).getFileName() + ".html");
    Files.writeString(page, CasePage.write(caseFile, reports), UTF_8);
    return page;
  }

  /** Whether a screenshot shows something: many colours, and a good part of it not white. */
  private static void assertNotBlank(Path png) throws IOException {
    BufferedImage image = ImageIO.read(png.toFile());
    assertTrue(image != null && image.getWidth() > 100, "no screenshot at " + png);
    Set<Integer> colours = new HashSet<>();
    long notWhite = 0;
    for (int y = 0; y < image.getHeight(); y += 2) {
      for (int x = 0; x < image.getWidth(); x += 2) {
        int rgb = image.getRGB(x, y) & 0xffffff;
        colours.add(rgb);
        if (rgb != 0xffffff) {
          notWhite++;
        }
      }
    }
    long sampled = (long) ((image.getHeight() + 1) / 2) * ((image.getWidth() + 1) / 2);
    assertTrue(colours.size() > 50, png + ": only " + colours.size() + " colours");
    assertTrue(notWhite > sampled / 5, png + ": " + notWhite + " of " + sampled + " pixels not white");
  }

  @Test
  void thePageLoadsWithoutErrorsAndIsNotBlank() throws Exception {
    Path chromium = chromium();
    assumeTrue(chromium != null, "no Chromium installed");
    for (String file : List.of("examples/fall-1907.case", "era-of-empire/convoys.case")) {
      Path page = page(dir, file);
      String url = page.toUri().toString();
      Result dom = browse(chromium, "--enable-logging=stderr", "--v=0", "--dump-dom", url);
      assertEquals(0, dom.exit(), dom.err());
      for (String line : dom.err().lines().toList()) {
        assertTrue(!line.contains("CONSOLE") && !line.contains("Uncaught"), "a console message: " + line);
      }
      int steps = dom.out().split("<article class=\"step\"", -1).length - 1;
      assertTrue(steps >= 1, file + ": no step in the browser's DOM");
      assertEquals(2 * steps, dom.out().split("<svg", -1).length - 1, file + ": two boards per step");
      for (String size : List.of("1400,1800", "390,1400")) {
        Path png = dir.resolve(Path.of(file).getFileName() + "-" + size.replace(',', 'x') + ".png");
        Result shot = browse(chromium, "--screenshot=" + png, "--window-size=" + size, url);
        assertEquals(0, shot.exit(), shot.err());
        assertNotBlank(png);
      }
    }
  }
}
