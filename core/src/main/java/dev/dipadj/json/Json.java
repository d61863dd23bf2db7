package dev.dipadj.json;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.StreamReadConstraints;
import com.fasterxml.jackson.core.StreamReadFeature;
import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.util.DefaultPrettyPrinter;
import com.fasterxml.jackson.core.util.Separators;
import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.ObjectWriter;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.JsonNodeFactory;
import com.fasterxml.jackson.databind.node.ObjectNode;
import java.util.Objects;

/**
 * The one Jackson mapper of the package (thread-safe once made), and JSON text to and from
 * trees. Documents are built as trees, so no JSON is ever written by hand.
 */
final class Json {
  private static final ObjectMapper MAPPER = new ObjectMapper(JsonFactory.builder()
      // Saved games are small; a deep or huge document is an attack or a mistake.
      .streamReadConstraints(StreamReadConstraints.builder().maxNestingDepth(64).build())
      // A field given twice is a mistake to report, not a value to drop.
      .enable(StreamReadFeature.STRICT_DUPLICATE_DETECTION)
      .build());
  /** Indented, {@code "name": value} as JSON is usually written. */
  private static final ObjectWriter WRITER = MAPPER.writer(new DefaultPrettyPrinter(
      Separators.createDefaultInstance().withObjectFieldValueSpacing(Separators.Spacing.AFTER)));

  private Json() {}

  static ObjectNode object() {
    return JsonNodeFactory.instance.objectNode();
  }

  static ArrayNode array() {
    return JsonNodeFactory.instance.arrayNode();
  }

  /** The tree as indented JSON text, as the command line and the documentation show it. */
  static String write(JsonNode tree) {
    try {
      return WRITER.writeValueAsString(tree);
    } catch (JsonProcessingException e) {
      // A tree of our own nodes always writes.
      throw new IllegalStateException(e);
    }
  }

  /** The tree of a JSON text; malformed text is an error at the line and column where it breaks. */
  static JsonInput parse(String text) throws JsonFormatException {
    Objects.requireNonNull(text, "json");
    JsonNode tree;
    try {
      tree = MAPPER.readTree(text);
    } catch (JsonProcessingException e) {
      var at = e.getLocation();
      String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new JsonFormatException("$", "not JSON" + where + ": " + e.getOriginalMessage());
    }
    if (tree == null || tree.isMissingNode()) {
      throw new JsonFormatException("$", "no JSON document");
    }
    return JsonInput.root(tree);
  }
}
