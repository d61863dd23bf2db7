package dev.dipadj.json;

import com.fasterxml.jackson.core.JsonParser;
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
import java.io.IOException;
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

  /**
   * The tree of a JSON text: one value, after a byte-order mark if the text opens with one (as
   * a file saved by some editors does, and case and variant files allow). Malformed text is an
   * error at the line and column where it breaks, and so is any text after the value, which
   * would otherwise be silently dropped (issue 19, point 2).
   */
  static JsonInput parse(String text) throws JsonFormatException {
    Objects.requireNonNull(text, "json");
    String body = text.startsWith("\uFEFF") ? text.substring(1) : text;
    JsonNode tree;
    int end;
    try (JsonParser parser = MAPPER.createParser(body)) {
      tree = MAPPER.readTree(parser);
      end = (int) parser.currentLocation().getCharOffset();
    } catch (JsonProcessingException e) {
      var at = e.getLocation();
      String where = at == null ? "" : " at line " + at.getLineNr() + ", column " + at.getColumnNr();
      throw new JsonFormatException("$", "not JSON" + where + ": " + e.getOriginalMessage());
    } catch (IOException e) {
      throw new IllegalStateException("a text in memory is always read", e);
    }
    if (tree == null || tree.isMissingNode()) {
      throw new JsonFormatException("$", "no JSON document");
    }
    int after = afterSpace(body, Math.max(0, end));
    if (after < body.length()) {
      throw new JsonFormatException("$", "text after the JSON value at " + lineAndColumn(body, after)
          + " (one document only)");
    }
    return JsonInput.root(tree);
  }

  /** The first character from {@code i} that is not JSON white space, or the text's length. */
  private static int afterSpace(String text, int i) {
    while (i < text.length()) {
      char c = text.charAt(i);
      if (c != ' ' && c != '\t' && c != '\n' && c != '\r') {
        return i;
      }
      i++;
    }
    return i;
  }

  /** "line L, column C" of the character at {@code at}, both from 1, as the parser's own errors say. */
  private static String lineAndColumn(String text, int at) {
    int line = 1;
    int lineStart = 0;
    for (int i = 0; i < at; i++) {
      if (text.charAt(i) == '\n') {
        line++;
        lineStart = i + 1;
      }
    }
    return "line " + line + ", column " + (at - lineStart + 1);
  }
}
