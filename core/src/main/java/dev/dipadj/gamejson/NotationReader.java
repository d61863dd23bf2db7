package dev.dipadj.gamejson;

import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Railroad;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.Waive;
import dev.dipadj.position.PhaseType;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import java.util.HashSet;
import java.util.Set;

/**
 * Reads orders written exactly in the notation of the game JSON ({@link Notation}: {@code A LON - BEL VIA},
 * {@code A MOS - TSR - VLA},
 * {@code F NTH C A LON - BEL}, {@code F ANK S A CON}, {@code A PAR R BUR}, {@code F STP/NC B}, …), word by word
 * with a table of the map's places, as {@link OrderParser} reads them: a replay reads every
 * order of every phase, and most are written so. Any other text is left to the parser (null).
 *
 * <p>The parser reads a place as the longest name its words make, and passes over a word of
 * nationality before a supported or convoyed unit; this reader reads one word a place. The
 * two agree on a place when no name of the map is its word followed by one the notation puts
 * after a place ({@code H}, {@code S}, {@code VIA}, …): a place where that is not so is left
 * to the parser, and so is a place whose text is not letters and digits (and a coast after a
 * {@code /}). A map where a name begins with {@code A} or {@code F}, or where either names a
 * nationality, is read by the parser alone.
 */
final class NotationReader {
  /** The words that may follow a place in the notation, as the parser folds them. */
  private static final Set<String> FOLLOWING = Set.of("h", "s", "c", "r", "d", "b", "via", "convert");
  private final GameMap map;
  /** The places by their text, open addressing: a key, and the place the parser reads it as. */
  private final String[] keys;
  private final Location[] places;
  private final int mask;
  /** Whether the map's names let this reader read as the parser does. */
  private final boolean agrees;

  private String text;
  /** The bounds of the word last read. */
  private int from;
  private int to;

  NotationReader(GameMap map) {
    this.map = map;
    OrderParser parser = new OrderParser(map);
    int size = Integer.highestOneBit(Math.max(16, map.locations().size() * 4)) * 2;
    keys = new String[size];
    places = new Location[size];
    mask = size - 1;
    // A name such as "Lon H" would make the parser read "A LON H" as a hold there: a place
    // whose word begins such a name, a name whose next word may follow a place, is left to it.
    Set<String> runOn = new HashSet<>();
    boolean clear = map.nationality("a").isEmpty() && map.nationality("f").isEmpty();
    for (String name : map.provinceNames().keySet()) {
      String[] words = name.split(" ");
      if (words.length > 1 && FOLLOWING.contains(words[1])) {
        runOn.add(words[0]);
      }
      // Before a supported or convoyed unit the parser tries a name beginning with its letter.
      clear &= !words[0].equals("a") && !words[0].equals("f");
    }
    for (Location l : map.locations()) {
      String key = Notation.location(l);
      int slash = key.indexOf('/');
      if (!plain(key) || runOn.contains(GameMap.normalize(slash < 0 ? key : key.substring(0, slash)))) {
        continue;
      }
      try {
        put(key, parser.parseLocation(key));
      } catch (OrderSyntaxException e) {
        // Not a place the parser reads alone.
      }
    }
    agrees = clear;
  }

  GameMap map() {
    return map;
  }

  /** Letters and digits in upper case, and a coast after one {@code /}: a text the parser reads as one place. */
  private static boolean plain(String key) {
    int slash = key.indexOf('/');
    if (slash == 0 || slash == key.length() - 1 || key.indexOf('/', slash + 1) >= 0) {
      return false;
    }
    for (int i = 0; i < key.length(); i++) {
      char c = key.charAt(i);
      if (!(c >= 'A' && c <= 'Z') && !(c >= '0' && c <= '9') && c != '/') {
        return false;
      }
    }
    return !key.isEmpty();
  }

  private void put(String key, Location place) {
    int i = hash(key, 0, key.length()) & mask;
    while (keys[i] != null) {
      i = (i + 1) & mask;
    }
    keys[i] = key;
    places[i] = place;
  }

  private static int hash(String s, int from, int to) {
    int h = 0;
    for (int i = from; i < to; i++) {
      h = 31 * h + s.charAt(i);
    }
    return h ^ (h >>> 7);
  }

