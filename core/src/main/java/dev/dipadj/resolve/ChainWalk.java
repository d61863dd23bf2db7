package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import java.util.Arrays;

/**
 * Every proper chain of fleets from one origin walked at once, for every destination: a
 * chain ends at each place its last fleet touches and no earlier fleet of it does, and grows
 * by a fleet that touches its last one and neither the origin nor an earlier fleet (DATC
 * 4.E.1's proper route). The walk records, per destination, the fleets some proper route
 * needs and the fleets some route leaves out. It is exact, with at most 64 fleets at sea and
 * at most {@code 2^k} chains for the k fleets linked to the origin (a chain is a set of them).
 * It is walked in steps ({@link #advance}), so that {@link ConvoyGeometry} can stop it when a
 * search for the same answers ({@link RoutesFromOrigin}) finishes first. Sets of fleets are
 * longs (bit k: the k-th fleet at sea).
 */
final class ChainWalk {
  private int provinces;
  /** Per fleet at sea, the provinces it touches (as {@link GameMap#addFleetReach}); per chain length, those its earlier fleets touch. */
  private long[] seaTouch = new long[0];
  private boolean seaTouchKnown;
  private long[] touchedBefore = new long[0];
  /**
   * Per origin walked, {@link #provinces} longs: per destination, the fleets some route
   * needs. {@code originSlot[p]} is the origin's place in it, valid when {@code
   * originStamp[p]} is this phase's stamp.
   */
  private long[] originNeeds = new long[0];
  /** Laid out as {@link #originNeeds}: per destination, the fleets that some route leaves out (a route avoiding fleet k exists). */
  private long[] originAvoids = new long[0];
  private int[] originSlot = new int[0];
  private int[] originStamp = new int[0];
  private int stamp;
  private int origins;
  /** Where the walk under way writes in {@link #originNeeds}. */
  private int neededBase;
  /** The walk under way: per fleet, the fleets it touches, the fleets touching the origin, the origin. */
  private long[] fleetsReached;
  private long nearOrigin;
  private int origin;
  private int words;
  /** The walk under way: the sea of each fleet, and whether the first fleet of the chain stands in an archipelago. */
  private GameMap map;
  private int[] seas;
  /**
   * The archipelago the chain's first fleet stands in, or -1: that fleet carries no army into
   * its own province (a later fleet of a chain is touched by the one before it, which ends
   * the chain there).
   */
  private int firstPlace = -1;
  /**
   * The walk under way, per length of the chain (0: the origin alone): its fleets, the fleets touching its fleets, the fleets that may still follow it; the
   * chain of length {@link #top} is the last walked (-1: done).
   */
  private long[] frameChain = new long[0];
  private long[] frameNear = new long[0];
  private long[] frameNext = new long[0];
  private int top = -1;

  /** A new phase on a map of this many provinces: no origin walked. */
  void reset(int provinces) {
    this.provinces = provinces;
    if (originSlot.length < provinces) {
      originSlot = new int[provinces];
      originStamp = new int[provinces];
    }
    if (++stamp == 0) {
      // After four billion phases: no origin may look walked from long ago.
      Arrays.fill(originStamp, 0);
      stamp = 1;
    }
    origins = 0;
    seaTouchKnown = false;
  }

  /** The origin's place in the tables when every route from it was walked in this phase, else -1. */
  int slot(int origin) {
    return originStamp[origin] == stamp ? originSlot[origin] : -1;
  }

  /** After a walk ({@link #slot}): the fleets some proper route from its origin to the destination needs. */
  long needs(int slot, int destination) {
    return originNeeds[slot * provinces + destination];
  }

  /** After a walk ({@link #slot}): the fleets k for which some route from its origin to the destination avoids fleet k. */
  long avoids(int slot, int destination) {
    return originAvoids[slot * provinces + destination];
  }

