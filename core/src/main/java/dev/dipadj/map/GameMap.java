package dev.dipadj.map;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSetMultimap;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * The board: provinces, their coasts, the powers, and which moves are possible for an
 * army (province to province) and for a fleet (location to location, coast by coast).
 *
 * <p>A border may be crossed both ways or, where a variant says so, one way only: every
 * question of a move asks from where to where. Adjacency is kept as bitsets indexed by
 * province and location ids, so the resolver asks "may a fleet on Spa/nc go to Mao?"
 * without hashing a string. Instances are immutable and are built with {@link GameMapBuilder}.
 */
public final class GameMap {
  private final ImmutableList<Province> provinces;
  private final ImmutableList<Location> locations;
  private final ImmutableList<Power> powers;
  private final ImmutableMap<String, Province> provincesByName;
  private final ImmutableMap<String, Power> powersByName;
  /** Power names and nationality adjectives, normalized. */
  private final ImmutableMap<String, Power> nationalities;
  /** Per province, the provinces an army may move to. */
  private final long[][] armyMoves;
  /** Per location, the locations a fleet may move to. */
  private final long[][] fleetMoves;
  /** Per location, the provinces a fleet there may reach on some coast. */
  private final long[][] fleetReach;
  /** Per province, its coast locations (or the whole-province location). */
  private final ImmutableList<ImmutableList<Location>> fleetLocations;
  /** Per province, the provinces an army may move to. */
  private final ImmutableList<ImmutableList<Province>> armyNeighbours;
  /** Per province, its kind, for the resolver's many questions about seas and coasts. */
  private final ProvinceKind[] kinds;
  /** Per location id, its province's index. */
  private final int[] locationProvince;
  private final int longestName;
  /** Per province, the provinces it borders by land or by sea. */
  private final int[][] bordering;
  /** The locations and powers by id and index, for {@link #owns} on every order. */
  private final Location[] locationById;
  private final Power[] powerByIndex;
  /** The power word of neutral units, one index past the powers. */
  private final Power neutral;
  /** Per location, the locations a fleet may move to. */
  private final ImmutableList<ImmutableList<Location>> fleetNeighbours;
  /** Where the provinces sit on a drawing, or null for a map without one. */
  private final Board board;
  /** Per province, the provinces a fleet on some coast of it may reach: where a convoyed army may step off it. */
  private final long[][] fleetExits;
  /** Whether some border may be crossed one way only (then a convoy's first step is asked of {@link #fleetExits}). */
  private final boolean oneWay;
  /** The centres that do not count for some powers (empty on most maps), and those powers. */
  private final ImmutableSetMultimap<Province, Power> notCounted;
  /** The railroads (none on most maps). */
  private final ImmutableList<Railroad> railroads;
  /** The canals (none on most maps). */
  private final ImmutableList<Canal> canals;

  GameMap(
      List<Province> provinces,
      List<Location> locations,
      List<Power> powers,
      Map<String, Province> provincesByName,
      long[][] armyMoves,
      long[][] fleetMoves,
      Board board,
      ImmutableSetMultimap<Province, Power> notCounted,
      ImmutableList<Railroad> railroads,
      ImmutableList<Canal> canals) {
    this.board = board;
    this.canals = canals;
    this.notCounted = notCounted;
    this.railroads = railroads;
    this.provinces = ImmutableList.copyOf(provinces);
    this.locations = ImmutableList.copyOf(locations);
    this.powers = ImmutableList.copyOf(powers);
    this.provincesByName = ImmutableMap.copyOf(provincesByName);
    Map<String, Power> byName = new HashMap<>();
    Map<String, Power> byNationality = new HashMap<>();
    for (Power p : powers) {
      byName.put(normalize(p.name()), p);
      byNationality.put(normalize(p.name()), p);
      for (String adjective : p.adjectives()) {
        byNationality.putIfAbsent(normalize(adjective), p);
      }
    }
    this.neutral = new Power(powers.size(), NEUTRAL, ImmutableList.of());
    // A power of that name (a map built in code; variant files refuse one) keeps its name.
    byName.putIfAbsent(normalize(NEUTRAL), neutral);
    this.powersByName = ImmutableMap.copyOf(byName);
    this.nationalities = ImmutableMap.copyOf(byNationality);
    this.armyMoves = armyMoves;
    this.fleetMoves = fleetMoves;
    BorderTables tables = BorderTables.of(this.provinces, this.locations, armyMoves, fleetMoves);
    this.fleetReach = tables.fleetReach();
    this.fleetLocations = tables.fleetLocations();
    this.fleetExits = tables.fleetExits();
    this.oneWay = tables.oneWay();
    this.armyNeighbours = tables.armyNeighbours();
    this.fleetNeighbours = tables.fleetNeighbours();
    this.locationProvince = tables.locationProvince();
    this.kinds = tables.kinds();
    this.bordering = tables.bordering();
    int words = 1;
    for (String name : this.provincesByName.keySet()) {
      words = Math.max(words, name.split(" ").length);
    }
    this.longestName = words;
    this.locationById = this.locations.toArray(new Location[0]);
    this.powerByIndex = Arrays.copyOf(this.powers.toArray(new Power[0]), this.powers.size() + 1);
    this.powerByIndex[this.powers.size()] = neutral;
  }

