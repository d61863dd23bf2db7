package dev.dipadj.cases;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.gamejson.GameJsonException;
import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.PhaseCheck;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.gamejson.Replay;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The games of the corpus written in the game JSON and replayed: every phase dipadj played
 * must replay the same from the file, the games of {@code games/} and every other classic
 * case with one player per power alike.
 */
class CaseGamesTest {
  private static List<RecordedGame> record(Path file) throws CaseError {
    List<RecordedGame> out = new ArrayList<>();
    for (CaseText c : CaseFileReader.read(file)) {
      out.add(CaseGames.record(CaseRunner.run(c)));
    }
    return out;
  }

  private static void replaysEveryPhase(RecordedGame written) throws GameJsonException {
    replaysEveryPhase(written, Path.of("."));
  }

  /** Replays a game written from a case of this file: a variant file's path is relative to it. */
  private static void replaysEveryPhase(RecordedGame written, Path caseFile) throws GameJsonException {
    RecordedGame read = RecordedGames.read(RecordedGames.write(written), written.id()).get(0);
    assertEquals(written, read);
    GameReplay r = Replay.replay(read, name -> {
      // A game on a .map file goes by the file's name (harbour for harbour.map), as replay --maps finds it.
      Path mapFile = caseFile.resolveSibling(name + ".map");
      return java.nio.file.Files.isRegularFile(mapFile) ? Variants.load(mapFile) : Variants.find(name, caseFile);
    }, List.of());
    assertTrue(r.error().isEmpty(), r.error().orElse(""));
    for (PhaseCheck p : r.phases()) {
      assertTrue(p.passed(), p.line());
    }
    assertEquals(written.phases().size() - 1, r.passed());
  }

  @Test
  void theCorpusGamesReplay() throws CaseError, GameJsonException {
    List<RecordedGame> seven = record(Path.of("games/seven-powers-1901-1905.case"));
    assertEquals(1, seven.size());
    // Five years, each with Spring and Fall movement and a Winter, retreats where there were any.
    assertTrue(seven.get(0).phases().size() >= 16, "phases: " + seven.get(0).phases().size());
    replaysEveryPhase(seven.get(0), Path.of("games/seven-powers-1901-1905.case"));
    List<RecordedGame> solo = record(Path.of("games/solo.case"));
    assertTrue(solo.size() > 1);
    boolean completed = false;
    for (RecordedGame g : solo) {
      replaysEveryPhase(g, Path.of("games/solo.case"));
      completed |= g.phases().get(g.phases().size() - 1).completed();
    }
    assertTrue(completed, "a solo ends a game: its last phase is COMPLETED");
  }

  @Test
  void everyOtherCaseOfOnePlayerPerPowerReplays() throws IOException, CaseError, GameJsonException {
    int games = 0;
    for (Path file : Corpus.files(List.of(Path.of(".")))) {
      if (file.toString().contains("/games/") || file.toString().contains("/src/")) {
        continue;
      }
      for (CaseText c : CaseFileReader.read(file)) {
        CaseReport report = CaseRunner.run(c);
        if (report.error() != null || report.steps().isEmpty() || !onePlayerPerPower(report)) {
          continue;
        }
        replaysEveryPhase(CaseGames.record(report), file);
        games++;
      }
    }
    assertTrue(games > 100, "cases written and replayed: " + games);
  }

  /** Whether every step of a case is played by the variant's own players: the format knows no others. */
  private static boolean onePlayerPerPower(CaseReport report) {
    for (StepReport step : report.steps()) {
      if (!step.before().players().equals(step.before().variant().players())) {
        return false;
      }
    }
    return true;
  }

  /** An Era of Empire game, conversions included, is written under its variant's name and replays. */
  @Test
  void anEraOfEmpireGameIsWrittenAndReplayed() throws CaseError, GameJsonException {
    for (CaseText c : CaseFileReader.read(Path.of("era-of-empire/game.case"))) {
      RecordedGame g = CaseGames.record(CaseRunner.run(c));
      assertEquals("era-of-empire", g.map());
      assertEquals(List.of("BRITAIN", "CHINA", "FRANCE", "HOLLAND", "JAPAN", "RUSSIA", "TURKEY"),
          List.copyOf(g.phases().get(0).state().units().keySet()));
      replaysEveryPhase(g, Path.of("games/solo.case"));
    }
  }
}
