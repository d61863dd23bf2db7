package dev.dipadj.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code dipadj variants} lists every shipped variant, one a line, starting with its name. */
class VariantsCommandTest {
  @Test
  void everyShippedVariantHasItsLine() {
    CliTest.Run run = CliTest.runWithInput(null, "variants");
    assertEquals(ExitCode.OK, run.exit(), run.all());
    assertEquals("", run.err());
    List<String> lines = run.outLines();
    assertEquals(Variants.NAMES.size(), lines.size(), run.out());
    for (int i = 0; i < lines.size(); i++) {
      assertEquals(Variants.NAMES.get(i), lines.get(i).split(" ")[0], lines.get(i));
    }
  }

  @Test
  void aLineSaysPowersFirstPhaseSoloAndTitle() {
    String coldWar = CliTest.runWithInput(null, "variants").outLines().stream()
        .filter(l -> l.startsWith("cold-war ")).findFirst().orElseThrow();
    // cold-war.variant: NATO and USSR, Spring 1960, 17 centres win.
    assertTrue(coldWar.contains(" NATO, USSR; Spring 1960 Movement; solo 17; Cold War"), coldWar);
    String classic = CliTest.runWithInput(null, "variants").outLines().get(0);
    assertTrue(classic.startsWith("classic        Austria, England, France, Germany, Italy, Russia, Turkey; "
        + "Spring 1901 Movement; solo 18; "), classic);
  }
}
