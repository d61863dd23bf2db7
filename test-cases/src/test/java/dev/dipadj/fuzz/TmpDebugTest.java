package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.gamejson.GameRecorder;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.variants.Variants;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

class TmpDebugTest {
  @Test
  void debug() {
    long seed = 9027453242900215457L;
    Random random = new Random(seed);
    Dice dice = new Dice(random);
    Game game = Game.start(Variants.named("classic"));
    boolean convoyHeavy = dice.percent(30);
    for (int n = 1; n <= 30 && !game.isOver(); n++) {
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, convoyHeavy);
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      PhaseOutcome outcome = game.adjudicate(orders);
      if (game.phase().toString().equals("Fall 1909 Retreat")) {
        var rec = GameRecorder.phase(game, orders, outcome);
        for (int i = 0; i < orders.size(); i++) {
          System.out.println("ORIG " + orders.get(i) + " => " + outcome.results().get(i).outcome() + " " + outcome.results().get(i).reason().describe());
        }
        System.out.println("REC " + rec.orders());
        System.out.println("DISLODGED " + game.dislodged());
      }
      game = outcome.next();
    }
  }
}