  /**
   * Begins a walk over every proper chain from the origin, made by {@link #advance}; the
   * origin has its {@link #slot} once the walk is done.
   *
   * @param seas the sea of each fleet at sea (at most 64)
   * @param fleetsReached per fleet at sea, the fleets whose seas it touches
   * @param nearOrigin the fleets touching the origin
   */
  void begin(GameMap map, int[] seas, int count, int origin, long[] fleetsReached, long nearOrigin) {
    words = (provinces + 63) >>> 6;
    // The places per length are one more than the fleets; a table sized for a map of fewer
    // words (another map of this thread's last phases) is too short even when seaTouch is not.
    if (seaTouch.length < count * words || touchedBefore.length < (count + 1) * words) {
      seaTouch = new long[count * 2 * words];
      touchedBefore = new long[seaTouch.length + words];
    }
    if (!seaTouchKnown) {
      Arrays.fill(seaTouch, 0, count * words, 0L);
      for (int k = 0; k < count; k++) {
        map.addFleetReach(map.location(seas[k]).id(), seaTouch, k * words);
      }
      seaTouchKnown = true;
    }
    if (originNeeds.length < (origins + 1) * provinces) {
      originNeeds = Arrays.copyOf(originNeeds, Math.max(8, origins * 2 + 2) * provinces);
      originAvoids = Arrays.copyOf(originAvoids, originNeeds.length);
    }
    if (frameChain.length < count + 1) {
      frameChain = new long[count + 1];
      frameNear = new long[count + 1];
      frameNext = new long[count + 1];
    }
    // Written in the next free slot, which is the origin's once the walk is done.
    neededBase = origins * provinces;
    Arrays.fill(originNeeds, neededBase, neededBase + provinces, 0L);
    Arrays.fill(originAvoids, neededBase, neededBase + provinces, 0L);
    this.fleetsReached = fleetsReached;
    this.nearOrigin = nearOrigin;
    this.origin = origin;
    this.map = map;
    this.seas = seas;
    // Depth 0: the origin, followed by each fleet touching it; nothing touched before them.
    Arrays.fill(touchedBefore, 0, words, 0L);
    frameChain[0] = 0;
    frameNear[0] = 0;
    frameNext[0] = nearOrigin;
    top = 0;
  }

  /**
   * Walks up to {@code steps} more chains of the walk begun; true when it is done (every
   * chain walked), the origin then having its {@link #slot}.
   */
  boolean advance(int steps) {
    for (int left = steps; top >= 0; ) {
      long next = frameNext[top];
      if (next == 0) {
        top--;
        continue;
      }
      if (left-- == 0) {
        return false;
      }
      int k = Long.numberOfTrailingZeros(next);
      frameNext[top] = next & (next - 1);
      long chain = frameChain[top] | (1L << k);
      long nearEarlier = frameNear[top];
      int length = top + 1;
      if (length == 1) {
        firstPlace = map.isSea(seas[k]) ? -1 : seas[k];
      }
      visit(k, chain, length);
      frameChain[length] = chain;
      // The fleets that may follow: touching the new last one, off the chain, touching
      // neither the origin nor an earlier fleet of it, else the chain would have a shortcut.
      frameNext[length] = fleetsReached[k] & ~chain & ~nearOrigin & ~nearEarlier;
      frameNear[length] = nearEarlier | fleetsReached[k];
      top = length;
    }
    originStamp[origin] = stamp;
    originSlot[origin] = origins++;
    return true;
  }

  /**
   * A chain of {@code length} fleets ({@code chain}, ending with fleet {@code last}) serves
   * the places its last fleet touches first. {@code touchedBefore} holds, per length, the
   * places the fleets before the last touch.
   */
  private void visit(int last, long chain, int length) {
    int before = (length - 1) * words;
    // -1 (no archipelago) names no word.
    int ownWord = firstPlace >>> 6;
    for (int w = 0; w < words; w++) {
      long served = seaTouch[last * words + w] & ~touchedBefore[before + w];
      if (w == ownWord) {
        served &= ~(1L << firstPlace);
      }
      for (long bits = served; bits != 0; bits &= bits - 1) {
        int at = neededBase + (w << 6) + Long.numberOfTrailingZeros(bits);
        originNeeds[at] |= chain;
        originAvoids[at] |= ~chain;
      }
      touchedBefore[before + words + w] = touchedBefore[before + w] | seaTouch[last * words + w];
    }
  }
}