  /**
   * An order of a power, as {@link OrderParser#parse} reads it.
   *
   * @return the order, or null when the text is not written exactly in the notation
   */
  Order order(Power power, String text, PhaseType phase) {
    if (!agrees || text.isEmpty() || text.charAt(0) == ' ' || text.charAt(text.length() - 1) == ' '
        || text.contains("  ")) {
      // The notation's words are one space apart.
      return null;
    }
    this.text = text;
    this.to = -1;
    if (!next()) {
      return null;
    }
    if (is("WAIVE")) {
      return next() ? null : new Waive(power);
    }
    UnitType type = type();
    Location unit = type == null || !next() ? null : place();
    if (unit == null) {
      return null;
    }
    if (!next()) {
      return new Hold(power, type, unit);
    }
    char word = to - from == 1 ? text.charAt(from) : 0;
    return switch (word) {
      case 'H' -> next() ? null : new Hold(power, type, unit);
      case '-' -> move(power, type, unit, phase);
      case 'S' -> support(power, type, unit);
      case 'C' -> convoy(power, type, unit);
      case 'R' -> {
        Location destination = next() ? place() : null;
        yield destination == null || next() ? null : new Retreat(power, type, unit, destination);
      }
      case 'D' -> next() ? null : new Disband(power, type, unit);
      case 'B' -> next() ? null : new Build(power, type, unit);
      default -> is("CONVERT") && !next() ? new Convert(power, type, unit) : null;
    };
  }

  private Order move(Power power, UnitType type, Location unit, PhaseType phase) {
    if (!next()) {
      return null;
    }
    Location destination = place();
    if (destination == null) {
      return railroadMove(power, type, unit);
    }
    boolean viaConvoy = next();
    if (viaConvoy && (!is("VIA") || next())) {
      return null;
    }
    return phase == PhaseType.RETREAT && !viaConvoy ? new Retreat(power, type, unit, destination)
        : new Move(power, type, unit, destination, viaConvoy);
  }

  /** {@code A MOS - TSR - VLA}: a move along the railroad the word names, or null. */
  private Order railroadMove(Power power, UnitType type, Location unit) {
    if (map.railroads().isEmpty()) {
      return null;
    }
    Railroad railroad = map.railroad(text.substring(from, to)).orElse(null);
    Location destination = railroad != null && next() && is("-") && next() ? place() : null;
    return destination == null || next() ? null
        : new Move(power, UnitDesignation.of(type), unit, destination, false, railroad.name());
  }

  private Order support(Power power, UnitType type, Location unit) {
    UnitType supportedType = next() ? type() : null;
    Location supported = supportedType == null || !next() ? null : place();
    if (supported == null) {
      return null;
    }
    if (!next()) {
      return new SupportHold(power, type, unit, supportedType, supported);
    }
    if (is("H")) {
      return next() ? null : new SupportHold(power, type, unit, supportedType, supported);
    }
    Location destination = is("-") && next() ? place() : null;
    return destination == null || next() ? null
        : new SupportMove(power, type, unit, supportedType, supported, destination);
  }

  private Order convoy(Power power, UnitType type, Location unit) {
    UnitType convoyedType = next() ? type() : null;
    Location army = convoyedType == null || !next() ? null : place();
    Location destination = army != null && next() && is("-") && next() ? place() : null;
    return destination == null || next() ? null
        : new Convoy(power, type, unit, convoyedType, Coasts.forUnit(map, UnitType.ARMY, army), destination);
  }

  /** Moves to the next word; false at the end of the text. */
  private boolean next() {
    int start = to + 1;
    if (start >= text.length()) {
      return false;
    }
    int end = start;
    while (end < text.length() && text.charAt(end) != ' ') {
      end++;
    }
    from = start;
    to = end;
    return true;
  }

  private boolean is(String word) {
    return to - from == word.length() && text.startsWith(word, from);
  }

  private UnitType type() {
    return is("A") ? UnitType.ARMY : is("F") ? UnitType.FLEET : null;
  }

  /** The place the word names, or null. */
  private Location place() {
    int i = hash(text, from, to) & mask;
    for (String key = keys[i]; key != null; key = keys[i]) {
      if (key.length() == to - from && text.startsWith(key, from)) {
        return places[i];
      }
      i = (i + 1) & mask;
    }
    return null;
  }
}
