package dev.dipadj.map;

import com.google.common.collect.ImmutableSetMultimap;
import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Assembles a {@link GameMap}: powers, then provinces (with their coasts), names and
 * edges. Checks of the data (unknown names, terrain) belong to the caller, which knows
 * the file and line; this builder only rejects what cannot be represented.
 */
public final class GameMapBuilder {
  private final List<Power> powers = new ArrayList<>();
  private final List<Province> provinces = new ArrayList<>();
  private final Map<String, Province> names = new HashMap<>();
  /** Army borders, between province indices. */
  private final Borders armyBorders = new Borders();
  /** Fleet borders, between places numbered by {@link #place}: a province's coasts are not numbered as locations until {@link #build}. */
  private final Borders fleetBorders = new Borders();
  private final Map<Province, List<Coast>> coasts = new HashMap<>();
  private int boardWidth;
  private int boardHeight;
  private final Map<Integer, BoardPoint> points = new HashMap<>();
  /** The centres that do not count for some powers, and those powers. */
  private final ImmutableSetMultimap.Builder<Province, Power> notCounted = ImmutableSetMultimap.builder();
  private final List<Railroad> railroads = new ArrayList<>();
  private final List<Canal> canals = new ArrayList<>();

  /**
   * Adds a power and the adjectives of its nationality; its index is the order of addition.
   *
   * @param name the power's name
   * @param adjectives its nationality's adjectives ({@code English})
   * @return the new power
   */
  public Power addPower(String name, List<String> adjectives) {
    Power p = new Power(powers.size(), name, ImmutableList.copyOf(adjectives));
    powers.add(p);
    return p;
  }

  /**
   * Adds a province with its abbreviation and full name as names.
   *
   * @param abbreviation the abbreviation ({@code Lon})
   * @param name the full name ({@code London})
   * @param kind land, coast, sea, impassable or archipelago
   * @param supplyCentre whether it is a supply centre
   * @param coastList its named coasts, empty for one coast or none
   * @return the new province
   * @throws IllegalArgumentException if a coast is named twice or is {@link Coast#NONE}: a
   *     place of the map would then be two places
   */
  public Province addProvince(
      String abbreviation, String name, ProvinceKind kind, boolean supplyCentre, List<Coast> coastList) {
    if (coastList.contains(Coast.NONE) || coastList.stream().distinct().count() != coastList.size()) {
      throw new IllegalArgumentException("the coasts of " + abbreviation + " are not distinct named coasts: " + coastList);
    }
    Province p =
        new Province(
            provinces.size(), abbreviation, name, kind, supplyCentre, ImmutableList.copyOf(coastList));
    provinces.add(p);
    coasts.put(p, coastList);
    names.put(GameMap.normalize(abbreviation), p);
    names.put(GameMap.normalize(name), p);
    return p;
  }

  /**
   * How many provinces have been added.
   *
   * @return the number of provinces so far
   */
  public int provinceCount() {
    return provinces.size();
  }

  /**
   * A province by its index.
   *
   * @param index its index, from 0 to {@link #provinceCount()} - 1
   * @return the province
   * @throws IndexOutOfBoundsException if there is no such province
   */
  public Province provinceAt(int index) {
    return provinces.get(index);
  }

  /**
   * Another name for a province; returns the province already holding it, if any.
   *
   * @param province the province
   * @param alias the other name
   * @return the province that already has this name, or empty when the alias was added
   */
  public Optional<Province> addAlias(Province province, String alias) {
    Province old = names.putIfAbsent(GameMap.normalize(alias), province);
    return old == null || old.equals(province) ? Optional.empty() : Optional.of(old);
  }

  /**
   * A province by any name added so far.
   *
   * @param name any name
   * @return the province, or empty
   */
  public Optional<Province> province(String name) {
    return Optional.ofNullable(names.get(GameMap.normalize(name)));
  }

  /**
   * Armies may move both ways between the two provinces.
   *
   * @param a a province
   * @param b another province
   */
  public void addArmyEdge(Province a, Province b) {
    armyBorders.add(a.index(), b.index());
  }

  /**
   * Armies may move from one province to the other, never back (a one-way border).
   *
   * @param from the province an army leaves
   * @param to the province it enters
   */
  public void addOneWayArmyEdge(Province from, Province to) {
    armyBorders.addOneWay(from.index(), to.index());
  }

  /**
   * Whether armies may already move from the first province to the second.
   *
   * @param a a province
   * @param b another province
   * @return whether that army edge was added before (both ways, or one way from a to b)
   */
  public boolean hasArmyEdge(Province a, Province b) {
    return armyBorders.has(a.index(), b.index());
  }

  /**
   * Fleets may move from one place to the other, never back (a one-way border); a coast of
   * {@link Coast#NONE} on a province with several coasts is rejected by returning false.
   *
   * @param from the province a fleet leaves
   * @param cFrom its coast, or {@link Coast#NONE}
   * @param to the province it enters
   * @param cTo its coast, or {@link Coast#NONE}
   * @return whether the edge was added
   */
  public boolean addOneWayFleetEdge(Province from, Coast cFrom, Province to, Coast cTo) {
    if (!validCoast(from, cFrom) || !validCoast(to, cTo)) {
      return false;
    }
    fleetBorders.addOneWay(place(from, cFrom), place(to, cTo));
    return true;
  }

