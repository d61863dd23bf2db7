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
 * it loads without a console error, the browser's DOM holds both boards of each step,
 * screenshots at a desktop's and a phone's width are not blank, and at both widths every unit
 * stands inside its province's area with no name over a unit. Skipped only where no
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

  /**
   * A script the test adds to the page: in each picture, every unit's mark (not a dislodged
   * one, which stands beside its province) has its middle inside its province's area and is
   * shown at least 10 pixels wide, and no province's name overlaps a unit's mark, as the
   * browser lays them out; the findings are written into the page, which the browser's DOM
   * dump returns.
   */
  private static final String CHECKS = """
      <script>
      addEventListener('load', () => {
        const problems = [];
        let units = 0, names = 0;
        for (const svg of document.querySelectorAll('svg')) {
          const marks = [];
          for (const g of svg.querySelectorAll('g.unit')) {
            const box = g.querySelector('circle, rect').getBBox();
            marks.push(box);
            if (g.classList.contains('dislodged')) continue;
            units++;
            const p = g.getAttribute('data-province');
            const area = [...svg.querySelectorAll('.province')].find(e => e.getAttribute('data-province') === p);
            const at = svg.createSVGPoint();
            at.x = box.x + box.width / 2;
            at.y = box.y + box.height / 2;
            if (!area || !area.isPointInFill(at)) problems.push('unit outside ' + p);
            const shown = g.querySelector('circle, rect').getBoundingClientRect();
            if (shown.width < 10) problems.push('unit ' + p + ' drawn ' + shown.width.toFixed(1) + ' pixels wide');
          }
          for (const t of svg.querySelectorAll('g.labels text')) {
            names++;
            const b = t.getBBox();
            for (const m of marks) {
              if (b.x < m.x + m.width && m.x < b.x + b.width && b.y < m.y + m.height && m.y < b.y + b.height) {
                problems.push('name ' + t.textContent + ' over a unit');
              }
            }
          }
        }
        const pre = document.createElement('pre');
        pre.id = 'checks';
        pre.textContent = 'units=' + units + ' names=' + names + ' problems=' + problems.length + ': ' + problems.slice(0, 30).join('; ');
        document.body.appendChild(pre);
      });
      </script>
      """;

  @Test
  void unitsStandInTheirAreasAndNoNameCoversAUnit() throws Exception {
    Path chromium = chromium();
    assumeTrue(chromium != null, "no Chromium installed");
    for (String file : List.of("examples/fall-1907.case", "era-of-empire/convoys.case", "datc/6B-coastal-issues.case",
        "variants/empires-and-coalitions/bridges.case", "variants/hundred/calendar.case",
        "variants/youngstown-redux/adjustments.case", "variants/cold-war/canals.case")) {
      Path page = page(dir, file);
      Files.writeString(page, Files.readString(page, UTF_8).replace("</body>", CHECKS + "</body>"), UTF_8);
      for (String size : List.of("1400,1800", "390,1400")) {
        Result dom = browse(chromium, "--window-size=" + size, "--dump-dom", page.toUri().toString());
        assertEquals(0, dom.exit(), dom.err());
        java.util.regex.Matcher m = java.util.regex.Pattern.compile("units=(\\d+) names=(\\d+) problems=(\\d+): ([^<]*)").matcher(dom.out());
        assertTrue(m.find(), file + ": the checks did not run");
        assertTrue(Integer.parseInt(m.group(1)) > 0 && Integer.parseInt(m.group(2)) > 0, file + ": " + m.group());
        assertEquals("0", m.group(3), file + " at " + size + ": " + m.group(4));
      }
    }
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
