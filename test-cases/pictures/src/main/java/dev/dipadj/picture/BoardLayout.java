package dev.dipadj.picture;

import dev.dipadj.map.Board;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.WeakHashMap;

/**
 * A board for a map that has none (no {@code board} and {@code position} lines, or a map read
 * from elsewhere), laid out from its borders alone: bordering provinces near each other,
 * others further apart, so that in the picture the cells of bordering provinces touch as
 * often as may be and the cells of others seldom.
 *
 * <p>Four steps, each measured by the cells it makes:
 *
 * <ol>
 *   <li>a {@link StressLayout}: each two provinces as far apart as the number of borders
 *       between them, turned so that its longer axis lies across;
 *   <li>a relaxation: each point moves mostly to the middle of its neighbours' points (each
 *       weighted by one over the square of its number of borders, so that a province with many
 *       borders, a sea mostly, is left room for a cell that reaches them all) and a little to
 *       its cell's centroid (which spreads the points over the board), the whole scaled back
 *       to {@link #UNIT} a border and crowded points parted; the round whose cells show the
 *       borders best is kept;
 *   <li>tearing: the first two steps again without the borders drawn longest, which opens a
 *       map that wraps around along its seam; the best of these layouts is kept;
 *   <li>a {@link CellSearch}, which moves one point at a time while that shows fewer pairs wrong.
 * </ol>
 *
 * <p>Provinces without a border (classic's Switzerland) are placed last, each at the emptiest
 * spot of the board. The same map always gives the same board (no clock, no unseeded
 * randomness, no hash order), and each map is laid out once: about a twentieth of a second of
 * processor time for classic, under half a second for two hundred provinces. docs/pictures.md
 * gives how well the cells show the borders of the maps measured.
 */
public final class BoardLayout {
  /** Board units per border crossed: room for a unit, its name and its centre. */
  static final double UNIT = 70;
  /** The least distance between two points, in borders: 35 board units, so that names do not overlap. */
  static final double GAP = 0.5;
  /** The room around the outermost points, in borders. */
  private static final double MARGIN = 0.6;
  /** The least width of a board, for the legend under it. */
  private static final int LEAST_WIDTH = 600;
  /** The least height of a board. */
  private static final int LEAST_HEIGHT = 300;

  /** The least distance from a point to the board's edge, so that its name is not cut off. */
  private static final double INSET = 20;
  /** How many rounds of relaxation. */
  private static final int RELAX = 60;
  /** How much of a relaxation's move goes towards the middle of the neighbours, the rest towards the cell's centroid. */
  private static final double HELD = 0.8;
  /**
   * A map is laid out again without its borders longer than these (in borders' lengths) in
   * the first layout: the seam of a map that wraps around.
   */
  private static final double[] TEARS = {2, 1.5};
  /** How many times the search goes over the provinces. */
  private static final int SWEEPS = 20;

  /** The boards laid out so far, held no longer than their map. */
  private static final Map<GameMap, Board> LAID_OUT = Collections.synchronizedMap(new WeakHashMap<>());

  private BoardLayout() {}

  /**
   * The board a map is drawn on: its own if it has one, otherwise {@link #fromBorders}.
   *
   * @param map a map
   * @return its board
   */
  public static Board of(GameMap map) {
    Objects.requireNonNull(map, "map");
    return map.board().orElseGet(() -> fromBorders(map));
  }

  /**
   * The board a picture draws a map on: its outline's ({@link GeoBoard}) where the map is on
   * real geography, otherwise {@link #of}.
   *
   * @param map a map
   * @return the board its pictures use
   */
  static Board drawn(GameMap map) {
    return GeoBoard.of(map).map(GeoBoard::board).orElseGet(() -> of(map));
  }

