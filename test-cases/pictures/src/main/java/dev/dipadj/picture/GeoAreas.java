package dev.dipadj.picture;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import java.util.Arrays;
import java.util.BitSet;

/**
 * Provinces as areas of their kind on a map's outline: the seas share the water among
 * themselves, the land provinces (land, coast, archipelago and impassable) the land, so that a
 * coast is the outline's coast and a land border falls between two land provinces only.
 *
 * <p>The areas are rasterised: the drawing is cut into squares of one drawing unit, each square
 * belongs to the land or the water by its centre (the outline's even-odd rule), and then to at
 * most one province. Two provinces touch when a square of one has a square of the other beside
 * it (above, below, left or right; a corner alone is not a touch, as where four seas meet at a
 * point).
 *
 * <p>Each province grows from its points ({@link MapGeography}: every square on the lines
 * joining them), through squares of its kind only, nearest first (a shortest-path search from
 * all provinces at once, steps of 5 to the sides and 7 to the corners). The seas grow first,
 * over the whole water; then the land provinces over the land. <b>A province never takes a
 * square beside a square of a province it does not border</b> (unless the geography states
 * that they may touch, or one of them is impassable and borders nothing, like classic's
 * Switzerland): so no two areas touch without a border, by construction, and a square no
 * province may take stays without one (a strait between two seas that do not border, an inland
 * province's stretch of shore, an island without a province). Whether every border is drawn
 * depends on the points: {@link #touch} measures it, and the tests require it of every
 * bordering pair the geography does not state to be {@code apart}.
 */
final class GeoAreas {
  /** A step to a side square, and to a corner square (about 5 times the square root of 2). */
  private static final int SIDE = 5;
  private static final int CORNER = 7;

  private final int columns;
  private final int rows;
  /** The province (index) each square belongs to, row by row; -1 where none. */
  private final int[] owners;
  private final boolean[] water;
  private final boolean[][] touching;
  private final int[] sizes;

