package dev.dipadj.cli;

import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.StepReport;
import dev.dipadj.picture.BoardSvg;
import dev.dipadj.picture.Scene;
import dev.dipadj.report.StepScenes;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj render FILE}: one step of a case as an SVG picture of the board, the
 * position before the step with its orders and their outcome, or with {@code --after} the
 * position after it.
 */
@Command(
    name = "render",
    mixinStandardHelpOptions = true,
    versionProvider = PomVersion.class,
    description = "Draw one step of a case of FILE as SVG: the board before the step with its orders "
        + "(failed ones red and crossed), or after it with --after.")
final class RenderCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "a case file")
  Path file;

  @Option(names = "--case", paramLabel = "ID", description = "the case to draw (default: the file's first)")
  String caseId;

  @Option(names = "--step", paramLabel = "N", defaultValue = "1", description = "the step to draw, from 1 (default: 1)")
  int step;

  @Option(names = "--after", description = "draw the position after the step instead of before it")
  boolean after;

  @Option(names = {"-o", "--output"}, paramLabel = "OUT", description = "write the SVG to OUT instead of standard output")
  Path output;

  @Override
  public Integer call() throws IOException {
    List<CaseText> cases = Inputs.cases(file);
    CaseText text = null;
    for (CaseText c : cases) {
      if (caseId == null || c.id().equals(caseId)) {
        text = c;
        break;
      }
    }
    if (text == null) {
      System.err.println(EchoedText.line(file + ": no case '" + caseId + "'"));
      return ExitCode.INPUT;
    }
    CaseReport report = CaseRunner.run(text);
    if (step < 1 || step > report.steps().size()) {
      System.err.println(EchoedText.line(report.error() != null ? report.error()
          : file + ":" + text.line() + ": case " + text.id() + " has " + report.steps().size()
              + " step(s), not a step " + step));
      return ExitCode.INPUT;
    }
    StepReport chosen = report.steps().get(step - 1);
    Scene scene = after ? StepScenes.after(text.id(), chosen) : StepScenes.before(text.id(), chosen);
    Output.write(output, out -> BoardSvg.document(scene, out));
    return ExitCode.OK;
  }
}
