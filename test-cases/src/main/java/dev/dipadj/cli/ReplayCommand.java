package dev.dipadj.cli;

import dev.dipadj.cases.Corpus;
import dev.dipadj.gamejson.GameJsonException;
import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.PhaseCheck;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.gamejson.Replay;
import dev.dipadj.rules.RuleOptions;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj replay PATH…}: re-adjudicates every phase of the games in the game JSON
 * files given (or found below the folders given) and prints a line for each phase where
 * dipadj and the record differ, then {@code N passed, M failed} over phases. Games run on
 * every core; lines come out in the order of the files and games.
 */
@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Re-adjudicate every phase of the games in game JSON files (or folders, searched for *.json); "
        + "print each phase that differs and 'N passed, M failed'.")
final class ReplayCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "PATH", description = "game JSON files, or folders searched for *.json")
  List<Path> paths;

  @Option(names = "--rules", paramLabel = "NAME=VALUE",
      description = "a rule option to replay under (repeatable), as in case files, edition=NAME among them: "
          + RuleOptions.NAMES)
  List<String> rules = new ArrayList<>();

  @Option(names = "--threads", description = "threads replaying games (default: one per core)")
  int threads = Runtime.getRuntime().availableProcessors();

  private int passed;
  private int failed;

  /** A file's games once read, or why it could not be read. */
  private record FileGames(Path file, List<RecordedGame> games, String error) {}

  /** A game's replay, with the file it came from. */
  private record Replayed(Path file, GameReplay replay) {}

  @Override
  public Integer call() throws IOException {
    Inputs.requireExisting(paths);
    for (String option : rules) {
      try {
        RuleOptions.DATC.with(option);
      } catch (IllegalArgumentException e) {
        System.err.println("dipadj: --rules " + option + ": " + e.getMessage());
        return ExitCode.USAGE;
      }
    }
    List<Path> files = Corpus.files(paths, ".json");
    Progress progress = Progress.onTerminal("phases replayed");
    int workers = Math.max(1, threads);
    Deque<CompletableFuture<FileGames>> reading = new ArrayDeque<>();
    try (InOrder<Replayed> run = new InOrder<>("dipadj-replay", workers, 16, r -> report(r, progress))) {
      int next = 0;
      while (next < files.size() || !reading.isEmpty()) {
        // Files are read ahead on the same threads, a few at a time; their games join the queue in order.
        while (next < files.size() && reading.size() < workers * 2) {
          Path file = files.get(next++);
          reading.add(run.aside(() -> read(file)));
        }
        FileGames read = reading.poll().join();
        if (read.error() != null) {
          run.flush();
          progress.clear();
          System.out.println(read.error());
          failed++;
          continue;
        }
        for (RecordedGame g : read.games()) {
          run.submit(() -> new Replayed(read.file(), Replay.replay(g, GameMaps.beside(read.file()), rules)));
        }
      }
      run.flush();
    } finally {
      progress.done();
    }
    System.out.println(passed + " passed, " + failed + " failed");
    return failed == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }

  private static FileGames read(Path file) {
    try {
      return new FileGames(file, RecordedGames.read(file), null);
    } catch (GameJsonException e) {
      return new FileGames(file, List.of(), e.getMessage());
    } catch (IOException e) {
      return new FileGames(file, List.of(), file + ": cannot be read: " + e.getMessage());
    }
  }

  private void report(Replayed r, Progress progress) {
    GameReplay g = r.replay();
    for (PhaseCheck p : g.phases()) {
      if (!p.agrees()) {
        progress.clear();
        System.out.println(r.file() + ": " + p.line());
      }
    }
    if (g.error().isPresent()) {
      progress.clear();
      System.out.println(r.file() + ": " + g.error().get());
    }
    passed += g.passed();
    failed += g.failed();
    progress.count(passed + failed);
  }
}
