package dev.dipadj.cli;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code dipadj} command: check and adjudicate case files, list possible orders, time the resolver. */
@Command(
    name = "dipadj",
    mixinStandardHelpOptions = true,
    version = "dipadj 0.1.0",
    description = "A Diplomacy adjudicator that follows the rules and the DATC.",
    subcommands = {CheckCommand.class, AdjudicateCommand.class, PossibleCommand.class, BenchCommand.class})
public final class Dipadj implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }

  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The command line, with errors reported in one line rather than as a stack trace. */
  static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new Dipadj());
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      String what = e instanceof java.nio.file.NoSuchFileException ? "no such file: " + e.getMessage()
          : e.getMessage() == null ? e.toString() : e.getMessage();
      commandLine.getErr().println("dipadj: " + what);
      return 2;
    });
    return cli;
  }
}
