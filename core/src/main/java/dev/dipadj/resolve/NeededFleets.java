package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import java.util.Arrays;

/**
 * The fleets at sea each pair of places needs, as far as decided in this phase: per pair
 * asked about, the fleets known to lie on some proper route ({@link ProperRoutes}) and the
 * fleets decided either way. A question of one fleet decides that fleet (and learns the
 * fleets of every route found on the way), for the legality of a convoy order.
 * Sets of fleets are {@link #words} longs (fleet k is bit {@code k % 64} of word {@code k / 64}).
 */
final class NeededFleets {
  private final ProperRoutes search = new ProperRoutes();
  private GameMap map;
  private int[] seas;
  private int count;
  private int words = 1;
  private int provinces;
  private int[] pairOrigin = new int[4];
  private int[] pairDestination = new int[4];
  private long[] needed = new long[4];
  private long[] known = new long[4];
  private int pairs;
  /** Open addressing from {@code origin * provinces + destination} to the pair's index + 1 (0: empty). */
  private int[] table = new int[16];
  private long[] targets = new long[1];

  /** A new board: nothing decided. */
  void reset(GameMap map, int provinces) {
    this.map = map;
    this.provinces = provinces;
    if (pairs > 0) {
      Arrays.fill(table, 0);
    }
    pairs = 0;
    search.reset();
  }

  /** The fleets at sea of the board, given before its first question. */
  void fleets(int[] seas, int count) {
    this.seas = seas;
    this.count = count;
    words = Math.max(1, (count + 63) >>> 6);
    if (targets.length < words) {
      targets = new long[words];
    }
  }

  /** The longs in a set of fleets. */
  int words() {
    return words;
  }

  /** Whether some proper route from origin to destination needs the k-th fleet at sea. */
  boolean needs(int origin, int destination, int k) {
    int base = pair(origin, destination) * words;
    if (!WordSets.has(known, base, k)) {
      Arrays.fill(targets, 0, words, 0L);
      targets[k >>> 6] = 1L << k;
      decide(origin, destination, base);
    }
    return WordSets.has(needed, base, k);
  }

  /** Decides the {@link #targets} for the pair at {@code base}; every fleet found on a route is known needed too. */
  private void decide(int origin, int destination, int base) {
    search.decide(map, seas, count, origin, destination, targets, 0, needed, base);
    for (int i = 0; i < words; i++) {
      known[base + i] |= targets[i] | needed[base + i];
    }
  }

  /** The index of a pair of places among those asked about in this phase, added if new. */
  private int pair(int origin, int destination) {
    long key = (long) origin * provinces + destination;
    int mask = table.length - 1;
    int h = Long.hashCode(key * 0x9E3779B97F4A7C15L) & mask;
    for (int i = table[h]; i != 0; h = (h + 1) & mask, i = table[h]) {
      if (pairOrigin[i - 1] == origin && pairDestination[i - 1] == destination) {
        return i - 1;
      }
    }
    if (pairs == pairOrigin.length) {
      pairOrigin = Arrays.copyOf(pairOrigin, pairs * 2);
      pairDestination = Arrays.copyOf(pairDestination, pairs * 2);
    }
    int base = pairs * words;
    if (needed.length < base + words) {
      needed = Arrays.copyOf(needed, (base + words) * 2);
      known = Arrays.copyOf(known, needed.length);
    }
    Arrays.fill(needed, base, base + words, 0L);
    Arrays.fill(known, base, base + words, 0L);
    pairOrigin[pairs] = origin;
    pairDestination[pairs] = destination;
    table[h] = ++pairs;
    if (pairs * 2 > table.length) {
      rehash();
    }
    return pairs - 1;
  }

  /** A table twice as large, every pair placed again. */
  private void rehash() {
    table = new int[table.length * 2];
    int mask = table.length - 1;
    for (int i = 0; i < pairs; i++) {
      long key = (long) pairOrigin[i] * provinces + pairDestination[i];
      int h = Long.hashCode(key * 0x9E3779B97F4A7C15L) & mask;
      while (table[h] != 0) {
        h = (h + 1) & mask;
      }
      table[h] = i + 1;
    }
  }
}
