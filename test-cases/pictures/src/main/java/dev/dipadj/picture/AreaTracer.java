package dev.dipadj.picture;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The outline of each area of a grid of squares as an SVG path: the squares' sides between an
 * area and anything else, joined into closed rings, each ring's runs of one direction merged
 * and then thinned (Douglas and Peucker) to within {@link #TOLERANCE} of the squares' edge, so
 * that a staircase of squares becomes a slanting line. The path is read with the even-odd rule
 * (holes are rings too). Two neighbours' shared edge is thinned on each side alone, so they may
 * part or overlap by less than the tolerance, which the border's stroke covers.
 */
final class AreaTracer {
  /** How far a thinned ring may stray from the squares' edge, in drawing units. */
  static final double TOLERANCE = 0.9;

  private AreaTracer() {}

  /**
   * The path of every area of a grid.
   *
   * @param grid the area (0 to {@code areas - 1}) each square belongs to, row by row; every square belongs to one
   * @param columns squares across
   * @param rows squares down
   * @param areas how many areas
   * @return each area's path ({@code d}), empty for an area without squares
   */
  static String[] paths(int[] grid, int columns, int rows, int areas) {
    // Each area's sides, clockwise around it on the screen (y down), as (from, to) corners;
    // a corner (c, r) is the number r * (columns + 1) + c.
    List<List<int[]>> sides = new ArrayList<>();
    for (int a = 0; a < areas; a++) {
      sides.add(new ArrayList<>());
    }
    int w = columns + 1;
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        int a = grid[r * columns + c];
        List<int[]> own = sides.get(a);
        if (r == 0 || grid[(r - 1) * columns + c] != a) {
          own.add(new int[] {r * w + c, r * w + c + 1});
        }
        if (c == columns - 1 || grid[r * columns + c + 1] != a) {
          own.add(new int[] {r * w + c + 1, (r + 1) * w + c + 1});
        }
        if (r == rows - 1 || grid[(r + 1) * columns + c] != a) {
          own.add(new int[] {(r + 1) * w + c + 1, (r + 1) * w + c});
        }
        if (c == 0 || grid[r * columns + c - 1] != a) {
          own.add(new int[] {(r + 1) * w + c, r * w + c});
        }
      }
    }
    String[] paths = new String[areas];
    for (int a = 0; a < areas; a++) {
      StringBuilder d = new StringBuilder();
      for (List<Integer> ring : rings(sides.get(a))) {
        write(d, thin(corners(ring, w), TOLERANCE));
      }
      paths[a] = d.toString();
    }
    return paths;
  }

  /** The sides joined end to start into closed rings of corners. */
  private static List<List<Integer>> rings(List<int[]> sides) {
    Map<Integer, List<int[]>> from = new HashMap<>();
    for (int[] side : sides) {
      from.computeIfAbsent(side[0], k -> new ArrayList<>(2)).add(side);
    }
    List<List<Integer>> rings = new ArrayList<>();
    for (int[] first : sides) {
      if (first[0] < 0) {
        continue; // used
      }
      List<Integer> ring = new ArrayList<>();
      int[] side = first;
      while (side != null) {
        ring.add(side[0]);
        int next = side[1];
        side[0] = -1;
        side = null;
        for (int[] candidate : from.getOrDefault(next, List.of())) {
          if (candidate[0] >= 0) {
            side = candidate;
            break;
          }
        }
      }
      rings.add(ring);
    }
    return rings;
  }

  /** A ring's corners as x, y pairs, with the corners inside straight runs left out. */
  private static double[] corners(List<Integer> ring, int w) {
    int n = ring.size();
    double[] xy = new double[2 * n];
    int kept = 0;
    for (int k = 0; k < n; k++) {
      int before = ring.get((k + n - 1) % n);
      int here = ring.get(k);
      int after = ring.get((k + 1) % n);
      if (here - before == after - here) {
        continue; // the middle of a straight run
      }
      xy[2 * kept] = here % w;
      xy[2 * kept + 1] = here / w;
      kept++;
    }
    return Arrays.copyOf(xy, 2 * kept);
  }

  /**
   * Douglas and Peucker on a closed ring, cut at its first corner and the corner farthest from it.
   *
   * @param xy the ring's corners, x then y
   * @param tolerance how far the thinned ring may stray from the corners, in drawing units
   * @return the corners kept, x then y
   */
  static double[] thin(double[] xy, double tolerance) {
    int n = xy.length / 2;
    if (n <= 4) {
      return xy;
    }
    int far = 0;
    double best = -1;
    for (int k = 1; k < n; k++) {
      double d = Math.hypot(xy[2 * k] - xy[0], xy[2 * k + 1] - xy[1]);
      if (d > best) {
        best = d;
        far = k;
      }
    }
    boolean[] keep = new boolean[n + 1];
    keep[0] = true;
    keep[far] = true;
    keep[n] = true;
    mark(xy, n, 0, far, keep, tolerance);
    mark(xy, n, far, n, keep, tolerance);
    int kept = 0;
    double[] out = new double[2 * n];
    for (int k = 0; k < n; k++) {
      if (keep[k]) {
        out[2 * kept] = xy[2 * k];
        out[2 * kept + 1] = xy[2 * k + 1];
        kept++;
      }
    }
    return Arrays.copyOf(out, 2 * kept);
  }

  private static void mark(double[] xy, int n, int from, int to, boolean[] keep, double tolerance) {
    if (to - from < 2) {
      return;
    }
    double ax = xy[2 * from];
    double ay = xy[2 * from + 1];
    double bx = xy[2 * (to % n)];
    double by = xy[2 * (to % n) + 1];
    double length = Math.hypot(bx - ax, by - ay);
    int worst = -1;
    double worstDistance = tolerance;
    for (int k = from + 1; k < to; k++) {
      double px = xy[2 * k];
      double py = xy[2 * k + 1];
      double d = length == 0 ? Math.hypot(px - ax, py - ay) : Math.abs((bx - ax) * (ay - py) - (ax - px) * (by - ay)) / length;
      if (d > worstDistance) {
        worstDistance = d;
        worst = k;
      }
    }
    if (worst >= 0) {
      keep[worst] = true;
      mark(xy, n, from, worst, keep, tolerance);
      mark(xy, n, worst, to, keep, tolerance);
    }
  }

  static void write(StringBuilder d, double[] xy) {
    if (xy.length < 6) {
      return;
    }
    for (int k = 0; k < xy.length / 2; k++) {
      d.append(k == 0 ? (d.length() == 0 ? "M" : " M") : (k == 1 ? "L" : " "));
      d.append(SvgPen.number(xy[2 * k])).append(',').append(SvgPen.number(xy[2 * k + 1]));
    }
    d.append('Z');
  }
}
