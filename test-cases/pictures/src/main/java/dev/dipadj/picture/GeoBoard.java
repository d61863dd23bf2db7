package dev.dipadj.picture;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Board;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.WeakHashMap;

/**
 * A map drawn on real geography: its outline, its provinces' areas ({@link GeoAreas}) as SVG
 * paths, where each province's unit stands, and the marks across straits. A map has one when
 * an outline's places name exactly its provinces (so every variant on classic's map, and a
 * {@code .map} file of it, is drawn on classic's outline).
 */
final class GeoBoard {
  /**
   * The outlines the pictures draw on, in the pictures' resources (each with its places): those
   * whose areas GeoBordersTest checks, border for border.
   */
  static final List<String> OUTLINES = List.of(
      "classic", "era-of-empire", "hundred", "ancient-mediterranean", "empires-and-coalitions",
      "western-world-901", "cold-war", "twenty-twenty", "youngstown-redux");

  /** The boards made so far, held no longer than their map; empty for a map without geography. */
  private static final Map<GameMap, Optional<GeoBoard>> MADE = Collections.synchronizedMap(new WeakHashMap<>());
  /** Each outline's places, read once. */
  private static final Map<String, Optional<MapGeography>> GEOGRAPHIES = Collections.synchronizedMap(new HashMap<>());

  /**
   * A mark for a border the globe keeps apart: across the water from one area's edge to the
   * other's; or, where the two lie far apart (the border runs round the back of a board that
   * wraps around), from area {@code a} to the drawing's nearest edge, where {@code b} is named.
   */
  record Strait(int a, int b, double x1, double y1, double x2, double y2, boolean toEdge) {}

  /**
   * A border stated apart whose areas are farther apart than this part of the drawing's longer
   * side is no strait but a board's wrapping around, drawn to the edge.
   */
  private static final double FARTHEST_STRAIT = 0.1;
  /** How far the drawn coast may stray from the outline, in drawing units. */
  private static final double COAST_TOLERANCE = 0.5;

  private final Board board;
  private final String[] landPaths;
  private final String[] seaPaths;
  private final String coastline;
  private final ImmutableList<Strait> straits;
  private final int provinces;
  /** Per province, how far its unit's spot is from its area's edge, in drawing units. */
  private final double[] room;

