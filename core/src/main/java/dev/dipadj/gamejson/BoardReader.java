package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;
import dev.dipadj.text.MapNames;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one recorded state into a {@link Board} ({@link Boards#board(GameMap, RecordedState, String)}),
 * province by province: who stands there, who was dislodged from there, who owns it. Each
 * part is read by a method of its own, small enough for the compiler to make quickly, as a
 * replay reads a state in every phase; texts read once are found in the thread's
 * {@link ReadCache}. Messages are made only for what is wrong.
 */
final class BoardReader {
  private final GameMap map;
  private final ReadCache cache;
  private final String where;
  private final boolean[] occupied;
  private final boolean[] dislodgedFrom;
  private final Power[] owners;
  /** The units by province, so that they are listed in province order as a position lists them. */
  private final Unit[] standing;
  private int count;
  private int owned;
  /** The dislodged units and their retreats; null while there are none. */
  private Map<Unit, ImmutableSet<Location>> dislodged;

  private BoardReader(GameMap map, String where) {
    this.map = map;
    this.cache = ReadCache.on(map);
    this.where = where;
    int provinces = map.provinces().size();
    occupied = new boolean[provinces];
    dislodgedFrom = new boolean[provinces];
    owners = new Power[provinces];
    standing = new Unit[provinces];
  }

  /** Reads a state; {@code where} (the game and phase) only makes messages. */
  static Board board(GameMap map, RecordedState state, String where) throws GameJsonException {
    BoardReader r = new BoardReader(map, where);
    for (Map.Entry<String, ImmutableList<String>> e : state.units().entrySet()) {
      r.units(e.getKey(), e.getValue(), state.retreats().getOrDefault(e.getKey(), ImmutableMap.of()));
    }
    for (Map.Entry<String, ImmutableMap<String, ImmutableList<String>>> e : state.retreats().entrySet()) {
      if (!e.getValue().isEmpty()) {
        r.retreats(e.getKey(), e.getValue());
      }
    }
    for (Map.Entry<String, ImmutableList<String>> e : state.centers().entrySet()) {
      r.centres(e.getKey(), e.getValue());
    }
    return new Board(r.units(), r.dislodged == null ? ImmutableMap.of() : ImmutableMap.copyOf(r.dislodged),
        r.ownership());
  }

  /** A power's units: on the board, or dislodged ({@code *F LYO}) with the places its retreats list. */
  private void units(String key, List<String> texts, Map<String, ImmutableList<String>> places)
      throws GameJsonException {
    Power power = power(key, "state units");
    for (String text : texts) {
      boolean star = text.startsWith("*");
      Unit u = unit(power, star ? text.substring(1) : text, "units", key);
      int at = u.location().province().index();
      if (star) {
        if (dislodgedFrom[at]) {
          throw new GameJsonException(where + ": state units of " + key + ": '" + text + "': a second dislodged unit there");
        }
        dislodgedFrom[at] = true;
        dislodge(u, retreats(places.get(text.substring(1)), key, text));
      } else {
        if (occupied[at]) {
          throw new GameJsonException(where + ": state units of " + key + ": '" + text + "': a second unit there");
        }
        occupied[at] = true;
        standing[at] = u;
        count++;
      }
    }
  }

  /** A power's retreats: a unit listed there and not among its units without a star counts as dislodged too. */
  private void retreats(String key, Map<String, ImmutableList<String>> units) throws GameJsonException {
    Power power = power(key, "state retreats");
    for (Map.Entry<String, ImmutableList<String>> r : units.entrySet()) {
      Unit u = unit(power, r.getKey(), "retreats", key);
      int at = u.location().province().index();
      if ((dislodged == null || !dislodged.containsKey(u)) && !dislodgedFrom[at]) {
        dislodgedFrom[at] = true;
        dislodge(u, retreats(r.getValue(), key, r.getKey()));
      }
    }
  }

  private void dislodge(Unit u, ImmutableSet<Location> retreats) {
    if (dislodged == null) {
      dislodged = new LinkedHashMap<>();
    }
    dislodged.put(u, retreats);
  }

  /** A power's centres. */
  private void centres(String key, List<String> texts) throws GameJsonException {
    Power power = power(key, "state centers");
    if (map.isNeutral(power) && !texts.isEmpty()) {
      throw new GameJsonException(where + ": state centers of " + key + ": neutral units own no centre");
    }
    for (String text : texts) {
      Location l = cache.place(text);
      Province p = (l != null ? l : place(text, "centers of " + key)).province();
      if (!p.supplyCentre()) {
        throw new GameJsonException(where + ": state centers of " + key + ": '" + text + "' is not a supply centre");
      }
      Power before = owners[p.index()];
      if (before != null && !before.equals(power)) {
        throw new GameJsonException(where + ": state centers: '" + text + "' is owned by " + before.name()
            + " and " + power.name());
      }
      owned += before == null ? 1 : 0;
      owners[p.index()] = power;
    }
  }

  /** The units on the board, in province order. */
  private ImmutableSet<Unit> units() {
    ImmutableSet.Builder<Unit> units = ImmutableSet.builderWithExpectedSize(count);
    for (Unit u : standing) {
      if (u != null) {
        units.add(u);
      }
    }
    return units.build();
  }

  /** The owned centres, in province order. */
  private ImmutableMap<Province, Power> ownership() {
    ImmutableMap.Builder<Province, Power> ownership = ImmutableMap.builderWithExpectedSize(owned);
    for (int i = 0; i < owners.length; i++) {
      if (owners[i] != null) {
        ownership.put(map.province(i), owners[i]);
      }
    }
    return ownership.buildOrThrow();
  }

  /** A power by its name; {@code field} only makes a message. */
  private Power power(String name, String field) throws GameJsonException {
    return power(cache, map, name, where, field);
  }

  /** A power by its name, found once per thread and map; {@code where} and {@code field} only make a message. */
  static Power power(ReadCache cache, GameMap map, String name, String where, String field) throws GameJsonException {
    Power p = cache.power(name);
    if (p == null) {
      p = map.power(name).orElseThrow(() -> new GameJsonException(
          where + ": " + field + ": unknown power '" + name + "' (known: " + MapNames.knownPowers(map) + ")"));
      cache.putPower(name, p);
    }
    return p;
  }

  /**
   * A unit of a power's list, checked once for its coast and whether it may stand there (then
   * cached); {@code field} and {@code key} only make a message.
   */
  private Unit unit(Power power, String text, String field, String key) throws GameJsonException {
    OrderParser.UnitAt at = cache.unit(text);
    if (at == null) {
      at = firstUnit(text, field, key);
    }
    return new Unit(power, at.type(), at.location());
  }

  private OrderParser.UnitAt firstUnit(String text, String field, String key) throws GameJsonException {
    OrderParser.UnitAt at = null;
    String problem;
    try {
      at = cache.parser().parseUnit(text);
      problem = Coasts.missingCoast(at.type(), at.location());
      if (problem == null && !map.canStand(at.type(), at.location())) {
        problem = "such a unit cannot stand there";
      }
    } catch (OrderSyntaxException e) {
      problem = e.getMessage() + (e.token().isEmpty() ? "" : " ('" + e.token() + "')");
    }
    if (problem != null) {
      throw new GameJsonException(where + ": state " + field + " of " + key + ": unit '" + text + "': " + problem);
    }
    cache.putUnit(text, at);
    return at;
  }

  private ImmutableSet<Location> retreats(List<String> places, String power, String unit) throws GameJsonException {
    if (places == null) {
      return ImmutableSet.of();
    }
    ImmutableSet.Builder<Location> out = ImmutableSet.builder();
    for (String p : places) {
      Location l = cache.place(p);
      out.add(l != null ? l : place(p, "retreats of " + power + " " + unit));
    }
    return out.build();
  }

  /** A place read for the first time on this thread; {@code field} only makes a message. */
  private Location place(String text, String field) throws GameJsonException {
    Location l;
    try {
      l = cache.parser().parseLocation(text);
    } catch (OrderSyntaxException e) {
      throw new GameJsonException(where + ": state " + field + ": '" + text + "': " + e.getMessage());
    }
    cache.putPlace(text, l);
    return l;
  }
}
