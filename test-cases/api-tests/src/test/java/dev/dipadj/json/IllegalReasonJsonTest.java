package dev.dipadj.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.game.Game;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * An illegal order's result in JSON carries its fault's word beside the words
 * (docs/json.md, Result): written, read back equal, and required when read.
 */
class IllegalReasonJsonTest {
  @Test
  void theFaultIsWrittenAndReadBack() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    // DATC 6.A.1: a fleet moves only to a neighbouring province.
    OrderResult r = game.adjudicateAsGiven(game.ordersOrThrow("England", "F Lon - Pic")).results().get(0);
    assertEquals(new Reason.Illegal(IllegalReason.UNREACHABLE, "a fleet on Lon cannot reach Pic"), r.reason());
    ObjectNode json = ResultJson.toJson(r);
    assertEquals("illegal", json.get("reason").get("kind").asText());
    assertEquals("unreachable", json.get("reason").get("illegal").asText());
    assertEquals(r, ResultJson.read(ResultJson.write(r), game.variant().map()));
  }

  @Test
  void anIllegalReasonWithoutItsFaultOrWithAnUnknownOneIsNotRead() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    OrderResult r = game.adjudicateAsGiven(game.ordersOrThrow("England", "F Lon - Pic")).results().get(0);
    ObjectNode without = ResultJson.toJson(r);
    ((ObjectNode) without.get("reason")).remove("illegal");
    assertThrows(JsonFormatException.class, () -> ResultJson.fromJson(without, game.variant().map()));
    ObjectNode unknown = ResultJson.toJson(r);
    ((ObjectNode) unknown.get("reason")).put("illegal", "far-away");
    JsonFormatException e = assertThrows(JsonFormatException.class,
        () -> ResultJson.fromJson(unknown, game.variant().map()));
    assertTrue(e.getMessage().contains("no-unit"), e.getMessage());
  }
}
