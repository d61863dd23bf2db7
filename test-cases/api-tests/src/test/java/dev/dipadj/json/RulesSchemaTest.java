package dev.dipadj.json;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import dev.dipadj.rules.RuleChoice;
import dev.dipadj.rules.RuleOption;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Issue 20, point 5: the game document's {@code rules} (docs/json/game.schema.json) names every
 * declared rule option with its words, in the order of declaration, and {@code last-year}: the
 * schema is derived from {@link RuleOption#ALL} and cannot drift from it.
 */
class RulesSchemaTest {
  @Test
  void theSchemaNamesEveryOptionWithItsWords() throws Exception {
    JsonNode rules = new ObjectMapper().readTree(Files.readString(Path.of("..", "docs", "json", "game.schema.json")))
        .at("/properties/rules/properties");
    Map<String, List<String>> expected = new LinkedHashMap<>();
    for (RuleOption<?> o : RuleOption.ALL) {
      expected.put(o.name(), o.values().stream().map(RuleChoice::value).toList());
    }
    expected.put("last-year", List.of());
    Map<String, List<String>> found = new LinkedHashMap<>();
    rules.fields().forEachRemaining(e -> {
      List<String> words = new ArrayList<>();
      e.getValue().path("enum").forEach(w -> words.add(w.asText()));
      found.put(e.getKey(), words);
    });
    assertEquals(new ArrayList<>(expected.entrySet()), new ArrayList<>(found.entrySet()));
  }
}
