package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Plays one random game from a seed: a shipped variant or a test variant of the variant
 * vocabulary, its rules (sometimes with one
 * option changed, sometimes with a last year), in the two-player game sometimes with Italy
 * handed to a player, sometimes with convoy-heavy movement orders; then phase after phase random orders ({@link RandomMovementOrders},
 * {@link RandomRetreatOrders}, {@link RandomAdjustmentOrders}), some through text
 * ({@link TextRoute}), each phase checked by {@link PhaseCheck}, until the game is over, a
 * phase fails, or the phase limit is reached. Everything follows from the seed.
 */
final class GameDriver {
  static final List<String> VARIANTS = GameVariants.with(Variants.NAMES);

  /** Rule options a game may play by instead of its variant's, one at a time. */
  private static final List<String> RULE_CHANGES = List.of(
      "convoy-paradox=1982", "convoy-paradox=all-hold", "convoy-to-adjacent=via-convoy-only",
      "multiple-orders=last", "multiple-orders=none", "excess-adjustments=last", "excess-adjustments=none",
      "unreadable-orders=ignore", "unreadable-orders=error", "self-dislodgement=player",
      "retreat-to-convoy-origin=forbidden", "civil-disorder=dptg", "convoy-disruption=one-route",
      "convoy-paradox=1971", "convoy-paradox=2000", "convoy-to-adjacent=1982", "civil-disorder=2000");

  private final GameTally tally;
  private final int maxPhases;

  GameDriver(GameTally tally, int maxPhases) {
    this.tally = tally;
    this.maxPhases = maxPhases;
  }

  void play(long seed) {
    Random random = new Random(seed);
    Dice dice = new Dice(random);
    Game game = setUp(dice);
    String name = game.variant().name();
    boolean convoyHeavy = dice.percent(30);
    for (int n = 1; n <= maxPhases && !game.isOver(); n++) {
      PhaseType type = game.phase().type();
      List<Order> generated = switch (type) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, convoyHeavy);
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      TextRoute.Routed routed = TextRoute.apply(game, generated, dice);
      List<Order> orders = routed.orders();
      long shuffleSeed = random.nextLong();
      PhaseCheck.Run run = PhaseCheck.run(game, orders, shuffleSeed);
      tally.phase(type, orders.size(), run.shuffled());
      List<Violation> violations = new ArrayList<>(routed.violations());
      violations.addAll(run.violations());
      if (!violations.isEmpty()) {
        Game at = game;
        String where = "seed " + seed + ", phase " + n + " of the game\n";
        tally.failure(violations, check -> where + report(at, orders, check, shuffleSeed));
        break;
      }
      game = run.outcome().next();
    }
    boolean solo = game.isOver() && !endedByLastYear(game);
    tally.game(name, solo, game.isOver() && !solo);
    if (game.isOver()) {
      checkOverGameRefusesOrders(game, seed);
    }
  }

  /** The game a seed plays: a shipped variant, its rules or one changed, perhaps a last year and a coin toss. */
  static Game setUp(Dice dice) {
    Variant variant;
    variant = GameVariants.named(dice.pick(VARIANTS));
    RuleOptions rules = variant.rules();
    if (dice.percent(30)) {
      rules = rules.with(dice.pick(RULE_CHANGES));
    }
    if (dice.percent(25)) {
      rules = rules.withLastYear(variant.start().phase().year() + dice.below(8));
    }
    Game game = Game.from(variant, variant.start(), rules, variant.players());
    if (variant.name().equals("classic-2p") && dice.percent(50)) {
      // The two-player game's coin toss: Italy to one side.
      Power italy = variant.map().power("Italy").orElseThrow();
      game = game.withControl(italy, dice.percent(50) ? "West" : "East");
    }
    return game;
  }


  /** The report of a failing phase: minimized for the check, then as it happened. */
  private static String report(Game game, List<Order> orders, String check, long shuffleSeed) {
    if (check.startsWith("text.")) {
      return PhaseReport.describe(game, orders);
    }
    PhaseMinimizer.Case small = PhaseMinimizer.minimize(game, orders, check, shuffleSeed);
    return "-- minimized:\n" + PhaseReport.describe(small.game(), small.orders())
        + "-- as it happened:\n" + PhaseReport.describe(game, orders);
  }

  private static boolean endedByLastYear(Game game) {
    int most = Counts.playerCentres(game.variant().map(), game.position(), game.players()).values().stream()
        .mapToInt(Integer::intValue).max().orElse(0);
    int lastYear = game.rules().lastYear();
    return lastYear > 0 && game.phase().year() >= lastYear && most < game.variant().soloCentres();
  }

  /** A game that is over takes no more orders: {@link Game#adjudicate} says so with an IllegalStateException. */
  private void checkOverGameRefusesOrders(Game game, long seed) {
    try {
      game.adjudicateAsGiven(List.of());
      tally.failure(List.of(new Violation("over.refuses-orders", "a game that is over adjudicated a phase")),
          check -> "seed " + seed + "\n" + PhaseReport.describe(game, List.of()));
    } catch (IllegalStateException expected) {
      // as documented
    } catch (RuntimeException e) {
      tally.failure(List.of(Exceptions.violation("adjudicating a game that is over", e)),
          check -> "seed " + seed + "\n" + PhaseReport.describe(game, List.of()));
    }
  }
}