  /**
   * The geometry for drawing this map: the board and where each province sits on it.
   *
   * @return the board, or empty for a map that gives none
   */
  public Optional<Board> board() {
    return Optional.ofNullable(board);
  }

  /**
   * Whether owning the supply centre adds to the power's count of centres, for builds and
   * victory: true but where the map says otherwise (Colonial's Hong Kong, not for China).
   *
   * @param centre a supply centre
   * @param power a power
   * @return whether it counts for the power
   */
  public boolean countsFor(Province centre, Power power) {
    return notCounted.isEmpty() || !notCounted.containsEntry(centre, power);
  }

  /**
   * The supply centres that do not count for some powers, with those powers; empty on most maps.
   *
   * @return each such centre with the powers it does not count for
   */
  public ImmutableSetMultimap<Province, Power> centresNotCounted() {
    return notCounted;
  }

  /**
   * The railroads of the map (Colonial's Trans-Siberian Railroad); none on most maps.
   *
   * @return the railroads, in the order the variant gives them
   */
  public ImmutableList<Railroad> railroads() {
    return railroads;
  }

  /**
   * The railroad an order names, by its name in any case.
   *
   * @param name the name written ({@code TSR})
   * @return the railroad, or empty when none has the name
   */
  public Optional<Railroad> railroad(String name) {
    for (Railroad r : railroads) {
      if (r.name().equalsIgnoreCase(name)) {
        return Optional.of(r);
      }
    }
    return Optional.empty();
  }

  /**
   * The canals of the map (Colonial's Suez Canal); none on most maps.
   *
   * @return the canals, in the order the variant gives them
   */
  public ImmutableList<Canal> canals() {
    return canals;
  }

  /**
   * The canal a permission order names, by its name in any case.
   *
   * @param name the name written ({@code SC})
   * @return the canal, or empty when none has the name
   */
  public Optional<Canal> canal(String name) {
    for (Canal c : canals) {
      if (c.name().equalsIgnoreCase(name)) {
        return Optional.of(c);
      }
    }
    return Optional.empty();
  }

  /**
   * Whether the location is one of this map's (not another map's with the same id).
   *
   * @param l a location
   * @return whether it belongs to this map
   */
  public boolean owns(Location l) {
    int id = l.id();
    return id >= 0 && id < locationById.length && (locationById[id] == l || locationById[id].equals(l));
  }

  /**
   * Whether the power is one of this map's, or its word for neutral units.
   *
   * @param p a power
   * @return whether it belongs to this map
   */
  public boolean owns(Power p) {
    int i = p.index();
    return i >= 0 && i < powerByIndex.length && (powerByIndex[i] == p || powerByIndex[i].equals(p));
  }

  /**
   * Whether the province (by index) is a sea.
   *
   * @param province the province's index
   * @return whether it is a sea
   */
  public boolean isSea(int province) {
    return kinds[province] == ProvinceKind.SEA;
  }