  /**
   * A board laid out from the map's borders, whether or not the map has a board of its own
   * (computed once per map, then remembered while the map is in use).
   *
   * @param map a map
   * @return a board with a point for each province
   */
  public static Board fromBorders(GameMap map) {
    Objects.requireNonNull(map, "map");
    return LAID_OUT.computeIfAbsent(map, m -> layOut(bordering(m)));
  }

  /** Per province, the provinces it borders. */
  private static int[][] bordering(GameMap map) {
    int n = map.provinces().size();
    int[][] bordering = new int[n][];
    for (int p = 0; p < n; p++) {
      bordering[p] = new int[map.borderingCount(p)];
      for (int k = 0; k < bordering[p].length; k++) {
        bordering[p][k] = map.bordering(p, k);
      }
    }
    return bordering;
  }

  /**
   * The board laid out for provinces with the given borders.
   *
   * @param bordering for each province, the provinces it borders (each border listed from both sides)
   * @return the board whose cells show the borders best of those tried
   */
  static Board layOut(int[][] bordering) {
    int all = bordering.length;
    // Provinces without a border (classic's Switzerland) have no place among the others:
    // they are laid out apart, each at the emptiest spot of the board.
    int[] index = new int[all];
    int n = 0;
    for (int p = 0; p < all; p++) {
      index[p] = bordering[p].length > 0 ? n++ : -1;
    }
    int[][] joined = new int[n][];
    for (int p = 0; p < all; p++) {
      if (index[p] >= 0) {
        joined[index[p]] = new int[bordering[p].length];
        for (int k = 0; k < bordering[p].length; k++) {
          joined[index[p]][k] = index[bordering[p][k]];
        }
      }
    }
    Board board = n == 0 ? Board.of(LEAST_WIDTH, LEAST_HEIGHT, List.of()) : layOutJoined(joined);
    List<BoardPoint> points = new ArrayList<>(all);
    for (int p = 0; p < all; p++) {
      points.add(index[p] >= 0 ? board.points().get(index[p]) : null);
    }
    for (int p = 0; p < all; p++) {
      if (index[p] < 0) {
        points.set(p, emptiestSpot(points, board.width(), board.height()));
      }
    }
    return Board.of(board.width(), board.height(), points);
  }

  /**
   * The point of the board (on a grid of whole units, at least {@link #INSET} inside it)
   * farthest from every point placed so far; the first such point, row by row, on a tie.
   */
  private static BoardPoint emptiestSpot(List<BoardPoint> placed, int width, int height) {
    int step = 5;
    BoardPoint best = null;
    long farthest = -1;
    for (int y = (int) INSET; y <= height - INSET; y += step) {
      for (int x = (int) INSET; x <= width - INSET; x += step) {
        long nearest = Long.MAX_VALUE;
        for (BoardPoint p : placed) {
          if (p != null) {
            long dx = p.x() - x;
            long dy = p.y() - y;
            nearest = Math.min(nearest, dx * dx + dy * dy);
          }
        }
        if (nearest > farthest) {
          farthest = nearest;
          best = new BoardPoint(x, y);
        }
      }
    }
    return best != null ? best : new BoardPoint(width / 2, height / 2);
  }

