package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.map.Power;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.OptionalInt;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.function.Executable;

/**
 * The public API's edges: a batch of order texts that fails names the text that failed (its
 * index and the text) and why; a null argument gets a NullPointerException naming it.
 */
class ApiEdgeTest {
  private static final Variant CLASSIC = Variants.named("classic");
  private static final Game GAME = Game.start(CLASSIC);

  @Test
  void aFailedBatchNamesTheTextItsIndexAndTheReason() {
    OrderSyntaxException e = assertThrows(OrderSyntaxException.class,
        () -> GAME.ordersOrThrow("France", "A Par - Bur", "A Mar - Nowhere", "F Bre - Mao"));
    assertEquals(OptionalInt.of(1), e.index());
    assertEquals("A Mar - Nowhere", e.text().orElseThrow());
    assertEquals("Nowhere", e.token());
    assertTrue(e.getMessage().startsWith("texts[1] \"A Mar - Nowhere\": " + e.reason()), e.getMessage());
    assertTrue(e.getMessage().endsWith(" at 'Nowhere'"), e.getMessage());
  }

  @Test
  void aSingleReadNamesNoBatch() {
    OrderSyntaxException e = assertThrows(OrderSyntaxException.class, () -> GAME.readAsGiven("France", "A Mar - Nowhere"));
    assertTrue(e.index().isEmpty());
    assertTrue(e.text().isEmpty());
    assertEquals(e.reason(), e.getMessage());
  }

  @Test
  void anUnknownPowerInABatchIsNotOneOfItsTexts() {
    OrderSyntaxException e = assertThrows(OrderSyntaxException.class, () -> GAME.ordersOrThrow("Atlantis", "A Par H"));
    assertEquals("unknown power 'Atlantis' (known: Austria, England, France, Germany, Italy, Russia, Turkey)",
        e.getMessage());
    assertEquals("Atlantis", e.token());
    assertTrue(e.index().isEmpty());
  }

  @Test
  void nullArgumentsAreNamed() {
    Power france = CLASSIC.map().power("France").orElseThrow();
    Position start = CLASSIC.start();
    OrderParser parser = new OrderParser(CLASSIC.map());
    assertNamed("variant", () -> Game.start(null));
    assertNamed("variant", () -> Game.from(null, start, RuleOptions.DATC));
    assertNamed("position", () -> Game.from(CLASSIC, null, RuleOptions.DATC));
    assertNamed("rules", () -> Game.from(CLASSIC, start, null));
    assertNamed("players", () -> Game.from(CLASSIC, start, RuleOptions.DATC, null));
    assertNamed("power", () -> GAME.ordersOrThrow(null, "A Par H"));
    assertNamed("texts[1]", () -> GAME.ordersOrThrow("France", "A Par H", null));
    assertNamed("text", () -> GAME.readAsGiven("France", null));
    assertNamed("texts", () -> GAME.read("France", (List<String>) null));
    assertNamed("texts[1]", () -> GAME.read("France", "A Par H", null));
    assertNamed("orders", () -> GAME.adjudicate(null));
    assertNamed("player", () -> GAME.withControl(france, null));
    assertNamed("map", () -> new OrderParser(null));
    assertNamed("text", () -> parser.parse(france, null, PhaseType.MOVEMENT));
    assertNamed("phase", () -> parser.parse(france, "A Par H", null));
    assertNamed("text", () -> parser.parseLocation(null));
    assertNamed("text", () -> parser.parseUnit(null));
    assertNamed("map", () -> MovementResolver.resolve(null, start, List.of(), RuleOptions.DATC));
    assertNamed("position", () -> MovementResolver.resolve(CLASSIC.map(), null, List.of(), RuleOptions.DATC));
    assertNamed("orders", () -> MovementResolver.resolve(CLASSIC.map(), start, null, RuleOptions.DATC));
    assertNamed("rules", () -> MovementResolver.resolve(CLASSIC.map(), start, List.of(), null));
    assertNamed("phase", () -> start.withPhase(null));
    assertNamed("province", () -> start.unitIn(null));
    assertNamed("units", () -> Position.of(start.phase(), null, start.owners()));
    assertNamed("convoyParadox", () -> RuleOptions.DATC.withConvoyParadox(null));
    assertNamed("selfDislodgement", () -> RuleOptions.DATC.withSelfDislodgement(null));
    assertNamed("nameEqualsValue", () -> RuleOptions.DATC.with(null));
    assertNamed("path", () -> Variants.load(null));
  }

  private static void assertNamed(String name, Executable call) {
    NullPointerException e = assertThrows(NullPointerException.class, call);
    assertEquals(name, e.getMessage());
  }
}
