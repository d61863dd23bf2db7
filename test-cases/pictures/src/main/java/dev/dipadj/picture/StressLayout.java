package dev.dipadj.picture;

import java.util.Arrays;

/**
 * Points for the provinces of a map from its borders alone, in units of one border: the
 * number of borders between two provinces (the fewest crossed to go from one to the other)
 * is the distance their points aim at. Classical scaling (the two main axes of the doubly
 * centred squared distances) gives a first picture, and stress majorization (each point moved
 * in turn to where its distances to the others, weighted by one over the wanted distance
 * squared, fit best) straightens it.
 *
 * <p>Only arithmetic and square roots, in a fixed order: the same borders always give the
 * same points.
 */
final class StressLayout {
  /** Provinces that cannot reach each other (no border leads from one to the other) sit this much further than the farthest that can. */
  private static final int APART = 1;

  /** The wanted distance between each two provinces: the borders between them. */
  private final double[][] wanted;
  /** How much each pair's distance counts: one over its square, so that near pairs count most. */
  private final double[][] weight;
  private final double[] x;
  private final double[] y;

  private StressLayout(double[][] wanted, double[] x, double[] y) {
    int n = wanted.length;
    this.wanted = wanted;
    this.weight = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        weight[i][j] = i == j ? 0 : 1 / (wanted[i][j] * wanted[i][j]);
      }
    }
    this.x = x;
    this.y = y;
  }

  /**
   * A layout of the provinces with the given borders, after classical scaling and a first
   * majorization.
   *
   * @param bordering for each province, the provinces it borders
   * @return the layout
   */
  static StressLayout of(int[][] bordering) {
    double[][] d = borderDistances(bordering);
    int n = d.length;
    double[] x = new double[n];
    double[] y = new double[n];
    classicalScaling(d, x, y);
    StressLayout layout = new StressLayout(d, x, y);
    // Classical scaling may put provinces with the same distances to all others on one spot.
    layout.spread(0.05);
    layout.majorize(300, 1e-4);
    return layout;
  }

  /** The points' x coordinates, by province index (the layout's own array). */
  double[] xs() {
    return x;
  }

  /** The points' y coordinates, by province index (the layout's own array). */
  double[] ys() {
    return y;
  }

  /**
   * Moves each point in turn to the place that best fits its wanted distances to the others
   * (the localized majorization step of Gansner, Koren and North), for at most
   * {@code rounds} rounds or until no point moves by more than {@code still}.
   *
   * @param rounds the most rounds
   * @param still the move, in border units, below which the layout counts as settled
   */
  void majorize(int rounds, double still) {
    int n = x.length;
    for (int round = 0; round < rounds; round++) {
      double moved = 0;
      for (int i = 0; i < n; i++) {
        double sx = 0;
        double sy = 0;
        double sw = 0;
        double[] wi = weight[i];
        double[] di = wanted[i];
        for (int j = 0; j < n; j++) {
          if (j == i) {
            continue;
          }
          double dx = x[i] - x[j];
          double dy = y[i] - y[j];
          double dist = Math.sqrt(dx * dx + dy * dy);
          double w = wi[j];
          sw += w;
          if (dist > 1e-9) {
            sx += w * (x[j] + di[j] * dx / dist);
            sy += w * (y[j] + di[j] * dy / dist);
          } else {
            sx += w * x[j];
            sy += w * y[j];
          }
        }
        if (sw > 0) {
          double nx = sx / sw;
          double ny = sy / sw;
          moved = Math.max(moved, Math.abs(nx - x[i]) + Math.abs(ny - y[i]));
          x[i] = nx;
          y[i] = ny;
        }
      }
      if (moved < still) {
        return;
      }
    }
  }

  /**
   * Pushes apart each two points nearer than {@code gap} (half the shortfall each), a few
   * times over, so that no two names lie on each other.
   *
   * @param gap the least distance, in border units
   */
  void spread(double gap) {
    spread(x, y, gap);
  }

  /**
   * Pushes apart each two of the points nearer than {@code gap}, as {@link #spread(double)}.
   *
   * @param x the x coordinates, changed
   * @param y the y coordinates, changed
   * @param gap the least distance
   */
  static void spread(double[] x, double[] y, double gap) {
    int n = x.length;
    for (int pass = 0; pass < 10; pass++) {
      boolean crowded = false;
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          double dx = x[j] - x[i];
          double dy = y[j] - y[i];
          double dist = Math.sqrt(dx * dx + dy * dy);
          if (dist < gap) {
            crowded = true;
            if (dist < 1e-9) {
              // Points on each other: part them along a direction given by their indices.
              dx = 1 + (i % 3);
              dy = 1 + (j % 5);
              dist = Math.sqrt(dx * dx + dy * dy);
            }
            double push = (gap - dist) / 2 / dist;
            x[i] -= dx * push;
            y[i] -= dy * push;
            x[j] += dx * push;
            y[j] += dy * push;
          }
        }
      }
      if (!crowded) {
        return;
      }
    }
  }

  /** The fewest borders crossed between each two provinces (a breadth-first walk from each). */
  static double[][] borderDistances(int[][] bordering) {
    int n = bordering.length;
    int[][] steps = new int[n][n];
    int[] queue = new int[n];
    int farthest = 0;
    for (int s = 0; s < n; s++) {
      int[] row = steps[s];
      Arrays.fill(row, -1);
      row[s] = 0;
      int head = 0;
      int tail = 0;
      queue[tail++] = s;
      while (head < tail) {
        int p = queue[head++];
        for (int q : bordering[p]) {
          if (row[q] < 0) {
            row[q] = row[p] + 1;
            farthest = Math.max(farthest, row[q]);
            queue[tail++] = q;
          }
        }
      }
    }
    double[][] d = new double[n][n];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        d[i][j] = steps[i][j] >= 0 ? steps[i][j] : farthest + APART;
      }
    }
    return d;
  }

  /**
   * The first two axes of classical scaling: the two leading eigenvectors of the doubly
   * centred matrix of squared distances (by power iteration from a fixed start), each scaled
   * by the root of its eigenvalue.
   */
  private static void classicalScaling(double[][] d, double[] x, double[] y) {
    int n = d.length;
    double[][] b = new double[n][n];
    double[] rowMean = new double[n];
    double mean = 0;
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        b[i][j] = d[i][j] * d[i][j];
        rowMean[i] += b[i][j] / n;
      }
      mean += rowMean[i] / n;
    }
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        b[i][j] = -0.5 * (b[i][j] - rowMean[i] - rowMean[j] + mean);
      }
    }
    double[] first = leadingVector(b, null, 1);
    double[] second = leadingVector(b, first, 2);
    double l1 = Math.sqrt(Math.max(0, rayleigh(b, first)));
    double l2 = Math.sqrt(Math.max(0, rayleigh(b, second)));
    for (int i = 0; i < n; i++) {
      x[i] = first[i] * l1;
      y[i] = second[i] * l2;
    }
  }

  /**
   * The unit eigenvector of b with the greatest eigenvalue, kept square to {@code other} when
   * it is given. Power iteration finds the eigenvalue greatest in size; when that one is
   * negative, b plus its size times one has the same eigenvectors and none negative.
   */
  private static double[] leadingVector(double[][] b, double[] other, int seed) {
    double[] v = powerIteration(b, other, seed, 0);
    double eigenvalue = rayleigh(b, v);
    return eigenvalue < 0 ? powerIteration(b, other, seed, -eigenvalue) : v;
  }

  /** The leading unit eigenvector of b + shift·1 (square to {@code other} when given). */
  private static double[] powerIteration(double[][] b, double[] other, int seed, double shift) {
    int n = b.length;
    double[] v = new double[n];
    for (int i = 0; i < n; i++) {
      // A fixed start with no symmetry of its own, so that power iteration has a leading part to grow.
      v[i] = ((i * 7919L + seed * 104729L) % 1009) / 1009.0 - 0.5;
    }
    normalize(v, other);
    double[] next = new double[n];
    for (int iteration = 0; iteration < 500; iteration++) {
      for (int i = 0; i < n; i++) {
        double s = 0;
        double[] bi = b[i];
        for (int j = 0; j < n; j++) {
          s += bi[j] * v[j];
        }
        next[i] = s + shift * v[i];
      }
      if (!normalize(next, other)) {
        return v;
      }
      double change = 0;
      for (int i = 0; i < n; i++) {
        change = Math.max(change, Math.abs(next[i] - v[i]));
      }
      double[] t = v;
      v = next;
      next = t;
      if (change < 1e-9) {
        break;
      }
    }
    return v;
  }

  /** Makes v square to {@code other} (if given) and of length one; false if nothing is left of it. */
  private static boolean normalize(double[] v, double[] other) {
    int n = v.length;
    if (other != null) {
      double dot = 0;
      for (int i = 0; i < n; i++) {
        dot += v[i] * other[i];
      }
      for (int i = 0; i < n; i++) {
        v[i] -= dot * other[i];
      }
    }
    double len = 0;
    for (int i = 0; i < n; i++) {
      len += v[i] * v[i];
    }
    len = Math.sqrt(len);
    if (len < 1e-12) {
      return false;
    }
    for (int i = 0; i < n; i++) {
      v[i] /= len;
    }
    return true;
  }

  /** vᵀ·b·v for a unit vector v: its eigenvalue when v is an eigenvector. */
  private static double rayleigh(double[][] b, double[] v) {
    double s = 0;
    for (int i = 0; i < v.length; i++) {
      double bv = 0;
      for (int j = 0; j < v.length; j++) {
        bv += b[i][j] * v[j];
      }
      s += v[i] * bv;
    }
    return s;
  }
}
