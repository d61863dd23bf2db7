package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import java.util.Arrays;

/**
 * Which fleets at sea some proper route between two places needs, decided exactly. A proper
 * route (DATC 4.E.1, 6.F.12, 6.G.19) is a chain of fleets f1 .. fn, each touching the next,
 * f1 the origin and fn the destination, that never jumps to a place an earlier member of the
 * chain (the origin included) touches: in the graph of the fleets, the origin and the
 * destination, an induced (chordless) path. A fleet is needed when it lies on one.
 *
 * <p>Whether a given vertex lies on a chordless path between two others is NP-complete in
 * general graphs (the "chordless path through three vertices" problem), so the search is
 * exact but not polynomial: a depth-first walk over the proper chains from the origin. What
 * keeps it small is that a chain is extended only while the rest of a route could still pass
 * through a fleet not yet known to be needed: that fleet must lie on a simple path from the
 * chain's last fleet to the destination among the fleets the chain still allows, that is in
 * the block (biconnected component) of the graph that holds the edge from the last fleet to
 * the destination; only the last fleet's neighbours in that block are tried. Once the chain
 * holds such a fleet, a shortest way on (which has no shortcut) completes it. The worst case
 * stays exponential in the number of fleets (a chain is a set of fleets: at most 2^n chains,
 * each costing a block search of O(n^2 / 64 + edges)), but every chain walked is one whose
 * continuation could still add an answer. Sets of fleets are {@code long[]} words sized to the
 * fleets; nothing is allocated once the arrays have grown to the board.
 */
final class ProperRoutes {
  private GameMap map;
  private int[] seas = new int[0];
  private int count;
  /** Longs per set of fleets. */
  private int words;
  /** Per fleet, {@link #words} longs: the fleets whose seas it touches. */
  private long[] adjacent = new long[0];
  private boolean adjacentKnown;
  /** The fleets touching the origin, and those touching the destination, of the search under way. */
  private long[] nearOrigin = new long[0];
  private long[] nearDestination = new long[0];
  /** The target fleets not yet found on a proper route. */
  private long[] open = new long[0];
  /** Per depth of the chain: its last member (a fleet; at depth 0 the origin, written as the number of fleets). */
  private int[] chain = new int[0];
  /** Per depth, {@link #words} longs: the fleets the chain forbids (its members and what its earlier members touch). */
  private long[] forbidden = new long[0];
  /** Per depth: the next members not tried yet. */
  private long[] untried = new long[0];
  /** The fleets on the chain. */
  private long[] onChain = new long[0];
  /** The block found last ({@link #block}), and the fleets allowed while finding it. */
  private long[] block = new long[0];
  private long[] allowed = new long[0];
  /** The block search's and the completing walk's room, per vertex (the fleets, then the start and the destination). */
  private int[] order = new int[0];
  private int[] low = new int[0];
  private int[] seen = new int[0];
  private int seenStamp;
  private int[] stack = new int[0];
  private int[] frameVertex = new int[0];
  private int[] frameWord = new int[0];
  private long[] frameBits = new long[0];
  private int[] parent = new int[0];
  /** Where {@link #decide} adds the needed fleets it finds. */
  private long[] neededOut;
  private int neededAt;

  /** A new board: the fleets at sea will be given with the first question. */
  void reset() {
    adjacentKnown = false;
  }

  /**
   * Adds to {@code needed} (from {@code at}) every target fleet (a set from {@code from} in
   * {@code targets}) that some proper route from origin to destination needs, and may add
   * other needed fleets found on the way; a target left out is needed by no proper route.
   *
   * @param map the board's map
   * @param seas the sea province of each fleet at sea
   * @param count the number of fleets at sea
   */
  void decide(GameMap map, int[] seas, int count, int origin, int destination,
      long[] targets, int from, long[] needed, int at) {
    prepare(map, seas, count);
    neededOut = needed;
    neededAt = at;
    int w = words;
    System.arraycopy(targets, from, open, 0, w);
    fleetsLeaving(origin, nearOrigin);
    fleetsTouching(destination, nearDestination);
    Arrays.fill(onChain, 0, w, 0L);
    // Depth 0: the chain is the origin alone; it forbids nothing yet.
    chain[0] = count;
    Arrays.fill(forbidden, 0, w, 0L);
    for (int k = 0; k < count; k++) {
      if (seas[k] == destination) {
        // The fleet in the destination (an archipelago's) carries no army into it.
        forbidden[k >>> 6] |= 1L << k;
      }
    }
    if (!expand(0)) {
      return;
    }
    int depth = 0;
    while (depth >= 0 && !WordSets.none(open, 0, words)) {
      int base = depth * w;
      int next = WordSets.first(untried, base, words);
      if (next < 0) {
        if (depth > 0) {
          WordSets.clear(onChain, 0, chain[depth]);
        }
        depth--;
        continue;
      }
      WordSets.clear(untried, base, next);
      // The child forbids what the chain forbade, itself, and what its last member touches.
      int child = base + w;
      long[] near = chain[depth] == count ? nearOrigin : adjacent;
      int nearAt = chain[depth] == count ? 0 : chain[depth] * w;
      for (int i = 0; i < w; i++) {
        forbidden[child + i] = forbidden[base + i] | near[nearAt + i];
      }
      WordSets.set(forbidden, child, next);
      WordSets.set(onChain, 0, next);
      chain[depth + 1] = next;
      if (WordSets.has(nearDestination, 0, next)) {
        // A proper route: every fleet on it is needed.
        for (int i = 0; i < w; i++) {
          needed[at + i] |= onChain[i];
          open[i] &= ~onChain[i];
        }
        WordSets.clear(onChain, 0, next);
        continue;
      }
      if (expand(depth + 1)) {
        depth++;
      } else {
        WordSets.clear(onChain, 0, next);
      }
    }
  }

