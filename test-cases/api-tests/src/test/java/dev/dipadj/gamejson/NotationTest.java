package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.position.PhaseType;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Every order form of the game JSON: read by dipadj's order parser, written back the same by {@link Notation}. */
class NotationTest {
  private static final GameMap MAP = Variants.named("classic").map();
  private static final OrderParser PARSER = new OrderParser(MAP);
  private static final Power FRANCE = MAP.power("France").orElseThrow();

  @ParameterizedTest
  @CsvSource({
      "A MUN H, MOVEMENT",
      "A PAR - BUR, MOVEMENT",
      "F MAO - SPA/NC, MOVEMENT",
      "A LON - BEL VIA, MOVEMENT",
      "A MUN S A BUR, MOVEMENT",
      "A MUN S F STP/NC, MOVEMENT",
      "A MUN S A PAR - BUR, MOVEMENT",
      "F NTH C A LON - BEL, MOVEMENT",
      "F BLA R SEV, RETREAT",
      "A PAR R BUR, RETREAT",
      "F BLA D, RETREAT",
      "A PAR B, ADJUSTMENT",
      "F STP/NC B, ADJUSTMENT",
      "A MUN D, ADJUSTMENT",
      "WAIVE, ADJUSTMENT"})
  void readsAndWritesEveryForm(String text, PhaseType phase) throws OrderSyntaxException {
    Order order = PARSER.parse(FRANCE, text, phase);
    assertEquals(text, Notation.order(order, p -> null));
    assertEquals(order, PARSER.parse(FRANCE, Notation.order(order, p -> null), phase));
  }

  @Test
  void viaMeansByConvoy() throws OrderSyntaxException {
    assertEquals(true, ((Move) PARSER.parse(FRANCE, "A LON - BEL VIA", PhaseType.MOVEMENT)).viaConvoy());
    assertEquals(false, ((Move) PARSER.parse(FRANCE, "A LON - BEL", PhaseType.MOVEMENT)).viaConvoy());
  }

  @Test
  void aLeftOutTypeIsTheUnitStandingThere() throws OrderSyntaxException {
    Order hold = PARSER.parse(FRANCE, "Bre H", PhaseType.MOVEMENT);
    assertEquals("F BRE H", Notation.order(hold, p -> p.abbreviation().equals("Bre") ? UnitType.FLEET : null));
    assertEquals("A BRE H", Notation.order(hold, p -> null));
  }

  /** The research format has no conversion; dipadj writes one like the other adjustment orders, and reads it back. */
  @Test
  void aConversionIsWrittenAfterItsUnitAndReadsBack() throws OrderSyntaxException {
    Order convert = new Convert(FRANCE, UnitType.ARMY, MAP.location(MAP.province("Bre").orElseThrow()));
    assertEquals("A BRE CONVERT", Notation.order(convert, p -> null));
    assertEquals(convert, PARSER.parse(FRANCE, "A BRE CONVERT", PhaseType.ADJUSTMENT));
    Order untyped = new Convert(FRANCE, UnitDesignation.OMITTED, MAP.location(MAP.province("Bre").orElseThrow()));
    assertEquals("F BRE CONVERT", Notation.order(untyped, p -> UnitType.FLEET));
  }

  @Test
  void aBuildWithoutItsUnitTypeHasNoForm() {
    // Nothing stands where a build goes, so the board cannot say whether an army or a fleet is meant.
    Order build = new Build(FRANCE, UnitDesignation.OMITTED, MAP.location(MAP.province("Bre").orElseThrow()));
    assertThrows(IllegalArgumentException.class, () -> Notation.order(build, p -> null));
  }

  @Test
  void buildAndHoldOfAFleetOnACoast() {
    var stpNc = MAP.location(MAP.province("StP").orElseThrow(), dev.dipadj.map.Coast.NORTH).orElseThrow();
    assertEquals("F STP/NC B", Notation.order(new Build(FRANCE, UnitType.FLEET, stpNc), p -> null));
    assertEquals("F STP/NC H", Notation.order(new Hold(FRANCE, UnitType.FLEET, stpNc), p -> null));
  }
}
