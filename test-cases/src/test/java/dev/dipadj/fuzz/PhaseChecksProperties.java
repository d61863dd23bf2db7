package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.PossibleOrders;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.Waive;
import dev.dipadj.phase.AdjustmentResolver;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.result.Outcome;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
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
 * The possible orders of the retreat and adjustment phases come from each phase's own check
 * of an order (issue 20, point 1), so that nothing decides them apart:
 *
 * <ul>
 *   <li>in a retreat phase, a retreat of a dislodged unit to any place of the map (each
 *       province whole for an army, each place a fleet could stand for a fleet) is listed
 *       exactly when, given alone, adjudication does not call it illegal; the disband always;
 *   <li>a Winter adjustment phase is played exactly when, in the Winter position, some order
 *       that changes the board is possible (a build, disband or conversion: a waive alone
 *       changes nothing), or a neutral power owes disbands that civil disorder makes.
 * </ul>
 *
 * <p>Random games on the classic map, Era of Empire (conversion, builds anywhere) and the
 * six-player game (a neutral power) give the positions.
 */
class PhaseChecksProperties {
  private static final List<String> VARIANTS = GameVariants.with(List.of("classic", "era-of-empire", "classic-6p"));
  private static final AtomicInteger RETREATS = new AtomicInteger();
  private static final AtomicInteger WINTERS_PLAYED = new AtomicInteger();
  private static final AtomicInteger WINTERS_SKIPPED = new AtomicInteger();

  /** Seeds spread evenly over all longs. */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = 12, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void retreatsListedAndAdjustmentPhasesPlayedFollowTheOrderChecks(@ForAll("seeds") long seed) {
    Dice dice = new Dice(new Random(seed));
    Game game;
    try {
      game = Game.start(GameVariants.named(dice.pick(VARIANTS)));
    } catch (Exception e) {
      throw new IllegalStateException("a shipped variant does not load", e);
    }
    for (int n = 0; n < 30 && !game.isOver(); n++) {
      String where = "seed " + seed + ", " + game.variant().name() + ", " + game.phase();
      if (game.phase().type() == PhaseType.RETREAT) {
        retreatsAreThoseAccepted(game, where);
      }
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, dice.percent(30));
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      Game next = game.adjudicateAsGiven(orders).next();
      if (game.phase().season() == Season.FALL && next.phase().type() != PhaseType.RETREAT && !next.isOver()) {
        winterIsPlayedWhenAnOrderIsPossible(game, next, where);
      }
      game = next;
    }
  }

  /** Every retreat to every place, and the disband, of each dislodged unit: listed exactly when legal. */
  private static void retreatsAreThoseAccepted(Game game, String where) {
    RETREATS.incrementAndGet();
    GameMap map = game.variant().map();
    Set<Order> listed = new HashSet<>(PossibleOrders.of(game).all());
    for (DislodgedUnit d : game.dislodged()) {
      Power power = d.unit().power();
      for (Location place : map.locations()) {
        if (!map.canStand(d.unit().type(), place)) {
          continue;
        }
        Retreat r = new Retreat(power, d.unit().type(), d.unit().location(), place);
        assertEquals(legalAlone(game, r), listed.contains(r), where + ": " + r + " listed: " + listed.contains(r));
      }
      Disband x = new Disband(power, d.unit().type(), d.unit().location());
      assertTrue(legalAlone(game, x) && listed.contains(x), where + ": " + x);
    }
  }

  /**
   * After a Fall step that ends the year: the game went to Winter exactly when the Winter
   * position allows an order that changes the board, or a neutral power owes disbands.
   */
  private static void winterIsPlayedWhenAnOrderIsPossible(Game fall, Game next, String where) {
    boolean played = next.phase().type() == PhaseType.ADJUSTMENT;
    Position winter = played ? next.position()
        : next.position().withPhase(new Phase(Season.WINTER, fall.phase().year(), PhaseType.ADJUSTMENT));
    Game atWinter = Game.from(fall.variant(), winter, fall.rules(), fall.players());
    boolean changing = PossibleOrders.of(atWinter).all().stream().anyMatch(o -> !(o instanceof Waive));
    int[] left = AdjustmentResolver.adjustments(fall.variant().map(), winter);
    boolean neutralOwes = false;
    for (Power p : fall.variant().map().powers()) {
      neutralOwes |= fall.players().isNeutral(p) && left[p.index()] < 0;
    }
    assertEquals(changing || neutralOwes, played, where + ": Winter " + (played ? "played" : "skipped"));
    (played ? WINTERS_PLAYED : WINTERS_SKIPPED).incrementAndGet();
  }

  private static boolean legalAlone(Game game, Order order) {
    return game.adjudicateAsGiven(List.of(order)).results().get(0).outcome() != Outcome.ILLEGAL;
  }

  /** The run must have met retreat phases and Winters both played and skipped, or it checked little. */
  @AfterContainer
  static void somethingWasChecked() {
    System.out.println("phase checks: " + RETREATS + " retreat phases, Winter played " + WINTERS_PLAYED
        + " times and skipped " + WINTERS_SKIPPED + " times");
    assertTrue(RETREATS.get() > 0, "no retreat phase was met");
    assertTrue(WINTERS_PLAYED.get() > 0, "no Winter was played");
  }
}
