package dev.dipadj.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** {@code dipadj variants}: a line for every shipped variant, in the order of {@link Variants#NAMES}. */
class VariantsCommandTest {
  @Test
  void printsEveryShippedVariantOnALine() {
    CliTest.Run r = CliTest.run("variants");
    assertEquals(0, r.exit(), r.all());
    assertEquals("", r.err());
    List<String> lines = r.outLines();
    assertEquals(Variants.NAMES.size(), lines.size(), r.out());
    for (int i = 0; i < lines.size(); i++) {
      assertTrue(lines.get(i).startsWith(Variants.NAMES.get(i) + " "), lines.get(i));
    }
    // As the variant files say: the two powers of france-austria in the base's order, the
    // classic start and solo; pure's seven powers and solo 4. Names are padded to the
    // longest, so the powers start in one column.
    int column = Variants.NAMES.stream().mapToInt(String::length).max().orElseThrow() + 2;
    assertTrue(lines.contains(String.format("%-" + column + "s", "france-austria")
        + "Austria, France; Spring 1901 Movement; solo 18; classic rules; "
        + "Diplomacy for two: France against Austria on the classic map, Spring 1901"), r.out());
    assertTrue(lines.contains(String.format("%-" + column + "s", "pure")
        + "Austria, England, France, Germany, Italy, Russia, Turkey; Spring 1901 Movement; solo 4; classic rules; "
        + "Pure Diplomacy: seven capitals, each bordering all the others, Spring 1901"), r.out());
  }

  @Test
  void namesEachVariantsOwnRulesFromItsFile() {
    List<String> lines = CliTest.run("variants").outLines();
    // era-of-empire.variant: switch build-anywhere and switch conversion; classic-6p: six
    // players for seven powers (Italy neutral); colonial.variant: Hong Kong not-for China, the
    // TSR railroad and the SC canal.
    assertTrue(line(lines, "era-of-empire").contains("; solo 22; builds owned, conversion; "), line(lines, "era-of-empire"));
    assertTrue(line(lines, "classic-6p").contains("; solo 18; 6 players; "), line(lines, "classic-6p"));
    assertTrue(line(lines, "colonial").contains(
        "; solo 30; centres not counted for some powers, railroad TSR, canal SC; "), line(lines, "colonial"));
    assertTrue(line(lines, "classic").contains("; solo 18; classic rules; "), line(lines, "classic"));
    // chaos.variant: 34 powers, counted rather than listed; builds owned; unordered-builds army first.
    assertTrue(line(lines, "chaos").contains(" 34 powers: Ankara, Belgium, Berlin ... Warsaw; Winter 1900 Adjustment;"
        + " solo 18; builds owned, builds left unordered at the start are armies; "), line(lines, "chaos"));
  }

  private static String line(List<String> lines, String name) {
    return lines.stream().filter(l -> l.startsWith(name + " ")).findFirst().orElseThrow();
  }

  @Test
  void takesNoArguments() {
    CliTest.Run r = CliTest.run("variants", "extra");
    assertEquals(ExitCode.USAGE, r.exit(), r.all());
  }
}