  private GeoAreas(int columns, int rows, int[] owners, boolean[] water, int provinces) {
    this.columns = columns;
    this.rows = rows;
    this.owners = owners;
    this.water = water;
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
   * @param geography its provinces' points and exceptions
   * @return the areas
   * @throws IllegalArgumentException if a province has no points
   */
  static GeoAreas of(GameMap map, Outline outline, MapGeography geography) {
    Projection projection = outline.projection();
    // Whole squares only: a last column or row part beyond the box's edge would be outside
    // every ring, water down the whole edge.
    int columns = (int) Math.floor(projection.width());
    int rows = (int) Math.floor(projection.height());
    int n = map.provinces().size();
    boolean[] water = new boolean[columns * rows];
    for (int r = 0; r < rows; r++) {
      BitSet land = landAlong(outline, r + 0.5, columns);
      for (int c = 0; c < columns; c++) {
        water[r * columns + c] = !land.get(c);
      }
    }
    boolean[][] mayTouch = mayTouch(map, geography);
    int[] owners = new int[columns * rows];
    Arrays.fill(owners, -1);
    SquareQueue seas = new SquareQueue();
    SquareQueue lands = new SquareQueue();
    for (Province p : map.provinces()) {
      ImmutableList<ImmutableList<GeoPlace>> lines = geography.spines().get(p.abbreviation());
      if (lines == null) {
        throw new IllegalArgumentException(p.abbreviation() + " has no place in " + geography.map() + "-places.txt");
      }
      boolean sea = p.kind() == ProvinceKind.SEA;
      for (ImmutableList<GeoPlace> line : lines) {
        for (int k = 0; k < line.size(); k++) {
          GeoPlace from = line.get(k);
          GeoPlace to = line.get(Math.min(k + 1, line.size() - 1));
          seed(projection, from, to, columns, rows, water, sea, p.index(), sea ? seas : lands);
        }
      }
    }
    grow(seas, columns, rows, water, true, owners, mayTouch);
    grow(lands, columns, rows, water, false, owners, mayTouch);
    return new GeoAreas(columns, rows, owners, water, n);
  }

  /** Which pairs of provinces may touch: those that border, those stated, and the impassable with the land. */
  private static boolean[][] mayTouch(GameMap map, MapGeography geography) {
    int n = map.provinces().size();
    boolean[][] may = new boolean[n][n];
    for (int a = 0; a < n; a++) {
      for (int b = 0; b < n; b++) {
        Province pa = map.provinces().get(a);
        Province pb = map.provinces().get(b);
        boolean impassable = pa.kind() == ProvinceKind.IMPASSABLE || pb.kind() == ProvinceKind.IMPASSABLE;
        boolean bothLand = pa.kind() != ProvinceKind.SEA && pb.kind() != ProvinceKind.SEA;
        may[a][b] = map.borders(a, b) || (impassable && bothLand);
      }
    }
    for (MapGeography.Stated t : geography.touching()) {
      Province a = map.province(t.a()).orElseThrow(() -> new IllegalArgumentException("touch names " + t.a() + ", no province of " + geography.map()));
      Province b = map.province(t.b()).orElseThrow(() -> new IllegalArgumentException("touch names " + t.b() + ", no province of " + geography.map()));
      may[a.index()][b.index()] = true;
      may[b.index()][a.index()] = true;
    }
    return may;
  }

  /** Every square of a province's kind on the segment between two of its points, as a claim at distance 0. */
  private static void seed(Projection projection, GeoPlace from, GeoPlace to, int columns, int rows,
      boolean[] water, boolean sea, int province, SquareQueue queue) {
    double x0 = projection.x(from.longitude());
    double y0 = projection.y(from.latitude());
    double x1 = projection.x(to.longitude());
    double y1 = projection.y(to.latitude());
    int steps = Math.max(1, (int) Math.ceil(Math.hypot(x1 - x0, y1 - y0) * 2));
    for (int s = 0; s <= steps; s++) {
      double t = (double) s / steps;
      int c = Math.min(columns - 1, Math.max(0, (int) (x0 + (x1 - x0) * t)));
      int r = Math.min(rows - 1, Math.max(0, (int) (y0 + (y1 - y0) * t)));
      int i = r * columns + c;
      if (water[i] == sea) {
        queue.add(0, i, province);
      }
    }
  }

  /**
   * Grows the provinces of one kind over the squares of that kind, nearest first. A claim is
   * refused when the square has a side neighbour owned by a province the claimant may not
   * touch; the square stays for another claim, and the claimant does not grow through it.
   */
  private static void grow(SquareQueue queue, int columns, int rows, boolean[] water, boolean ofWater,
      int[] owners, boolean[][] mayTouch) {
    while (!queue.isEmpty()) {
      long claim = queue.poll();
      int i = SquareQueue.square(claim);
      int p = SquareQueue.province(claim);
      if (owners[i] >= 0) {
        continue;
      }
      int r = i / columns;
      int c = i % columns;
      if (refused(i, r, c, p, columns, rows, owners, mayTouch)) {
        continue;
      }
      owners[i] = p;
      int d = SquareQueue.distance(claim);
      for (int dr = -1; dr <= 1; dr++) {
        for (int dc = -1; dc <= 1; dc++) {
          int nr = r + dr;
          int nc = c + dc;
          if ((dr == 0 && dc == 0) || nr < 0 || nr >= rows || nc < 0 || nc >= columns) {
            continue;
          }
          int j = nr * columns + nc;
          if (water[j] == ofWater && owners[j] < 0) {
            queue.add(d + (dr != 0 && dc != 0 ? CORNER : SIDE), j, p);
          }
        }
      }
    }
  }

  private static boolean refused(int i, int r, int c, int p, int columns, int rows, int[] owners, boolean[][] mayTouch) {
    return (c > 0 && apart(owners[i - 1], p, mayTouch))
        || (c + 1 < columns && apart(owners[i + 1], p, mayTouch))
        || (r > 0 && apart(owners[i - columns], p, mayTouch))
        || (r + 1 < rows && apart(owners[i + columns], p, mayTouch));
  }

  private static boolean apart(int owner, int p, boolean[][] mayTouch) {
    return owner >= 0 && owner != p && !mayTouch[owner][p];
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

  /** The squares across, one drawing unit each. */
  int columns() {
    return columns;
  }

  /** The squares down. */
  int rows() {
    return rows;
  }

  /**
   * Whether a square is water.
   *
   * @param column the square's column
   * @param row its row
   * @return whether its centre is off the land
   */
  boolean water(int column, int row) {
    return water[row * columns + column];
  }

  /**
   * The province a square belongs to.
   *
   * @param column the square's column, from the west edge
   * @param row its row, from the north edge
   * @return the province's index, or -1 where no province may have it
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
