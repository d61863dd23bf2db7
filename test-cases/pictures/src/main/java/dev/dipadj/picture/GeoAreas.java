package dev.dipadj.picture;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.util.Arrays;
import java.util.BitSet;
import java.util.Map;

/**
 * Provinces as areas of their kind on a map's outline: the land provinces (land, coast,
 * archipelago and impassable) share the land among themselves, each land spot going to the
 * land province whose place ({@link GeoPlace}) is nearest; the seas share the water the same
 * way among the seas. So a coast is the outline's coast, and a land border falls between two
 * land provinces only.
 *
 * <p>The areas are rasterised, not clipped exactly: the drawing is cut into squares of one
 * drawing unit, each square belongs to the land or the water by its centre (the outline's
 * even-odd rule), and then to one province. An area is a set of squares, and two provinces
 * touch when a square of one has a square of the other beside it (above, below, left or
 * right; a corner alone is not a touch, as where four seas meet at a point). One unit is
 * 1/20 of a degree of latitude on classic's outline, finer than its thinning.
 */
final class GeoAreas {
  private final int columns;
  private final int rows;
  /** The province (index) each square belongs to, row by row; -1 where no province of its kind exists. */
  private final int[] owners;
  private final boolean[][] touching;
  private final int[] sizes;

  private GeoAreas(int columns, int rows, int[] owners, int provinces) {
    this.columns = columns;
    this.rows = rows;
    this.owners = owners;
    this.touching = new boolean[provinces][provinces];
    this.sizes = new int[provinces];
    for (int r = 0; r < rows; r++) {
      for (int c = 0; c < columns; c++) {
        int here = owners[r * columns + c];
        if (here < 0) {
          continue;
        }
        sizes[here]++;
        // Right and below suffice: each 4-neighbour pair is seen once from its upper-left square.
        if (c + 1 < columns) {
          meet(here, owners[r * columns + c + 1]);
        }
        if (r + 1 < rows) {
          meet(here, owners[(r + 1) * columns + c]);
        }
      }
    }
  }

  private void meet(int a, int b) {
    if (b >= 0 && a != b) {
      touching[a][b] = true;
      touching[b][a] = true;
    }
  }

  /**
   * A map's provinces as areas on its outline.
   *
   * @param map the map
   * @param outline its land
   * @param places a place for each of its provinces, by abbreviation
   * @return the areas
   * @throws IllegalArgumentException if a province has no place
   */
  static GeoAreas of(GameMap map, Outline outline, Map<String, GeoPlace> places) {
    Projection projection = outline.projection();
    int columns = (int) Math.ceil(projection.width());
    int rows = (int) Math.ceil(projection.height());
    int n = map.provinces().size();
    double[] xs = new double[n];
    double[] ys = new double[n];
    boolean[] sea = new boolean[n];
    for (Province p : map.provinces()) {
      GeoPlace place = places.get(p.abbreviation());
      if (place == null) {
        throw new IllegalArgumentException(p.abbreviation() + " has no place on the map's outline");
      }
      xs[p.index()] = projection.x(place.longitude());
      ys[p.index()] = projection.y(place.latitude());
      sea[p.index()] = p.kind() == ProvinceKind.SEA;
    }
    boolean[] water = new boolean[columns * rows];
    for (int r = 0; r < rows; r++) {
      BitSet land = landAlong(outline, r + 0.5, columns);
      for (int c = 0; c < columns; c++) {
        water[r * columns + c] = !land.get(c);
      }
    }
    int[] owners = grow(columns, rows, water, xs, ys, sea);
    for (int i = 0; i < owners.length; i++) {
      if (owners[i] < 0) {
        // Land or water no place of its kind reaches without crossing the other kind (an
        // island without a province of its own): the nearest place of its kind, as the crow flies.
        owners[i] = nearest(i % columns + 0.5, i / columns + 0.5, water[i], xs, ys, sea);
      }
    }
    return new GeoAreas(columns, rows, owners, n);
  }