  /**
   * Whether a fleet standing in the province (by index) may convoy: a sea or an archipelago.
   *
   * @param province the province's index
   * @return whether a fleet there may convoy
   */
  public boolean fleetConvoys(int province) {
    return kinds[province].fleetConvoys();
  }

  /**
   * Whether some border of this map may be crossed one way only ({@code oneway} in a variant).
   *
   * @return whether the map has a one-way border
   */
  public boolean hasOneWayBorders() {
    return oneWay;
  }

  /**
   * Whether a fleet on some coast of a province may move to another province: the first step
   * of a convoy from that province, which a one-way border may forbid though the fleet beyond
   * could move the other way ({@link #fleetReaches} asks the steps after it).
   *
   * @param fromProvince the province a convoyed army leaves (index)
   * @param toProvince the place of the first fleet (index)
   * @return whether a fleet could move that way
   */
  public boolean fleetLeaves(int fromProvince, int toProvince) {
    return has(fleetExits[fromProvince], toProvince);
  }

  /**
   * The kind of a province (by index).
   *
   * @param province the province's index
   * @return its kind
   */
  public ProvinceKind kind(int province) {
    return kinds[province];
  }

  /**
   * Whether the province (by index) is coastal, where a convoy may start or end: a coast or
   * an archipelago.
   *
   * @param province the province's index
   * @return whether it is coastal
   */
  public boolean isCoastal(int province) {
    return kinds[province].coastal();
  }

  /**
   * The provinces an army in this province may move to without a convoy.
   *
   * @param province the army's province
   * @return the neighbouring provinces
   */
  public ImmutableList<Province> armyNeighbours(Province province) {
    return armyNeighbours.get(province.index());
  }

  /**
   * The locations a fleet on this location may move to.
   *
   * @param location the fleet's location
   * @return the locations within one move
   */
  public ImmutableList<Location> fleetNeighbours(Location location) {
    return fleetNeighbours.get(location.id());
  }

  static int words(int bits) {
    return (bits + 63) >>> 6;
  }

  static boolean has(long[] set, int bit) {
    return (set[bit >>> 6] & (1L << bit)) != 0;
  }

  static void set(long[] set, int bit) {
    set[bit >>> 6] |= 1L << bit;
  }

  /**
   * The key of every name lookup ({@link Names#normalize}).
   *
   * @param name a name
   * @return the name's lookup key
   */
  public static String normalize(String name) {
    return Names.normalize(name);
  }

  /**
   * The provinces, in index order.
   *
   * @return the provinces
   */
  public ImmutableList<Province> provinces() {
    return provinces;
  }

  /**
   * The locations (each province as a whole, and each of its coasts), in id order.
   *
   * @return the locations
   */
  public ImmutableList<Location> locations() {
    return locations;
  }

  /**
   * The powers, in index order.
   *
   * @return the powers
   */
  public ImmutableList<Power> powers() {
    return powers;
  }

  /** The word that names the owner of neutral units in case files and saved games. */
  public static final String NEUTRAL = "Neutral";

  /**
   * The power word of neutral units ({@code Neutral: A Geo}): no power of the game, but the
   * owner written for a unit that belongs to none. It is not among {@link #powers()}, no
   * player commands it and it owns no centre; its index is one past the last power's, so
   * that the resolver's tables by power index have a slot for it.
   *
   * @return the neutral units' owner
   */
  public Power neutral() {
    return neutral;
  }

  /**
   * Whether the power is this map's word for neutral units ({@link #neutral()}).
   *
   * @param p a power
   * @return whether it names neutral units
   */
  public boolean isNeutral(Power p) {
    return p == neutral || neutral.equals(p);
  }

  /**
   * A province by index.
   *
   * @param index from 0 to the number of provinces - 1
   * @return the province
   */
  public Province province(int index) {
    return provinces.get(index);
  }

  /**
   * A location by id.
   *
   * @param id from 0 to the number of locations - 1
   * @return the location
   */
  public Location location(int id) {
    return locationById[id];
  }

  /**
   * The province as a whole (no coast): where armies stand.
   *
   * @param province the province
   * @return its whole-province location
   */
  public Location location(Province province) {
    return locations.get(province.index());
  }

