package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;

/**
 * Reads a game whose text is plainly written, straight from its bytes ({@link PlainJson}):
 * most of a research file is press, logs and other fields a replay passes over, which this
 * does several times faster than a general parser. It keeps what {@link RecordedGameText}'s
 * parser keeps, with the same meaning (a {@code null} list is empty, the last of two keys
 * wins, a {@code count} that is not an integer is 0, …), and declines the rest: a text that
 * is not JSON, a field of an unexpected kind, a phase without a name or state, a game without
 * {@code map} or {@code phases}. What it declines is read by the parser, whose messages name
 * what is wrong.
 */
final class QuickGameReader {
  private final PlainJson json;
  /** Whether the states' homes and builds are kept; else only checked, as a replay does not use them. */
  private final boolean everything;

  private QuickGameReader(byte[] bytes, int from, int to, boolean everything) {
    this.json = new PlainJson(bytes, from, to);
    this.everything = everything;
  }

  /**
   * Reads a game, or declines it.
   *
   * @param text the game's text: one JSON value, as {@link GameTexts} cuts it
   * @return the game, as the parser reads it; null when the text is not plainly written
   */
  static RecordedGame read(byte[] text) {
    return new QuickGameReader(text, 0, text.length, true).game();
  }

  /**
   * A reader of the game that begins at {@code from} among bytes read so far, up to {@code to}:
   * the game may go on past them ({@link #wasCutShort}).
   *
   * @param everything whether the states' homes and builds are kept; else they are checked as
   *     the parser checks them, and left empty
   */
  static QuickGameReader at(byte[] bytes, int from, int to, boolean everything) {
    return new QuickGameReader(bytes, from, to, everything);
  }

  /**
   * Reads the game.
   *
   * @return the game, as the parser reads it; null when it is not plainly written or its bytes ran out
   */
  RecordedGame game() {
    try {
      return read();
    } catch (PlainJson.Declined e) {
      return null;
    }
  }

  /** Whether the game was declined because its bytes ran out before its end. */
  boolean wasCutShort() {
    return json.wasCutShort();
  }

  /** Where the game read ends: the byte after its last. */
  int end() {
    return json.position();
  }

  /** The line ends within the game read. */
  int lineEnds() {
    return json.lineEnds();
  }

  private RecordedGame read() throws PlainJson.Declined {
    String id = "";
    String map = null;
    ImmutableList<String> rules = ImmutableList.of();
    ImmutableList<String> ruleOptions = ImmutableList.of();
    ImmutableList<RecordedPhase> phases = null;
    if (json.open('{', '}')) {
      do {
        json.name();
        if (json.nameIs("id")) {
          id = json.peek() == '"' ? json.string() : nonScalar();
        } else if (json.nameIs("map")) {
          map = json.peek() == '"' ? json.string() : skipped();
        } else if (json.nameIs("rules")) {
          rules = strings();
        } else if (json.nameIs("dipadj_rules")) {
          ruleOptions = strings();
        } else if (json.nameIs("phases")) {
          phases = json.peek() == '[' ? phases() : skipped();
        } else {
          json.skipValue();
        }
      } while (json.more('}'));
    }
    if (map == null || phases == null) {
      throw PlainJson.Declined.INSTANCE;
    }
    return new RecordedGame(id, map, rules, ruleOptions, phases);
  }

  /** An id that is an object or array is no id (""); a number or word as id is left to the parser. */
  private String nonScalar() throws PlainJson.Declined {
    int c = json.peek();
    if (c != '{' && c != '[') {
      throw PlainJson.Declined.INSTANCE;
    }
    json.skipValue();
    return "";
  }

  /** Passes over a value of the wrong kind, which the parser takes as missing. */
  private <T> T skipped() throws PlainJson.Declined {
    json.skipValue();
    return null;
  }

  private ImmutableList<RecordedPhase> phases() throws PlainJson.Declined {
    if (!json.open('[', ']')) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<RecordedPhase> out = ImmutableList.builder();
    do {
      out.add(phase());
    } while (json.more(']'));
    return out.build();
  }

  private RecordedPhase phase() throws PlainJson.Declined {
    String name = null;
    State state = null;
    ImmutableMap<String, ImmutableList<String>> orders = ImmutableMap.of();
    ImmutableMap<String, ImmutableList<String>> results = ImmutableMap.of();
    if (json.open('{', '}')) {
      do {
        json.name();
        if (json.nameIs("name")) {
          name = json.peek() == '"' ? json.string() : skipped();
        } else if (json.nameIs("state")) {
          state = json.peek() == '{' ? state() : skipped();
        } else if (json.nameIs("orders")) {
          orders = listsByKey();
        } else if (json.nameIs("results")) {
          results = listsByKey();
        } else {
          json.skipValue();
        }
      } while (json.more('}'));
    }
    if (name == null || state == null) {
      throw PlainJson.Declined.INSTANCE;
    }
    return new RecordedPhase(name, new RecordedState(state.name == null ? name : state.name, state.units,
        state.centers, state.homes, state.retreats, state.builds), orders, results);
  }

  /** A state's fields, until its phase's name is known. */
  private static final class State {
    String name;
    ImmutableMap<String, ImmutableList<String>> units = ImmutableMap.of();
    ImmutableMap<String, ImmutableList<String>> centers = ImmutableMap.of();
    ImmutableMap<String, ImmutableList<String>> homes = ImmutableMap.of();
    ImmutableMap<String, ImmutableMap<String, ImmutableList<String>>> retreats = ImmutableMap.of();
    ImmutableMap<String, BuildCount> builds = ImmutableMap.of();
  }

