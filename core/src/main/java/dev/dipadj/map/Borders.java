package dev.dipadj.map;

import java.util.ArrayList;
import java.util.List;

/**
 * The borders a {@link GameMapBuilder} has been given so far, for one kind of unit: one bit
 * per pair of places and direction, a border being both ways unless given one way
 * ({@link #addOneWay}). A row is made only for a place that has a border and is as
 * long as its farthest neighbour's number, so the memory follows the borders given and the
 * size of the map, never the number of lines that gave them (issue 19, point 8: a variant
 * file of 207 MB once took 5.3 GB, a string and two arrays kept for every border line).
 */
final class Borders {
  /** Per place, the places it borders (bit {@code p % 64} of word {@code p / 64}); null for none yet. */
  private final List<long[]> rows = new ArrayList<>();

  /**
   * Whether the two places border each other.
   *
   * @param a a place's number
   * @param b another place's number
   * @return whether the border was given
   */
  boolean has(int a, int b) {
    long[] row = a < rows.size() ? rows.get(a) : null;
    return row != null && (b >>> 6) < row.length && GameMap.has(row, b);
  }

  /**
   * Adds the border both ways.
   *
   * @param a a place's number
   * @param b another place's number
   */
  void add(int a, int b) {
    set(a, b);
    set(b, a);
  }

  /**
   * Adds the border one way only: from a to b, never back.
   *
   * @param a the place a unit leaves
   * @param b the place it enters
   */
  void addOneWay(int a, int b) {
    set(a, b);
  }

  private void set(int a, int b) {
    while (rows.size() <= a) {
      rows.add(null);
    }
    long[] row = rows.get(a);
    int words = GameMap.words(b + 1);
    if (row == null || row.length < words) {
      // Grown by half again at least, so that a place given its borders in rising order is copied few times.
      long[] grown = new long[Math.max(words, row == null ? 1 : row.length + (row.length >> 1))];
      if (row != null) {
        System.arraycopy(row, 0, grown, 0, row.length);
      }
      row = grown;
      rows.set(a, row);
    }
    GameMap.set(row, b);
  }

  /**
   * The places a place borders, in rising order, as numbers.
   *
   * @param a a place's number
   * @return its neighbours' numbers
   */
  int[] of(int a) {
    long[] row = a < rows.size() ? rows.get(a) : null;
    if (row == null) {
      return new int[0];
    }
    int count = 0;
    for (long w : row) {
      count += Long.bitCount(w);
    }
    int[] out = new int[count];
    int k = 0;
    for (int w = 0; w < row.length; w++) {
      for (long bits = row[w]; bits != 0; bits &= bits - 1) {
        out[k++] = (w << 6) + Long.numberOfTrailingZeros(bits);
      }
    }
    return out;
  }
}