  /**
   * For the chain ending at {@code depth}: completes it when it holds an open target, then
   * finds the members that may follow (its last member's neighbours in the block with the
   * destination); false when none may.
   */
  private boolean expand(int depth) {
    int w = words;
    int base = depth * w;
    for (int i = 0; i < w; i++) {
      allowed[i] = ~forbidden[base + i] & all(i);
    }
    int last = chain[depth];
    if (WordSets.intersects(onChain, open, words)) {
      complete(last);
      if (WordSets.none(open, 0, words)) {
        return false;
      }
    }
    findBlock(last);
    if (depth == 0) {
      // A target off every simple path from the origin is on no proper route either.
      for (int i = 0; i < w; i++) {
        open[i] &= block[i];
      }
    }
    if (!WordSets.intersects(block, open, words)) {
      return false;
    }
    long[] near = last == count ? nearOrigin : adjacent;
    int nearAt = last == count ? 0 : last * w;
    boolean any = false;
    for (int i = 0; i < w; i++) {
      untried[base + i] = near[nearAt + i] & allowed[i] & block[i];
      any |= untried[base + i] != 0;
    }
    return any;
  }

  /**
   * The shortest way on from the chain's last member to the destination among the allowed
   * fleets, when there is one: with the chain it is a proper route (a shortest way has no
   * shortcut), so its fleets and the chain's are needed.
   */
  private void complete(int last) {
    int n = count;
    int stamp = nextStamp();
    int head = 0;
    int tail = 0;
    stack[tail++] = last;
    seen[last] = stamp;
    parent[last] = -1;
    int arrived = -1;
    while (head < tail && arrived < 0) {
      int v = stack[head++];
      long[] near = v == n ? nearOrigin : adjacent;
      int nearAt = v == n ? 0 : v * words;
      for (int i = 0; i < words && arrived < 0; i++) {
        for (long bits = near[nearAt + i] & allowed[i]; bits != 0; bits &= bits - 1) {
          int k = (i << 6) + Long.numberOfTrailingZeros(bits);
          if (seen[k] != stamp) {
            seen[k] = stamp;
            parent[k] = v;
            stack[tail++] = k;
            if (WordSets.has(nearDestination, 0, k)) {
              arrived = k;
              break;
            }
          }
        }
      }
    }
    if (arrived < 0) {
      return;
    }
    for (int i = 0; i < words; i++) {
      neededOut[neededAt + i] |= onChain[i];
      open[i] &= ~onChain[i];
    }
    for (int k = arrived; k != last; k = parent[k]) {
      WordSets.set(neededOut, neededAt, k);
      WordSets.clear(open, 0, k);
    }
  }

  /**
   * Fills {@link #block}: the allowed fleets that lie on a simple path from {@code start} (a
   * fleet, or the origin) to the destination, the block holding the edge between the two
   * (Tarjan's search, rooted at the start, the destination its first child).
   */
  private void findBlock(int start) {
    int n = count;
    int dest = n + 1;
    int stamp = nextStamp();
    Arrays.fill(block, 0, words, 0L);
    int time = 0;
    seen[start] = stamp;
    order[start] = time++;
    low[start] = order[start];
    int top = 0;
    int frames = 0;
    seen[dest] = stamp;
    order[dest] = time++;
    low[dest] = order[dest];
    stack[top++] = dest;
    frameVertex[frames] = dest;
    parent[dest] = start;
    frameWord[frames] = -2;
    frames++;
    while (frames > 0) {
      int f = frames - 1;
      int v = frameVertex[f];
      int next = nextNeighbour(f, v, start);
      if (next >= 0) {
        if (seen[next] == stamp) {
          if (next != parent[v]) {
            low[v] = Math.min(low[v], order[next]);
          }
          continue;
        }
        seen[next] = stamp;
        order[next] = time++;
        low[next] = order[next];
        parent[next] = v;
        stack[top++] = next;
        frameVertex[frames] = next;
        frameWord[frames] = -2;
        frames++;
        continue;
      }
      frames--;
      if (v == dest) {
        // The destination's subtree is done: what is left on the stack is the block with the start.
        for (int i = 0; i < top; i++) {
          if (stack[i] < n) {
            WordSets.set(block, 0, stack[i]);
          }
        }
        return;
      }
      int p = parent[v];
      low[p] = Math.min(low[p], low[v]);
      if (low[v] >= order[p]) {
        // v and what lies beyond it form a block of their own, away from the start's.
        while (stack[--top] != v) {
          // popped
        }
      }
    }
  }

