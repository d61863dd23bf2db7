package dev.dipadj.cli;

import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.report.CasePage;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj report FILE}: the cases of a case file as one self-contained HTML page,
 * each step with the board and its orders, the results and their reasons, and the board after.
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
    List<CaseReport> reports = new ArrayList<>();
    for (CaseText text : cases) {
      reports.add(CaseRunner.run(text));
    }
    String page = CasePage.write(file.getFileName().toString(), reports);
    if (output == null) {
      System.out.print(page);
      System.out.flush();
    } else {
      Files.writeString(output, page, StandardCharsets.UTF_8);
    }
    return ExitCode.OK;
  }
}
