package dev.dipadj.cli;

import dev.dipadj.map.Power;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.concurrent.Callable;
import java.util.stream.Collectors;
import picocli.CommandLine.Command;

/**
 * {@code dipadj variants}: every variant shipped with dipadj, one a line: the name a case's
 * {@code variant} line gives, its powers, first phase and solo, and its title.
 */
@Command(
    name = "variants",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "Print every shipped variant, one a line: its name, powers, first phase, "
        + "the centres a solo needs, and its title.")
final class VariantsCommand implements Callable<Integer> {
  @Override
  public Integer call() {
    for (String name : Variants.NAMES) {
      Variant v = Variants.named(name);
      String powers = v.map().powers().stream().map(Power::name).collect(Collectors.joining(", "));
      System.out.printf("%-14s %s; %s; solo %d; %s%n", name, powers, v.start().phase(), v.soloCentres(), v.title());
    }
    return ExitCode.OK;
  }
}
