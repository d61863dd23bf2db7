package dev.dipadj.cli;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.Corpus;
import java.io.IOException;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj check PATH…}: runs every case and reports each failing one on a line. Cases
 * run on every core; the lines come out in the order of the files and cases, whatever the
 * threads do. On a terminal, the count of cases done shows on standard error meanwhile.
 */
@Command(name = "check", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Run every case in the files and folders given; print each failure and 'N passed, M failed'."
        + " A case without results or expect blocks checks nothing and fails.")
final class CheckCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "PATH", description = "case files or folders (searched for *.case), or - for standard input")
  List<Path> paths;

  @Mixin ThreadsOption threads;

  private int passed;
  private int failed;
  /** Files refused whole (larger than the most read, or unreadable): an input problem, whatever the cases did. */
  private int refused;
  /** Whether standard input ({@code -}) was read already. */
  private boolean readInput;
  /** The warnings of the .map files the cases name, printed once each. */
  private final MapFileWarnings mapFileWarnings = new MapFileWarnings();

  @Override
  public Integer call() throws IOException {
    Inputs.requireExisting(paths);
    List<Path> files = Corpus.files(paths);
    Progress progress = Progress.onTerminal();
    // Reports are printed in the order of the cases; no more are queued than keep the threads busy.
    try (InOrder<CaseReport> run = new InOrder<>("dipadj-check", threads.count(), 64, r -> report(r, progress))) {
      for (Path file : files) {
        List<CaseText> cases;
        try {
          // "-" is standard input, read once: named again, it has nothing more to give.
          boolean standardInput = file.toString().equals("-");
          cases = !standardInput ? CaseFileReader.read(file)
              : readInput ? List.of() : CaseFileReader.read("<stdin>", Inputs.standardInput());
          readInput |= standardInput;
        } catch (CaseError e) {
          run.flush();
          if (e.line() == 0) {
            // Refused whole (missing, unreadable, too large): an input error, on standard error
            // as every command writes one, so it stands even when the output cannot be written.
            refused++;
            failed++;
            progress.clear();
            System.err.println(EchoedText.line(Corpus.unreadable(file, e).failureLine()));
            progress.count(passed + failed);
            continue;
          }
          report(Corpus.unreadable(file, e), progress);
          continue;
        }
        mapFileWarnings.print(cases, progress);
        for (CaseText c : cases) {
          run.submit(() -> CaseRunner.run(c, false).checked());
        }
      }
      run.flush();
    } finally {
      progress.done();
    }
    System.out.println(passed + " passed, " + failed + " failed");
    if (refused > 0) {
      return ExitCode.INPUT;
    }
    if (passed + failed == 0) {
      System.err.println(EchoedText.line(Inputs.noCases(paths)));
      return ExitCode.INPUT;
    }
    return failed == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }

  private void report(CaseReport r, Progress progress) {
    if (r.passed()) {
      passed++;
    } else {
      failed++;
      progress.clear();
      System.out.println(EchoedText.line(r.failureLine()));
    }
    progress.count(passed + failed);
  }
}
