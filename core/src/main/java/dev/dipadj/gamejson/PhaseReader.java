package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import java.io.IOException;

/**
 * Reads the phases of a game from a streaming parser, keeping only the fields a replay uses
 * and passing over the others without building them. The fields of an object may come in any
 * order, so an error found in a phase is named once the phase's {@code name} is known: a
 * {@link Fault} carries the rest of the message, and each level adds where it is.
 */
final class PhaseReader {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  private final JsonParser parser;
  /** The game's id once read, for errors in the text; null before. */
  private String gameName;
  /** The name of the phase being read, for errors in the text; null between phases and before its name. */
  private String phaseName;
  /** The number of the phase being read, from 1; 0 between phases. */
  private int phaseNumber;

  PhaseReader(JsonParser parser) {
    this.parser = parser;
  }

  /**
   * What is wrong in a value, as the rest of a message that the levels above it begin (with
   * the game, the phase). Not an error of the text: the reader goes on after the value.
   */
  static final class Fault extends Exception {
    private static final long serialVersionUID = 1L;

    Fault(String rest) {
      super(rest, null, false, false);
    }
  }

  void named(String id) {
    gameName = id.isEmpty() ? null : id;
  }

  String gameName() {
    return gameName;
  }

  /** The phase being read, for an error in the text: {@code , phase S1901M}, {@code : phase #3}, or empty. */
  String phaseBeingRead() {
    return phaseName != null ? ", phase " + phaseName : phaseNumber > 0 ? ": phase #" + phaseNumber : "";
  }

  /** The phases of the array the parser stands on; the parser is left on its end. */
  ImmutableList<RecordedPhase> phases() throws IOException, Fault {
    ImmutableList.Builder<RecordedPhase> out = ImmutableList.builder();
    int n = 0;
    while (parser.nextToken() != JsonToken.END_ARRAY) {
      n++;
      out.add(phase(n));
    }
    phaseName = null;
    phaseNumber = 0;
    return out.build();
  }

  private RecordedPhase phase(int n) throws IOException, Fault {
    phaseName = null;
    phaseNumber = n;
    if (parser.currentToken() != JsonToken.START_OBJECT) {
      throw new Fault(": phase #" + n + ": expected a phase object");
    }
    int depth = parser.getParsingContext().getNestingDepth();
    String name = null;
    StateReader state = null;
    boolean noState = false;
    ImmutableMap<String, ImmutableList<String>> orders = ImmutableMap.of();
    ImmutableMap<String, ImmutableList<String>> results = ImmutableMap.of();
    String fault = null;
    while (parser.nextToken() == JsonToken.FIELD_NAME) {
      String field = parser.currentName();
      JsonToken t = parser.nextToken();
      try {
        switch (field) {
          case "name" -> {
            name = t == JsonToken.VALUE_STRING ? parser.getText() : null;
            phaseName = name;
            parser.skipChildren();
          }
          case "state" -> {
            noState = t != JsonToken.START_OBJECT;
            state = noState ? null : StateReader.read(parser);
            parser.skipChildren();
          }
          case "orders" -> orders = listsByKey(parser, ": orders");
          case "results" -> results = listsByKey(parser, ": results");
          default -> parser.skipChildren();
        }
      } catch (Fault f) {
        fault = fault == null ? f.getMessage() : fault;
        skipTo(parser, depth);
      }
    }
    if (name == null) {
      throw new Fault(": phase #" + n + ": no \"name\"");
    }
    String at = ", phase " + name;
    if (fault != null) {
      throw new Fault(at + fault);
    }
    if (state == null || noState) {
      throw new Fault(at + ": no \"state\"");
    }
    return new RecordedPhase(name, state.state(name), orders, results);
  }

  /**
   * Moves the parser on to the end of the value it is in, up to the object or array at
   * {@code depth}: after a fault, the rest of the value is passed over.
   */
  static void skipTo(JsonParser parser, int depth) throws IOException {
    while (parser.getParsingContext().getNestingDepth() > depth) {
      parser.nextToken();
    }
  }

  /** An object from keys to lists of strings; null is empty. */
  static ImmutableMap<String, ImmutableList<String>> listsByKey(JsonParser p, String at)
      throws IOException, Fault {
    if (p.currentToken() == JsonToken.VALUE_NULL) {
      return ImmutableMap.of();
    }
    if (p.currentToken() != JsonToken.START_OBJECT) {
      throw new Fault(at + ": expected an object of lists");
    }
    ImmutableMap.Builder<String, ImmutableList<String>> out = ImmutableMap.builder();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String key = p.currentName();
      p.nextToken();
      out.put(key, strings(p, at + " of " + key));
    }
    return out.buildKeepingLast();
  }

  /** A list of strings; null is empty. */
  static ImmutableList<String> strings(JsonParser p, String at) throws IOException, Fault {
    if (p.currentToken() == JsonToken.VALUE_NULL) {
      return ImmutableList.of();
    }
    if (p.currentToken() != JsonToken.START_ARRAY) {
      throw new Fault(at + ": expected a list of strings");
    }
    JsonToken t = p.nextToken();
    if (t == JsonToken.END_ARRAY) {
      return ImmutableList.of();
    }
    TextCache texts = TextCache.get();
    ImmutableList.Builder<String> out = ImmutableList.builderWithExpectedSize(8);
    for (; t != JsonToken.END_ARRAY; t = p.nextToken()) {
      if (t == JsonToken.VALUE_STRING) {
        out.add(texts.text(p));
      } else if (!t.isScalarValue() || t == JsonToken.VALUE_NULL) {
        throw new Fault(at + ": expected a list of strings, found " + MAPPER.readTree(p));
      } else {
        out.add(p.getText());
      }
    }
    return out.build();
  }
}
