package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import java.util.Arrays;

/**
 * Every fleet each proper route from one origin needs, for many destinations at once, by one
 * depth-first search over the proper chains from the origin (DATC 4.E.1, 6.F.12, 6.G.19: a
 * chain that never jumps to a place an earlier member, the origin included, touches). It
 * answers what {@link ProperRoutes} answers per pair of places, exactly, but shares the chains
 * between the destinations: listing the possible orders asks about every destination of an
 * origin, and a search per destination walks the same chains again for each.
 *
 * <p>A chain is extended only while it can still add an answer: for some destination that no
 * member touches, a fleet not yet known to be needed lies on a simple path from the last
 * member to the destination among the fleets the chain allows. Those fleets are the blocks
 * (biconnected components) of the allowed fleets on the way from the last member to the fleets
 * touching the destination; one search for the blocks serves every destination, read off the
 * tree of blocks. A chain holding a fleet not yet known for a destination is completed by a
 * shortest way on, which has no shortcut. Exact, not polynomial in the worst case (the
 * question is NP-complete in general graphs), but every chain walked could still add an
 * answer. Sets of fleets are {@code long[]} words; nothing is allocated once sized to the board.
 */
final class RoutesFromOrigin {
  private GameMap map;
  /** The sea of each fleet of the search under way. */
  private int[] seas = new int[0];
  private int count;
  /** Longs per set of fleets and per set of provinces. */
  private int words;
  private int placeWords;
  private int provinces;
  /** Per fleet, {@link #placeWords} longs: the provinces it touches. */
  private long[] touch = new long[0];
  /** Per fleet, {@link #words} longs: the fleets whose seas it touches. */
  private long[] adjacent = new long[0];
  private boolean boardKnown;
  /** The destinations of the search under way, and the fleets touching the origin. */
  private long[] wanted = new long[0];
  private long[] nearOrigin = new long[0];
  /** Per province, {@link #words} longs: the fleets touching it (destinations only). */
  private long[] touching = new long[0];
  /** Per province: the fleets some proper route needs, and those that might still be needed. */
  private long[] needed = new long[0];
  private long[] open = new long[0];
  /** Per depth: the chain's last member (the origin, as {@link #count}, at depth 0). */
  private int[] chain = new int[0];
  /** Per depth: the fleets the chain forbids, the members left to try, the places it touches. */
  private long[] forbidden = new long[0];
  private long[] untried = new long[0];
  private long[] touched = new long[0];
  private long[] onChain = new long[0];
  private long[] allowed = new long[0];
  private long[] reach = new long[0];
  private final BlockTree blocks = new BlockTree();
  /** The depth of the chain under way (-1: the search is done). */
  private int depth = -1;
  /** Per fleet, {@link #placeWords} longs: the destinations it is open for (the transpose of {@link #open}). */
  private long[] openFor = new long[0];
  /** The destinations with an open fleet; the live ones at the chain under way; scratch. */
  private long[] stillOpen = new long[0];
  private long[] live = new long[0];
  private long[] openHere = new long[0];
  /** Per block, {@link #placeWords} longs: the places its subtree's fleets touch; and whether it may add an answer. */
  private long[] below = new long[0];
  private boolean[] useful = new boolean[0];
  private final ShortestWays ways = new ShortestWays();

  /** A new board: the fleets at sea will be given with the first search. */
  void reset() {
    boardKnown = false;
  }

  /** The fleets some proper route from the last search's origin to the destination needs, added to a set. */
  void addNeeded(int destination, long[] into, int offset) {
    for (int i = 0; i < words; i++) {
      into[offset + i] |= needed[destination * words + i];
    }
  }

  /**
   * Begins a search of every proper route from the origin to each destination ({@code
   * destinations}, a set of provinces from {@code from}), made by {@link #advance}; {@link
   * #addNeeded} then reads each one's fleets.
   *
   * @param seas the sea province of each fleet at sea
   * @param count the number of fleets at sea
   */
  void begin(GameMap map, int[] seas, int count, int origin, long[] destinations, int from) {
    prepare(map, seas, count);
    this.seas = seas;
    int w = words;
    int pw = placeWords;
    System.arraycopy(destinations, from, wanted, 0, pw);
    wanted[origin >>> 6] &= ~(1L << origin);
    Arrays.fill(nearOrigin, 0, w, 0L);
    for (int k = 0; k < count; k++) {
      // The fleets an army in the origin may step onto (a one-way border may forbid it).
      if (map.fleetLeaves(origin, seas[k])) {
        WordSets.set(nearOrigin, 0, k);
      }
    }
    for (int i = 0; i < pw; i++) {
      for (long bits = wanted[i]; bits != 0; bits &= bits - 1) {
        int d = (i << 6) + Long.numberOfTrailingZeros(bits);
        Arrays.fill(touching, d * w, d * w + w, 0L);
        Arrays.fill(needed, d * w, d * w + w, 0L);
        Arrays.fill(open, d * w, d * w + w, 0L);
      }
    }
    Arrays.fill(openFor, 0, count * pw, 0L);
    Arrays.fill(stillOpen, 0, pw, 0L);
    for (int k = 0; k < count; k++) {
      for (int i = 0; i < pw; i++) {
        for (long bits = touch[k * pw + i] & wanted[i]; bits != 0; bits &= bits - 1) {
          WordSets.set(touching, ((i << 6) + Long.numberOfTrailingZeros(bits)) * w, k);
        }
      }
    }
    chain[0] = count;
    Arrays.fill(forbidden, 0, w, 0L);
    Arrays.fill(touched, 0, pw, 0L);
    Arrays.fill(onChain, 0, w, 0L);
    depth = expand(0) ? 0 : -1;
  }

