package dev.dipadj.readme;

import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.rules.Edition;
import dev.dipadj.rules.RuleOption;
import dev.dipadj.rules.RuleOptions;
import java.io.IOException;
import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * Issue 20, point 5: the README's tables of editions and rule options are derived from the
 * declarations ({@link Edition}, {@link RuleOption#ALL}): this test writes them from those and
 * finds them, as written, in the README's "Rule options" section, so they cannot drift. On a
 * failure the message holds the table to paste.
 */
class ReadmeRuleOptionsTest {
  /** The editions: each one's word, what it is, and the settings where it departs from {@code datc}. */
  static String editionTable() {
    StringBuilder b = new StringBuilder("| edition | what it is | differs from `datc` in |\n| --- | --- | --- |\n");
    List<String> datc = RuleOptions.DATC.settings();
    for (Edition e : Edition.values()) {
      String differs = e.options().settings().stream().filter(s -> !datc.contains(s))
          .map(s -> "`" + s + "`").collect(Collectors.joining(", "));
      b.append("| `").append(e.value()).append("` | ").append(e.description()).append(" | ")
          .append(differs.isEmpty() ? "—" : differs).append(" |\n");
    }
    return b.toString();
  }

  /** The options: each one's name, what it decides and its values (the default first), and its DATC section. */
  static String optionTable() {
    StringBuilder b = new StringBuilder("| option | values (default first) | DATC |\n| --- | --- | --- |\n");
    for (RuleOption<?> o : RuleOption.ALL) {
      String values = o.values().stream().map(v -> "`" + v.value() + "`: " + v.description())
          .collect(Collectors.joining("; "));
      b.append("| `").append(o.name()).append("` | ").append(Character.toUpperCase(o.decides().charAt(0))).append(o.decides().substring(1)).append(". ").append(values).append(" | ")
          .append(o.datc().isEmpty() ? "—" : o.datc()).append(" |\n");
    }
    return b.toString();
  }

  @Test
  void theReadmeHoldsTheTablesTheDeclarationsMake() throws IOException {
    String readme = ReadmeBlocks.readme();
    String editions = editionTable();
    String options = optionTable();
    assertTrue(readme.contains("\n" + editions + "\n"), "the README's table of editions should read:\n" + editions);
    assertTrue(readme.contains("\n" + options + "| `last-year` |"),
        "the README's table of rule options should read (then the row of last-year):\n" + options);
  }
}
