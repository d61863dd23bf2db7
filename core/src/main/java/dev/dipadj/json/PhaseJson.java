package dev.dipadj.json;

import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.map.Names;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import java.util.Locale;
import java.util.Set;

/**
 * A phase: {@code {"season": "fall", "year": 1901, "type": "retreat"}}, the season by its
 * name in the variant's calendar, in lower case ({@code "year"} for Hundred's Year).
 */
final class PhaseJson {
  private static final Set<String> FIELDS = Set.of("season", "year", "type");

  private PhaseJson() {}

  static ObjectNode write(Phase phase) {
    ObjectNode o = Json.object();
    o.put("season", Names.lowerCase(phase.season().name()));
    o.put("year", phase.year());
    o.put("type", word(phase.type()));
    return o;
  }

  static Phase read(JsonInput in, Calendar calendar) throws JsonFormatException {
    in.object(FIELDS);
    JsonInput seasonField = in.field("season");
    String seasonName = seasonField.text();
    Season season = null;
    StringBuilder known = new StringBuilder();
    for (Season s : calendar.seasons()) {
      if (Names.lowerCase(s.name()).equals(seasonName)) {
        season = s;
      }
      known.append(known.length() == 0 ? "" : ", ").append(Names.lowerCase(s.name()));
    }
    if (season == null) {
      throw seasonField.error("unknown value (known: " + known + ")");
    }
    JsonInput yearField = in.field("year");
    int year = yearField.integer();
    if (year < Phase.FIRST_YEAR || year > Phase.LAST_YEAR) {
      throw yearField.error("a year is between " + Phase.FIRST_YEAR + " and " + Phase.LAST_YEAR);
    }
    PhaseType type = pick(PhaseType.values(), in.field("type"));
    if (!season.plays(type)) {
      throw in.error("the season " + seasonName + " has no " + word(type) + " phase");
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
