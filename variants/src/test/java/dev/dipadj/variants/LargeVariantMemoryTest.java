package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.variant.Variant;
import java.io.BufferedWriter;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Issue 19, point 8: a variant file within every limit loads in memory linear in its size
 * with a small constant. A 207 MB file of borders once needed 5.3 GB (a string and two
 * arrays were kept for every border line, and the lines as a list); here a generated file
 * of about 12 MB, 800,000 border lines, must load in a JVM of {@link #HEAP} of heap (it
 * loads in 48 MB), which the old reader (about 26 bytes of heap per byte of file) could not.
 */
class LargeVariantMemoryTest {
  /** The heap of the JVM that loads the file: eight times the file, JVM included. */
  static final String HEAP = "-Xmx96m";
  /** Provinces of the generated map, all of them coastal, bordering one another. */
  private static final int PROVINCES = 2_000;
  /** The border lines written: fewer than the pairs of provinces, about 12 MB. */
  private static final int BORDERS = 800_000;

  /** Writes the variant: one power, {@link #PROVINCES} provinces, {@link #BORDERS} {@code both} lines. */
  static void write(Path file, int provinces, int borders) throws IOException {
    try (BufferedWriter out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      out.write("variant large\nstart Spring 1901 Movement\nsolo 1\npower Red\n");
      for (int i = 0; i < provinces; i++) {
        out.write("province P" + i + " coast \"Place " + i + "\"" + (i == 0 ? " centre home Red" : "") + "\n");
      }
      out.write("unit Red A P0\n");
      int written = 0;
      for (int i = 0; i < provinces && written < borders; i++) {
        for (int j = i + 1; j < provinces && written < borders; j++, written++) {
          out.write("both P" + i + " P" + j + "\n");
        }
      }
    }
  }

  @Test
  void aLargeFileOfBordersLoadsInAHeapOfEightTimesItsSize(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("large.variant");
    write(file, PROVINCES, BORDERS);
    assertTrue(Files.size(file) > 11_000_000, "the file is about 12 MB: " + Files.size(file));
    Path java = Path.of(System.getProperty("java.home"), "bin", "java");
    Process p = new ProcessBuilder(java.toString(), HEAP, "-XX:+UseSerialGC", "-cp",
        System.getProperty("java.class.path"), LoadOne.class.getName(), file.toString())
        .redirectErrorStream(true).start();
    assertTrue(p.waitFor(120, TimeUnit.SECONDS), "the load finished");
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
    assertEquals(0, p.exitValue(), out);
    assertEquals("loaded large: " + PROVINCES + " provinces, " + BORDERS + " army borders", out);
  }

  /** Loads one variant file and says what it holds; run in a JVM of a small heap. */
  static final class LoadOne {
    private LoadOne() {}

    public static void main(String[] args) throws Exception {
      Variant v = Variants.load(Path.of(args[0]));
      long armyBorders = 0;
      for (var province : v.map().provinces()) {
        armyBorders += v.map().armyNeighbours(province).size();
      }
      System.out.println("loaded " + v.name() + ": " + v.map().provinces().size() + " provinces, "
          + armyBorders / 2 + " army borders");
    }
  }

  @Test
  void theBordersOfTheGeneratedFileAreAllThere(@TempDir Path dir) throws Exception {
    // A small file of the same shape, read in this JVM: every border both ways, for both kinds of unit.
    Path file = dir.resolve("small.variant");
    write(file, 30, 200);
    Variant v = Variants.load(file);
    List<String> lines = Files.readAllLines(file).stream().filter(l -> l.startsWith("both ")).toList();
    assertEquals(200, lines.size());
    for (String l : lines) {
      String[] w = l.split(" ");
      var a = v.map().province(w[1]).orElseThrow();
      var b = v.map().province(w[2]).orElseThrow();
      assertTrue(v.map().armyAdjacent(a.index(), b.index()) && v.map().armyAdjacent(b.index(), a.index()), l);
      assertTrue(v.map().fleetAdjacent(a.index(), b.index()) && v.map().fleetAdjacent(b.index(), a.index()), l);
    }
  }
}
