package dev.dipadj.resolve;

/**
 * Sets of small numbers (fleets, provinces) written as runs of {@code long} words inside a
 * larger array: bit k of the run starting at {@code at} is word {@code at + k / 64}, bit
 * {@code k % 64}. The convoy searches and the possible orders keep many such sets side by
 * side in one array, so that nothing is allocated per question.
 */
final class WordSets {
  private WordSets() {}

  static boolean has(long[] a, int at, int k) {
    return (a[at + (k >>> 6)] & (1L << k)) != 0;
  }

  static void set(long[] a, int at, int k) {
    a[at + (k >>> 6)] |= 1L << k;
  }

  static void clear(long[] a, int at, int k) {
    a[at + (k >>> 6)] &= ~(1L << k);
  }

  /** Whether the run of {@code words} words at {@code at} is empty. */
  static boolean none(long[] a, int at, int words) {
    for (int i = 0; i < words; i++) {
      if (a[at + i] != 0) {
        return false;
      }
    }
    return true;
  }

  /** The smallest member of the run of {@code words} words at {@code at}, or -1 when it is empty. */
  static int first(long[] a, int at, int words) {
    for (int i = 0; i < words; i++) {
      if (a[at + i] != 0) {
        return (i << 6) + Long.numberOfTrailingZeros(a[at + i]);
      }
    }
    return -1;
  }

  /** Whether the runs of {@code words} words at the start of a and b share a member. */
  static boolean intersects(long[] a, long[] b, int words) {
    for (int i = 0; i < words; i++) {
      if ((a[i] & b[i]) != 0) {
        return true;
      }
    }
    return false;
  }
}
