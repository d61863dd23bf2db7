package dev.dipadj.cli;

import dev.dipadj.map.Power;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;

/**
 * {@code dipadj variants}: every shipped variant, a line each: the name cases and games give
 * it, its powers, its first phase, the centres that win, its own rules in a few words
 * ({@link VariantRulesInWords}), and its title.
 */
@Command(
    name = "variants",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "Print the shipped variants, a line each: name, powers, first phase, centres to win, own rules, title.")
final class VariantsCommand implements Callable<Integer> {
  /** The most powers a line names one by one. */
  private static final int MOST_NAMED = 20;

  @Override
  public Integer call() throws IOException {
    int width = Variants.NAMES.stream().mapToInt(String::length).max().orElse(0);
    Output.write(null, out -> {
      for (String name : Variants.NAMES) {
        out.write(line(Variants.named(name), width));
        out.write('\n');
      }
    });
    return ExitCode.OK;
  }

  /** A variant's line, its name padded to {@code width} so that the columns after it align. */
  static String line(Variant v, int width) {
    List<String> names = v.map().powers().stream().map(Power::name).toList();
    // Chaos's 34 powers would fill the line: their count, the first few and the last stand for them.
    String powers = names.size() <= MOST_NAMED ? String.join(", ", names)
        : names.size() + " powers: " + String.join(", ", names.subList(0, 3)) + " ... " + names.get(names.size() - 1);
    return String.format("%-" + width + "s  %s; %s; solo %d; %s; %s",
        v.name(), powers, v.start().phase(), v.soloCentres(), VariantRulesInWords.of(v), v.title());
  }
}