  /**
   * The board for provinces that each have a border. A map that wraps around (a world map,
   * box seas joining its ends) is squeezed flat by the first layout, its borders across the
   * seam stretched long; laid out again without its borders longer than {@link #TEARS}
   * borders' length, it opens along the seam. The layout that shows the borders best (all of
   * them counted) is kept and searched.
   */
  private static Board layOutJoined(int[][] bordering) {
    int n = bordering.length;
    boolean[][] borders = new boolean[n][n];
    for (int p = 0; p < n; p++) {
      for (int q : bordering[p]) {
        borders[p][q] = true;
        borders[q][p] = true;
      }
    }
    Board first = relaxed(bordering, borders);
    Board best = first;
    int fewest = wrong(first, borders);
    for (double tear : TEARS) {
      int[][] kept = shorterThan(bordering, first, tear * UNIT);
      if (kept != null) {
        Board torn = relaxed(kept, borders);
        int wrong = wrong(torn, borders);
        if (wrong < fewest) {
          fewest = wrong;
          best = torn;
        }
      }
    }
    double[] px = new double[n];
    double[] py = new double[n];
    for (int i = 0; i < n; i++) {
      px[i] = best.points().get(i).x();
      py[i] = best.points().get(i).y();
    }
    new CellSearch(borders, px, py, best.width(), best.height(), GAP * UNIT, INSET).run(SWEEPS, UNIT / 2);
    List<BoardPoint> points = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      points.add(new BoardPoint((int) px[i], (int) py[i]));
    }
    return Board.of(best.width(), best.height(), points);
  }

  /** The stress layout of the borders given, turned and relaxed (judged by all the borders). */
  private static Board relaxed(int[][] bordering, boolean[][] borders) {
    StressLayout layout = StressLayout.of(bordering);
    double[] x = layout.xs().clone();
    double[] y = layout.ys().clone();
    turn(x, y);
    return relax(borders, bordering, x, y);
  }

  /** The borders whose points on the board are at most {@code longest} apart, or null if that is all of them. */
  private static int[][] shorterThan(int[][] bordering, Board board, double longest) {
    int n = bordering.length;
    int[][] kept = new int[n][];
    boolean dropped = false;
    for (int p = 0; p < n; p++) {
      BoardPoint a = board.points().get(p);
      int[] keep = new int[bordering[p].length];
      int k = 0;
      for (int q : bordering[p]) {
        BoardPoint b = board.points().get(q);
        double dx = a.x() - b.x();
        double dy = a.y() - b.y();
        if (dx * dx + dy * dy <= longest * longest) {
          keep[k++] = q;
        }
      }
      kept[p] = Arrays.copyOf(keep, k);
      dropped |= k != bordering[p].length;
    }
    return dropped ? kept : null;
  }

  /** How many pairs the board's cells show wrong: bordering without touching, or touching without a border. */
  private static int wrong(Board board, boolean[][] borders) {
    int n = borders.length;
    double[] px = new double[n];
    double[] py = new double[n];
    for (int i = 0; i < n; i++) {
      px[i] = board.points().get(i).x();
      py[i] = board.points().get(i).y();
    }
    boolean[][] touch = Cells.touching(Cells.cut(px, py, board.width(), board.height(), null));
    int wrong = 0;
    for (int i = 0; i < n; i++) {
      for (int j = i + 1; j < n; j++) {
        if (borders[i][j] != touch[i][j]) {
          wrong++;
        }
      }
    }
    return wrong;
  }

  /**
   * Lloyd's relaxation held by the borders: each point moves to a mix of its cell's centroid
   * (which spreads the points evenly over the board) and the middle of its neighbours' points
   * (which keeps them together), then the whole is scaled back to a border's length and
   * crowded points are parted; the round whose cells show the borders best is kept.
   */
  private static Board relax(boolean[][] borders, int[][] bordering, double[] px, double[] py) {
    int n = px.length;
    Board best = null;
    int fewest = Integer.MAX_VALUE;
    boolean[][] touch = null;
    for (int round = 0; ; round++) {
      scale(bordering, px, py);
      StressLayout.spread(px, py, GAP * UNIT);
      Board board = place(px, py);
      for (int i = 0; i < n; i++) {
        px[i] = board.points().get(i).x();
        py[i] = board.points().get(i).y();
      }
      ConvexCell[] cells = Cells.cut(px, py, board.width(), board.height(), touch);
      touch = Cells.touching(cells);
      int wrong = 0;
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (borders[i][j] != touch[i][j]) {
            wrong++;
          }
        }
      }
      if (wrong < fewest) {
        fewest = wrong;
        best = board;
      }
      if (round == RELAX) {
        return best;
      }
      double[] nx = new double[n];
      double[] ny = new double[n];
      for (int i = 0; i < n; i++) {
        double[] c = cells[i].centroid();
        double mx = 0;
        double my = 0;
        double mw = 0;
        for (int j : bordering[i]) {
          // A neighbour with many borders pulls less, which leaves it room for a cell big enough to touch them all.
          double w = 1.0 / ((double) bordering[j].length * bordering[j].length);
          mx += px[j] * w;
          my += py[j] * w;
          mw += w;
        }
        mx /= mw;
        my /= mw;
        nx[i] = (1 - HELD) * c[0] + HELD * mx;
        ny[i] = (1 - HELD) * c[1] + HELD * my;
      }
      System.arraycopy(nx, 0, px, 0, n);
      System.arraycopy(ny, 0, py, 0, n);
    }
  }

  /** Scales the points about their middle so that bordering points are {@link #UNIT} apart on average. */
  private static void scale(int[][] bordering, double[] x, double[] y) {
    int n = x.length;
    double sum = 0;
    int count = 0;
    double mx = 0;
    double my = 0;
    for (int i = 0; i < n; i++) {
      mx += x[i] / n;
      my += y[i] / n;
      for (int j : bordering[i]) {
        double dx = x[j] - x[i];
        double dy = y[j] - y[i];
        sum += Math.sqrt(dx * dx + dy * dy);
        count++;
      }
    }
    if (count == 0 || sum < 1e-9) {
      return;
    }
    double f = UNIT / (sum / count);
    for (int i = 0; i < n; i++) {
      x[i] = mx + (x[i] - mx) * f;
      y[i] = my + (y[i] - my) * f;
    }
  }

  /** Turns the points about their middle so that their longer axis (of spread) lies across. */
  private static void turn(double[] x, double[] y) {
    int n = x.length;
    double mx = 0;
    double my = 0;
    for (int i = 0; i < n; i++) {
      mx += x[i] / n;
      my += y[i] / n;
    }
    double cxx = 0;
    double cyy = 0;
    double cxy = 0;
    for (int i = 0; i < n; i++) {
      cxx += (x[i] - mx) * (x[i] - mx);
      cyy += (y[i] - my) * (y[i] - my);
      cxy += (x[i] - mx) * (y[i] - my);
    }
    double angle = 0.5 * StrictMath.atan2(2 * cxy, cxx - cyy);
    double cos = StrictMath.cos(angle);
    double sin = StrictMath.sin(angle);
    for (int i = 0; i < n; i++) {
      double u = (x[i] - mx) * cos + (y[i] - my) * sin;
      double v = -(x[i] - mx) * sin + (y[i] - my) * cos;
      x[i] = u;
      y[i] = v;
    }
  }

  /** The board just big enough for the points with room around them, the points moved onto it at whole units. */
  private static Board place(double[] x, double[] y) {
    int n = x.length;
    double minU = Double.MAX_VALUE;
    double maxU = -Double.MAX_VALUE;
    double minV = Double.MAX_VALUE;
    double maxV = -Double.MAX_VALUE;
    for (int i = 0; i < n; i++) {
      minU = Math.min(minU, x[i]);
      maxU = Math.max(maxU, x[i]);
      minV = Math.min(minV, y[i]);
      maxV = Math.max(maxV, y[i]);
    }
    double margin = MARGIN * UNIT;
    int width = Math.max(LEAST_WIDTH, (int) Math.ceil(maxU - minU + 2 * margin));
    int height = Math.max(LEAST_HEIGHT, (int) Math.ceil(maxV - minV + 2 * margin));
    // Centred on the board, which may be wider than the points need.
    double left = (width - (maxU - minU)) / 2 - minU;
    double top = (height - (maxV - minV)) / 2 - minV;
    List<BoardPoint> points = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      points.add(new BoardPoint((int) Math.round(x[i] + left), (int) Math.round(y[i] + top)));
    }
    return Board.of(width, height, points);
  }
}