  /**
   * The location for a province and coast, if the province has that coast.
   *
   * @param province the province
   * @param coast the coast
   * @return the location, or empty when the province lacks that coast
   */
  public Optional<Location> location(Province province, Coast coast) {
    if (coast == Coast.NONE) {
      return Optional.of(location(province));
    }
    for (Location l : fleetLocations.get(province.index())) {
      if (l.coast() == coast) {
        return Optional.of(l);
      }
    }
    return Optional.empty();
  }

  /**
   * The places a fleet may stand in a province: its coasts, or the whole province.
   *
   * @param province the province
   * @return the locations a fleet may stand on there
   */
  public ImmutableList<Location> fleetLocations(Province province) {
    return fleetLocations.get(province.index());
  }

  /**
   * A province by abbreviation, full name or alias, in any case.
   *
   * @param name any name of the province
   * @return the province, or empty when no province answers to the name
   */
  public Optional<Province> province(String name) {
    return Optional.ofNullable(provincesByName.get(normalize(name)));
  }

  /**
   * A province by a name already normalized ({@link Names#normalize}), as the order parser has it.
   *
   * @param normalized the name, normalized
   * @return the province, or empty
   */
  public Optional<Province> provinceByNormalizedName(String normalized) {
    return Optional.ofNullable(provincesByName.get(normalized));
  }

  /**
   * The most words any name of a province has: a parser need not try longer phrases.
   *
   * @return the number of words of the longest name
   */
  public int longestNameInWords() {
    return longestName;
  }

  /**
   * Every name, abbreviation and alias a province answers to (normalized).
   *
   * @return each normalized name and the province it names
   */
  public ImmutableMap<String, Province> provinceNames() {
    return provincesByName;
  }

  /**
   * The power a word names as a nationality: its name or an adjective ({@code English}), in any case.
   *
   * @param word the word
   * @return the power, or empty when the word names none
   */
  public Optional<Power> nationality(String word) {
    return Optional.ofNullable(nationalities.get(normalize(word)));
  }

  /**
   * A power by name, in any case.
   *
   * @param name the power's name
   * @return the power, or empty when there is none of that name
   */
  public Optional<Power> power(String name) {
    // Most names come as the map writes them: no need to normalize those.
    for (Power p : powers) {
      if (p.name().equals(name)) {
        return Optional.of(p);
      }
    }
    return Optional.ofNullable(powersByName.get(normalize(name)));
  }

  /**
   * Whether an army may move from one province to the other without a convoy.
   *
   * @param fromProvince where the army is (index)
   * @param toProvince where it goes (index)
   * @return whether they are adjacent for an army
   */
  public boolean armyAdjacent(int fromProvince, int toProvince) {
    return has(armyMoves[fromProvince], toProvince);
  }

  /**
   * Whether a fleet may move between two locations (coast to coast).
   *
   * @param fromLocation where the fleet is (id)
   * @param toLocation where it goes (id)
   * @return whether they are adjacent for a fleet
   */
  public boolean fleetAdjacent(int fromLocation, int toLocation) {
    return has(fleetMoves[fromLocation], toLocation);
  }

  /**
   * One word of the set of locations a fleet may move to: location id {@code l} is bit
   * {@code l % 64} of word {@code l / 64}. For the resolver's loops over a fleet's moves.
   *
   * @param fromLocation where the fleet is (id)
   * @param word the word, from 0 to {@link #locationWords()} - 1
   * @return the word's bits
   */
  public long fleetMoves(int fromLocation, int word) {
    return fleetMoves[fromLocation][word];
  }

  /**
   * The number of 64-bit words a set of locations takes.
   *
   * @return the words of a location set
   */
  public int locationWords() {
    return fleetMoves.length == 0 ? 0 : fleetMoves[0].length;
  }

  /**
   * The province of a location (by id).
   *
   * @param location the location's id
   * @return its province's index
   */
  public int provinceOf(int location) {
    return locationProvince[location];
  }

