package dev.dipadj.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.rules.RuleOptions;
import java.util.Map;

/**
 * Rule options as an object of their {@code NAME=VALUE} settings ({@link RuleOptions#settings()}):
 * {@code {"convoy-paradox": "szykman", …, "last-year": 1910}}. An option left out keeps the
 * DATC's choice.
 */
final class RulesJson {
  private RulesJson() {}

  static ObjectNode write(RuleOptions rules) {
    ObjectNode o = Json.object();
    for (String setting : rules.settings()) {
      int eq = setting.indexOf('=');
      String name = setting.substring(0, eq);
      String value = setting.substring(eq + 1);
      if (name.equals("last-year")) {
        o.put(name, Integer.parseInt(value));
      } else {
        o.put(name, value);
      }
    }
    return o;
  }

  static RuleOptions read(JsonInput in) throws JsonFormatException {
    RuleOptions rules = RuleOptions.DATC;
    for (Map.Entry<String, JsonInput> e : in.fields()) {
      JsonInput v = e.getValue();
      String value = e.getKey().equals("last-year") ? Integer.toString(v.integer()) : v.text();
      try {
        rules = rules.with(e.getKey() + "=" + value);
      } catch (IllegalArgumentException bad) {
        throw new JsonFormatException(v.path(), bad.getMessage());
      }
    }
    return rules;
  }
}
