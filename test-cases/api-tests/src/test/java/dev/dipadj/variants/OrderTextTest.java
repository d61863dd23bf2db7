package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Power;
import dev.dipadj.order.Order;
import dev.dipadj.order.Waive;
import dev.dipadj.position.PhaseType;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderWriter;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, item 4: an order prints as its text, the text the order parser reads back and
 * {@code dipadj possible} prints ({@code A Par - Bur}, not {@code Move[power=France, …]}); a
 * result prints as {@code dipadj adjudicate} words it; a reason's {@code describe()} is never
 * empty and has no space at either end.
 */
class OrderTextTest {
  private static final Variant CLASSIC = Variants.named("classic");
  private static final Power FRANCE = CLASSIC.map().power("France").orElseThrow();

  private static Order read(String text, PhaseType phase) throws Exception {
    return new OrderParser(CLASSIC.map()).parse(FRANCE, text, phase);
  }

  @Test
  void everyKindOfOrderPrintsAsItsTextAndReadsBackTheSame() throws Exception {
    // Each kind of order, with and without unit letters, coasts as the writer gives them.
    List<String> movement = List.of("A Par H", "A Par - Bur", "A Bre - Lon via convoy", "F Bre S A Par",
        "F Mao S A Bre - Gas", "F Nth C A Lon - Bel", "Par - Bur", "F Spa/nc - Mao");
    List<String> retreat = List.of("F Rum R Sev", "Disband A Par");
    List<String> adjustment = List.of("Build F StP/nc", "Build A Par", "Disband F Bre", "Waive");
    assertPrintsAsWritten(movement, PhaseType.MOVEMENT);
    assertPrintsAsWritten(retreat, PhaseType.RETREAT);
    assertPrintsAsWritten(adjustment, PhaseType.ADJUSTMENT);
    // Conversion, in the variant that has it.
    Variant eoe = Variants.named("era-of-empire");
    Power britain = eoe.map().power("Britain").orElseThrow();
    Order convert = new OrderParser(eoe.map()).parse(britain, "Convert A BOM", PhaseType.ADJUSTMENT);
    assertEquals("Convert A BOM", convert.toString());
  }

  private static void assertPrintsAsWritten(List<String> texts, PhaseType phase) throws Exception {
    for (String text : texts) {
      Order order = read(text, phase);
      assertEquals(text, order.toString());
      assertEquals(text, OrderWriter.write(order));
      assertEquals(order, read(order.toString(), phase), "read back: " + text);
    }
  }

  @Test
  void aResultPrintsAsTheAdjudicateCommandWordsIt() throws Exception {
    // The README's quick start: Paris, supported from Marseilles, beats Munich to Burgundy
    // (DATC 6.A.11's standoff rules: 2 against 1).
    Game game = Game.start(CLASSIC);
    List<Order> orders = new ArrayList<>();
    Power germany = CLASSIC.map().power("Germany").orElseThrow();
    OrderParser parser = new OrderParser(CLASSIC.map());
    orders.add(parser.parse(FRANCE, "A Par - Bur", PhaseType.MOVEMENT));
    orders.add(parser.parse(FRANCE, "A Mar S A Par - Bur", PhaseType.MOVEMENT));
    orders.add(parser.parse(germany, "A Mun - Bur", PhaseType.MOVEMENT));
    orders.add(parser.parse(germany, "A Ber - Par", PhaseType.MOVEMENT));
    PhaseOutcome spring = game.adjudicate(orders);
    List<String> printed = spring.results().stream().map(OrderResult::toString).toList();
    assertEquals(List.of(
        "A Par - Bur: succeeds",
        "A Mar S A Par - Bur: succeeds",
        "A Mun - Bur: fails bounced (A Mun (1) against A Par (2))",
        "A Ber - Par: illegal unreachable (Par is not adjacent to Ber and no fleets could convoy there)"), printed);
  }

  @Test
  void describeIsNeverEmptyNorPaddedWithASpace() {
    // The README printed `outcome + " " + describe()`: "SUCCEEDS " with a dangling space.
    assertEquals("succeeded", Reason.NONE.describe());
    assertEquals("illegal", new Reason.Illegal(IllegalReason.NO_UNIT, "").describe());
    assertEquals("no unit in Par", new Reason.Illegal(IllegalReason.NO_UNIT, "no unit in Par ").describe());
    for (Reason r : List.of(Reason.NONE, new Reason.Illegal(IllegalReason.NO_UNIT, " "), new Reason.Illegal(IllegalReason.NO_UNIT, "no unit in Par"))) {
      String d = r.describe();
      assertFalse(d.isEmpty());
      assertEquals(d.strip(), d);
    }
    assertEquals("Waive: succeeds", OrderResult.succeeded(new Waive(FRANCE)).toString());
  }
}
