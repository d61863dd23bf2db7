package dev.dipadj.picture;

import com.google.common.collect.ImmutableList;

/**
 * A convex polygon whose edge k (from corner k to corner k + 1) remembers the point whose
 * bisector made it, or −1 for the board's edge.
 */
final class ConvexCell {
  private final double[] xs;
  private final double[] ys;
  private final int[] sites;
  private final int size;

  private ConvexCell(double[] xs, double[] ys, int[] sites, int size) {
    this.xs = xs;
    this.ys = ys;
    this.sites = sites;
    this.size = size;
  }

  static ConvexCell rectangle(double width, double height) {
    return new ConvexCell(
        new double[] {0, width, width, 0}, new double[] {0, 0, height, height}, new int[] {-1, -1, -1, -1}, 4);
  }

  /**
   * The square of the distance from a point to the farthest corner.
   *
   * @param px the point's x
   * @param py its y
   * @return the distance squared
   */
  double farthestCorner(double px, double py) {
    double most = 0;
    for (int k = 0; k < size; k++) {
      double dx = xs[k] - px;
      double dy = ys[k] - py;
      most = Math.max(most, dx * dx + dy * dy);
    }
    return most;
  }

  /** The square of the length of edge k. */
  double edgeLength2(int k) {
    int next = (k + 1) % size;
    double dx = xs[next] - xs[k];
    double dy = ys[next] - ys[k];
    return dx * dx + dy * dy;
  }

  /** The centroid of the polygon's area, as {x, y}. */
  double[] centroid() {
    double a = 0;
    double cx = 0;
    double cy = 0;
    for (int k = 0; k < size; k++) {
      int next = (k + 1) % size;
      double cross = xs[k] * ys[next] - xs[next] * ys[k];
      a += cross;
      cx += (xs[k] + xs[next]) * cross;
      cy += (ys[k] + ys[next]) * cross;
    }
    if (Math.abs(a) < 1e-12) {
      return new double[] {xs[0], ys[0]};
    }
    return new double[] {cx / (3 * a), cy / (3 * a)};
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
  ConvexCell clip(double a, double b, double c, int site) {
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
    return new ConvexCell(nx, ny, ns, m);
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
