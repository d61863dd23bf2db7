package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;

/**
 * Reads the {@code state} of a phase from a streaming parser: units, centres, home centres,
 * retreats and builds, passing over the rest ({@code influence}, {@code zobrist_hash}, …).
 * The state's own {@code name} may be missing; the phase's then stands for it, known only
 * once the phase is read, so the state is finished by {@link #state(String)}.
 */
final class StateReader {
  private String name;
  private ImmutableMap<String, ImmutableList<String>> units = ImmutableMap.of();
  private ImmutableMap<String, ImmutableList<String>> centers = ImmutableMap.of();
  private ImmutableMap<String, ImmutableList<String>> homes = ImmutableMap.of();
  private ImmutableMap<String, ImmutableMap<String, ImmutableList<String>>> retreats = ImmutableMap.of();
  private ImmutableMap<String, BuildCount> builds = ImmutableMap.of();

  private StateReader() {}

  /** Reads the state object the parser stands on; the parser is left on its end. */
  static StateReader read(JsonParser p) throws IOException, PhaseReader.Fault {
    StateReader s = new StateReader();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String field = p.currentName();
      JsonToken t = p.nextToken();
      switch (field) {
        case "name" -> {
          s.name = t == JsonToken.VALUE_STRING ? p.getText() : null;
          p.skipChildren();
        }
        case "units" -> s.units = PhaseReader.listsByKey(p, ": state units");
        case "centers" -> s.centers = PhaseReader.listsByKey(p, ": state centers");
        case "homes" -> s.homes = PhaseReader.listsByKey(p, ": state homes");
        case "retreats" -> s.retreats = retreats(p);
        case "builds" -> s.builds = builds(p);
        default -> p.skipChildren();
      }
    }
    return s;
  }

  /** The state, named by its own name or else the phase's. */
  RecordedState state(String phaseName) {
    return new RecordedState(name == null ? phaseName : name, units, centers, homes, retreats, builds);
  }

  private static ImmutableMap<String, ImmutableMap<String, ImmutableList<String>>> retreats(JsonParser p)
      throws IOException, PhaseReader.Fault {
    if (p.currentToken() == JsonToken.VALUE_NULL) {
      return ImmutableMap.of();
    }
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw new PhaseReader.Fault(": state retreats: expected an object from power to its dislodged units");
    }
    ImmutableMap.Builder<String, ImmutableMap<String, ImmutableList<String>>> out = ImmutableMap.builder();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String power = p.currentName();
      p.nextToken();
      out.put(power, PhaseReader.listsByKey(p, ": state retreats of " + power));
    }
    return out.buildKeepingLast();
  }

  /** Builds per power; what is not an object of counts is not read, as the replay does not use it. */
  private static ImmutableMap<String, BuildCount> builds(JsonParser p) throws IOException, PhaseReader.Fault {
    if (p.currentToken() != JsonToken.START_OBJECT) {
      p.skipChildren();
      return ImmutableMap.of();
    }
    ImmutableMap.Builder<String, BuildCount> out = ImmutableMap.builder();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String power = p.currentName();
      int count = 0;
      ImmutableList<String> homes = ImmutableList.of();
      if (p.nextToken() == JsonToken.START_OBJECT) {
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String field = p.currentName();
          JsonToken t = p.nextToken();
          if (field.equals("count")) {
            count = t == JsonToken.VALUE_NUMBER_INT && p.getNumberType() == JsonParser.NumberType.INT ? p.getIntValue() : 0;
          } else if (field.equals("homes")) {
            homes = PhaseReader.strings(p, ": state builds of " + power);
          } else {
            p.skipChildren();
          }
        }
      } else {
        p.skipChildren();
      }
      out.put(power, new BuildCount(count, homes));
    }
    return out.buildKeepingLast();
  }
}
