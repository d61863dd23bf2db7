package dev.dipadj.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.IntNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseJsonReader;
import dev.dipadj.cases.CaseJsonWriter;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.Corpus;
import dev.dipadj.cases.GivenOrder;
import dev.dipadj.cases.StepReport;
import dev.dipadj.map.GameMap;
import dev.dipadj.position.PhaseType;
import dev.dipadj.variants.Variants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/json.md and docs/json/: every example of the document loads with the library and
 * meets its schema, and so does real output — every step of every corpus case as a phase
 * outcome (its results, reasons and next game) and every movement step's derivation, and every
 * corpus file as a case-file document.
 */
class JsonDocsTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Path DOCS = Path.of("..", "docs");
  private static final Pattern EXAMPLE = Pattern.compile("<!-- json: ([a-z-]+) -->\\s*```json\\n(.*?)```", Pattern.DOTALL);
  private final SchemaCheck schemas = new SchemaCheck(DOCS.resolve("json"));

  @Test
  void everyExampleLoadsAndMeetsItsSchema() throws Exception {
    String doc = Files.readString(DOCS.resolve("json.md"));
    Matcher m = EXAMPLE.matcher(doc);
    GameMap classic = Variants.named("classic").map();
    List<String> kinds = new ArrayList<>();
    while (m.find()) {
      String kind = m.group(1);
      String json = m.group(2);
      kinds.add(kind);
      assertEquals(List.of(), schemas.problems(kind + ".schema.json", MAPPER.readTree(json)), kind);
      switch (kind) {
        case "position" -> PositionJson.read(json, classic);
        case "order" -> OrderJson.read(json, classic);
        case "result" -> ResultJson.read(json, classic);
        case "phase-outcome" -> PhaseOutcomeJson.read(json, Variants::named);
        case "derivation" -> assertEquals(derivationOfTheExample(), MAPPER.readTree(json), "the example is dipadj's output");
        case "game" -> {
          var game = GameJson.read(json, Variants::named);
          assertTrue(game.players().isNeutral(classic.power("Germany").orElseThrow()));
        }
        case "case-file" -> {
          String text = CaseJsonReader.read("json.md", json);
          for (CaseText c : CaseFileReader.read("json.md", text)) {
            CaseReport r = CaseRunner.run(c);
            assertTrue(r.passed(), r.failureLine());
          }
        }
        default -> throw new AssertionError("an example of no known document: " + kind);
      }
    }
    assertEquals(List.of("position", "order", "order", "result", "result", "phase-outcome", "derivation", "game",
        "case-file"), kinds);
  }

  /**
   * The derivation of docs/json.md's example, worked out by hand: A Bel - Ruh cuts the support
   * of A Ruh (DATC 5.B.2; it does not come from Burgundy), so A Mun - Bur attacks with 1 the
   * empty Burgundy (hold 0) and moves, and A Bel - Ruh (1) is held by A Ruh (1).
   */
  private static JsonNode derivationOfTheExample() throws Exception {
    CaseText c = CaseFileReader.read("example.case", """
        case ex  A cut support
        units
          Germany: A Mun
          Germany: A Ruh
          France: A Bel
        orders
          Germany: A Mun - Bur
          Germany: A Ruh S A Mun - Bur
          France: A Bel - Ruh
        results
          Germany: A Mun - Bur => succeeds
          Germany: A Ruh S A Mun - Bur => fails cut
          France: A Bel - Ruh => fails held
        end
        """).get(0);
    StepReport step = CaseRunner.run(c).steps().get(0);
    var derivation = step.before().explain(step.orders().stream().map(GivenOrder::order).toList());
    JsonNode json = DerivationJson.toJson(step.before().phase(), derivation);
    assertEquals(1, json.at("/orders/0/attack/value").asInt());
    assertEquals("cut", json.at("/orders/0/attack/supports/0/why").asText());
    assertEquals("Bel", json.at("/orders/0/attack/supports/0/by/province").asText());
    assertEquals("empty", json.at("/orders/0/hold/basis").asText());
    assertEquals("cut", json.at("/orders/1/attacks/0/effect").asText());
    assertEquals(1, json.at("/orders/2/hold/value").asInt());
    return json;
  }

  @Test
  void theSchemasCatchWhatIsWrong() throws Exception {
    ObjectNode game = (ObjectNode) MAPPER.readTree(GameJson.write(SavedGameTest.fallRetreat()));
    assertEquals(List.of(), schemas.problems("game.schema.json", game));
    game.remove("winners");
    // The year 0 is a year (North Sea Wars begins in it); -1 is none.
    ((ObjectNode) game.at("/position/phase")).set("year", IntNode.valueOf(-1));
    ((ObjectNode) game.at("/dislodged/0/unit")).put("type", "zeppelin");
    assertEquals(List.of(
        "$: missing required winners",
        "$.position.phase.year: -1 below 0",
        "$.dislodged[0].unit.type: \"zeppelin\" not in [\"army\",\"fleet\"]"), schemas.problems("game.schema.json", game));
  }

  @Test
  void realOutputMeetsTheSchemas() throws Exception {
    int outcomes = 0;
    int derivations = 0;
    for (Path file : Corpus.files(List.of(Path.of(".")))) {
      List<CaseText> cases = CaseFileReader.read(file);
      JsonNode doc = CaseJsonWriter.write(cases);
      assertEquals(List.of(), schemas.problems("case-file.schema.json", doc), file.toString());
      for (CaseText c : cases) {
        for (StepReport step : CaseRunner.run(c).steps()) {
          JsonNode outcome = PhaseOutcomeJson.toJson(step.outcome());
          assertEquals(List.of(), schemas.problems("phase-outcome.schema.json", outcome), c.id());
          outcomes++;
          if (step.before().phase().type() == PhaseType.MOVEMENT) {
            var derivation = step.before().explain(step.orders().stream().map(GivenOrder::order)
                .filter(Objects::nonNull).toList());
            JsonNode why = DerivationJson.toJson(step.before().phase(), derivation);
            assertEquals(List.of(), schemas.problems("derivation.schema.json", why), c.id());
            derivations++;
          }
        }
      }
    }
    assertTrue(outcomes > 400, outcomes + " phase outcomes");
    assertTrue(derivations > 300, derivations + " derivations");
  }
}
