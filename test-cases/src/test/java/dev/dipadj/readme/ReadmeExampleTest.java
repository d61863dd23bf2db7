package dev.dipadj.readme;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.resolve.Outcome;
import dev.dipadj.text.OrderParser;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The Java quick start of the README, line for line, so it keeps compiling and working. */
class ReadmeExampleTest {
  @Test
  void quickStartMovesParisToBurgundy() throws Exception {
    Variant classic = Variants.named("classic");
    OrderParser parser = new OrderParser(classic.map());
    Power france = classic.map().power("France").orElseThrow();
    List<Order> orders = List.of(parser.parse(france, "A Par - Bur", PhaseType.MOVEMENT));
    MovementResult result = MovementResolver.resolve(classic.map(), classic.start(), orders, classic.rules());

    // Nobody else moves to Burgundy in Spring 1901: the army simply goes there.
    assertEquals(Outcome.SUCCEEDS, result.results().get(0).outcome());
    assertTrue(result.units().stream().anyMatch(u -> u.describe().equals("A Bur")));
    assertTrue(result.dislodged().isEmpty());
  }
}
