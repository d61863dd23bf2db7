package dev.dipadj.variants.mapfile;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Players;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.VariantReader;
import dev.dipadj.variants.mapfile.MapPlaces.Spot;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Predicate;

/**
 * The powers of a {@code .map} file and its setup: the power lines ({@code NAME (ADJECTIVE:L)
 * HOME ...}, each making NAME the current power), {@code OWNS}, {@code CENTERS},
 * {@code INHABITS}/{@code HOME(S)}, {@code UNITS}, the unit lines, {@code UNOWNED}/{@code
 * NEUTRAL}, {@code UNPLAYED} and {@code DUMMY}. Places are kept as words until the map is
 * built, since the lines may name places given later or dropped later ({@link
 * MapPlaces#forgotten}).
 */
final class MapPowers {
  /** What the file has said of one power so far. */
  private static final class PowerLines {
    String name;
    List<String> adjectives = List.of();
    final Map<String, MapWord> homes = new LinkedHashMap<>();
    /** The centres it owns at the start, when the file says ({@code OWNS}, {@code CENTERS}); null: its homes. */
    Map<String, MapWord> owns;
    final List<UnitLine> units = new ArrayList<>();
    boolean dummy;
  }

  private record UnitLine(UnitType type, MapWord place) {}

  /** The most powers a variant may have: as many as it may have provinces. */
  static final int MAX_POWERS = VariantReader.MAX_PROVINCES;

  private final Map<String, PowerLines> powers = new LinkedHashMap<>();
  private PowerLines current;
  /** Centres of nobody at the start ({@code UNOWNED}), unless a later line gives them to a power. */
  private final Map<String, MapWord> unowned = new LinkedHashMap<>();
  /** Centres that stay centres but that no line gives anyone: an {@code UNPLAYED} power's, a home taken away with {@code -}. */
  private final Map<String, MapWord> centresOnly = new LinkedHashMap<>();

  /** {@code NAME [(ADJECTIVE:L)] [-]CENTRE ...}: a power, or more of one already given; it becomes the current power. */
  void power(List<String> w, MapLine line) throws VariantFormatException {
    String name = w.get(0);
    if (!name.matches("\\p{L}[\\p{L}\\p{N}_-]*")) {
      throw line.error("unknown directive '" + name + "' (a power's name is a word of letters)");
    }
    if (!powers.containsKey(MapWord.key(name)) && powers.size() >= MAX_POWERS) {
      throw line.error("more than " + MAX_POWERS + " powers");
    }
    PowerLines p = powers.computeIfAbsent(MapWord.key(name), k -> new PowerLines());
    p.name = readable(name);
    current = p;
    int i = 1;
    if (w.size() > 1 && w.get(1).startsWith("(")) {
      StringBuilder inside = new StringBuilder(w.get(1));
      while (!inside.toString().endsWith(")") && ++i < w.size()) {
        inside.append(' ').append(w.get(i));
      }
      if (!inside.toString().endsWith(")")) {
        throw line.error("the adjective '" + inside + "' of " + name + " has no closing ')'");
      }
      i++;
      String adjective = inside.substring(1, inside.length() - 1).strip();
      int colon = adjective.indexOf(':');
      adjective = colon < 0 ? adjective : adjective.substring(0, colon).strip();
      if (!adjective.isEmpty()) {
        if (!adjective.matches("\\p{L}[\\p{L}\\p{N}_-]*")) {
          throw line.error("the adjective '" + adjective + "' of " + name + " is not one word of letters");
        }
        p.adjectives = List.of(readable(adjective));
      }
    }
    for (String c : w.subList(i, w.size())) {
      if (c.startsWith("-")) {
        MapWord centre = centre(c.substring(1), line);
        p.homes.remove(centre.key());
        if (p.owns != null) {
          p.owns.remove(centre.key());
        }
        centresOnly.put(centre.key(), centre);
      } else {
        MapWord centre = centre(c, line);
        p.homes.put(centre.key(), centre);
      }
    }
  }

  /** A name written in capitals, as the judges write them ({@code ENGLAND}), as people read it: {@code England}. */
  private static String readable(String name) {
    if (!name.equals(name.toUpperCase(Locale.ROOT))) {
      return name;
    }
    return name.charAt(0) + name.substring(1).toLowerCase(Locale.ROOT);
  }

  /** A centre as a line names it: a province, its coast if one is written left out. */
  private static MapWord centre(String text, MapLine line) throws VariantFormatException {
    if (text.isEmpty()) {
      throw line.error("a '-' with no centre after it");
    }
    int slash = text.indexOf('/');
    return new MapWord(slash < 0 ? text : text.substring(0, slash), line);
  }

  private PowerLines current(String directive, MapLine line) throws VariantFormatException {
    if (current == null) {
      throw line.error("'" + directive + "' with no current power: it follows a power's line");
    }
    return current;
  }