  private State state() throws PlainJson.Declined {
    State s = new State();
    if (json.open('{', '}')) {
      do {
        json.name();
        if (json.nameIs("name")) {
          s.name = json.peek() == '"' ? json.string() : skipped();
        } else if (json.nameIs("units")) {
          s.units = listsByKey();
        } else if (json.nameIs("centers")) {
          s.centers = listsByKey();
        } else if (json.nameIs("homes")) {
          if (everything) {
            s.homes = listsByKey();
          } else {
            checkListsByKey();
          }
        } else if (json.nameIs("retreats")) {
          s.retreats = retreats();
        } else if (json.nameIs("builds")) {
          if (everything) {
            s.builds = builds();
          } else {
            checkBuilds();
          }
        } else {
          json.skipValue();
        }
      } while (json.more('}'));
    }
    return s;
  }

  private ImmutableMap<String, ImmutableMap<String, ImmutableList<String>>> retreats() throws PlainJson.Declined {
    if (json.isNull() || !json.open('{', '}')) {
      return ImmutableMap.of();
    }
    ImmutableMap.Builder<String, ImmutableMap<String, ImmutableList<String>>> out = ImmutableMap.builder();
    do {
      String power = key();
      out.put(power, listsByKey());
    } while (json.more('}'));
    return out.buildKeepingLast();
  }

  /** Builds per power; what is not an object of counts is passed over, as the parser does. */
  private ImmutableMap<String, BuildCount> builds() throws PlainJson.Declined {
    if (json.peek() != '{') {
      json.skipValue();
      return ImmutableMap.of();
    }
    ImmutableMap.Builder<String, BuildCount> out = ImmutableMap.builder();
    if (json.open('{', '}')) {
      do {
        String power = key();
        int count = 0;
        ImmutableList<String> homes = ImmutableList.of();
        if (json.peek() != '{') {
          json.skipValue();
        } else if (json.open('{', '}')) {
          do {
            json.name();
            if (json.nameIs("count")) {
              count = count();
            } else if (json.nameIs("homes")) {
              homes = strings();
            } else {
              json.skipValue();
            }
          } while (json.more('}'));
        }
        out.put(power, new BuildCount(count, homes));
      } while (json.more('}'));
    }
    return out.buildKeepingLast();
  }

  /**
   * A build count as the parser reads it: an integer's value, 0 for any other number or a
   * word. An object or array there the parser would read as the builds' own fields: declined.
   */
  private int count() throws PlainJson.Declined {
    int c = json.peek();
    if (c == '{' || c == '[') {
      throw PlainJson.Declined.INSTANCE;
    }
    if (c == '-' || (c >= '0' && c <= '9')) {
      Integer value = json.integer();
      return value == null ? 0 : value;
    }
    json.skipValue();
    return 0;
  }

  /** Checks what {@link #builds} would read, building nothing. */
  private void checkBuilds() throws PlainJson.Declined {
    if (json.peek() != '{') {
      json.skipValue();
      return;
    }
    if (json.open('{', '}')) {
      do {
        json.name();
        if (json.peek() != '{') {
          json.skipValue();
        } else if (json.open('{', '}')) {
          do {
            json.name();
            if (json.nameIs("count")) {
              count();
            } else if (json.nameIs("homes")) {
              checkStrings();
            } else {
              json.skipValue();
            }
          } while (json.more('}'));
        }
      } while (json.more('}'));
    }
  }

  /** Checks what {@link #listsByKey} would read, building nothing. */
  private void checkListsByKey() throws PlainJson.Declined {
    if (json.isNull() || !json.open('{', '}')) {
      return;
    }
    do {
      json.name();
      checkStrings();
    } while (json.more('}'));
  }

  /** Checks what {@link #strings} would read, building nothing. */
  private void checkStrings() throws PlainJson.Declined {
    if (json.isNull() || !json.open('[', ']')) {
      return;
    }
    do {
      if (json.peek() != '"') {
        throw PlainJson.Declined.INSTANCE;
      }
      json.skipValue();
    } while (json.more(']'));
  }

  /** A key of an object, then its colon. */
  private String key() throws PlainJson.Declined {
    if (json.peek() != '"') {
      throw PlainJson.Declined.INSTANCE;
    }
    String key = json.string();
    json.expect(':');
    return key;
  }

  /** An object from keys to lists of strings; null is empty. */
  private ImmutableMap<String, ImmutableList<String>> listsByKey() throws PlainJson.Declined {
    if (json.isNull() || !json.open('{', '}')) {
      return ImmutableMap.of();
    }
    ImmutableMap.Builder<String, ImmutableList<String>> out = ImmutableMap.builder();
    do {
      String key = key();
      out.put(key, strings());
    } while (json.more('}'));
    return out.buildKeepingLast();
  }

  /** A list of strings; null is empty. */
  private ImmutableList<String> strings() throws PlainJson.Declined {
    if (json.isNull() || !json.open('[', ']')) {
      return ImmutableList.of();
    }
    ImmutableList.Builder<String> out = ImmutableList.builderWithExpectedSize(8);
    do {
      if (json.peek() != '"') {
        throw PlainJson.Declined.INSTANCE;
      }
      out.add(json.string());
    } while (json.more(']'));
    return out.build();
  }
}
