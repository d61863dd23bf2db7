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
 * A value of a JSON document being read, with its path: every question about it ("the field
 * {@code year}, as a number") either answers or throws a {@link JsonFormatException} naming
 * the path and the value found. The documents of this package are read with it; so may an
 * application's own documents be.
 */
public final class JsonInput {
  private final JsonNode node;
  private final String path;

  private JsonInput(JsonNode node, String path) {
    this.node = node;
    this.path = path;
  }

  /**
   * Parses JSON text.
   *
   * @param text the JSON text
   * @return the document, at path {@code $}
   * @throws JsonFormatException when the text is not one JSON document, naming the line and column
   */
  public static JsonInput parse(String text) throws JsonFormatException {
    return Json.parse(text);
  }

  /**
   * A parsed document.
   *
   * @param node the document's tree
   * @return the document, at path {@code $}
   */
  public static JsonInput root(JsonNode node) {
    return new JsonInput(Objects.requireNonNull(node, "json"), "$");
  }

  /**
   * Where this value is in the document.
   *
   * @return the path, such as {@code $.units[2].province}
   */
  public String path() {
    return path;
  }

  /**
   * The value itself.
   *
   * @return the Jackson tree of the value
   */
  public JsonNode node() {
    return node;
  }

  /**
   * An error at this value; the message names the path, the reason and the value found.
   *
   * @param reason what is wrong with the value
   * @return the error, to throw
   */
  public JsonFormatException error(String reason) {
    return new JsonFormatException(path, reason + " (found " + shown() + ")");
  }

  private String shown() {
    String s = node.toString();
    return s.length() > 80 ? s.substring(0, 77) + "..." : s;
  }

  /**
   * This value, which must be an object with no fields but these (a misspelt field is an error, not ignored).
   *
   * @param allowed the names of the fields it may have
   * @return this value
   * @throws JsonFormatException when it is not an object or has another field
   */
  public JsonInput object(Set<String> allowed) throws JsonFormatException {
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

  /**
   * A field that must be there, and not null.
   *
   * @param name the field's name
   * @return its value
   * @throws JsonFormatException when this is not an object or the field is missing
   */
  public JsonInput field(String name) throws JsonFormatException {
    return optional(name).orElseThrow(() -> new JsonFormatException(path + "." + name, "missing field"));
  }

  /**
   * A field that may be left out, or null.
   *
   * @param name the field's name
   * @return its value, if it is there
   * @throws JsonFormatException when this is not an object
   */
  public Optional<JsonInput> optional(String name) throws JsonFormatException {
    if (!node.isObject()) {
      throw error("expected an object");
    }
    JsonNode v = node.get(name);
    return v == null || v.isNull() ? Optional.empty() : Optional.of(new JsonInput(v, path + "." + name));
  }

  /**
   * This value as a string.
   *
   * @return the string
   * @throws JsonFormatException when it is not a string
   */
  public String text() throws JsonFormatException {
    if (!node.isTextual()) {
      throw error("expected a string");
    }
    return node.textValue();
  }

  /**
   * This value as a whole number.
   *
   * @return the number
   * @throws JsonFormatException when it is not a whole number that fits an {@code int}
   */
  public int integer() throws JsonFormatException {
    if (!node.isIntegralNumber() || !node.canConvertToInt()) {
      throw error("expected a whole number");
    }
    return node.intValue();
  }

  /**
   * This value as a boolean.
   *
   * @return the boolean
   * @throws JsonFormatException when it is not {@code true} or {@code false}
   */
  public boolean bool() throws JsonFormatException {
    if (!node.isBoolean()) {
      throw error("expected true or false");
    }
    return node.booleanValue();
  }

  /**
   * The elements of this array.
   *
   * @return the elements, each with its path
   * @throws JsonFormatException when it is not an array
   */
  public List<JsonInput> elements() throws JsonFormatException {
    if (!node.isArray()) {
      throw error("expected an array");
    }
    List<JsonInput> out = new ArrayList<>(node.size());
    for (int i = 0; i < node.size(); i++) {
      out.add(new JsonInput(node.get(i), path + "[" + i + "]"));
    }
    return out;
  }

  /**
   * The fields of this object, in the order of the document.
   *
   * @return the names and values
   * @throws JsonFormatException when it is not an object
   */
  public List<Map.Entry<String, JsonInput>> fields() throws JsonFormatException {
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
