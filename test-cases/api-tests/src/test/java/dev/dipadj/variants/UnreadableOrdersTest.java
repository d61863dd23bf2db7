package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code unreadable-orders} rule is the game's (DATC 4.E.1): under {@code error} an order
 * that cannot be read is an error naming the token; under {@code ignore}, as the 2025
 * rulebook says, it is left out and the others stand.
 */
class UnreadableOrdersTest {
  private static Game game(RuleOptions rules) throws VariantFormatException {
    Variant classic = Variants.named("classic");
    return Game.from(classic, classic.start(), rules);
  }

  @Test
  void anUnreadableOrderIsAnErrorByDefault() throws Exception {
    Game g = game(RuleOptions.DATC);
    OrderSyntaxException e = assertThrows(OrderSyntaxException.class, () -> g.readAsGiven("France", "A Pariss - Bur"));
    assertTrue(e.token().contains("Pariss"), e.token());
    assertThrows(OrderSyntaxException.class, () -> g.ordersOrThrow("France", "A Par - Bur", "A Mar - Nowhere"));
    assertThrows(OrderSyntaxException.class, () -> g.readAsGiven("Atlantis", "A Par - Bur"));
  }

  @Test
  void underTheRulebookAnUnreadableOrderIsIgnored() throws Exception {
    Game g = game(RuleOptions.RULEBOOK_2025);
    assertTrue(g.readAsGiven("France", "A Pariss - Bur").isEmpty());
    assertTrue(g.readAsGiven("Atlantis", "A Par - Bur").isEmpty());
    List<Order> read = g.ordersOrThrow("France", "A Par - Bur", "A Mar - Nowhere", "F Bre - Mao");
    assertEquals(2, read.size());
    assertTrue(read.get(0) instanceof Move m && m.destination().province().abbreviation().equals("Bur"));
  }
}
