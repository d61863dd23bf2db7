package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.bench.RandomPlay;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.game.PlayedPhase;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A game keeps its history, and the game JSON saves and restores a whole game: recorded,
 * written, read and played back, it is the same game with the same history, on the classic
 * map and on Era of Empire alike.
 */
class GameHistoryTest {
  /** Plays random possible orders ({@link RandomPlay}) for some phases. */
  static Game selfPlay(String variant, long seed, int phases) {
    return RandomPlay.play(Variants.named(variant), new Random(seed), phases);
  }

  private static List<Order> randomOrders(Game game, Random random) {
    return RandomPlay.orders(game, random);
  }

  /** Each phase played is in the history, in order, each starting where the one before ended. */
  @Test
  void aGameKeepsEveryPhasePlayed() {
    Random random = new Random(5);
    Game game = Game.start(Variants.named("classic"));
    assertEquals(List.of(), game.history());
    List<Game> games = new ArrayList<>();
    List<List<Order>> given = new ArrayList<>();
    for (int n = 0; n < 25 && !game.isOver(); n++) {
      List<Order> orders = randomOrders(game, random);
      games.add(game);
      given.add(orders);
      PhaseOutcome outcome = game.adjudicate(orders);
      assertEquals(outcome.results(), outcome.next().history().get(n).results());
      game = outcome.next();
    }
    List<PlayedPhase> history = game.history();
    assertEquals(games.size(), history.size());
    for (int i = 0; i < history.size(); i++) {
      assertTrue(history.get(i).before() == games.get(i), "phase " + i + " starts from the game played then");
      assertEquals(given.get(i), history.get(i).orders());
      assertEquals(games.get(i).phase(), history.get(i).phase());
    }
    assertEquals(List.of(), Game.restore(game.state(), game.variant()).history(), "a saved state has no history");
  }

  /** A whole game is written, read and played back to the same game with the same history. */
  @Test
  void aWholeGameRoundTrips() throws GameJsonException {
    for (String variant : List.of("classic", "era-of-empire", "classic-3p")) {
      Game played = selfPlay(variant, 11, 30);
      RecordedGame recorded = GameHistory.record("g", played);
      assertEquals(played.history().size() + 1, recorded.phases().size());
      assertEquals(MapNames.of(played.variant()), recorded.map());
      RecordedGame read = RecordedGames.read(RecordedGames.write(recorded), "g.json").get(0);
      assertEquals(recorded, read);
      Game restored = GameHistory.restore(read, Variants::named, List.of());
      assertEquals(played.state(), restored.state(), variant);
      assertEquals(played.history().size(), restored.history().size(), variant);
      assertEquals(recorded, GameHistory.record("g", restored), variant);
      GameReplay replay = Replay.replay(read, Variants::named, List.of());
      for (PhaseCheck p : replay.phases()) {
        assertTrue(p.agrees(), variant + ": " + p.line());
      }
    }
  }

  /**
   * A real file played back: MILA's game under its engine's edition is the game it records.
   * The search bots' game is not: in S1906M F Wal had nowhere to go by the rules, so there is
   * no retreat phase, but its engine's slip listed retreats and S1906R retreats it to London.
   */
  @Test
  void realFilesArePlayedBackByTheRules() throws IOException, GameJsonException {
    Path dir = Files.DIR.resolveSibling("research");
    RecordedGame mila = RecordedGames.read(dir.resolve("mila-network-1.json")).get(0);
    Game game = GameHistory.restore(mila, Variants::named, List.of("edition=mila"));
    assertEquals(56, game.history().size());
    assertEquals(Boards.board(game).units(), Boards.board(Variants.named("classic").map(),
        mila.phases().get(mila.phases().size() - 1).state(), "last").units());
    RecordedGame bots = RecordedGames.read(dir.resolve("searchbot-selfplay-RUS-1167.json")).get(0);
    GameJsonException e = assertThrows(GameJsonException.class,
        () -> GameHistory.restore(bots, Variants::named, List.of("edition=mila")));
    assertEquals("game RWQ-rqbdL0Sa6zjR, phase S1906R: the record gives orders in a phase in which nobody has"
        + " anything to do by the rules; dipadj goes on to F1906M (dipadj replay tells the differences)", e.getMessage());
  }

  /** The orders a unit was given are the unit's own: a recorded history lists each by its power. */
  @Test
  void theRecordListsEveryPowersOrders() {
    Game played = selfPlay("classic", 3, 4);
    RecordedGame recorded = GameHistory.record("g", played);
    PlayedPhase first = played.history().get(0);
    int written = recorded.phases().get(0).orders().values().stream().mapToInt(List::size).sum();
    assertEquals(first.orders().stream().filter(o -> o instanceof UnitOrder).count(), written);
  }
}
