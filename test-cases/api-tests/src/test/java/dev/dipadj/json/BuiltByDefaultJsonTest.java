package dev.dipadj.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.text.OrderParser;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The armies built for builds left unordered ({@code unordered-builds army first}, Chaos's
 * first Winter) in a phase outcome's JSON: listed as {@code builtByDefault}, read back as they
 * were written, and absent from an outcome that built none.
 */
class BuiltByDefaultJsonTest {
  @Test
  void theArmiesBuiltForUnorderedBuildsAreWrittenAndReadBack() throws Exception {
    Variant chaos = Variants.named("chaos");
    GameMap map = chaos.map();
    Order fleet = new OrderParser(map).parse(map.power("London").orElseThrow(), "Build F Lon", PhaseType.ADJUSTMENT);
    PhaseOutcome winter = Game.start(chaos).adjudicate(List.of(fleet));
    // London built its fleet; the 33 others left their build unordered: an army each.
    assertEquals(33, winter.builtByDefault().size());
    for (Unit u : winter.builtByDefault()) {
      assertEquals(UnitType.ARMY, u.type());
      assertEquals(u.power().name(), u.location().province().name(), "each on its power's own centre");
    }
    JsonNode json = PhaseOutcomeJson.toJson(winter);
    assertEquals(33, json.get("builtByDefault").size());
    assertEquals("Ankara", json.get("builtByDefault").get(0).get("power").asText());
    PhaseOutcome back = PhaseOutcomeJson.read(PhaseOutcomeJson.write(winter), Variants::named);
    assertEquals(winter.builtByDefault(), back.builtByDefault());
    assertEquals(winter.next().state(), back.next().state());

    PhaseOutcome spring = winter.next().adjudicate(List.of());
    assertTrue(spring.builtByDefault().isEmpty());
    assertFalse(PhaseOutcomeJson.toJson(spring).has("builtByDefault"), "written only when some army was built so");
    assertTrue(PhaseOutcomeJson.read(PhaseOutcomeJson.write(spring), Variants::named).builtByDefault().isEmpty());
  }
}
