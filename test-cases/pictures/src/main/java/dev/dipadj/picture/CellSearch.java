package dev.dipadj.picture;

import java.util.Arrays;
import java.util.Random;

/**
 * The last touch of a laid-out board: moves one point at a time, by whole board units, and
 * keeps a move when fewer pairs of provinces are shown wrong (bordering without touching
 * cells, or touching cells without a border). A move is tried only for a province with a
 * pair shown wrong: towards the middle of its neighbours, towards a neighbour whose cell it
 * misses, away from a province it touches without a border, or a step in a direction drawn
 * from a generator with a fixed seed (so the same map gives the same board).
 *
 * <p>A move of one point changes only its cell and those of the provinces it touches before
 * or after the move, so only those cells are cut again.
 */
final class CellSearch {
  /** The fixed seed of the directions tried. */
  private static final long SEED = 22;

  private final boolean[][] borders;
  private final int n;
  private final double[] x;
  private final double[] y;
  private final int width;
  private final int height;
  /** The least distance between two points. */
  private final double gap;
  /** The least distance from a point to the board's edge. */
  private final double inset;
  /** edge[k][j]: the cell of k has an edge along the cell of j. */
  private final boolean[][] edge;
  /** The rows of {@link #edge} of the cells cut again for the move being tried. */
  private final boolean[][] trial;
  /** Which provinces' cells the move being tried cuts again, and how many. */
  private final int[] again;
  private final boolean[] isAgain;
  private int againCount;

  CellSearch(boolean[][] borders, double[] x, double[] y, int width, int height, double gap, double inset) {
    this.borders = borders;
    this.n = x.length;
    this.x = x;
    this.y = y;
    this.width = width;
    this.height = height;
    this.gap = gap;
    this.inset = inset;
    this.edge = new boolean[n][n];
    this.trial = new boolean[n][];
    this.again = new int[n];
    this.isAgain = new boolean[n];
    for (int k = 0; k < n; k++) {
      cut(k, edge[k]);
    }
  }

  /**
   * Goes over the provinces shown wrong {@code sweeps} times, the random steps shrinking.
   *
   * @param sweeps how many times
   * @param step the first random step, in board units
   */
  void run(int sweeps, double step) {
    Random random = new Random(SEED);
    for (int sweep = 0; sweep < sweeps; sweep++) {
      double reach = step * (sweeps - sweep) / sweeps + 2;
      for (int i = 0; i < n; i++) {
        int wrongWith = wrongPartner(i);
        if (wrongWith < 0) {
          continue;
        }
        double cx = 0;
        double cy = 0;
        int c = 0;
        for (int j = 0; j < n; j++) {
          if (borders[i][j]) {
            cx += x[j];
            cy += y[j];
            c++;
          }
        }
        if (c > 0 && tryMove(i, (x[i] + cx / c) / 2, (y[i] + cy / c) / 2)) {
          continue;
        }
        double dx = x[wrongWith] - x[i];
        double dy = y[wrongWith] - y[i];
        double towards = borders[i][wrongWith] ? 0.3 : -0.3;
        if (tryMove(i, x[i] + dx * towards, y[i] + dy * towards)) {
          continue;
        }
        for (int t = 0; t < 4; t++) {
          double a = random.nextDouble() * 2 * Math.PI;
          if (tryMove(i, x[i] + reach * StrictMath.cos(a), y[i] + reach * StrictMath.sin(a))) {
            break;
          }
        }
      }
    }
  }

  /** A province that i is shown wrong with (the first by index), or −1. */
  private int wrongPartner(int i) {
    for (int j = 0; j < n; j++) {
      if (j != i && borders[i][j] != (edge[i][j] || edge[j][i])) {
        return j;
      }
    }
    return -1;
  }

  /** Moves i to the whole point nearest (nx, ny) if that is allowed and shows fewer pairs wrong. */
  private boolean tryMove(int i, double nx, double ny) {
    nx = Math.round(nx);
    ny = Math.round(ny);
    if (nx < inset || nx > width - inset || ny < inset || ny > height - inset || (nx == x[i] && ny == y[i])) {
      return false;
    }
    for (int j = 0; j < n; j++) {
      double dx = x[j] - nx;
      double dy = y[j] - ny;
      if (j != i && dx * dx + dy * dy < gap * gap) {
        return false;
      }
    }
    double ox = x[i];
    double oy = y[i];
    againCount = 0;
    markAgain(i);
    for (int j = 0; j < n; j++) {
      if (edge[i][j] || edge[j][i]) {
        markAgain(j);
      }
    }
    x[i] = nx;
    y[i] = ny;
    boolean[] row = new boolean[n];
    cut(i, row);
    trial[i] = row;
    for (int j = 0; j < n; j++) {
      if (row[j]) {
        markAgain(j);
      }
    }
    for (int a = 1; a < againCount; a++) {
      int k = again[a];
      trial[k] = new boolean[n];
      cut(k, trial[k]);
    }
    int change = 0;
    for (int a = 0; a < againCount; a++) {
      int k = again[a];
      for (int j = 0; j < n; j++) {
        if (j == k || (isAgain[j] && j < k)) {
          continue;
        }
        boolean before = edge[k][j] || edge[j][k];
        boolean after = trial[k][j] || (isAgain[j] ? trial[j][k] : edge[j][k]);
        if (before != after) {
          change += after == borders[k][j] ? -1 : 1;
        }
      }
    }
    boolean better = change < 0;
    for (int a = 0; a < againCount; a++) {
      int k = again[a];
      if (better) {
        System.arraycopy(trial[k], 0, edge[k], 0, n);
      }
      isAgain[k] = false;
      trial[k] = null;
    }
    if (!better) {
      x[i] = ox;
      y[i] = oy;
    }
    return better;
  }

  private void markAgain(int k) {
    if (!isAgain[k]) {
      isAgain[k] = true;
      again[againCount++] = k;
    }
  }

  /** Marks in {@code row} the cells that the cell of k has an edge along (its old ones cutting first). */
  private void cut(int k, boolean[] row) {
    ConvexCell cell = Cells.cut(k, x, y, width, height, edge[k]);
    Arrays.fill(row, false);
    for (int e = 0; e < cell.size(); e++) {
      int site = cell.site(e);
      if (site >= 0 && cell.edgeLength2(e) > Cells.SHORTEST_EDGE * Cells.SHORTEST_EDGE) {
        row[site] = true;
      }
    }
  }
}