  /** Tries up to {@code steps} more chains of the search begun; true when it is done. */
  boolean advance(int steps) {
    int w = words;
    int pw = placeWords;
    for (int left = steps; depth >= 0; ) {
      int base = depth * w;
      int next = WordSets.first(untried, base, w);
      if (next < 0) {
        if (depth > 0) {
          WordSets.clear(onChain, 0, chain[depth]);
        }
        depth--;
        continue;
      }
      if (left-- == 0) {
        return false;
      }
      WordSets.clear(untried, base, next);
      int child = base + w;
      int last = chain[depth];
      for (int i = 0; i < w; i++) {
        forbidden[child + i] = forbidden[base + i] | (last == count ? nearOrigin[i] : adjacent[last * w + i]);
      }
      WordSets.set(forbidden, child, next);
      WordSets.set(onChain, 0, next);
      chain[depth + 1] = next;
      // The chain ends at each wanted place its new member touches first: a proper route.
      int before = depth * pw;
      for (int i = 0; i < pw; i++) {
        long t = touch[next * pw + i];
        for (long bits = t & wanted[i] & ~touched[before + i]; bits != 0; bits &= bits - 1) {
          found((i << 6) + Long.numberOfTrailingZeros(bits));
        }
        touched[before + pw + i] = touched[before + i] | t;
      }
      if (expand(depth + 1)) {
        depth++;
      } else {
        WordSets.clear(onChain, 0, next);
      }
    }
    return true;
  }

  /** The chain is a proper route to d: every member is needed. */
  private void found(int d) {
    if (seas[chain[1]] == d) {
      // Its first fleet stands in d (an archipelago): it carries no army into its own province.
      return;
    }
    int at = d * words;
    boolean left = false;
    for (int i = 0; i < words; i++) {
      long fresh = onChain[i] & open[at + i];
      needed[at + i] |= onChain[i];
      open[at + i] &= ~fresh;
      left |= open[at + i] != 0;
      for (; fresh != 0; fresh &= fresh - 1) {
        WordSets.clear(openFor, ((i << 6) + Long.numberOfTrailingZeros(fresh)) * placeWords, d);
      }
    }
    if (!left) {
      WordSets.clear(stillOpen, 0, d);
    }
  }

  /** Fleet k is needed by some proper route to d: no longer open for it. */
  private void isNeeded(int d, int k) {
    int at = d * words;
    WordSets.set(needed, at, k);
    if (WordSets.has(open, at, k)) {
      WordSets.clear(open, at, k);
      WordSets.clear(openFor, k * placeWords, d);
    }
  }

  /**
   * For the chain ending at {@code depth}: completes it for each destination it holds an open
   * fleet of, and finds the members that may follow (the last member's neighbours in a block
   * towards a destination with an open fleet on the way); false when none may.
   */
  private boolean expand(int depth) {
    int w = words;
    int pw = placeWords;
    int base = depth * w;
    for (int i = 0; i < w; i++) {
      allowed[i] = ~forbidden[base + i] & all(i);
      untried[base + i] = 0;
    }
    int last = chain[depth];
    long[] near = last == count ? nearOrigin : adjacent;
    int nearAt = last == count ? 0 : last * w;
    int placed = depth * pw;
    boolean alive = false;
    // The places no member touches yet, with a fleet that might still be needed.
    for (int i = 0; i < pw; i++) {
      live[i] = wanted[i] & ~touched[placed + i] & (depth == 0 ? -1L : stillOpen[i]);
      alive |= live[i] != 0;
    }
    if (!alive) {
      return false;
    }
    blocks.find(last, count, near, nearAt, adjacent, allowed, w);
    blocks.placesBelow(touch, pw, below, openHere);
    alive = false;
    for (int i = 0; i < pw; i++) {
      live[i] &= openHere[i];
      alive |= live[i] != 0;
    }
    if (!alive) {
      return false;
    }
    if (depth == 0) {
      openFromOrigin();
    } else {
      completeAll(last);
    }
    for (int i = 0; i < pw; i++) {
      live[i] &= stillOpen[i];
    }
    blocks.findUseful(openFor, pw, below, live, useful);
    boolean any = false;
    for (int i = 0; i < w; i++) {
      for (long bits = near[nearAt + i] & allowed[i]; bits != 0; bits &= bits - 1) {
        int c = (i << 6) + Long.numberOfTrailingZeros(bits);
        if (useful[blocks.blockOf(c)]) {
          WordSets.set(untried, base, c);
          any = true;
        }
      }
    }
    return any;
  }

