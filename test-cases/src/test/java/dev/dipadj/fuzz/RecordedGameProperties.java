package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.gamejson.GameJsonException;
import dev.dipadj.gamejson.GameRecorder;
import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.PhaseCheck;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.gamejson.RecordedPhase;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
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
 * A random game of each shipped variant and each test map of the vocabulary in turn (issue
 * 22: every variant's games replay as research JSON, whose {@code map} names the variant), written
 * in the game JSON of research (every phase with its state,
 * its orders in the format's notation and dipadj's result codes), read back and replayed,
 * passes every phase: the notation, the states, the result codes and the replay's reading
 * of them agree with the adjudication itself, in movement, retreat and adjustment phases,
 * with random orders (illegal ones, several to one unit, missing ones) and civil disorder.
 */
class RecordedGameProperties {
  static final int GAMES = 64;
  /** The variants played, each in turn, so that every one is played (two games each while there are at most 32). */
  private static final List<String> VARIANTS = GameVariants.with(Variants.NAMES);
  private static final java.util.concurrent.atomic.AtomicInteger NEXT = new java.util.concurrent.atomic.AtomicInteger();
  static final int PHASES = 30;
  private static final Map<PhaseType, Integer> REPLAYED = new EnumMap<>(PhaseType.class);

  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void aRecordedGameReplaysWithEveryPhasePassing(@ForAll("seeds") long seed) throws GameJsonException {
    Random random = new Random(seed);
    Dice dice = new Dice(random);
    Variant variant = GameVariants.named(VARIANTS.get(NEXT.getAndIncrement() % VARIANTS.size()));
    Game game = Game.start(variant);
    boolean convoyHeavy = dice.percent(30);
    List<RecordedPhase> phases = new ArrayList<>();
    PhaseOutcome previous = null;
    for (int n = 1; n <= PHASES && !game.isOver(); n++) {
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, convoyHeavy);
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      PhaseOutcome outcome = game.adjudicateAsGiven(orders);
      phases.add(GameRecorder.phase(game, orders, outcome, previous));
      previous = outcome;
      game = outcome.next();
    }
    phases.add(GameRecorder.last(game));
    RecordedGame recorded = GameRecorder.game("seed-" + seed, variant, variant.rules(), phases);
    String json = RecordedGames.write(recorded);
    List<RecordedGame> read = RecordedGames.read(json, "seed-" + seed + ".json");
    assertEquals(List.of(recorded), read, "the game reads back as written");
    GameReplay replay = dev.dipadj.gamejson.Replay.replay(read.get(0), GameVariants::byName, List.of());
    assertEquals(java.util.Optional.empty(), replay.error(), () -> variant.name() + ", seed " + seed);
    for (PhaseCheck p : replay.phases()) {
      assertTrue(p.agrees(), () -> variant.name() + ", seed " + seed + ": " + p.line());
    }
    assertEquals(phases.size() - 1, replay.passed(), () -> "seed " + seed + ": every phase but the last is replayed");
    synchronized (REPLAYED) {
      for (RecordedPhase p : phases.subList(0, phases.size() - 1)) {
        REPLAYED.merge(typeOf(p.name()), 1, Integer::sum);
      }
    }
  }

  private static PhaseType typeOf(String name) {
    return switch (name.charAt(name.length() - 1)) {
      case 'M' -> PhaseType.MOVEMENT;
      case 'R' -> PhaseType.RETREAT;
      default -> PhaseType.ADJUSTMENT;
    };
  }

  @AfterContainer
  static void printCounts() {
    System.out.println("recorded games: " + GAMES + " games of " + VARIANTS.size() + " variants replayed, phases " + REPLAYED);
  }
}
