package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.order.Order;
import dev.dipadj.result.Outcome;
import dev.dipadj.rules.MultipleOrdersRule;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

/**
 * A hundred thousand orders in one phase, every unit ordered thousands of times over, under
 * each {@code multiple-orders} rule: which order counts is chosen in one pass, so this takes
 * a fraction of a second. The time limit only catches work that grows with the square of
 * the orders (which once took minutes here); speed itself is measured with JMH.
 */
class ManyOrdersTest {
  private static final int ORDERS = 100_000;

  @ParameterizedTest
  @EnumSource(MultipleOrdersRule.class)
  void aHundredThousandMovementOrders(MultipleOrdersRule rule) throws Exception {
    Variant classic = Variants.named("classic");
    Game game = Game.from(classic, classic.start(), RuleOptions.DATC.withMultipleOrders(rule));
    String[] texts = {"A Par - Bur", "A Par H", "A Mar S A Par - Bur", "F Bre - Mao", "A Par - Bur"};
    List<Order> orders = new ArrayList<>(ORDERS);
    while (orders.size() < ORDERS) {
      for (String t : texts) {
        orders.addAll(game.ordersOrThrow("France", t));
      }
    }
    PhaseOutcome outcome = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> game.adjudicate(orders));
    assertEquals(ORDERS, outcome.results().size());
    // One order counts for each of the three French units; under "none" Paris, with two
    // different orders, has none, while Marseilles and Brest were given one order each, many times.
    long counted = outcome.results().stream().filter(r -> r.outcome() != Outcome.ILLEGAL).count();
    assertEquals(rule == MultipleOrdersRule.NONE ? 2 : 3, counted);
  }

  @ParameterizedTest
  @EnumSource(MultipleOrdersRule.class)
  void aHundredThousandAdjustmentOrders(MultipleOrdersRule rule) throws Exception {
    Variant classic = Variants.named("classic");
    Game spring = Game.from(classic, classic.start(), RuleOptions.DATC.withMultipleOrders(rule));
    // France takes Spain and Portugal in 1901 and may build two.
    Game fall = spring.adjudicate(spring.ordersOrThrow("France", "A Mar - Spa", "F Bre - Mao")).next();
    Game winter = fall.adjudicate(fall.ordersOrThrow("France", "F Mao - Por", "A Par - Bur")).next();
    List<Order> orders = new ArrayList<>(ORDERS);
    while (orders.size() < ORDERS) {
      orders.addAll(winter.ordersOrThrow("France", "Build A Par", "Build F Bre", "Build A Mar", "Waive"));
    }
    PhaseOutcome outcome = assertTimeoutPreemptively(Duration.ofSeconds(30), () -> winter.adjudicate(orders));
    assertEquals(ORDERS, outcome.results().size());
    assertEquals(2, outcome.results().stream().filter(r -> r.outcome() == Outcome.SUCCEEDS).count());
  }
}