  /**
   * At the origin: a fleet may be needed by a route to d only when it lies on a simple path
   * from the origin to d, in a block on the way to a fleet touching d.
   */
  private void openFromOrigin() {
    int w = words;
    for (int i = 0; i < placeWords; i++) {
      for (long bits = wanted[i]; bits != 0; bits &= bits - 1) {
        int d = (i << 6) + Long.numberOfTrailingZeros(bits);
        if (!blocks.towards(touching, d * w, reach)) {
          continue;
        }
        boolean any = false;
        for (int j = 0; j < w; j++) {
          open[d * w + j] = reach[j];
          any |= reach[j] != 0;
          for (long fleets = reach[j]; fleets != 0; fleets &= fleets - 1) {
            WordSets.set(openFor, ((j << 6) + Long.numberOfTrailingZeros(fleets)) * placeWords, d);
          }
        }
        if (any) {
          WordSets.set(stillOpen, 0, d);
        }
      }
    }
  }

  /** Completes the chain for each live destination it holds an open fleet of and some way on reaches. */
  private void completeAll(int last) {
    int pw = placeWords;
    Arrays.fill(openHere, 0, pw, 0L);
    for (int i = 0; i < words; i++) {
      for (long bits = onChain[i]; bits != 0; bits &= bits - 1) {
        int k = (i << 6) + Long.numberOfTrailingZeros(bits);
        for (int j = 0; j < pw; j++) {
          openHere[j] |= openFor[k * pw + j];
        }
      }
    }
    boolean walked = false;
    for (int i = 0; i < pw; i++) {
      for (long bits = openHere[i] & live[i]; bits != 0; bits &= bits - 1) {
        if (!walked) {
          ways.from(last, adjacent, allowed, words);
          walked = true;
        }
        complete((i << 6) + Long.numberOfTrailingZeros(bits), last);
      }
    }
  }

  /**
   * The chain and a shortest way on from its last member to d, when there is one: with the
   * chain a proper route (no member of a shortest way touches d or a later member, save the
   * next; the allowed fleets touch no earlier member of the chain).
   */
  private void complete(int d, int last) {
    int w = words;
    int at = d * w;
    int arrived = ways.nearest(touching, at, w, last);
    if (arrived < 0) {
      return;
    }
    if (seas[chain[1]] == d) {
      return;
    }
    for (int k = arrived; k != last; k = ways.before(k)) {
      isNeeded(d, k);
    }
    found(d);
  }

  /** Sizes the room to the board and finds which fleets touch which, once per board. */
  private void prepare(GameMap map, int[] seas, int count) {
    if (boardKnown && this.map == map && this.count == count) {
      return;
    }
    this.map = map;
    this.count = count;
    provinces = map.provinces().size();
    int w = Math.max(1, (count + 63) >>> 6);
    int pw = (provinces + 63) >>> 6;
    words = w;
    placeWords = pw;
    if (touch.length < count * pw) {
      touch = new long[count * pw * 2];
    }
    if (adjacent.length < count * w) {
      adjacent = new long[count * w * 2];
    }
    if (needed.length < provinces * w) {
      needed = new long[provinces * w];
      open = new long[needed.length];
      touching = new long[needed.length];
    }
    if (wanted.length < pw) {
      wanted = new long[pw];
      stillOpen = new long[pw];
      live = new long[pw];
      openHere = new long[pw];
    }
    if (openFor.length < (count + 1) * pw) {
      openFor = new long[(count + 1) * pw * 2];
      below = new long[openFor.length];
      useful = new boolean[(count + 1) * 2];
    }
    if (nearOrigin.length < w) {
      nearOrigin = new long[w];
      onChain = new long[w];
      allowed = new long[w];
      reach = new long[w];
    }
    if (chain.length < count + 2) {
      chain = new int[(count + 2) * 2];
    }
    if (forbidden.length < (count + 2) * w) {
      forbidden = new long[(count + 2) * w * 2];
      untried = new long[forbidden.length];
    }
    if (touched.length < (count + 2) * pw) {
      touched = new long[(count + 2) * pw * 2];
    }
    Arrays.fill(touch, 0, count * pw, 0L);
    Arrays.fill(adjacent, 0, count * w, 0L);
    for (int k = 0; k < count; k++) {
      map.addFleetReach(map.location(seas[k]).id(), touch, k * pw);
    }
    for (int k = 0; k < count; k++) {
      for (int j = 0; j < count; j++) {
        if (j != k && WordSets.has(touch, k * pw, seas[j])) {
          WordSets.set(adjacent, k * w, j);
        }
      }
    }
    blocks.size(count);
    ways.size(count);
    boardKnown = true;
  }

  /** Word i of the set of every fleet. */
  private long all(int i) {
    int left = count - (i << 6);
    return left >= 64 ? -1L : left <= 0 ? 0L : (1L << left) - 1;
  }
}
