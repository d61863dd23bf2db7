package dev.dipadj.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import java.util.Locale;
import java.util.Set;

/** A phase: {@code {"season": "fall", "year": 1901, "type": "retreat"}}. */
final class PhaseJson {
  private static final Set<String> FIELDS = Set.of("season", "year", "type");

  private PhaseJson() {}

  static ObjectNode write(Phase phase) {
    ObjectNode o = Json.object();
    o.put("season", word(phase.season()));
    o.put("year", phase.year());
    o.put("type", word(phase.type()));
    return o;
  }

  static Phase read(JsonInput in) throws JsonFormatException {
    in.object(FIELDS);
    Season season = pick(Season.values(), in.field("season"));
    JsonInput yearField = in.field("year");
    int year = yearField.integer();
    if (year < Phase.FIRST_YEAR || year > Phase.LAST_YEAR) {
      throw yearField.error("a year is between " + Phase.FIRST_YEAR + " and " + Phase.LAST_YEAR);
    }
    PhaseType type = pick(PhaseType.values(), in.field("type"));
    if ((season == Season.WINTER) != (type == PhaseType.ADJUSTMENT)) {
      throw in.error("adjustments happen in winter, and only then");
    }
    return new Phase(season, year, type);
  }

  static String word(Enum<?> e) {
    return e.name().toLowerCase(Locale.ROOT).replace('_', '-');
  }

  /** The constant whose word the value is. */
  static <E extends Enum<E>> E pick(E[] values, JsonInput in) throws JsonFormatException {
    String text = in.text();
    StringBuilder known = new StringBuilder();
    for (E e : values) {
      if (word(e).equals(text)) {
        return e;
      }
      known.append(known.length() == 0 ? "" : ", ").append(word(e));
    }
    throw in.error("unknown value (known: " + known + ")");
  }
}
