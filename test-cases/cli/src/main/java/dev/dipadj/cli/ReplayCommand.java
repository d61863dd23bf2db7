package dev.dipadj.cli;

import dev.dipadj.cases.Corpus;
import dev.dipadj.gamejson.GameJsonException;
import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.PhaseCheck;
import dev.dipadj.gamejson.RecordedGameReader;
import dev.dipadj.gamejson.RecordedGameText;
import dev.dipadj.gamejson.Replay;
import dev.dipadj.json.VariantLookup;
import dev.dipadj.rules.RuleOptions;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj replay PATH…}: re-adjudicates every phase of the games in the game JSON
 * files given (or found below the folders given, {@code *.json} and {@code *.jsonl}) and prints
 * a line for each phase where dipadj and the record differ, then {@code N passed, M failed}
 * over phases; {@code -} reads standard input, game by game as a file. The files are read
 * game by game in order, and the games replayed on every core, so that a run holds a few games
 * per thread whatever the size of the files; lines come out in the order of the files and
 * games. With {@code --maps DIR}, a game whose {@code map} is NAME is replayed on the
 * DPjudge/MILA map file DIR/NAME.map when it is there.
 */
@Command(name = "replay", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Re-adjudicate every phase of the games in game JSON files (or folders, searched for *.json and *.jsonl); "
        + "print each phase that differs and 'N passed, M failed'.")
final class ReplayCommand implements Callable<Integer> {
  @Parameters(arity = "1..*", paramLabel = "PATH",
      description = "game JSON files, or folders searched for *.json and *.jsonl, or - for standard input")
  List<Path> paths;

  @Option(names = "--rules", paramLabel = "NAME=VALUE",
      description = "a rule option to replay under (repeatable), as in case files, edition=NAME among them "
          + "(an unknown name is refused with the names known)")
  List<String> rules = new ArrayList<>();

  @Option(names = "--maps", paramLabel = "DIR",
      description = "a folder of DPjudge/MILA .map files: a game whose map is NAME is replayed on DIR/NAME.map "
          + "when that file is there (standard on DIR/standard.map)")
  Path maps;

  @Mixin ThreadsOption threads;

  /**
   * Games queued per thread: a game is in memory from when it is read until it is replayed,
   * so a run holds a few games per thread, whatever the size of the files.
   */
  private static final int GAMES_PER_THREAD = 3;

  /** The {@code --maps} folder, read as games name its files; null without the option. */
  private MapFolder mapFolder;
  private int passed;
  private int failed;
  /** Files that could not be read to their end (unreadable, or a game past the largest read): an input problem. */
  private boolean refused;

  /** A game's replay, or why a game or file could not be read (a whole line), with the file it came from. */
  private record Replayed(Path file, GameReplay replay, String error) {}

  @Override
  public Integer call() throws IOException {
    Inputs.requireExisting(paths);
    for (String option : rules) {
      try {
        RuleOptions.DATC.with(option);
      } catch (IllegalArgumentException e) {
        System.err.println(EchoedText.line("dipadj: --rules " + option + ": " + e.getMessage()));
        return ExitCode.USAGE;
      }
    }
    if (maps != null && !java.nio.file.Files.isDirectory(maps)) {
      System.err.println(EchoedText.line("dipadj: --maps " + maps + ": no such folder"));
      return ExitCode.INPUT;
    }
    mapFolder = maps == null ? null : new MapFolder(maps);
    List<Path> files = Corpus.files(paths, ".json", ".jsonl");
    Progress progress = Progress.onTerminal("phases replayed");
    try (InOrder<Replayed> run = new InOrder<>("dipadj-replay", threads.count(), GAMES_PER_THREAD,
        r -> report(r, progress))) {
      // This thread reads the files game by game, in order; the pool replays them meanwhile.
      for (Path file : files) {
        replayEach(file, run);
      }
      run.flush();
    } finally {
      progress.done();
    }
    System.out.println(passed + " passed, " + failed + " failed");
    if (refused) {
      return ExitCode.INPUT;
    }
    return failed == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }

  /**
   * Finds a file's games one at a time and queues each to be replayed on the pool, and each
   * error in its place: this thread reads the plainly written games as it finds them (one
   * pass over their bytes), the others are parsed on the pool beside the replays.
   */
  private void replayEach(Path path, InOrder<Replayed> run) {
    boolean standardInput = path.toString().equals("-");
    Path file = standardInput ? Path.of(STANDARD_INPUT) : path;
    VariantLookup variants = mapFolder == null ? GameMaps.beside(file) : GameMaps.beside(file, mapFolder);
    try (RecordedGameReader games = standardInput
        ? RecordedGameReader.forReplay(new UnclosedInput(System.in), STANDARD_INPUT)
        : RecordedGameReader.forReplay(file)) {
      while (true) {
        Optional<RecordedGameText> next;
        try {
          next = games.nextText();
        } catch (GameJsonException e) {
          refused |= e.isOverLimit();
          run.put(new Replayed(file, null, e.getMessage()));
          continue;
        }
        if (next.isEmpty()) {
          return;
        }
        RecordedGameText text = next.get();
        run.submit(() -> {
          try {
            return new Replayed(file, Replay.replay(text.read(), variants, rules), null);
          } catch (GameJsonException e) {
            return new Replayed(file, null, e.getMessage());
          }
        });
      }
    } catch (IOException e) {
      refused = true;
      run.put(new Replayed(file, null, file + ": cannot be read: " + e.getMessage()));
    }
  }

  /** How standard input is named in messages, as {@code adjudicate -} names it. */
  private static final String STANDARD_INPUT = "<stdin>";

  /** Standard input, left open when its games are read: it is the process's, not the reader's. */
  private static final class UnclosedInput extends FilterInputStream {
    UnclosedInput(InputStream in) {
      super(in);
    }

    @Override
    public void close() {}
  }

  /** Prints a game's lines, each one line of bounded length whatever the file holds (issue 19, point 7). */
  private void report(Replayed r, Progress progress) {
    if (r.error() != null) {
      progress.clear();
      System.out.println(EchoedText.line(r.error()));
      failed++;
      return;
    }
    GameReplay g = r.replay();
    for (PhaseCheck p : g.phases()) {
      if (!p.agrees()) {
        progress.clear();
        System.out.println(EchoedText.line(r.file() + ": " + p.line()));
      }
    }
    if (g.error().isPresent()) {
      progress.clear();
      System.out.println(EchoedText.line(r.file() + ": " + g.error().get()));
    }
    passed += g.passed();
    failed += g.failed();
    progress.count(passed + failed);
  }
}