  /**
   * Whether fleets may already move from the first place to the second; false for places that
   * {@link #addFleetEdge} would refuse.
   *
   * @param a a province
   * @param ca its coast, or {@link Coast#NONE}
   * @param b another province
   * @param cb its coast, or {@link Coast#NONE}
   * @return whether that fleet edge was added before
   */
  public boolean hasFleetEdge(Province a, Coast ca, Province b, Coast cb) {
    return validCoast(a, ca) && validCoast(b, cb) && fleetBorders.has(place(a, ca), place(b, cb));
  }

  /**
   * Fleets may move both ways between the two places; a coast of {@link Coast#NONE} on a
   * province with several coasts is rejected by returning false.
    *
    * @param a a province
    * @param ca its coast, or {@link Coast#NONE}
    * @param b another province
    * @param cb its coast, or {@link Coast#NONE}
    * @return whether the edge was added
   */
  public boolean addFleetEdge(Province a, Coast ca, Province b, Coast cb) {
    if (!validCoast(a, ca) || !validCoast(b, cb)) {
      return false;
    }
    fleetBorders.add(place(a, ca), place(b, cb));
    return true;
  }

  /** A place's number among the fleet borders: each province has a number for itself and one for each coast. */
  private static int place(Province p, Coast c) {
    return p.index() * COASTS + c.ordinal();
  }

  private static final int COASTS = Coast.values().length;

  private boolean validCoast(Province p, Coast c) {
    return p.hasSeveralCoasts() ? p.coasts().contains(c) : c == Coast.NONE;
  }

  /**
   * Gives the map a board to be drawn on; every province then needs a point on it.
   *
   * @param width the board's width, at least 1
   * @param height the board's height, at least 1
   * @throws IllegalArgumentException if the size is not positive
   */
  public void setBoard(int width, int height) {
    if (width < 1 || height < 1) {
      throw new IllegalArgumentException("a board needs a positive size, not " + width + "x" + height);
    }
    boardWidth = width;
    boardHeight = height;
  }

  /**
   * Where a province sits on the board (given by {@link #setBoard}); a later point replaces an earlier one.
   *
   * @param province a province added to this builder
   * @param point its point
   */
  public void setPoint(Province province, BoardPoint point) {
    points.put(province.index(), point);
  }

  /**
   * Makes a supply centre not count for a power: the power may own it, but it adds nothing to
   * the power's count for builds and victory (Colonial's Hong Kong, which counts for every
   * power but China).
   *
   * @param centre the supply centre
   * @param power the power it does not count for
   */
  public void notCountedFor(Province centre, Power power) {
    notCounted.put(centre, power);
  }

  /**
   * Adds a railroad (checked by the reader of the variant format).
   *
   * @param railroad the railroad
   */
  public void addRailroad(Railroad railroad) {
    railroads.add(railroad);
  }

  /**
   * Adds a canal (checked by the reader of the variant format); its fleet border must be
   * added too ({@link #addFleetEdge}).
   *
   * @param canal the canal
   */
  public void addCanal(Canal canal) {
    canals.add(canal);
  }

  /**
   * The finished, immutable map.
   *
   * @return the map
   * @throws IllegalStateException if a board was given and a province has no point on it
   */
  public GameMap build() {
    Board board = null;
    if (boardWidth > 0) {
      List<BoardPoint> list = new ArrayList<>();
      for (Province p : provinces) {
        BoardPoint point = points.get(p.index());
        if (point == null) {
          throw new IllegalStateException("province " + p + " has no point on the board");
        }
        list.add(point);
      }
      board = Board.of(boardWidth, boardHeight, list);
    }
    List<Location> locations = new ArrayList<>();
    for (Province p : provinces) {
      locations.add(new Location(p.index(), p, Coast.NONE));
    }
    int n = provinces.size();
    // Each place's location id: the province itself is its index, its coasts come after all provinces.
    int[] locationOfPlace = new int[n * COASTS];
    for (Province p : provinces) {
      locationOfPlace[place(p, Coast.NONE)] = p.index();
      for (Coast c : p.coasts()) {
        Location l = new Location(locations.size(), p, c);
        locations.add(l);
        locationOfPlace[place(p, c)] = l.id();
      }
    }
    long[][] army = new long[n][GameMap.words(n)];
    for (int a = 0; a < n; a++) {
      for (int b : armyBorders.of(a)) {
        GameMap.set(army[a], b);
      }
    }
    long[][] fleet = new long[locations.size()][GameMap.words(locations.size())];
    for (int a = 0; a < n * COASTS; a++) {
      for (int b : fleetBorders.of(a)) {
        GameMap.set(fleet[locationOfPlace[a]], locationOfPlace[b]);
      }
    }
    return new GameMap(provinces, locations, powers, names, army, fleet, board, notCounted.build(), ImmutableList.copyOf(railroads), ImmutableList.copyOf(canals));
  }
}
