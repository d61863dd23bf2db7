package dev.dipadj.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code dipadj} command: check and adjudicate case files, time the resolver. */
@Command(
    name = "dipadj",
    mixinStandardHelpOptions = true,
    version = "dipadj 0.1.0",
    description = "A Diplomacy adjudicator that follows the rules and the DATC.",
    subcommands = {CheckCommand.class, AdjudicateCommand.class, BenchCommand.class})
public final class Dipadj implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }

  public static void main(String[] args) {
    System.exit(new CommandLine(new Dipadj()).execute(args));
  }
}