  /** {@code OWNS c ...}, or {@code CENTERS c ...} which forgets the earlier ones; {@code CENTERS} before any power is {@code UNOWNED}. */
  void owns(List<String> w, MapLine line) throws VariantFormatException {
    boolean centers = !w.get(0).equalsIgnoreCase("OWNS");
    if (centers && current == null) {
      unowned(w, line);
      return;
    }
    PowerLines p = current(w.get(0), line);
    if (centers || p.owns == null) {
      p.owns = new LinkedHashMap<>();
    }
    for (String c : w.subList(1, w.size())) {
      MapWord centre = centre(c.startsWith("-") ? c.substring(1) : c, line);
      if (c.startsWith("-")) {
        p.owns.remove(centre.key());
      } else {
        p.owns.put(centre.key(), centre);
      }
    }
  }

  /** {@code INHABITS c ...} or {@code HOME(S) c ...}: the current power's home centres, where it builds. */
  void homes(List<String> w, MapLine line) throws VariantFormatException {
    PowerLines p = current(w.get(0), line);
    p.homes.clear();
    for (String c : w.subList(1, w.size())) {
      MapWord centre = centre(c, line);
      p.homes.put(centre.key(), centre);
    }
  }

  /** {@code UNITS}: forgets the current power's units listed so far. */
  void clearUnits(List<String> w, MapLine line) throws VariantFormatException {
    if (w.size() > 1) {
      throw line.error("'UNITS' takes no words: it forgets the current power's units so far");
    }
    current(w.get(0), line).units.clear();
  }

  /** {@code A ABR} or {@code F ABR[/NC]}: a starting unit of the current power. */
  void unit(List<String> w, MapLine line) throws VariantFormatException {
    PowerLines p = current(w.get(0), line);
    UnitType type = w.get(0).equalsIgnoreCase("A") ? UnitType.ARMY : UnitType.FLEET;
    p.units.add(new UnitLine(type, new MapWord(w.get(1), line)));
  }

  /** {@code UNOWNED c ...} (or {@code NEUTRAL}): centres of nobody; {@code -c}: no centre at all. It ends the current power. */
  void unowned(List<String> w, MapLine line) throws VariantFormatException {
    current = null;
    for (String c : w.subList(1, w.size())) {
      if (c.startsWith("-")) {
        String key = centre(c.substring(1), line).key();
        unowned.remove(key);
        centresOnly.remove(key);
        for (PowerLines p : powers.values()) {
          p.homes.remove(key);
          if (p.owns != null) {
            p.owns.remove(key);
          }
        }
      } else {
        MapWord centre = centre(c, line);
        unowned.put(centre.key(), centre);
      }
    }
  }

  /** {@code UNPLAYED [ALL] [EXCEPT] NAME ...}: removes powers; their centres stay, of nobody. */
  void unplayed(List<String> w, MapLine line) throws VariantFormatException {
    for (String key : named(w, line)) {
      PowerLines p = powers.remove(key);
      centresOnly.putAll(p.homes);
      if (p.owns != null) {
        centresOnly.putAll(p.owns);
      }
      if (p == current) {
        current = null;
      }
    }
  }

  /** {@code DUMMY [ALL] [EXCEPT] [NAME ...]}: powers no player takes; with no name, the current power. */
  void dummy(List<String> w, MapLine line) throws VariantFormatException {
    if (w.size() == 1) {
      current(w.get(0), line).dummy = true;
      return;
    }
    for (String key : named(w, line)) {
      powers.get(key).dummy = true;
    }
  }

  /** The powers a {@code UNPLAYED} or {@code DUMMY} line names: those listed, or with ALL or EXCEPT all but those. */
  private Set<String> named(List<String> w, MapLine line) throws VariantFormatException {
    boolean allBut = false;
    Set<String> listed = new LinkedHashSet<>();
    for (String word : w.subList(1, w.size())) {
      if (word.equalsIgnoreCase("ALL") || word.equalsIgnoreCase("EXCEPT")) {
        allBut = true;
      } else if (!powers.containsKey(MapWord.key(word))) {
        throw line.error(w.get(0) + " names '" + word + "', which is no power given before");
      } else {
        listed.add(MapWord.key(word));
      }
    }
    if (!allBut) {
      return listed;
    }
    Set<String> others = new LinkedHashSet<>(powers.keySet());
    others.removeAll(listed);
    return others;
  }

  /** The keys of every supply centre: of nobody, homes, and centres owned at the start; not those a later DROP forgot. */
  Set<String> centres(Predicate<MapWord> forgotten) {
    Set<String> all = new LinkedHashSet<>();
    centreWords(forgotten).forEach(c -> all.add(c.key()));
    return all;
  }

