package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Phase lines in a variant's own calendar (issue 21, docs/case-format.md): the seasons are
 * the variant's words, each plays only what its {@code season} line gives, and adjustments
 * only in the calendar's years; a line against that is an error naming the line and word.
 */
class CalendarPhaseLinesTest {
  @TempDir
  Path dir;

  @BeforeEach
  void variant() throws Exception {
    // Red with two home centres and one unit; one season a turn, years by five, adjustments
    // in years divisible by 10.
    Files.writeString(dir.resolve("turns.variant"), """
        variant turns
        season Turn movement adjustment
        year-step 5
        adjustment-years 10
        start Turn 1425 Movement
        solo 3
        power Red
        province Hom land "Home" centre home Red
        province Hm2 land "Second Home" centre home Red
        province Nt land "Neutral" centre
        army Hom Hm2
        army Hom Nt
        unit Red A Hom
        """);
  }

  private List<CaseReport> run(String body) throws Exception {
    Path file = dir.resolve("t.case");
    Files.writeString(file, "variant turns.variant\n" + body);
    return Corpus.run(file);
  }

  private void assertRefused(String phaseLine, String... fragments) throws Exception {
    List<CaseReport> r = run("case c\nphase " + phaseLine + "\norders\nexpect same\nend\n");
    String error = r.get(0).error();
    assertNotNull(error, phaseLine);
    assertTrue(error.startsWith(dir.resolve("t.case") + ":3:"), error);
    for (String f : fragments) {
      assertTrue(error.contains(f), error);
    }
  }

  @Test
  void theVariantsSeasonsAreItsPhaseWords() throws Exception {
    // Two centres and one unit: the build waits for the adjustments of 1430, and 1435 follows.
    List<CaseReport> r = run("""
        case c
        phase turn 1430 movement
        orders
        phase Turn 1430 Adjustment
        orders
          Red: Build A Hm2
        expect units
          Red: A Hom
          Red: A Hm2
        phase Turn 1435 Movement
        orders
        expect same
        end
        """);
    assertTrue(r.get(0).passed(), r.get(0).failureLine());
  }

  @Test
  void wrongPhaseLinesAreRefused() throws Exception {
    assertRefused("Spring 1425 Movement", "spring", "unknown season");
    assertRefused("Turn 1425 Adjustment", "1425", "no adjustments", "divisible by 10");
    assertRefused("Turn -5 Movement", "-5", "between 0 and");
  }
}
