package dev.dipadj.resolve;

import java.util.Arrays;

/**
 * Breadth first from the last member of a chain among the fleets the chain allows, for
 * {@link RoutesFromOrigin}: the shortest way on from it to a place. A shortest way has no
 * shortcut (a fleet touching a later one but the next, or the place before the end, would
 * make a shorter way), so a chain completed by one stays proper. Fleets are numbered from 0;
 * sets of them are {@code long[]} words.
 */
final class ShortestWays {
  private int[] queue = new int[0];
  private int[] parent = new int[0];
  private int[] seen = new int[0];
  private int[] position = new int[0];
  private int stamp;

  /** Room for this many fleets. */
  void size(int count) {
    if (queue.length < count) {
      queue = new int[count];
      parent = new int[count];
      seen = new int[count];
      position = new int[count];
      stamp = 0;
    }
  }

  /** Finds the shortest ways from fleet {@code last} among the {@code allowed} fleets ({@code adjacent}: per fleet, its neighbours). */
  void from(int last, long[] adjacent, long[] allowed, int words) {
    if (++stamp == 0) {
      Arrays.fill(seen, 0);
      stamp = 1;
    }
    int head = 0;
    int tail = 0;
    queue[tail++] = last;
    seen[last] = stamp;
    position[last] = 0;
    while (head < tail) {
      int v = queue[head++];
      for (int i = 0; i < words; i++) {
        for (long bits = adjacent[v * words + i] & allowed[i]; bits != 0; bits &= bits - 1) {
          int k = (i << 6) + Long.numberOfTrailingZeros(bits);
          if (seen[k] != stamp) {
            seen[k] = stamp;
            parent[k] = v;
            position[k] = tail;
            queue[tail++] = k;
          }
        }
      }
    }
  }

  /**
   * The nearest fleet other than the start among {@code touching} (from {@code at}), or -1
   * when no way reaches one; the way back to the start follows {@link #before}.
   */
  int nearest(long[] touching, int at, int words, int last) {
    int arrived = -1;
    for (int i = 0; i < words; i++) {
      for (long bits = touching[at + i]; bits != 0; bits &= bits - 1) {
        int k = (i << 6) + Long.numberOfTrailingZeros(bits);
        if (seen[k] == stamp && k != last && (arrived < 0 || position[k] < position[arrived])) {
          arrived = k;
        }
      }
    }
    return arrived;
  }

  /** The fleet before fleet k on its shortest way from the start. */
  int before(int k) {
    return parent[k];
  }
}
