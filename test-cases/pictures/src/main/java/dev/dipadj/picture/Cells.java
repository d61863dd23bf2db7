package dev.dipadj.picture;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Board;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;

/**
 * The Voronoi cells of a map's points, clipped to its board: each province's cell starts as
 * the board's rectangle and is cut by the half-plane nearer its point than each other point's
 * (the perpendicular bisector). With a few hundred provinces this is quick enough for a
 * picture and needs no geometry library.
 */
public final class Cells {
  /** Edges shorter than this (in board units) do not make two cells touch. */
  static final double SHORTEST_EDGE = 2.0;

  private Cells() {}

  /**
   * The cells of every province of a map, in province order.
   *
   * @param map a map with a board
   * @return one cell per province
   * @throws IllegalArgumentException if the map has no board
   */
  public static ImmutableList<Cell> of(GameMap map) {
    Objects.requireNonNull(map, "map");
    return of(map, map.board().orElseThrow(() -> new IllegalArgumentException("the map has no board")));
  }

  /**
   * The cells of every province of a map on a board of its own or one laid out for it
   * ({@link BoardLayout}).
   *
   * @param map a map
   * @param board a board with a point for each of the map's provinces
   * @return one cell per province
   * @throws IllegalArgumentException if the board has not one point per province
   */
  public static ImmutableList<Cell> of(GameMap map, Board board) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(board, "board");
    if (board.points().size() != map.provinces().size()) {
      throw new IllegalArgumentException(
          "the board has " + board.points().size() + " points for " + map.provinces().size() + " provinces");
    }
    List<Province> provinces = map.provinces();
    int n = provinces.size();
    double[] px = new double[n];
    double[] py = new double[n];
    for (int i = 0; i < n; i++) {
      BoardPoint p = board.point(provinces.get(i));
      px[i] = p.x();
      py[i] = p.y();
    }
    ImmutableList.Builder<Cell> cells = ImmutableList.builder();
    for (int i = 0; i < n; i++) {
      ConvexCell poly = ConvexCell.rectangle(board.width(), board.height());
      for (int j = 0; j < n; j++) {
        if (j != i && (px[j] != px[i] || py[j] != py[i])) {
          poly = poly.clip(px[j] - px[i], py[j] - py[i], bisector(px, py, i, j), j);
        }
      }
      ImmutableList.Builder<Province> touching = ImmutableList.builder();
      for (int k = 0; k < poly.size(); k++) {
        int edgeSite = poly.site(k);
        int next = (k + 1) % poly.size();
        if (edgeSite >= 0
            && Math.hypot(poly.x(next) - poly.x(k), poly.y(next) - poly.y(k)) > SHORTEST_EDGE) {
          touching.add(provinces.get(edgeSite));
        }
      }
      cells.add(new Cell(provinces.get(i), poly.xs(), poly.ys(), touching.build()));
    }
    return cells.build();
  }

  /**
   * The cells of many points at once, for a layout that tries many.
   *
   * @param px the points' x coordinates
   * @param py their y coordinates
   * @param width the board's width
   * @param height the board's height
   * @param hint for each point, the points its cell probably touches (cut first), or null
   * @return the cell of each point
   */
  static ConvexCell[] cut(double[] px, double[] py, double width, double height, boolean[][] hint) {
    ConvexCell[] cells = new ConvexCell[px.length];
    for (int i = 0; i < px.length; i++) {
      cells[i] = cut(i, px, py, width, height, hint == null ? null : hint[i]);
    }
    return cells;
  }

  /**
   * The cell of one point. The points it probably touches cut it first, so that it is small
   * early; then a point more than twice as far as the cell's farthest corner is passed over,
   * as its bisector misses the cell.
   *
   * @param i the point
   * @param px the points' x coordinates
   * @param py their y coordinates
   * @param width the board's width
   * @param height the board's height
   * @param hint the points whose bisectors cut first, or null
   * @return its cell
   */
  static ConvexCell cut(int i, double[] px, double[] py, double width, double height, boolean[] hint) {
    int n = px.length;
    ConvexCell cell = ConvexCell.rectangle(width, height);
    for (int pass = hint == null ? 1 : 0; pass < 2; pass++) {
      double reach = cell.farthestCorner(px[i], py[i]);
      for (int j = 0; j < n; j++) {
        if (j == i || (hint != null && (pass == 0) != hint[j])) {
          continue;
        }
        double dx = px[j] - px[i];
        double dy = py[j] - py[i];
        double d2 = dx * dx + dy * dy;
        if (d2 == 0 || d2 > 4 * reach) {
          continue;
        }
        ConvexCell smaller = cell.clip(dx, dy, bisector(px, py, i, j), j);
        if (smaller != cell) {
          cell = smaller;
          reach = cell.farthestCorner(px[i], py[i]);
        }
      }
    }
    return cell;
  }

  /**
   * Which of the cells touch: share an edge longer than {@link #SHORTEST_EDGE}, as in {@link #of}.
   *
   * @param cells the cells of {@link #cut}
   * @return whether the cells of i and j touch, symmetric
   */
  static boolean[][] touching(ConvexCell[] cells) {
    int n = cells.length;
    boolean[][] touch = new boolean[n][n];
    for (int i = 0; i < n; i++) {
      ConvexCell cell = cells[i];
      for (int k = 0; k < cell.size(); k++) {
        int edgeSite = cell.site(k);
        if (edgeSite >= 0 && cell.edgeLength2(k) > SHORTEST_EDGE * SHORTEST_EDGE) {
          touch[i][edgeSite] = true;
          touch[edgeSite][i] = true;
        }
      }
    }
    return touch;
  }

  /** The constant c of the bisector a·x + b·y = c between points i and j, with (a, b) = pj − pi. */
  private static double bisector(double[] px, double[] py, int i, int j) {
    return (px[j] * px[j] + py[j] * py[j] - px[i] * px[i] - py[i] * py[i]) / 2;
  }
}
