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
  private static final double SHORTEST_EDGE = 2.0;

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
    Board board = map.board().orElseThrow(() -> new IllegalArgumentException("the map has no board"));
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
      Polygon poly = Polygon.rectangle(board.width(), board.height());
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

  /** The constant c of the bisector a·x + b·y = c between points i and j, with (a, b) = pj − pi. */
  private static double bisector(double[] px, double[] py, int i, int j) {
    return (px[j] * px[j] + py[j] * py[j] - px[i] * px[i] - py[i] * py[i]) / 2;
  }

  /**
   * A convex polygon whose edge k (from corner k to corner k + 1) remembers the point whose
   * bisector made it, or −1 for the board's edge.
   */
  private static final class Polygon {
    private final double[] xs;
    private final double[] ys;
    private final int[] sites;
    private final int size;

    private Polygon(double[] xs, double[] ys, int[] sites, int size) {
      this.xs = xs;
      this.ys = ys;
      this.sites = sites;
      this.size = size;
    }

    static Polygon rectangle(double width, double height) {
      return new Polygon(
          new double[] {0, width, width, 0}, new double[] {0, 0, height, height}, new int[] {-1, -1, -1, -1}, 4);
    }

    int size() {
      return size;
    }

    double x(int k) {
      return xs[k];
    }

    double y(int k) {
      return ys[k];
    }

    int site(int k) {
      return sites[k];
    }

    /** The part where a·x + b·y ≤ c; the new edge along the line belongs to {@code site}. */
    Polygon clip(double a, double b, double c, int site) {
      boolean allInside = true;
      for (int k = 0; k < size; k++) {
        if (a * xs[k] + b * ys[k] > c) {
          allInside = false;
          break;
        }
      }
      if (allInside) {
        return this;
      }
      double[] nx = new double[size + 2];
      double[] ny = new double[size + 2];
      int[] ns = new int[size + 2];
      int m = 0;
      for (int k = 0; k < size; k++) {
        int next = (k + 1) % size;
        double fk = a * xs[k] + b * ys[k] - c;
        double fn = a * xs[next] + b * ys[next] - c;
        if (fk <= 0) {
          nx[m] = xs[k];
          ny[m] = ys[k];
          ns[m] = sites[k];
          m++;
        }
        if ((fk < 0 && fn > 0) || (fk > 0 && fn < 0)) {
          double t = fk / (fk - fn);
          nx[m] = xs[k] + t * (xs[next] - xs[k]);
          ny[m] = ys[k] + t * (ys[next] - ys[k]);
          // Entering the kept side: the edge from here goes on along the old edge;
          // leaving it: the edge from here runs along the new line.
          ns[m] = fk > 0 ? sites[k] : site;
          m++;
        } else if (fk <= 0 && fn > 0) {
          // Corner k is on the line or inside, the next one outside: the edge from k is cut at k.
          ns[m - 1] = fk == 0 ? site : ns[m - 1];
        }
      }
      return new Polygon(nx, ny, ns, m);
    }

    ImmutableList<Double> xs() {
      ImmutableList.Builder<Double> b = ImmutableList.builder();
      for (int k = 0; k < size; k++) {
        b.add(xs[k]);
      }
      return b.build();
    }

    ImmutableList<Double> ys() {
      ImmutableList.Builder<Double> b = ImmutableList.builder();
      for (int k = 0; k < size; k++) {
        b.add(ys[k]);
      }
      return b.build();
    }
  }
}