  /** The words that make places centres, as the lines wrote them; not those a later DROP forgot. */
  private List<MapWord> centreWords(Predicate<MapWord> forgotten) {
    List<Map<String, MapWord>> lists = new ArrayList<>(List.of(unowned, centresOnly));
    for (PowerLines p : powers.values()) {
      lists.add(p.homes);
      if (p.owns != null) {
        lists.add(p.owns);
      }
    }
    List<MapWord> all = new ArrayList<>();
    for (Map<String, MapWord> list : lists) {
      list.values().stream().filter(forgotten.negate()).forEach(all::add);
    }
    return all;
  }

  /** Whether any power was given. */
  boolean isEmpty() {
    return powers.isEmpty();
  }

  /** The powers, added to the builder in the order given; the names and adjectives must name one power each. */
  List<Power> addTo(GameMapBuilder builder, MapLine end) throws VariantFormatException {
    Set<String> taken = new HashSet<>();
    List<Power> added = new ArrayList<>();
    for (PowerLines p : powers.values()) {
      for (String word : p.adjectives.isEmpty() ? List.of(p.name) : List.of(p.name, p.adjectives.get(0))) {
        if (!taken.add(GameMap.normalize(word))) {
          throw end.error("'" + word + "' names two powers");
        }
      }
      added.add(builder.addPower(p.name, p.adjectives));
    }
    return added;
  }

  /** Each power's home centres, the centres it owns at the start, its starting units and the players. */
  record Setup(ImmutableMap<Power, ImmutableSet<Province>> homes, Map<Province, Power> owners, List<Unit> units,
      Players players) {}

  /** The setup on the built map; {@code added} are the powers {@link #addTo} gave. */
  Setup setup(GameMap map, MapPlaces places, List<Power> added, MapLine end) throws VariantFormatException {
    for (MapWord c : centreWords(places::forgotten)) {
      province(places, c);
    }
    // Who owns a centre at the start: the latest line that says so, a power's (OWNS, or its
    // homes) or UNOWNED's, as later lines amend earlier ones.
    record Claim(MapWord centre, Power power) {}
    List<Claim> claims = new ArrayList<>();
    unowned.values().forEach(c -> claims.add(new Claim(c, null)));
    int index = 0;
    for (PowerLines p : powers.values()) {
      Power power = added.get(index++);
      (p.owns == null ? p.homes : p.owns).values().forEach(c -> claims.add(new Claim(c, power)));
    }
    claims.sort(Comparator.comparingLong(c -> c.centre().line().order()));
    Map<Province, Power> owners = new HashMap<>();
    for (Claim c : claims) {
      if (places.forgotten(c.centre())) {
        continue;
      }
      Province centre = province(places, c.centre());
      if (c.power() == null) {
        owners.remove(centre);
      } else {
        owners.put(centre, c.power());
      }
    }
    ImmutableMap.Builder<Power, ImmutableSet<Province>> homes = ImmutableMap.builder();
    List<Unit> units = new ArrayList<>();
    Set<Province> occupied = new HashSet<>();
    ImmutableMap.Builder<String, ImmutableSet<Power>> players = ImmutableMap.builder();
    int i = 0;
    for (PowerLines p : powers.values()) {
      Power power = added.get(i++);
      Set<Province> h = new LinkedHashSet<>();
      for (MapWord c : p.homes.values()) {
        if (!places.forgotten(c)) {
          h.add(province(places, c));
        }
      }
      homes.put(power, ImmutableSet.copyOf(h));
      for (UnitLine u : p.units) {
        if (places.forgotten(u.place())) {
          continue;
        }
        Spot at = places.spot(u.place().key()).orElseThrow(() -> u.place().line().error(
            "a unit on '" + u.place().text() + "', which is no place of the map"));
        boolean stands = u.type() == UnitType.ARMY
            ? at.coast() == Coast.NONE && at.province().kind().allowsArmy() : at.takesFleet();
        if (!stands) {
          throw u.place().line().error("a" + (u.type() == UnitType.ARMY ? "n army" : " fleet") + " cannot stand on '"
              + u.place().text() + "'" + (u.type() == UnitType.FLEET && at.province().hasSeveralCoasts()
                  ? " (name the coast)" : ""));
        }
        if (!occupied.add(at.province())) {
          throw u.place().line().error("a second starting unit in " + at.province());
        }
        units.add(new Unit(power, u.type(), map.location(at.province(), at.coast()).orElseThrow()));
      }
      if (!p.dummy) {
        players.put(power.name(), ImmutableSet.of(power));
      }
    }
    ImmutableMap<String, ImmutableSet<Power>> commands = players.buildOrThrow();
    if (commands.isEmpty()) {
      throw end.error("every power is a DUMMY: no player would play");
    }
    return new Setup(homes.buildOrThrow(), owners, units, new Players(commands));
  }

  private static Province province(MapPlaces places, MapWord centre) throws VariantFormatException {
    return places.spot(centre.key()).orElseThrow(() -> centre.line().error(
        "the centre '" + centre.text() + "' is no province of the map")).province();
  }
}
