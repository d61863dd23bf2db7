package dev.dipadj.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.explain.Derivation;
import dev.dipadj.game.Game;
import dev.dipadj.rules.ConvoyParadoxRule;
import dev.dipadj.rules.RuleOptions;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import org.junit.jupiter.api.Test;

/**
 * The derivation as JSON: what DATC cases with a paradox and with a rule option deciding
 * write, worked out by hand from the rules, and the schema refusing what is wrong.
 */
class DerivationJsonTest {
  private final SchemaCheck schemas = new SchemaCheck(Path.of("..", "docs", "json"));

  private static Derivation derivation(String file, String id, RuleOptions rules) throws Exception {
    for (CaseText c : CaseFileReader.read(Path.of("datc", file))) {
      if (c.id().equals(id)) {
        StepReport step = CaseRunner.run(c).steps().get(0);
        Game before = rules == null ? step.before() : Game.from(step.before().variant(), step.before().position(), rules);
        return before.explain(step.orders().stream().map(GivenOrder::order).filter(Objects::nonNull).toList());
      }
    }
    throw new AssertionError("no case " + id);
  }

  private static JsonNode order(JsonNode derivation, String text) {
    for (JsonNode o : derivation.get("orders")) {
      if (o.at("/result/order/text").asText().equals(text)) {
        return o;
      }
    }
    throw new AssertionError("no order " + text);
  }

  /**
   * DATC 6.F.16, Pandin's paradox, under all-hold: the cycle runs through the convoy of F Eng,
   * the path of A Bre - Lon, the support of F Lon and both attacks on the Channel (each decides
   * whether F Eng is dislodged), so its members are England's and France's orders and Germany's
   * attack; the rule is named on the paradox and A Bre - Lon fails by it.
   */
  @Test
  void pandinsParadoxUnderAllHold() throws Exception {
    JsonNode json = DerivationJson.toJson(derivation("6F-convoys.case", "6.F.16",
        RuleOptions.DATC.withConvoyParadox(ConvoyParadoxRule.ALL_HOLD)));
    assertEquals(List.of(), schemas.problems("derivation.schema.json", json));
    assertFalse(json.has("phase"));
    assertEquals("all-hold", json.at("/rules/convoy-paradox").asText());
    JsonNode paradox = json.at("/paradoxes/0");
    assertEquals("convoy-paradox", paradox.get("kind").asText());
    assertEquals("all-hold", paradox.at("/decidedBy/convoy-paradox").asText());
    List<String> members = new ArrayList<>();
    paradox.get("members").forEach(m -> members.add(m.at("/order/text").asText()));
    assertTrue(members.containsAll(List.of("F Lon S F Wal - Eng", "F Eng C A Bre - Lon", "F Wal - Eng", "F Bel - Eng")),
        members.toString());
    JsonNode bre = order(json, "A Bre - Lon");
    assertEquals("move", bre.get("kind").asText());
    assertTrue(bre.at("/path/byConvoy").asBoolean());
    assertEquals("Eng", bre.at("/path/fleets/0/fleet/province").asText());
    assertEquals("paradox", bre.at("/result/reason/kind").asText());
  }

  /**
   * DATC 6.F.16 under the 1982 rule: a convoyed army does not cut the support of a unit
   * attacking the convoying fleet, so London's support stands by the rule (named), the convoy
   * holds, and A Bre - Lon attacks with 1 against London's hold of 1.
   */
  @Test
  void pandinsParadoxUnderThe1982Rule() throws Exception {
    JsonNode json = DerivationJson.toJson(derivation("6F-convoys.case", "6.F.16.1982", null));
    assertEquals(List.of(), schemas.problems("derivation.schema.json", json));
    JsonNode attack = order(json, "F Lon S F Wal - Eng").at("/attacks/0");
    assertEquals("spared-by-paradox-rule", attack.get("effect").asText());
    assertEquals("1982", attack.at("/decidedBy/convoy-paradox").asText());
    JsonNode bre = order(json, "A Bre - Lon");
    assertTrue(bre.at("/path/fleets/0/held").asBoolean());
    assertEquals(1, bre.at("/attack/value").asInt());
    assertEquals(1, bre.at("/hold/value").asInt());
    assertEquals(0, json.get("paradoxes").size());
  }

  /** DATC 6.G.1: the army next to Sweden goes by convoy under the 2025 rule, named on its path. */
  @Test
  void convoyToAdjacentNamesTheRule() throws Exception {
    JsonNode json = DerivationJson.toJson(derivation("6G-convoying-to-adjacent.case", "6.G.1", null));
    JsonNode path = order(json, "A Nwy - Swe").get("path");
    assertTrue(path.get("byConvoy").asBoolean());
    assertEquals("2025", path.at("/decidedBy/convoy-to-adjacent").asText());
  }

  @Test
  void theSchemaCatchesWhatIsWrong() throws Exception {
    ObjectNode json = DerivationJson.toJson(derivation("6D-supports-and-dislodges.case", "6.D.2", null));
    assertEquals(List.of(), schemas.problems("derivation.schema.json", json));
    ((ObjectNode) json.at("/orders/1/attack")).put("basis", "luck");
    ((ObjectNode) json.at("/orders/1")).put("mood", "grim");
    json.remove("paradoxes");
    assertEquals(List.of(
        "$: missing required paradoxes",
        "$.orders[1].attack.basis: \"luck\" not in [\"unit-and-supports\",\"empty\",\"moved-away\",\"failed-to-move\","
            + "\"no-path\",\"own-unit\",\"lost-head-to-head\"]",
        "$.orders[1].mood: not allowed"), schemas.problems("derivation.schema.json", json));
  }
}
