package dev.dipadj.cli;

import dev.dipadj.map.Power;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
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
    String powers = v.map().powers().stream().map(Power::name).collect(Collectors.joining(", "));
    return String.format("%-" + width + "s  %s; %s; solo %d; %s; %s",
        v.name(), powers, v.start().phase(), v.soloCentres(), VariantRulesInWords.of(v), v.title());
  }
}
