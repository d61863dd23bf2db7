package dev.dipadj.cli;

import java.io.IOException;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code dipadj} command: check and adjudicate case files, list possible orders, time the resolver. */
@Command(
    name = "dipadj",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "A Diplomacy adjudicator that follows the rules and the DATC.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:ok (every case or phase passed, or every case was adjudicated)",
      "1:some case or replayed phase failed, could not be run, or checks nothing",
      "2:usage error (unknown command or option, missing argument)",
      "3:an input is missing or unreadable, or there are no cases to check",
      "4:an internal error of dipadj (a bug)"},
    subcommands = {CheckCommand.class, AdjudicateCommand.class, PossibleCommand.class, BenchCommand.class,
        JsonCommand.class, ReplayCommand.class, GameJsonCommand.class, RenderCommand.class, ReportCommand.class})
public final class Dipadj implements Runnable {
  @CommandLine.Spec CommandLine.Model.CommandSpec spec;

  /** Only picocli makes one. */
  Dipadj() {}

  @Override
  public void run() {
    spec.commandLine().usage(System.out);
  }

  /**
   * Runs the command and exits with its code.
   *
   * @param args the command line
   */
  public static void main(String[] args) {
    System.exit(commandLine().execute(args));
  }

  /** The command line, with errors reported in one line rather than as a stack trace. */
  static CommandLine commandLine() {
    CommandLine cli = new CommandLine(new Dipadj());
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      if (e instanceof IOException) {
        commandLine.getErr().println(Inputs.problem(e));
        return ExitCode.INPUT;
      }
      commandLine.getErr().println("dipadj: " + (e.getMessage() == null ? e.toString() : e.getMessage()));
      return ExitCode.INTERNAL;
    });
    return cli;
  }
}
