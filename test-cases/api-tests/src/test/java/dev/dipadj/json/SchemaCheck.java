package dev.dipadj.json;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.Iterator;
import java.util.List;
import java.util.Map;

/**
 * The part of JSON Schema the files of {@code docs/json/} use, checked by hand (no validator
 * library in the build): {@code type}, {@code required}, {@code properties},
 * {@code additionalProperties} (false or a schema), {@code items}, {@code enum}, {@code const},
 * {@code minimum}, {@code maximum} and {@code $ref} to a definition in this file or another.
 * Any other keyword in a schema is a failure, so the check never passes by ignoring one.
 */
final class SchemaCheck {
  private static final List<String> KNOWN = List.of(
      "$schema", "$id", "title", "description", "$defs", "type", "required", "properties",
      "additionalProperties", "items", "enum", "const", "minimum", "maximum", "$ref");
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final Path dir;
  private final Map<String, JsonNode> files = new HashMap<>();

  SchemaCheck(Path dir) {
    this.dir = dir;
  }

  /** What is wrong with a document by the schema file; empty when nothing is. */
  List<String> problems(String schemaFile, JsonNode document) {
    List<String> out = new ArrayList<>();
    check(schemaFile, file(schemaFile), document, "$", out);
    return out;
  }

  private JsonNode file(String name) {
    return files.computeIfAbsent(name, n -> {
      try {
        return MAPPER.readTree(dir.resolve(n).toFile());
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
    });
  }

  private void check(String file, JsonNode schema, JsonNode value, String path, List<String> out) {
    Iterator<String> keywords = schema.fieldNames();
    while (keywords.hasNext()) {
      String k = keywords.next();
      if (!KNOWN.contains(k)) {
        out.add(file + ": unknown schema keyword " + k);
      }
    }
    if (schema.has("$ref")) {
      String ref = schema.get("$ref").asText();
      int hash = ref.indexOf('#');
      String target = hash == 0 ? file : hash < 0 ? ref : ref.substring(0, hash);
      JsonNode root = file(target);
      JsonNode resolved = hash < 0 ? root : root.at(ref.substring(hash + 1));
      if (resolved.isMissingNode()) {
        out.add(file + ": no " + ref);
        return;
      }
      check(target, resolved, value, path, out);
    }
    if (schema.has("type") && !isType(value, schema.get("type").asText())) {
      out.add(path + ": not of type " + schema.get("type").asText() + ": " + value);
      return;
    }
    if (schema.has("enum")) {
      boolean found = false;
      for (JsonNode e : schema.get("enum")) {
        found |= e.equals(value);
      }
      if (!found) {
        out.add(path + ": " + value + " not in " + schema.get("enum"));
      }
    }
    if (schema.has("const") && !schema.get("const").equals(value)) {
      out.add(path + ": " + value + " is not " + schema.get("const"));
    }
    if (schema.has("minimum") && value.asLong() < schema.get("minimum").asLong()) {
      out.add(path + ": " + value + " below " + schema.get("minimum"));
    }
    if (schema.has("maximum") && value.asLong() > schema.get("maximum").asLong()) {
      out.add(path + ": " + value + " above " + schema.get("maximum"));
    }
    if (value.isObject()) {
      if (schema.has("required")) {
        for (JsonNode r : schema.get("required")) {
          if (!value.has(r.asText())) {
            out.add(path + ": missing required " + r.asText());
          }
        }
      }
      JsonNode properties = schema.path("properties");
      JsonNode additional = schema.get("additionalProperties");
      Iterator<Map.Entry<String, JsonNode>> fields = value.fields();
      while (fields.hasNext()) {
        Map.Entry<String, JsonNode> f = fields.next();
        String at = path + "." + f.getKey();
        if (properties.has(f.getKey())) {
          check(file, properties.get(f.getKey()), f.getValue(), at, out);
        } else if (additional != null && additional.isBoolean() && !additional.asBoolean()) {
          out.add(at + ": not allowed");
        } else if (additional != null && additional.isObject()) {
          check(file, additional, f.getValue(), at, out);
        }
      }
    }
    if (value.isArray() && schema.has("items")) {
      for (int i = 0; i < value.size(); i++) {
        check(file, schema.get("items"), value.get(i), path + "[" + i + "]", out);
      }
    }
  }

  private static boolean isType(JsonNode v, String type) {
    return switch (type) {
      case "object" -> v.isObject();
      case "array" -> v.isArray();
      case "string" -> v.isTextual();
      case "integer" -> v.isIntegralNumber();
      case "boolean" -> v.isBoolean();
      default -> false;
    };
  }
}
