package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.dipadj.variants.VariantFormatException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A {@code .map} file is untrusted text: the limits of variant files hold (5,000 provinces,
 * as many powers), and a large map with many {@code DROP} lines reads in time linear in it.
 */
class MapFileLimitsTest {
  @TempDir Path dir;

  /** A chain of land provinces P1 ... Pn, each bordering the next, and one power. */
  private static StringBuilder chain(int n) {
    StringBuilder b = new StringBuilder();
    for (int i = 1; i <= n; i++) {
      b.append("LAND P").append(i).append(" ABUTS").append(i > 1 ? " P" + (i - 1) : "")
          .append(i < n ? " P" + (i + 1) : "").append('\n');
    }
    return b.append("RED P1\nA P1\n");
  }

  @Test
  void moreThan5000ProvincesAreRefused() throws Exception {
    Path file = dir.resolve("big.map");
    Files.writeString(file, chain(5_001));
    VariantFormatException e = assertThrows(VariantFormatException.class, () -> MapFileReader.read(file));
    assertEquals(file + ":5001: more than 5000 provinces", e.getMessage());
  }

  @Test
  void moreThan5000PowersAreRefused() throws Exception {
    StringBuilder text = chain(2);
    for (int i = 0; i <= 5_000; i++) {
      text.append("POWER").append(i).append('\n');
    }
    Path file = dir.resolve("powers.map");
    Files.writeString(file, text);
    VariantFormatException e = assertThrows(VariantFormatException.class, () -> MapFileReader.read(file));
    // RED is the first power (line 3), POWER4999 on line 5004 the 5,001st.
    assertEquals(file + ":" + (4 + 5_000) + ": more than 5000 powers", e.getMessage());
  }

  @Test
  void fiveThousandProvincesAndManyDropsRead() throws Exception {
    StringBuilder text = chain(5_000);
    // Each DROP forgets a province and the borders to it, without going through the whole map.
    for (int i = 2_501; i <= 5_000; i++) {
      text.append("DROP P").append(i).append('\n');
    }
    Path file = dir.resolve("drops.map");
    Files.writeString(file, text);
    var map = MapFileReader.read(file).variant().map();
    assertEquals(2_500, map.provinces().size());
    assertEquals(1, map.armyNeighbours(map.province("P2500").orElseThrow()).size(), "P2499 only");
  }
}
