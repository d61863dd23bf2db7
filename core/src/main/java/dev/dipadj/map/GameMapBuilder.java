package dev.dipadj.map;

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
  private final List<int[]> armyEdges = new ArrayList<>();
  private final List<Location[]> fleetEdges = new ArrayList<>();
  private final Map<Province, List<Coast>> coasts = new HashMap<>();
  private int boardWidth;
  private int boardHeight;
  private final Map<Integer, BoardPoint> points = new HashMap<>();

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
   * @param kind land, coast, sea or impassable
   * @param supplyCentre whether it is a supply centre
   * @param coastList its named coasts, empty for one coast or none
   * @return the new province
   */
  public Province addProvince(
      String abbreviation, String name, ProvinceKind kind, boolean supplyCentre, List<Coast> coastList) {
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
    armyEdges.add(new int[] {a.index(), b.index()});
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
    fleetEdges.add(new Location[] {provisional(a, ca), provisional(b, cb)});
    return true;
  }

  private boolean validCoast(Province p, Coast c) {
    return p.hasSeveralCoasts() ? p.coasts().contains(c) : c == Coast.NONE;
  }

  private static Location provisional(Province p, Coast c) {
    return new Location(-1, p, c);
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
    Map<String, Location> byKey = new HashMap<>();
    for (Province p : provinces) {
      for (Coast c : p.coasts()) {
        Location l = new Location(locations.size(), p, c);
        locations.add(l);
        byKey.put(p.index() + "/" + c, l);
      }
    }
    int n = provinces.size();
    long[][] army = new long[n][GameMap.words(n)];
    for (int[] e : armyEdges) {
      GameMap.set(army[e[0]], e[1]);
      GameMap.set(army[e[1]], e[0]);
    }
    long[][] fleet = new long[locations.size()][GameMap.words(locations.size())];
    for (Location[] e : fleetEdges) {
      int a = resolve(e[0], byKey);
      int b = resolve(e[1], byKey);
      GameMap.set(fleet[a], b);
      GameMap.set(fleet[b], a);
    }
    return new GameMap(provinces, locations, powers, names, army, fleet, board);
  }

  private static int resolve(Location provisional, Map<String, Location> byKey) {
    if (provisional.coast() == Coast.NONE) {
      return provisional.province().index();
    }
    return byKey.get(provisional.province().index() + "/" + provisional.coast()).id();
  }
}
