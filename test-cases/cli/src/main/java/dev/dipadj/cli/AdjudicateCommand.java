package dev.dipadj.cli;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.CaseWriter;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code dipadj adjudicate FILE}: prints every case back with its results and expectations filled in. */
@Command(name = "adjudicate", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Adjudicate the cases of FILE (or - for standard input) and print them back completed.")
final class AdjudicateCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "a case file, or - for standard input")
  String file;

  @Override
  public Integer call() throws IOException {
    Inputs.requireExisting(List.of(Path.of(file)));
    List<CaseText> cases;
    try {
      cases = file.equals("-")
          ? CaseFileReader.read("<stdin>", Inputs.standardInput())
          : CaseFileReader.read(Path.of(file));
    } catch (CaseError e) {
      System.err.println(EchoedText.line(e.getMessage()));
      return ExitCode.INPUT;
    }
    MapFileWarnings.print(cases);
    int errors = 0;
    StringBuilder out = new StringBuilder();
    for (CaseText c : cases) {
      CaseReport r = CaseRunner.run(c);
      if (r.error() != null) {
        System.err.println(EchoedText.line(r.error()));
        errors++;
        continue;
      }
      out.append(CaseWriter.write(r, out.length() == 0)).append('\n');
    }
    System.out.print(out);
    return errors == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }
}
