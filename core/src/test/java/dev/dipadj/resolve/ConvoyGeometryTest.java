package dev.dipadj.resolve;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.util.ArrayList;
import java.util.BitSet;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * {@link ConvoyGeometry} against brute force: on random maps of coasts and seas with fleets in
 * some seas, every chain of fleets from one coast to another is enumerated, and every question
 * the geometry answers is compared with what the chains say. A fleet is needed by a route
 * (DATC 4.E.1, 6.F.12, 6.G.19: a proper route never jumps to a place an earlier member of the
 * chain, the origin included, touches) when it lies on a chain without shortcut; a route
 * leaving a fleet out exists when some chain avoids it (DATC 6.D.31). Small dense maps, maps
 * with more fleets than a walk over every chain takes, and maps with more than 64 fleets.
 */
class ConvoyGeometryTest {

  /** A random board: the map, the seas with a fleet, and the coasts. */
  private record Board(GameMap map, int[] fleets, int[] coasts) {}

  private static Board board(Random r, int coasts, int seas, double seaEdge, int extraEdges, double fleetShare) {
    return board(r, coasts, seas, seaEdge, extraEdges, fleetShare, 0, 0);
  }

  /**
   * A random board whose "seas" are archipelagos by {@code archipelagos} chance (places a
   * convoy may also start or end at, issue 21) and whose borders between a coast and a sea go
   * one way, either way, by {@code oneWay} chance; with both 0 the board of the seed as before.
   */
  private static Board board(Random r, int coasts, int seas, double seaEdge, int extraEdges, double fleetShare,
      double archipelagos, double oneWay) {
    GameMapBuilder b = new GameMapBuilder();
    b.addPower("Red", List.of());
    List<Province> coast = new ArrayList<>();
    List<Province> sea = new ArrayList<>();
    for (int i = 0; i < coasts; i++) {
      coast.add(b.addProvince("C" + i, "Coast " + i, ProvinceKind.COAST, false, List.of()));
    }
    List<Province> isles = new ArrayList<>();
    for (int i = 0; i < seas; i++) {
      boolean isle = archipelagos > 0 && r.nextDouble() < archipelagos;
      sea.add(b.addProvince("S" + i, "Sea " + i, isle ? ProvinceKind.ARCHIPELAGO : ProvinceKind.SEA, false, List.of()));
      if (isle) {
        isles.add(sea.get(i));
      }
    }
    if (seaEdge > 0) {
      // Dense: each pair of seas touches with this chance.
      for (int i = 0; i < seas; i++) {
        for (int j = i + 1; j < seas; j++) {
          if (r.nextDouble() < seaEdge) {
            b.addFleetEdge(sea.get(i), Coast.NONE, sea.get(j), Coast.NONE);
          }
        }
      }
    } else {
      // Sparse: a random tree of seas and a few more borders, so that its chains can be counted.
      for (int i = 1; i < seas; i++) {
        b.addFleetEdge(sea.get(i), Coast.NONE, sea.get(r.nextInt(i)), Coast.NONE);
      }
      for (int e = 0; e < extraEdges; e++) {
        int i = r.nextInt(seas);
        int j = r.nextInt(seas);
        if (i != j) {
          b.addFleetEdge(sea.get(i), Coast.NONE, sea.get(j), Coast.NONE);
        }
      }
    }
    for (Province c : coast) {
      int touching = 1 + r.nextInt(3);
      for (int t = 0; t < touching; t++) {
        Province s = sea.get(r.nextInt(seas));
        if (oneWay > 0 && r.nextDouble() < oneWay) {
          // Into the coast, or out of it: a fleet there may then enter but not leave, or leave but not enter.
          if (r.nextBoolean()) {
            b.addOneWayFleetEdge(s, Coast.NONE, c, Coast.NONE);
          } else {
            b.addOneWayFleetEdge(c, Coast.NONE, s, Coast.NONE);
          }
        } else {
          b.addFleetEdge(c, Coast.NONE, s, Coast.NONE);
        }
      }
    }
    GameMap map = b.build();
    List<Integer> fleets = new ArrayList<>();
    for (Province s : sea) {
      if (r.nextDouble() < fleetShare) {
        fleets.add(s.index());
      }
    }
    // Convoys start and end on the coasts and the archipelagos.
    coast.addAll(isles);
    return new Board(map, fleets.stream().mapToInt(Integer::intValue).toArray(),
        coast.stream().mapToInt(Province::index).toArray());
  }

