package dev.dipadj.picture;

import java.util.Arrays;

/**
 * The claims still to be looked at in {@link GeoAreas}' growth, nearest first: a binary heap of
 * longs, each a claim's distance, square and province packed so that comparing the longs
 * compares distances first, then squares, then provinces (so the growth is the same on every
 * run). No object per claim: a map's growth makes millions.
 */
final class SquareQueue {
  /** Bits for the province; a map has fewer than 1,024 provinces. */
  private static final int PROVINCE_BITS = 10;
  /** Bits for the square; a drawing has fewer than 2^30 squares. */
  private static final int SQUARE_BITS = 30;

  private long[] heap = new long[1024];
  private int size;

  /**
   * Adds a claim.
   *
   * @param distance the distance grown, in whole steps (at most 2^23)
   * @param square the square claimed
   * @param province the province claiming it
   */
  void add(int distance, int square, int province) {
    long claim = ((long) distance << (SQUARE_BITS + PROVINCE_BITS)) | ((long) square << PROVINCE_BITS) | province;
    if (size == heap.length) {
      heap = Arrays.copyOf(heap, size * 2);
    }
    int k = size++;
    while (k > 0) {
      int parent = (k - 1) >>> 1;
      if (heap[parent] <= claim) {
        break;
      }
      heap[k] = heap[parent];
      k = parent;
    }
    heap[k] = claim;
  }

  boolean isEmpty() {
    return size == 0;
  }

  /**
   * Takes the nearest claim off the queue.
   *
   * @return the claim, to be read with {@link #distance}, {@link #square} and {@link #province}
   */
  long poll() {
    long top = heap[0];
    long last = heap[--size];
    int k = 0;
    while (true) {
      int child = 2 * k + 1;
      if (child >= size) {
        break;
      }
      if (child + 1 < size && heap[child + 1] < heap[child]) {
        child++;
      }
      if (last <= heap[child]) {
        break;
      }
      heap[k] = heap[child];
      k = child;
    }
    heap[k] = last;
    return top;
  }

  static int distance(long claim) {
    return (int) (claim >>> (SQUARE_BITS + PROVINCE_BITS));
  }

  static int square(long claim) {
    return (int) ((claim >>> PROVINCE_BITS) & ((1L << SQUARE_BITS) - 1));
  }

  static int province(long claim) {
    return (int) (claim & ((1L << PROVINCE_BITS) - 1));
  }
}
