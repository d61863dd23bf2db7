package dev.dipadj.cli;

import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.Corpus;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/** {@code dipadj check PATH…}: runs every case and reports each failing one on a line. */
@Command(name = "check", description = "Run every case in the files and folders given; print each failure and 'N passed, M failed'.")
final class CheckCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "PATH", description = "case files or folders (searched for *.case)")
  List<Path> paths;

  @Override
  public Integer call() throws IOException {
    int passed = 0;
    int failed = 0;
    for (Path file : Corpus.files(paths)) {
      for (CaseReport r : Corpus.run(file)) {
        if (r.passed()) {
          passed++;
        } else {
          failed++;
          System.out.println(r.failureLine());
        }
      }
    }
    System.out.println(passed + " passed, " + failed + " failed");
    return failed == 0 ? 0 : 1;
  }
}