  private static ConvoyGeometry geometry(Board board) {
    ConvoyGeometry g = new ConvoyGeometry();
    g.reset(board.map());
    for (int s : board.fleets()) {
      g.addSea(s);
    }
    return g;
  }

  /** Brute force: per pair of places, the fleets on some chain without shortcut, found by enumerating every chain. */
  private static final class Chains {
    private final GameMap map;
    private final int[] fleets;
    private final BitSet needed = new BitSet();
    private int chains;

    Chains(Board board) {
      this.map = board.map();
      this.fleets = board.fleets();
    }

    private boolean touches(int k, int province) {
      return map.fleetReaches(fleets[k], province);
    }

    /** Whether an army in the province may step onto fleet k: the first step, the way a fleet could move. */
    private boolean leaves(int province, int k) {
      return map.fleetLeaves(province, fleets[k]);
    }

    /** The fleets (by index among the fleets) some proper route from origin to destination needs. */
    BitSet needed(int origin, int destination) {
      needed.clear();
      chains = 0;
      int[] path = new int[fleets.length];
      for (int k = 0; k < fleets.length; k++) {
        // The fleet standing in the destination (an archipelago's) carries no army there.
        if (leaves(origin, k) && fleets[k] != destination) {
          path[0] = k;
          extend(path, 1, origin, destination);
        }
      }
      return (BitSet) needed.clone();
    }

    /** Every simple chain, each kept when it has no shortcut. */
    private void extend(int[] path, int length, int origin, int destination) {
      int last = path[length - 1];
      if (touches(last, destination)) {
        chains++;
        if (proper(path, length, origin, destination)) {
          for (int i = 0; i < length; i++) {
            needed.set(path[i]);
          }
        }
        // A longer chain through a fleet touching the destination is never proper.
      }
      for (int k = 0; k < fleets.length; k++) {
        if (!on(path, length, k) && fleets[k] != destination && map.fleetReaches(fleets[last], fleets[k])) {
          path[length] = k;
          extend(path, length + 1, origin, destination);
        }
      }
    }

    private boolean proper(int[] path, int length, int origin, int destination) {
      for (int i = 0; i < length; i++) {
        if (i > 0 && leaves(origin, path[i])) {
          return false;
        }
        if (i < length - 1 && touches(path[i], destination)) {
          return false;
        }
        for (int j = i + 2; j < length; j++) {
          if (map.fleetReaches(fleets[path[i]], fleets[path[j]])) {
            return false;
          }
        }
      }
      return true;
    }

    private static boolean on(int[] path, int length, int k) {
      for (int i = 0; i < length; i++) {
        if (path[i] == k) {
          return true;
        }
      }
      return false;
    }

    /** Whether some chain links the places without fleet {@code avoid} (-1: none), by a search over fleets. */
    boolean linked(int origin, int destination, int avoid) {
      boolean[] seen = new boolean[fleets.length];
      List<Integer> queue = new ArrayList<>();
      for (int k = 0; k < fleets.length; k++) {
        if (k != avoid && fleets[k] != destination && leaves(origin, k)) {
          seen[k] = true;
          queue.add(k);
        }
      }
      for (int i = 0; i < queue.size(); i++) {
        int k = queue.get(i);
        if (touches(k, destination)) {
          return true;
        }
        for (int j = 0; j < fleets.length; j++) {
          if (!seen[j] && j != avoid && fleets[j] != destination && map.fleetReaches(fleets[k], fleets[j])) {
            seen[j] = true;
            queue.add(j);
          }
        }
      }
      return false;
    }
  }