  /**
   * The next neighbour of vertex v (frame f) among the allowed fleets, the start and the
   * destination, or -1: first the destination, then the start (the destination touches the
   * start: the edge the block must hold), then the allowed fleets word by word.
   */
  private int nextNeighbour(int f, int v, int start) {
    int dest = count + 1;
    while (true) {
      int step = frameWord[f];
      if (step == -2) {
        frameWord[f] = -1;
        if (v != dest && WordSets.has(nearDestination, 0, v)) {
          return dest;
        }
        continue;
      }
      if (step == -1) {
        frameWord[f] = 0;
        frameBits[f] = neighbours(v, 0);
        if (v == dest || (start == count ? WordSets.has(nearOrigin, 0, v) : WordSets.has(adjacent, start * words, v))) {
          return start;
        }
        continue;
      }
      long bits = frameBits[f];
      if (bits != 0) {
        frameBits[f] = bits & (bits - 1);
        return (step << 6) + Long.numberOfTrailingZeros(bits);
      }
      if (step + 1 >= words) {
        return -1;
      }
      frameWord[f] = step + 1;
      frameBits[f] = neighbours(v, step + 1);
    }
  }

  /** Word i of the allowed fleets touching vertex v (a fleet, or the destination). */
  private long neighbours(int v, int i) {
    return (v == count + 1 ? nearDestination[i] : adjacent[v * words + i]) & allowed[i];
  }

  private int nextStamp() {
    if (++seenStamp == 0) {
      Arrays.fill(seen, 0);
      seenStamp = 1;
    }
    return seenStamp;
  }

  /** Sizes the room to the board and finds which fleets touch which, once per board. */
  private void prepare(GameMap map, int[] seas, int count) {
    this.seas = seas;
    if (adjacentKnown && this.map == map && this.count == count) {
      return;
    }
    this.map = map;
    this.count = count;
    int w = Math.max(1, (count + 63) >>> 6);
    words = w;
    if (adjacent.length < count * w) {
      adjacent = new long[count * w * 2];
    }
    if (nearOrigin.length < w) {
      nearOrigin = new long[w];
      nearDestination = new long[w];
      open = new long[w];
      onChain = new long[w];
      block = new long[w];
      allowed = new long[w];
    }
    if (chain.length < count + 2) {
      int n = (count + 2) * 2;
      chain = new int[n];
      order = new int[n];
      low = new int[n];
      seen = new int[n];
      stack = new int[n];
      frameVertex = new int[n];
      frameWord = new int[n];
      frameBits = new long[n];
      parent = new int[n];
    }
    if (forbidden.length < (count + 2) * w) {
      forbidden = new long[(count + 2) * w * 2];
      untried = new long[forbidden.length];
    }
    Arrays.fill(adjacent, 0, count * w, 0L);
    for (int k = 0; k < count; k++) {
      for (int j = 0; j < count; j++) {
        if (j != k && map.fleetReaches(seas[k], seas[j])) {
          adjacent[k * w + (j >>> 6)] |= 1L << j;
        }
      }
    }
    adjacentKnown = true;
  }

  /** The fleets an army in the province may step onto: the first step of a route, which a one-way border may forbid. */
  private void fleetsLeaving(int province, long[] into) {
    Arrays.fill(into, 0, words, 0L);
    for (int k = 0; k < count; k++) {
      if (map.fleetLeaves(province, seas[k])) {
        into[k >>> 6] |= 1L << k;
      }
    }
  }

  private void fleetsTouching(int province, long[] into) {
    Arrays.fill(into, 0, words, 0L);
    for (int k = 0; k < count; k++) {
      if (map.fleetReaches(seas[k], province)) {
        into[k >>> 6] |= 1L << k;
      }
    }
  }

  /** Word i of the set of every fleet. */
  private long all(int i) {
    int left = count - (i << 6);
    return left >= 64 ? -1L : (1L << left) - 1;
  }
}
