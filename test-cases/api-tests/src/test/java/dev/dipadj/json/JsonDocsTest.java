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
import dev.dipadj.cases.StepReport;
import dev.dipadj.map.GameMap;
import dev.dipadj.variants.Variants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * docs/json.md and docs/json/: every example of the document loads with the library and
 * meets its schema, and so does real output — every step of every corpus case as a phase
 * outcome (its results, reasons and next game), and every corpus file as a case-file document.
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
    assertEquals(List.of("position", "order", "order", "result", "result", "phase-outcome", "game", "case-file"), kinds);
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
    for (Path file : Corpus.files(List.of(Path.of(".")))) {
      List<CaseText> cases = CaseFileReader.read(file);
      JsonNode doc = CaseJsonWriter.write(cases);
      assertEquals(List.of(), schemas.problems("case-file.schema.json", doc), file.toString());
      for (CaseText c : cases) {
        for (StepReport step : CaseRunner.run(c).steps()) {
          JsonNode outcome = PhaseOutcomeJson.toJson(step.outcome());
          assertEquals(List.of(), schemas.problems("phase-outcome.schema.json", outcome), c.id());
          outcomes++;
        }
      }
    }
    assertTrue(outcomes > 400, outcomes + " phase outcomes");
  }
}