  /**
   * Every question for every pair of coasts: a route at all, a route leaving each fleet out,
   * whether each fleet is needed (asked alone of a fresh geometry, and in turn of one
   * geometry), and the fleets each route needs as possible orders find them.
   */
  private static int checkEveryQuestion(Board board) {
    Chains chains = new Chains(board);
    int[] fleets = board.fleets();
    int words = Math.max(1, (fleets.length + 63) >>> 6);
    ConvoyGeometry shared = geometry(board);
    ConvoyGeometry walked = geometry(board);
    walked.findGroups();
    long[] coasts = new long[(board.map().provinces().size() + 63) >>> 6];
    for (int c : board.coasts()) {
      coasts[c >>> 6] |= 1L << c;
    }
    int needed = 0;
    for (int o : board.coasts()) {
      if (holdsFleet(board, o)) {
        // An army stands where a convoy starts: no fleet.
        continue;
      }
      walked.findAllNeededFrom(o, coasts, 0);
      for (int d : board.coasts()) {
        if (o == d) {
          continue;
        }
        String pair = "C" + o + " to C" + d + " with fleets in " + java.util.Arrays.toString(fleets);
        BitSet expected = chains.needed(o, d);
        needed += expected.cardinality();
        boolean linked = chains.linked(o, d, -1);
        assertEquals(linked, shared.routeExists(o, d, -1), "route " + pair);
        assertEquals(linked, walked.routeExists(o, d, -1), "route once the groups are known, " + pair);
        long[] found = new long[words];
        walked.addNeededFrom(d, found, 0);
        for (int k = 0; k < fleets.length; k++) {
          boolean need = expected.get(k);
          assertEquals(need, (found[k >>> 6] & (1L << k)) != 0, "possible orders: fleet " + k + " needed, " + pair);
          assertEquals(need, geometry(board).neededOnRoute(o, d, fleets[k]), "fleet " + k + " needed alone, " + pair);
          assertEquals(need, shared.neededOnRoute(o, d, fleets[k]), "fleet " + k + " needed in turn, " + pair);
          boolean leftOut = chains.linked(o, d, k);
          assertEquals(leftOut, shared.routeExists(o, d, fleets[k]), "route without fleet " + k + ", " + pair);
          assertEquals(leftOut, walked.routeExists(o, d, fleets[k]), "route without fleet " + k + " (walked), " + pair);
        }
      }
    }
    return needed;
  }

  /**
   * The two exact ways of finding every route's fleets from one origin, each run alone to its
   * end in small steps (as when they take turns): the search over the chains that can still
   * add an answer ({@link RoutesFromOrigin}), and for at most 64 fleets the walk over every
   * chain ({@link ChainWalk}), compared with every chain.
   */
  private static void checkSearchAndWalkAlone(Board board, int steps) {
    Chains chains = new Chains(board);
    GameMap map = board.map();
    int[] fleets = board.fleets();
    int n = fleets.length;
    int words = Math.max(1, (n + 63) >>> 6);
    long[] coasts = new long[(map.provinces().size() + 63) >>> 6];
    for (int c : board.coasts()) {
      coasts[c >>> 6] |= 1L << c;
    }
    long[] reached = new long[Math.max(1, n)];
    for (int k = 0; k < n && n <= 64; k++) {
      for (int j = 0; j < n; j++) {
        if (j != k && map.fleetReaches(fleets[k], fleets[j])) {
          reached[k] |= 1L << j;
        }
      }
    }
    RoutesFromOrigin search = new RoutesFromOrigin();
    ChainWalk walk = new ChainWalk();
    walk.reset(map.provinces().size());
    for (int o : board.coasts()) {
      if (holdsFleet(board, o)) {
        continue;
      }
      search.begin(map, fleets, n, o, coasts, 0);
      while (!search.advance(steps)) {
        // Taking turns with nothing: the search is resumed where it stopped.
      }
      int slot = -1;
      if (n <= 64) {
        long near = 0;
        for (int k = 0; k < n; k++) {
          near |= map.fleetLeaves(o, fleets[k]) ? 1L << k : 0;
        }
        walk.begin(map, fleets, n, o, reached, near);
        while (!walk.advance(steps)) {
          // Likewise.
        }
        slot = walk.slot(o);
      }
      for (int d : board.coasts()) {
        if (o == d) {
          continue;
        }
        String pair = "C" + o + " to C" + d + " with fleets in " + java.util.Arrays.toString(fleets);
        BitSet expected = chains.needed(o, d);
        long[] found = new long[words];
        search.addNeeded(d, found, 0);
        for (int k = 0; k < n; k++) {
          assertEquals(expected.get(k), (found[k >>> 6] & (1L << k)) != 0, "search: fleet " + k + " needed, " + pair);
          if (slot >= 0) {
            assertEquals(expected.get(k), (walk.needs(slot, d) & (1L << k)) != 0, "walk: fleet " + k + " needed, " + pair);
          }
        }
      }
    }
  }

  private static boolean holdsFleet(Board board, int province) {
    for (int f : board.fleets()) {
      if (f == province) {
        return true;
      }
    }
    return false;
  }

