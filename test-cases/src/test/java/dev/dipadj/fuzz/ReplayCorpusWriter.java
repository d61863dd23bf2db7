package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.text.OrderWriter;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

/**
 * Writes a corpus of random classic games as case files, for timing {@code dipadj check} on
 * many games (a replay): each game a case of up to 40 steps with every order, its result
 * and reason word, and the units expected after each step, as a recorded game converted to
 * the case format would be. Not a test: run it by hand, {@code ReplayCorpusWriter DIR GAMES
 * [SEED]}, one file per hundred games.
 */
public final class ReplayCorpusWriter {
  private ReplayCorpusWriter() {}

  public static void main(String[] args) throws Exception {
    Path dir = Path.of(args[0]);
    int games = Integer.parseInt(args[1]);
    Random random = new Random(args.length > 2 ? Long.parseLong(args[2]) : 1);
    Files.createDirectories(dir);
    Variant classic = Variants.named("classic");
    StringBuilder file = new StringBuilder("variant classic\n\n");
    for (int g = 1; g <= games; g++) {
      file.append(game(classic, new Dice(random), g));
      if (g % 100 == 0 || g == games) {
        Files.writeString(dir.resolve(String.format("games-%05d.case", g)), file, StandardCharsets.UTF_8);
        file.setLength(0);
        file.append("variant classic\n\n");
      }
    }
  }

  private static String game(Variant variant, Dice dice, int number) throws Exception {
    StringBuilder b = new StringBuilder("case replay." + number + "\n");
    Game game = Game.start(variant);
    for (int step = 0; step < 40 && !game.isOver(); step++) {
      List<Order> generated = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, dice.percent(20));
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      // The orders as their text reads back (a move given in a retreat phase reads as a retreat).
      List<Order> orders = new ArrayList<>();
      for (Order o : generated) {
        game.readAsGiven(o.power().name(), OrderWriter.write(o)).ifPresent(orders::add);
      }
      PhaseOutcome outcome = game.adjudicateAsGiven(orders);
      b.append("phase ").append(game.phase()).append("\norders\n");
      for (Order o : orders) {
        b.append("  ").append(o.power()).append(": ").append(OrderWriter.write(o)).append('\n');
      }
      b.append("results\n");
      for (OrderResult r : outcome.results()) {
        b.append("  ").append(r.order().power()).append(": ").append(OrderWriter.write(r.order()))
            .append(" => ").append(r.outcome().word());
        if (r.outcome() == Outcome.FAILS) {
          b.append(' ').append(r.reason().kind().word());
        }
        b.append('\n');
      }
      b.append("expect units\n");
      List<Unit> units = outcome.next().position().units();
      if (units.isEmpty()) {
        b.append("  none\n");
      }
      for (Unit u : units) {
        b.append("  ").append(u).append('\n');
      }
      game = outcome.next();
    }
    return b.append("end\n\n").toString();
  }
}