  /**
   * Each square to the place of its kind nearest through squares of that kind (land through
   * land, water through water), grown from every place at once: a multi-source shortest-path
   * search over the squares, steps of 1 to the four sides and of the square root of 2 to the
   * corners. So water beyond a cape goes to the sea around the cape, not to a sea nearer as the
   * crow flies but across land. Squares no place reaches stay -1.
   */
  private static int[] grow(int columns, int rows, boolean[] water, double[] xs, double[] ys, boolean[] sea) {
    int size = columns * rows;
    int[] owners = new int[size];
    double[] distance = new double[size];
    Arrays.fill(owners, -1);
    Arrays.fill(distance, Double.MAX_VALUE);
    java.util.PriorityQueue<double[]> queue = new java.util.PriorityQueue<>((a, b) -> Double.compare(a[0], b[0]));
    for (int p = 0; p < xs.length; p++) {
      int c = Math.min(columns - 1, Math.max(0, (int) xs[p]));
      int r = Math.min(rows - 1, Math.max(0, (int) ys[p]));
      int i = r * columns + c;
      if (water[i] == sea[p] && distance[i] > 0) {
        distance[i] = 0;
        owners[i] = p;
        queue.add(new double[] {0, i});
      }
    }
    final double diagonal = Math.sqrt(2);
    while (!queue.isEmpty()) {
      double[] top = queue.poll();
      int i = (int) top[1];
      if (top[0] > distance[i]) {
        continue;
      }
      int r = i / columns;
      int c = i % columns;
      for (int dr = -1; dr <= 1; dr++) {
        for (int dc = -1; dc <= 1; dc++) {
          int nr = r + dr;
          int nc = c + dc;
          if ((dr == 0 && dc == 0) || nr < 0 || nr >= rows || nc < 0 || nc >= columns) {
            continue;
          }
          int j = nr * columns + nc;
          double d = top[0] + (dr != 0 && dc != 0 ? diagonal : 1);
          if (water[j] == water[i] && d < distance[j]) {
            distance[j] = d;
            owners[j] = owners[i];
            queue.add(new double[] {d, j});
          }
        }
      }
    }
    return owners;
  }

  /**
   * The squares of one row whose centres are on land: where the row's centre line crosses the
   * rings, sorted, the squares between the first and second crossing, the third and fourth,
   * and so on are inside an odd number of rings. One pass over the edges per row, not per square.
   */
  private static BitSet landAlong(Outline outline, double y, int columns) {
    double[] crossings = new double[16];
    int count = 0;
    for (Outline.Ring ring : outline.rings()) {
      int size = ring.xs().size();
      for (int i = 0, j = size - 1; i < size; j = i++) {
        double yi = ring.ys().get(i);
        double yj = ring.ys().get(j);
        // The same half-open test as Ring.encloses, so both say the same of a point.
        if ((yi > y) != (yj > y)) {
          double xi = ring.xs().get(i);
          double xj = ring.xs().get(j);
          if (count == crossings.length) {
            crossings = Arrays.copyOf(crossings, count * 2);
          }
          crossings[count++] = xi + (xj - xi) * (y - yi) / (yj - yi);
        }
      }
    }
    Arrays.sort(crossings, 0, count);
    BitSet land = new BitSet(columns);
    for (int k = 0; k + 1 < count; k += 2) {
      // A centre x + 0.5 is inside when crossings[k] < x + 0.5 < crossings[k + 1].
      int from = Math.max(0, (int) Math.floor(crossings[k] - 0.5) + 1);
      int to = Math.min(columns, (int) Math.ceil(crossings[k + 1] - 0.5));
      if (from < to) {
        land.set(from, to);
      }
    }
    return land;
  }

  private static int nearest(double x, double y, boolean water, double[] xs, double[] ys, boolean[] sea) {
    int best = -1;
    double bestDistance = Double.MAX_VALUE;
    for (int i = 0; i < xs.length; i++) {
      if (sea[i] != water) {
        continue;
      }
      double dx = xs[i] - x;
      double dy = ys[i] - y;
      double d = dx * dx + dy * dy;
      if (d < bestDistance) {
        best = i;
        bestDistance = d;
      }
    }
    return best;
  }

  /** The squares across, one drawing unit each. */
  int columns() {
    return columns;
  }

  /** The squares down. */
  int rows() {
    return rows;
  }

  /**
   * The province a square belongs to.
   *
   * @param column the square's column, from the west edge
   * @param row its row, from the north edge
   * @return the province's index, or -1 where the map has no province of the square's kind
   */
  int owner(int column, int row) {
    return owners[row * columns + column];
  }

  /**
   * The size of a province's area.
   *
   * @param province the province's index
   * @return how many squares it has
   */
  int size(int province) {
    return sizes[province];
  }

  /**
   * Whether two provinces' areas touch: a square of one beside a square of the other.
   *
   * @param a a province's index
   * @param b another's
   * @return whether they touch
   */
  boolean touch(int a, int b) {
    return touching[a][b];
  }
}
