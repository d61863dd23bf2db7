package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.bench.BenchPositions;
import dev.dipadj.bench.RandomPlay;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.variants.Variants;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A power's and a unit's possible orders are found without a scan (issue 17, point 6), and
 * they are exactly the orders of {@link PossibleOrders#all} that are that power's or that
 * unit's, in the same order: checked on the benchmark positions and in every phase of
 * random games.
 */
class PossibleOrdersIndexTest {
  /** Checks forPower and forUnit against a filter of all(), for every power and province. */
  private static void assertIndexAgrees(Game game) {
    PossibleOrders possible = game.possibleOrders();
    List<Order> all = possible.all();
    for (Power p : game.variant().map().powers()) {
      List<Order> expected = all.stream().filter(o -> o.power().equals(p)).toList();
      assertEquals(expected, possible.forPower(p), () -> game.phase() + " " + p);
    }
    for (Province province : game.variant().map().provinces()) {
      List<Order> expected = all.stream()
          .filter(o -> o instanceof UnitOrder u && u.unit().province().equals(province)).toList();
      assertEquals(expected, possible.forUnit(province), () -> game.phase() + " " + province);
    }
    List<Unit> units = game.phase().type() == PhaseType.RETREAT
        ? game.dislodged().stream().map(DislodgedUnit::unit).toList() : game.position().units();
    for (Unit u : units) {
      assertEquals(possible.forUnit(u.location().province()), possible.forUnit(u));
    }
  }

  @Test
  void theBenchmarkPositionsAgree() throws Exception {
    for (String name : BenchPositions.NAMES) {
      assertIndexAgrees(BenchPositions.named(name).game());
    }
  }

  @Test
  void everyPhaseOfRandomGamesAgrees() {
    for (String variant : List.of("classic", "era-of-empire", "classic-3p")) {
      Random random = new Random(17);
      Game game = Game.start(Variants.named(variant));
      for (int n = 0; n < 30 && !game.isOver(); n++) {
        assertIndexAgrees(game);
        game = game.adjudicate(RandomPlay.orders(game, random)).next();
      }
    }
  }

  @Test
  void aUnitThatIsNotTheOneOrderedThereHasNoOrders() {
    Game game = Game.start(Variants.named("classic"));
    Unit paris = game.units("France").get(0);
    Unit other = new Unit(game.power("Germany"), paris.type(), paris.location());
    assertTrue(game.possibleOrders().forUnit(other).isEmpty());
    assertEquals(game.possibleOrders().forUnit(paris.location().province()), game.possibleOrders().forUnit(paris));
  }

  @Test
  void theListsGivenOutCannotBeChanged() {
    Game game = Game.start(Variants.named("classic"));
    List<Order> orders = game.possibleOrders().forUnit(game.units("France").get(0));
    Order first = orders.get(0);
    assertThrows(UnsupportedOperationException.class, () -> orders.add(first));
    assertThrows(UnsupportedOperationException.class, () -> orders.set(0, first));
    assertThrows(IndexOutOfBoundsException.class, () -> orders.get(orders.size()));
    // Made when asked, each time equal.
    assertEquals(first, orders.get(0));
    assertEquals(game.possibleOrders().all().indexOf(first), game.possibleOrders().all().indexOf(orders.get(0)));
  }
}
