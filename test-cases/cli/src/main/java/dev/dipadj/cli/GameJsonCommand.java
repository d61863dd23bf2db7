package dev.dipadj.cli;

import dev.dipadj.cases.CaseGames;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.gamejson.RecordedGame;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code dipadj game-json FILE.case}: prints the game each case plays, as dipadj adjudicates
 * it, in the game JSON of Diplomacy research: a game object for a file of one case, an array
 * of games for a file of several.
 */
@Command(name = "game-json", mixinStandardHelpOptions = true, versionProvider = PomVersion.class,
    description = "Print the game each case of FILE plays, as dipadj adjudicates it, as game JSON "
        + "(one game object for one case, an array for several). Cases with one player per power only.")
final class GameJsonCommand implements Callable<Integer> {
  @Parameters(index = "0", paramLabel = "FILE", description = "a case file")
  Path file;

  @Override
  public Integer call() throws IOException {
    List<CaseText> cases = Inputs.cases(file);
    List<RecordedGame> games = new ArrayList<>();
    int skipped = 0;
    for (CaseText c : cases) {
      try {
        games.add(CaseGames.record(CaseRunner.run(c)));
      } catch (IllegalArgumentException e) {
        System.err.println(EchoedText.line("dipadj: " + e.getMessage()));
        skipped++;
      }
    }
    if (cases.size() == 1 && games.size() == 1) {
      System.out.println(RecordedGames.write(games.get(0)));
    } else if (!games.isEmpty() || cases.size() > 1) {
      System.out.println(RecordedGames.write(games));
    }
    return skipped == 0 ? ExitCode.OK : ExitCode.CASES_FAILED;
  }
}
