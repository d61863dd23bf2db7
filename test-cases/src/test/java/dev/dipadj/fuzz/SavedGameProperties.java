package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.json.GameJson;
import dev.dipadj.json.JsonFormatException;
import dev.dipadj.json.OrderJson;
import dev.dipadj.json.PhaseOutcomeJson;
import dev.dipadj.json.PositionJson;
import dev.dipadj.json.ResultJson;
import dev.dipadj.order.Order;
import dev.dipadj.result.OrderResult;
import java.util.List;
import java.util.Random;
import java.util.concurrent.atomic.AtomicInteger;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * A game saved as JSON at every phase of random games ({@link GameDriver#setUp}, random
 * orders of every phase) loads as the same game: an equal {@code GameState}, the same JSON
 * when saved again, and the same outcome for the same orders as the game never saved. The
 * orders, their results and the whole phase outcome go through JSON and back equal too; a
 * game that is over loads over and refuses orders.
 */
class SavedGameProperties {
  static final int GAMES = 60;
  static final int PHASES = 40;
  private static final AtomicInteger SAVED = new AtomicInteger();
  private static final AtomicInteger RETREATS = new AtomicInteger();
  private static final AtomicInteger OVER = new AtomicInteger();

  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void aGameSavedAtAnyPhaseLoadsAndPlaysOnTheSame(@ForAll("seeds") long seed) throws JsonFormatException {
    Random random = new Random(seed);
    Dice dice = new Dice(random);
    Game game = GameDriver.setUp(dice);
    boolean convoyHeavy = dice.percent(30);
    for (int n = 1; n <= PHASES && !game.isOver(); n++) {
      String where = "seed " + seed + ", " + game.phase();
      String saved = GameJson.write(game);
      Game loaded = GameJson.read(saved, GameVariants::byName);
      assertEquals(game.state(), loaded.state(), where);
      assertEquals(saved, GameJson.write(loaded), where);
      assertEquals(game.position(), PositionJson.read(PositionJson.write(game.position()), game.variant().map(),
          game.variant().calendar()), where);
      SAVED.incrementAndGet();
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, convoyHeavy);
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      if (!game.dislodged().isEmpty()) {
        RETREATS.incrementAndGet();
      }
      assertEquals(orders, OrderJson.readList(OrderJson.write(orders), game.variant().map()), where);
      PhaseOutcome original = game.adjudicateAsGiven(orders);
      PhaseOutcome again = loaded.adjudicateAsGiven(orders);
      same(original, again, where);
      for (OrderResult r : original.results()) {
        assertEquals(r, ResultJson.read(ResultJson.write(r), game.variant().map()), where);
      }
      same(original, PhaseOutcomeJson.read(PhaseOutcomeJson.write(original), GameVariants::byName), where);
      game = original.next();
    }
    if (game.isOver()) {
      OVER.incrementAndGet();
      Game loaded = GameJson.read(GameJson.write(game), GameVariants::byName);
      assertTrue(loaded.isOver());
      assertEquals(game.winners(), loaded.winners());
      assertThrows(IllegalStateException.class, () -> loaded.adjudicateAsGiven(List.of()));
    }
  }

  private static void same(PhaseOutcome a, PhaseOutcome b, String where) {
    assertEquals(a.phase(), b.phase(), where);
    assertEquals(a.results(), b.results(), where);
    assertEquals(a.dislodged(), b.dislodged(), where);
    assertEquals(a.removed(), b.removed(), where);
    assertEquals(a.builtByDefault(), b.builtByDefault(), where);
    assertEquals(a.next().state(), b.next().state(), where);
  }

  @AfterContainer
  static void printCounts() {
    System.out.printf("saved games: %d phases saved and loaded, %d of them retreat phases, %d games over%n",
        SAVED.get(), RETREATS.get(), OVER.get());
  }
}
