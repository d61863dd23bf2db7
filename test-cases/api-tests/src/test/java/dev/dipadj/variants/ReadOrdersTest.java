package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.OrderError;
import dev.dipadj.game.ReadOrders;
import dev.dipadj.order.Order;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.OrderSyntaxException;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, item 2: a power's orders read from a list of texts keep every good order and
 * report each bad text on its own (its index, text, reason and token), as MILA's {@code
 * set_orders} does; {@code "A VEN - PIZZA"} no longer costs Italy its other three orders. The
 * all-or-nothing reading stays, named for what it does: {@code ordersOrThrow}.
 */
class ReadOrdersTest {
  private static final Game GAME = Game.start(Variants.named("classic"));
  private static final List<String> ITALY = List.of("A Rom - Apu", "A VEN - PIZZA", "F Nap - Ion", "A Ven H");

  private static List<String> texts(List<Order> orders) {
    return orders.stream().map(Order::toString).toList();
  }

  @Test
  void aBadTextCostsOnlyItself() {
    ReadOrders read = GAME.read("Italy", ITALY);
    assertEquals(List.of("A Rom - Apu", "F Nap - Ion", "A Ven H"), texts(read.orders()));
    assertFalse(read.allRead());
    assertEquals(List.of(new OrderError(1, "A VEN - PIZZA", "unknown province", "PIZZA")), read.errors());
    assertEquals("texts[1] \"A VEN - PIZZA\": unknown province at 'PIZZA'", read.errors().get(0).message());
  }

  @Test
  void everyBadTextIsReportedInTheOrderOfTheTexts() {
    ReadOrders read = GAME.read("France", "A Par - Bur", "", "F Bre - Mao", "A Mar - Spa/xc", "A Mar S");
    assertEquals(List.of("A Par - Bur", "F Bre - Mao"), texts(read.orders()));
    assertEquals(List.of(1, 3, 4), read.errors().stream().map(OrderError::index).toList());
    assertEquals(List.of("empty order", "unknown coast", "expected a province"),
        read.errors().stream().map(OrderError::reason).toList());
    assertEquals(List.of("", "xc", ""), read.errors().stream().map(OrderError::token).toList());
    assertEquals("A Mar - Spa/xc", read.errors().get(1).text());
  }

  @Test
  void aListAndVarargsReadAlike() {
    assertEquals(GAME.read("Italy", ITALY), GAME.read("Italy", ITALY.toArray(String[]::new)));
    ReadOrders good = GAME.read("Germany", List.of("A Mun - Bur", "F Kie - Den"));
    assertTrue(good.allRead());
    assertEquals(2, good.orders().size());
  }

  @Test
  void theUnreadableOrdersRuleDoesNotHideErrors() {
    // Under unreadable-orders=ignore (the 2025 rulebook, DATC 4.E.1) the text gives no order
    // either way; the judge is still told which text it was.
    Game rulebook = Game.from(GAME.variant(), GAME.position(), RuleOptions.RULEBOOK_2025);
    assertEquals(GAME.read("Italy", ITALY), rulebook.read("Italy", ITALY));
  }

  @Test
  void theAllOrNothingFormStaysForCallersWhoWantIt() throws OrderSyntaxException {
    OrderSyntaxException e = assertThrows(OrderSyntaxException.class, () -> GAME.ordersOrThrow("Italy",
        ITALY.toArray(String[]::new)));
    assertEquals(OptionalInt.of(1), e.index());
    assertEquals("A VEN - PIZZA", e.text().orElseThrow());
    assertEquals("PIZZA", e.token());
    assertEquals(List.of("A Rom - Apu", "F Nap - Ion"),
        texts(GAME.ordersOrThrow("Italy", "A Rom - Apu", "F Nap - Ion")));
  }

  @Test
  void anUnknownPowerIsTheCallersMistakeAndNamesTheKnownOnes() {
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.read("Italia", ITALY));
    assertEquals("unknown power 'Italia' (known: Austria, England, France, Germany, Italy, Russia, Turkey)",
        e.getMessage());
  }
}