  private GeoBoard(GameMap map, Outline outline, MapGeography geography) {
    GeoAreas areas = GeoAreas.of(map, outline, geography);
    int columns = areas.columns();
    int rows = areas.rows();
    this.provinces = map.provinces().size();
    int[] owners = new int[columns * rows];
    boolean[] water = new boolean[columns * rows];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        owners[r * columns + c] = areas.owner(c, r);
        water[r * columns + c] = areas.water(c, r);
      }
    }
    // Two layers, each covering the whole drawing so that clipping one to the coast leaves no
    // gap: the land's areas spread over the water (to be clipped to the land), the seas'
    // over the land (to be covered by it). Squares without a province are area n of their layer.
    this.landPaths = AreaTracer.paths(spread(owners, water, false, columns, rows, provinces), columns, rows, provinces + 1);
    this.seaPaths = AreaTracer.paths(spread(owners, water, true, columns, rows, provinces), columns, rows, provinces + 1);
    this.coastline = coastline(outline);
    this.room = new double[provinces];
    this.board = board(map, owners, columns, rows, outline, room);
    this.straits = straits(map, geography, owners, columns, rows);
  }

  /**
   * The geographic board of a map, if an outline's places name exactly its provinces.
   *
   * @param map a map
   * @return its board on real geography, or empty
   */
  static Optional<GeoBoard> of(GameMap map) {
    return MADE.computeIfAbsent(map, GeoBoard::make);
  }

  private static Optional<GeoBoard> make(GameMap map) {
    return geographyOf(map).map(g -> new GeoBoard(map, Outline.of(g.map()), g));
  }

  /**
   * The geography a map is drawn on: the first of {@link #OUTLINES} whose places name exactly
   * the map's provinces.
   *
   * @param map a map
   * @return its geography, or empty
   */
  static Optional<MapGeography> geographyOf(GameMap map) {
    Set<String> abbreviations = new HashSet<>();
    for (Province p : map.provinces()) {
      abbreviations.add(p.abbreviation());
    }
    for (String name : OUTLINES) {
      Optional<MapGeography> geography = GEOGRAPHIES.computeIfAbsent(name, GeoBoard::geography);
      if (geography.isPresent() && geography.get().spines().keySet().equals(abbreviations)) {
        return geography;
      }
    }
    return Optional.empty();
  }

  private static Optional<MapGeography> geography(String name) {
    if (MapGeography.class.getResource("outlines/" + name + "-places.txt") == null
        || MapGeography.class.getResource("outlines/" + name + ".json") == null) {
      return Optional.empty();
    }
    return Optional.of(MapGeography.of(name));
  }

  /**
   * Each square to an area of one layer: its own province where it is of the layer's kind
   * ({@code none} where it has no province), else the area of the nearest such square.
   */
  private static int[] spread(int[] owners, boolean[] water, boolean seaLayer, int columns, int rows, int none) {
    int unset = -1;
    int[] grid = new int[owners.length];
    ArrayDeque<Integer> queue = new ArrayDeque<>();
    for (int i = 0; i < owners.length; i++) {
      if (water[i] == seaLayer) {
        grid[i] = owners[i] < 0 ? none : owners[i];
        queue.add(i);
      } else {
        grid[i] = unset;
      }
    }
    while (!queue.isEmpty()) {
      int i = queue.poll();
      int r = i / columns;
      int c = i % columns;
      int[] next = {c > 0 ? i - 1 : -1, c + 1 < columns ? i + 1 : -1, r > 0 ? i - columns : -1, r + 1 < rows ? i + columns : -1};
      for (int j : next) {
        if (j >= 0 && grid[j] == unset) {
          grid[j] = grid[i];
          queue.add(j);
        }
      }
    }
    for (int i = 0; i < grid.length; i++) {
      if (grid[i] == unset) {
        grid[i] = none; // a drawing with no square of the layer's kind
      }
    }
    return grid;
  }

  /**
   * The outline's rings as one path, each thinned to within {@link #COAST_TOLERANCE}: the
   * areas were grown on the whole outline, and the drawing needs no finer a coast than the
   * width of its stroke.
   */
  private static String coastline(Outline outline) {
    StringBuilder d = new StringBuilder();
    for (Outline.Ring ring : outline.rings()) {
      double[] xy = new double[2 * ring.xs().size()];
      for (int k = 0; k < ring.xs().size(); k++) {
        xy[2 * k] = ring.xs().get(k);
        xy[2 * k + 1] = ring.ys().get(k);
      }
      AreaTracer.write(d, AreaTracer.thin(xy, COAST_TOLERANCE));
    }
    return d.toString();
  }

  /**
   * Each province's unit at the square of its area farthest from the area's edge (a chamfer
   * distance, 3 to the sides and 4 to the corners), so that the unit, its name above and its
   * centre below stand inside the area; of equally far squares, the first in reading order.
   * Each province's clearance there, in drawing units, goes into {@code room}.
   */
  private static Board board(GameMap map, int[] owners, int columns, int rows, Outline outline, double[] room) {
    int[] clearance = new int[owners.length];
    int big = Integer.MAX_VALUE / 4;
    for (int pass = 0; pass < 2; pass++) {
      for (int k = 0; k < owners.length; k++) {
        int i = pass == 0 ? k : owners.length - 1 - k;
        int r = i / columns;
        int c = i % columns;
        int here = owners[i];
        int best = pass == 0 ? big : clearance[i];
        int step = pass == 0 ? -1 : 1;
        int[][] looks = {{0, step, 3}, {step, 0, 3}, {step, step, 4}, {step, -step, 4}};
        for (int[] look : looks) {
          int nr = r + look[0];
          int nc = c + look[1];
          int value;
          if (nr < 0 || nr >= rows || nc < 0 || nc >= columns) {
            value = 0;
          } else if (owners[nr * columns + nc] != here) {
            value = 0;
          } else {
            value = clearance[nr * columns + nc];
          }
          best = Math.min(best, value + look[2]);
        }
        clearance[i] = best;
      }
    }
    int n = map.provinces().size();
    int[] at = new int[n];
    int[] most = new int[n];
    Arrays.fill(at, -1);
    for (int i = 0; i < owners.length; i++) {
      int p = owners[i];
      if (p >= 0 && clearance[i] > most[p]) {
        most[p] = clearance[i];
        at[p] = i;
      }
    }
    List<BoardPoint> points = new ArrayList<>();
    for (Province p : map.provinces()) {
      room[p.index()] = most[p.index()] / 3.0;
      int i = at[p.index()];
      if (i < 0) {
        throw new IllegalStateException(p.abbreviation() + " has no area on the outline " + outline.map());
      }
      points.add(new BoardPoint(i % columns, i / columns));
    }
    return Board.of((int) Math.ceil(outline.projection().width()), (int) Math.ceil(outline.projection().height()), points);
  }

  private static ImmutableList<Strait> straits(GameMap map, MapGeography geography, int[] owners, int columns, int rows) {
    ImmutableList.Builder<Strait> straits = ImmutableList.builder();
    for (MapGeography.Stated s : geography.apart()) {
      int a = map.province(s.a()).orElseThrow().index();
      int b = map.province(s.b()).orElseThrow().index();
      List<Integer> ofA = new ArrayList<>();
      List<Integer> ofB = new ArrayList<>();
      for (int i = 0; i < owners.length; i++) {
        if (owners[i] == a) {
          ofA.add(i);
        } else if (owners[i] == b) {
          ofB.add(i);
        }
      }
      double best = Double.MAX_VALUE;
      int[] pair = null;
      for (int i : edgeOf(ofA, owners, a, columns, rows)) {
        for (int j : edgeOf(ofB, owners, b, columns, rows)) {
          double d = Math.hypot(i % columns - j % columns, i / columns - j / columns);
          if (d < best) {
            best = d;
            pair = new int[] {i, j};
          }
        }
      }
      if (pair == null) {
        continue;
      }
      if (best <= FARTHEST_STRAIT * Math.max(columns, rows)) {
        straits.add(new Strait(a, b, pair[0] % columns + 0.5, pair[0] / columns + 0.5, pair[1] % columns + 0.5,
            pair[1] / columns + 0.5, false));
      } else {
        straits.add(toEdge(a, b, ofA, columns, rows));
        straits.add(toEdge(b, a, ofB, columns, rows));
      }
    }
    return straits.build();
  }

  /** A mark from an area's square nearest the drawing's edge to that edge. */
  private static Strait toEdge(int a, int b, List<Integer> squares, int columns, int rows) {
    int best = squares.get(0);
    double least = Double.MAX_VALUE;
    for (int i : squares) {
      double x = i % columns + 0.5;
      double y = i / columns + 0.5;
      double d = Math.min(Math.min(x, columns - x), Math.min(y, rows - y));
      if (d < least) {
        least = d;
        best = i;
      }
    }
    double x = best % columns + 0.5;
    double y = best / columns + 0.5;
    double[] edge = Math.min(x, columns - x) <= Math.min(y, rows - y)
        ? new double[] {x < columns - x ? 0 : columns, y}
        : new double[] {x, y < rows - y ? 0 : rows};
    return new Strait(a, b, x, y, edge[0], edge[1], true);
  }

  /** The squares of an area with a side neighbour outside it. */
  private static List<Integer> edgeOf(List<Integer> squares, int[] owners, int area, int columns, int rows) {
    List<Integer> edge = new ArrayList<>();
    for (int i : squares) {
      int r = i / columns;
      int c = i % columns;
      if ((c > 0 && owners[i - 1] != area) || (c + 1 < columns && owners[i + 1] != area)
          || (r > 0 && owners[i - columns] != area) || (r + 1 < rows && owners[i + columns] != area)) {
        edge.add(i);
      }
    }
    return edge;
  }

  /**
   * How much room a province's area has around its unit's spot.
   *
   * @param province a province's index
   * @return the distance from the spot to the area's edge, in drawing units (a chamfer distance)
   */
  double room(int province) {
    return room[province];
  }

  /** The board: the drawing's size and where each province's unit stands. */
  Board board() {
    return board;
  }

  /**
   * A land province's area as a path, spread over the water near it: clip it to the coastline.
   *
   * @param province a province's index, or the number of provinces for the land without a province
   * @return the path's {@code d}, empty if it has no land
   */
  String landPath(int province) {
    return landPaths[province];
  }

  /**
   * A sea's area as a path, spread over the land near it: the land is drawn over it.
   *
   * @param province a sea's index, or the number of provinces for the water without a sea
   * @return the path's {@code d}, empty if it has no water
   */
  String seaPath(int province) {
    return seaPaths[province];
  }

  /** The outline's rings as one path, read with the even-odd rule. */
  String coastline() {
    return coastline;
  }

  /** The marks across the straits the geography states. */
  ImmutableList<Strait> straits() {
    return straits;
  }

  /** The number of provinces: the index that stands for "no province" in {@link #landPath} and {@link #seaPath}. */
  int noProvince() {
    return provinces;
  }

  /** Whether a province is drawn in the land layer. */
  static boolean onLand(Province p) {
    return p.kind() != ProvinceKind.SEA;
  }
}
