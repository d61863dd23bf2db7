package dev.dipadj.json;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.Iterator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.Set;

/**
 * A value of a document being read, with its path: every question about it ("the field
 * {@code year}, as a number") either answers or throws a {@link JsonFormatException} naming
 * the path and the value found.
 */
final class JsonInput {
  private final JsonNode node;
  private final String path;

  private JsonInput(JsonNode node, String path) {
    this.node = node;
    this.path = path;
  }

  static JsonInput root(JsonNode node) {
    return new JsonInput(Objects.requireNonNull(node, "json"), "$");
  }

  String path() {
    return path;
  }

  JsonNode node() {
    return node;
  }

  /** An error at this value, showing the value. */
  JsonFormatException error(String reason) {
    return new JsonFormatException(path, reason + " (found " + shown() + ")");
  }

  private String shown() {
    String s = node.toString();
    return s.length() > 80 ? s.substring(0, 77) + "..." : s;
  }

  /** This value, which must be an object with no fields but these (a misspelt field is an error, not ignored). */
  JsonInput object(Set<String> allowed) throws JsonFormatException {
    if (!node.isObject()) {
      throw error("expected an object");
    }
    Iterator<String> names = node.fieldNames();
    while (names.hasNext()) {
      String name = names.next();
      if (!allowed.contains(name)) {
        throw new JsonFormatException(path + "." + name, "unknown field (known: " + String.join(", ", sorted(allowed)) + ")");
      }
    }
    return this;
  }

  private static List<String> sorted(Set<String> names) {
    List<String> out = new ArrayList<>(names);
    out.sort(null);
    return out;
  }

  /** A field that must be there (and not null). */
  JsonInput field(String name) throws JsonFormatException {
    return optional(name).orElseThrow(() -> new JsonFormatException(path + "." + name, "missing field"));
  }

  /** A field that may be left out (or null). */
  Optional<JsonInput> optional(String name) throws JsonFormatException {
    if (!node.isObject()) {
      throw error("expected an object");
    }
    JsonNode v = node.get(name);
    return v == null || v.isNull() ? Optional.empty() : Optional.of(new JsonInput(v, path + "." + name));
  }

  String text() throws JsonFormatException {
    if (!node.isTextual()) {
      throw error("expected a string");
    }
    return node.textValue();
  }

  int integer() throws JsonFormatException {
    if (!node.isIntegralNumber() || !node.canConvertToInt()) {
      throw error("expected a whole number");
    }
    return node.intValue();
  }

  boolean bool() throws JsonFormatException {
    if (!node.isBoolean()) {
      throw error("expected true or false");
    }
    return node.booleanValue();
  }

  /** The elements of an array. */
  List<JsonInput> elements() throws JsonFormatException {
    if (!node.isArray()) {
      throw error("expected an array");
    }
    List<JsonInput> out = new ArrayList<>(node.size());
    for (int i = 0; i < node.size(); i++) {
      out.add(new JsonInput(node.get(i), path + "[" + i + "]"));
    }
    return out;
  }

  /** The fields of an object, in document order. */
  List<Map.Entry<String, JsonInput>> fields() throws JsonFormatException {
    if (!node.isObject()) {
      throw error("expected an object");
    }
    List<Map.Entry<String, JsonInput>> out = new ArrayList<>(node.size());
    Iterator<Map.Entry<String, JsonNode>> it = node.fields();
    while (it.hasNext()) {
      Map.Entry<String, JsonNode> e = it.next();
      out.add(Map.entry(e.getKey(), new JsonInput(e.getValue(), path + "." + e.getKey())));
    }
    return out;
  }
}
