package dev.dipadj.cli;

import java.io.IOException;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code dipadj} command: check and adjudicate case files, list possible orders and the shipped variants, time the resolver. */
@Command(
    name = "dipadj",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "A Diplomacy adjudicator that follows the rules and the DATC.",
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:ok (every case or phase passed, or every case was adjudicated)",
      "1:some case or replayed phase failed, could not be run, or checks nothing",
      "2:usage error (unknown command or option, missing argument, value out of range)",
      "3:an input is missing or unreadable, there are no cases in it, or the output cannot be written",
      "4:an internal error of dipadj (a bug)"},
    subcommands = {CheckCommand.class, AdjudicateCommand.class, PossibleCommand.class, BenchCommand.class,
        JsonCommand.class, ReplayCommand.class, GameJsonCommand.class, RenderCommand.class, ReportCommand.class,
        VariantsCommand.class, MapConvertCommand.class, ExplainCommand.class})
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
    // A path the system refuses (a NUL in it) is a usage error saying why, not the name of an exception.
    cli.registerConverter(Path.class, text -> {
      try {
        return Path.of(text);
      } catch (InvalidPathException e) {
        throw new CommandLine.TypeConversionException("not a path: " + e.getReason());
      }
    });
    // Every command's output is checked once it has run: a write that failed exits 3 (issue 19, point 6).
    cli.setExecutionStrategy(parseResult -> {
      int code = new CommandLine.RunLast().execute(parseResult);
      CommandLine ran = parseResult.asCommandLineList().get(parseResult.asCommandLineList().size() - 1);
      // A command that has already said what stopped it (exit 3) keeps its one line.
      boolean unwritten = System.out.checkError() | ran.getOut().checkError();
      if (unwritten && code != ExitCode.INPUT) {
        ran.getErr().println(Output.STANDARD_OUTPUT + ": cannot be written");
        return ExitCode.INPUT;
      }
      return code;
    });
    // A usage error is one line, the message and where to look, not the whole usage (issue 19, point 5).
    cli.setParameterExceptionHandler((e, args) -> {
      CommandLine bad = e.getCommandLine();
      String command = bad.getParent() == null ? "dipadj" : "dipadj " + bad.getCommandName();
      bad.getErr().println(EchoedText.line(command + ": " + e.getMessage() + " (see " + command + " --help)"));
      return ExitCode.USAGE;
    });
    cli.setExecutionExceptionHandler((e, commandLine, parseResult) -> {
      if (e instanceof InvalidPathException p) {
        // A path a command takes as text ("-" or a file) and the system refuses: a usage error, as above.
        String command = commandLine.getParent() == null ? "dipadj" : "dipadj " + commandLine.getCommandName();
        commandLine.getErr().println(EchoedText.line(command + ": not a path: " + p.getReason()
            + " (see " + command + " --help)"));
        return ExitCode.USAGE;
      }
      if (e instanceof IOException) {
        commandLine.getErr().println(EchoedText.line(Inputs.problem(e)));
        return ExitCode.INPUT;
      }
      commandLine.getErr().println(EchoedText.line("dipadj: " + (e.getMessage() == null ? e.toString() : e.getMessage())));
      return ExitCode.INTERNAL;
    });
    return cli;
  }
}
