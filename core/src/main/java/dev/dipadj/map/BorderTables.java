package dev.dipadj.map;

import com.google.common.collect.ImmutableList;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The tables a {@link GameMap} derives once from its army and fleet moves, so that the
 * resolver's questions (where a fleet reaches, where a convoyed army may step off, which
 * provinces border) are answered from arrays: built here, kept in the map's own fields.
 *
 * @param fleetReach per location, the provinces a fleet there reaches on some coast
 * @param fleetLocations per province, its coast locations (or the whole-province location)
 * @param fleetExits per province, the provinces a fleet on some coast of it reaches
 * @param oneWay whether some border may be crossed one way only
 * @param armyNeighbours per province, the provinces an army may move to
 * @param fleetNeighbours per location, the locations a fleet may move to
 * @param locationProvince per location id, its province's index
 * @param kinds per province, its kind
 * @param bordering per province, the provinces it borders by land or by sea, either way
 */
record BorderTables(
    long[][] fleetReach,
    ImmutableList<ImmutableList<Location>> fleetLocations,
    long[][] fleetExits,
    boolean oneWay,
    ImmutableList<ImmutableList<Province>> armyNeighbours,
    ImmutableList<ImmutableList<Location>> fleetNeighbours,
    int[] locationProvince,
    ProvinceKind[] kinds,
    int[][] bordering) {

  /** The tables of a map's provinces, locations and moves (bitsets by province and by location id). */
  static BorderTables of(List<Province> provinces, List<Location> locations, long[][] armyMoves, long[][] fleetMoves) {
    int n = provinces.size();
    long[][] fleetReach = new long[locations.size()][GameMap.words(n)];
    for (Location from : locations) {
      for (Location to : locations) {
        if (GameMap.has(fleetMoves[from.id()], to.id())) {
          GameMap.set(fleetReach[from.id()], to.province().index());
        }
      }
    }
    List<ImmutableList<Location>> fleetLocs = new ArrayList<>();
    for (Province p : provinces) {
      ImmutableList.Builder<Location> b = ImmutableList.builder();
      if (p.hasSeveralCoasts()) {
        for (Location l : locations) {
          if (l.province().equals(p) && !l.isWholeProvince()) {
            b.add(l);
          }
        }
      } else if (p.kind().allowsFleet()) {
        b.add(locations.get(p.index()));
      }
      fleetLocs.add(b.build());
    }
    ImmutableList<ImmutableList<Location>> fleetLocations = ImmutableList.copyOf(fleetLocs);
    long[][] fleetExits = new long[n][GameMap.words(n)];
    for (Province p : provinces) {
      for (Location l : fleetLocs.get(p.index())) {
        for (int w = 0; w < fleetExits[p.index()].length; w++) {
          fleetExits[p.index()][w] |= fleetReach[l.id()][w];
        }
      }
    }
    boolean oneWay = oneWay(armyMoves, n) || oneWay(fleetMoves, locations.size());
    ImmutableList.Builder<ImmutableList<Province>> army = ImmutableList.builder();
    for (Province p : provinces) {
      ImmutableList.Builder<Province> b = ImmutableList.builder();
      for (Province q : provinces) {
        if (GameMap.has(armyMoves[p.index()], q.index())) {
          b.add(q);
        }
      }
      army.add(b.build());
    }
    ImmutableList<ImmutableList<Province>> armyNeighbours = army.build();
    ImmutableList.Builder<ImmutableList<Location>> fleet = ImmutableList.builder();
    for (Location l : locations) {
      ImmutableList.Builder<Location> b = ImmutableList.builder();
      for (Location m : locations) {
        if (GameMap.has(fleetMoves[l.id()], m.id())) {
          b.add(m);
        }
      }
      fleet.add(b.build());
    }
    ImmutableList<ImmutableList<Location>> fleetNeighbours = fleet.build();
    int[] locationProvince = new int[locations.size()];
    for (Location l : locations) {
      locationProvince[l.id()] = l.province().index();
    }
    ProvinceKind[] kinds = new ProvinceKind[n];
    for (Province p : provinces) {
      kinds[p.index()] = p.kind();
    }
    int[][] bordering = new int[n][];
    // The provinces an army or a fleet on any coast of a may reach, from the bitsets, and
    // those from which one may reach a: a one-way border is a border all the same.
    long[][] any = new long[n][];
    for (int a = 0; a < n; a++) {
      any[a] = armyMoves[a].clone();
      for (int w = 0; w < any[a].length; w++) {
        any[a][w] |= fleetExits[a][w];
      }
    }
    if (oneWay) {
      for (int a = 0; a < n; a++) {
        for (int w = 0; w < any[a].length; w++) {
          for (long bits = any[a][w]; bits != 0; bits &= bits - 1) {
            int b = (w << 6) + Long.numberOfTrailingZeros(bits);
            if (b < n) {
              GameMap.set(any[b], a);
            }
          }
        }
      }
    }
    for (int a = 0; a < n; a++) {
      int[] next = new int[n];
      int count = 0;
      for (int w = 0; w < any[a].length; w++) {
        for (long bits = any[a][w]; bits != 0; bits &= bits - 1) {
          int b = (w << 6) + Long.numberOfTrailingZeros(bits);
          if (b != a && b < n) {
            next[count++] = b;
          }
        }
      }
      bordering[a] = Arrays.copyOf(next, count);
    }
    return new BorderTables(fleetReach, fleetLocations, fleetExits, oneWay, armyNeighbours, fleetNeighbours,
        locationProvince, kinds, bordering);
  }

  /** Whether some edge of the square relation {@code moves} has no edge back. */
  private static boolean oneWay(long[][] moves, int size) {
    for (int a = 0; a < size; a++) {
      for (int w = 0; w < moves[a].length; w++) {
        for (long bits = moves[a][w]; bits != 0; bits &= bits - 1) {
          if (!GameMap.has(moves[(w << 6) + Long.numberOfTrailingZeros(bits)], a)) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
