package dev.dipadj.cli;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.game.Game;
import dev.dipadj.order.Order;
import dev.dipadj.text.OrderWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj possible FILE}: for each case of the file, a {@code case ID} line, then every
 * order that may be given in the phase the case starts in, one a line as {@code POWER:
 * ORDER} (power by power in the map's order, each unit's orders together; see {@link
 * dev.dipadj.game.PossibleOrders}). A file that cannot be read, or a case whose setup cannot,
 * is reported on standard error with its file and line: the exit code is then
 * {@link ExitCode#INPUT} for the file, {@link ExitCode#CASES_FAILED} for a case.
 */
@Command(name = "possible", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Print every order that may be given in the phase each case of FILE starts in.")
final class PossibleCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "a case file")
  Path file;

  @Override
  public Integer call() throws IOException {
    List<CaseText> cases = Inputs.cases(file);
    int errors = 0;
    StringBuilder out = new StringBuilder();
    for (CaseText c : cases) {
      Game game;
      try {
        game = CaseRunner.start(c);
      } catch (CaseError e) {
        System.err.println(EchoedText.line(e.getMessage()));
        errors++;
        continue;
      }
      out.append("case ").append(c.id()).append('\n');
      for (Order o : game.possibleOrders().all()) {
        out.append(o.power().name()).append(": ").append(OrderWriter.write(o)).append('\n');
      }
    }
    System.out.print(out);
    return errors == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }
}