  /**
   * Adds to a set of provinces (province {@code p} is bit {@code p % 64} of {@code
   * into[offset + p / 64]}) the provinces an army in this province may move to.
   *
   * @param province the army's province (index)
   * @param into the set to add to
   * @param offset where the set starts in {@code into}
   */
  public void addArmyMoves(int province, long[] into, int offset) {
    long[] moves = armyMoves[province];
    for (int w = 0; w < moves.length; w++) {
      into[offset + w] |= moves[w];
    }
  }

  /**
   * Adds to a set of provinces (as {@link #addArmyMoves}) the provinces a fleet on this
   * location may reach on some coast.
   *
   * @param location the fleet's location (id)
   * @param into the set to add to
   * @param offset where the set starts in {@code into}
   */
  public void addFleetReach(int location, long[] into, int offset) {
    long[] reach = fleetReach[location];
    for (int w = 0; w < reach.length; w++) {
      into[offset + w] |= reach[w];
    }
  }

  /**
   * Whether a fleet on a location may reach some coast of a province.
   *
   * @param fromLocation where the fleet is (id)
   * @param toProvince the province (index)
   * @return whether the fleet can reach it
   */
  public boolean fleetReaches(int fromLocation, int toProvince) {
    return has(fleetReach[fromLocation], toProvince);
  }

  /**
   * Whether two provinces share a border that some unit could cross (by land or by sea):
   * the "absolutely adjacent" of the 2023 civil-disorder rule.
    *
    * @param a a province (index)
    * @param b another province (index)
    * @return whether they share a border
   */
  public boolean borders(int a, int b) {
    for (int x : bordering[a]) {
      if (x == b) {
        return true;
      }
    }
    return false;
  }

  /**
   * How many provinces a province borders (see {@link #borders}), for walks over the whole map.
   *
   * @param province the province (index)
   * @return how many provinces it borders
   */
  public int borderingCount(int province) {
    return bordering[province].length;
  }

  /**
   * The k-th province (by index) that a province borders, k from 0 to {@link #borderingCount} - 1.
   *
   * @param province the province (index)
   * @param k which neighbour, from 0
   * @return the neighbour's index
   */
  public int bordering(int province, int k) {
    return bordering[province][k];
  }




  /**
   * Whether a unit of the given type standing on a location may move to the province.
   *
   * @param type the unit's type
   * @param from where it stands
   * @param to the province
   * @return whether it can move there without a convoy
   */
  public boolean canReach(UnitType type, Location from, Province to) {
    return type == UnitType.ARMY
        ? armyAdjacent(from.province().index(), to.index())
        : fleetReaches(from.id(), to.index());
  }

  /**
   * Whether a unit of this type may stand on this location: an army on a province that
   * allows armies, never on one of its coasts (a text's army coast is dropped before, DATC
   * 4.B.6, see {@link Coasts#forUnit}); a fleet on a province that allows fleets, on a coast
   * where the province has several.
   *
   * @param type the unit's type
   * @param at the location
   * @return whether such a unit can stand there
   */
  public boolean canStand(UnitType type, Location at) {
    ProvinceKind kind = at.province().kind();
    if (type == UnitType.ARMY) {
      return kind.allowsArmy() && at.isWholeProvince();
    }
    return kind.allowsFleet() && (at.province().hasSeveralCoasts() != at.isWholeProvince());
  }

  /**
   * Why a unit of this type may not stand on this location ({@link #canStand}), in the words
   * every reader of units gives: {@code an army stands on a province, not on a coast},
   * {@code the coast of Spa must be named}, {@code a fleet cannot stand on Mun}.
   *
   * @param type the unit's type
   * @param at the location
   * @return the problem, or null when such a unit can stand there
   */
  public String standing(UnitType type, Location at) {
    if (canStand(type, at)) {
      return null;
    }
    ProvinceKind kind = at.province().kind();
    if (type == UnitType.ARMY) {
      if (!kind.allowsArmy()) {
        return "an army cannot stand on " + at.province();
      }
      return "an army stands on a province, not on a coast (" + at + ")";
    }
    if (!kind.allowsFleet()) {
      return "a fleet cannot stand on " + at.province();
    }
    String coast = Coasts.missingCoast(type, at);
    return coast != null ? coast : "a fleet cannot stand on " + at;
  }
}