  @Test
  void archipelagosAndOneWayBordersAgreeWithEveryChain() {
    // Issue 21: a fleet in an archipelago convoys (and carries no army into its own province);
    // a convoy's steps go the way a fleet could move, its first one off the origin's coast.
    Random r = new Random(24);
    int needed = 0;
    for (int i = 0; i < 150; i++) {
      needed += checkEveryQuestion(board(r, 5, 3 + r.nextInt(7), 0.2 + r.nextDouble() * 0.5, 0, 0.8, 0.3, 0.3));
    }
    assertTrue(needed > 500, "needed " + needed);
    for (int i = 0; i < 15; i++) {
      Board b = board(r, 6, 20 + r.nextInt(10), 0, 6, 1.0, 0.3, 0.3);
      checkEveryQuestion(b);
    }
    for (int i = 0; i < 60; i++) {
      checkSearchAndWalkAlone(board(r, 5, 3 + r.nextInt(7), 0.2 + r.nextDouble() * 0.5, 0, 0.8, 0.3, 0.3), 1 + r.nextInt(3));
    }
    for (int i = 0; i < 10; i++) {
      checkSearchAndWalkAlone(board(r, 6, 20 + r.nextInt(10), 0, 6, 1.0, 0.3, 0.3), 1 + r.nextInt(5));
    }
  }

  @Test
  void searchAndWalkAloneAgreeWithEveryChain() {
    Random r = new Random(23);
    for (int i = 0; i < 100; i++) {
      checkSearchAndWalkAlone(board(r, 5, 3 + r.nextInt(7), 0.2 + r.nextDouble() * 0.5, 0, 0.8), 1 + r.nextInt(3));
    }
    for (int i = 0; i < 20; i++) {
      checkSearchAndWalkAlone(board(r, 6, 20 + r.nextInt(10), 0, 6, 1.0), 1 + r.nextInt(5));
    }
    for (int i = 0; i < 2; i++) {
      Board b = board(r, 8, 70 + r.nextInt(30), 0, 7, 1.0);
      assertTrue(b.fleets().length > 64);
      checkSearchAndWalkAlone(b, 7);
    }
  }

  @Test
  void smallDenseSeasAgreeWithEveryChain() {
    Random r = new Random(20);
    int needed = 0;
    for (int i = 0; i < 150; i++) {
      needed += checkEveryQuestion(board(r, 5, 3 + r.nextInt(7), 0.2 + r.nextDouble() * 0.5, 0, 0.8));
    }
    // The boards are not trivial: many fleets are needed by some route.
    assertTrue(needed > 1000, "needed " + needed);
  }

  @Test
  void moreFleetsThanAWalkTakesAgreeWithEveryChain() {
    // Past 16 fleets linked to an origin the walk and the search take turns (each alone: below).
    Random r = new Random(21);
    for (int i = 0; i < 25; i++) {
      Board b = board(r, 6, 20 + r.nextInt(10), 0, 6, 1.0);
      assertTrue(b.fleets().length > 16);
      checkEveryQuestion(b);
    }
  }

  @Test
  void moreThan64FleetsAgreeWithEveryChain() {
    Random r = new Random(22);
    for (int i = 0; i < 3; i++) {
      Board b = board(r, 8, 70 + r.nextInt(40), 0, 7, 1.0);
      assertTrue(b.fleets().length > 64);
      checkEveryQuestion(b);
    }
  }

  @Test
  void aFleetBesideTheRouteIsNotNeeded() {
    // DATC 6.G.19's shape: Mar - GoL - Spa, with WMed touching GoL and Spa but not Mar.
    GameMapBuilder b = new GameMapBuilder();
    b.addPower("Red", List.of());
    Province mar = b.addProvince("Mar", "Marseilles", ProvinceKind.COAST, false, List.of());
    Province spa = b.addProvince("Spa", "Spain", ProvinceKind.COAST, false, List.of());
    Province gol = b.addProvince("GoL", "Gulf of Lyon", ProvinceKind.SEA, false, List.of());
    Province wes = b.addProvince("Wes", "Western Med", ProvinceKind.SEA, false, List.of());
    b.addFleetEdge(mar, Coast.NONE, gol, Coast.NONE);
    b.addFleetEdge(gol, Coast.NONE, spa, Coast.NONE);
    b.addFleetEdge(gol, Coast.NONE, wes, Coast.NONE);
    b.addFleetEdge(wes, Coast.NONE, spa, Coast.NONE);
    Board board = new Board(b.build(), new int[] {gol.index(), wes.index()}, new int[] {mar.index(), spa.index()});
    ConvoyGeometry g = geometry(board);
    assertTrue(g.neededOnRoute(mar.index(), spa.index(), gol.index()));
    assertFalse(g.neededOnRoute(mar.index(), spa.index(), wes.index()));
    // DATC 6.D.31's shape: no route leaves the Gulf of Lyon out.
    assertFalse(g.routeExists(mar.index(), spa.index(), gol.index()));
    assertTrue(g.routeExists(mar.index(), spa.index(), wes.index()));
  }
}
