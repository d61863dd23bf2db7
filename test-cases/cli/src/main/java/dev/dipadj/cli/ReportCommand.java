package dev.dipadj.cli;

import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.report.CasePage;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj report FILE}: the cases of a case file as one self-contained HTML page,
 * each step with the board and its orders, the results and their reasons, and the board after.
 * The page is streamed to its output case by case, so its size is not bounded by memory.
 */
@Command(
    name = "report",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "Print the cases of FILE as one self-contained HTML page: for each step the board "
        + "with the orders, the results with their reasons, and the board after.")
final class ReportCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "a case file")
  Path file;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "write the page to OUT instead of standard output")
  Path output;

  @Override
  public Integer call() throws IOException {
    List<CaseText> cases = Inputs.cases(file);
    // Each case is run as the page asks for it and written before the next (issue 19, point 4):
    // the page is never whole in memory, nor more than one case's report.
    Iterable<CaseReport> reports = () -> cases.stream().map(CaseRunner::run).iterator();
    Output.write(output, out -> CasePage.write(file.getFileName().toString(), cases.size(), reports, out));
    return ExitCode.OK;
  }
}
