package dev.dipadj.resolve;

import java.util.Arrays;

/**
 * The blocks (biconnected components) of the fleets allowed to a chain, seen from the chain's
 * last member (its root), for {@link RoutesFromOrigin}: a fleet lies on a simple path from the
 * root to a place exactly when it lies in a block on the way from the root to a fleet touching
 * that place (the blocks a new vertex beside those fleets and the root would join into one).
 * One search (Tarjan's) finds the blocks; each place's fleets are then read off the tree of
 * blocks, so one search serves every destination. Vertices are the fleets (0 to count - 1)
 * and, as a root, the origin ({@code count}); sets of fleets are {@code long[]} words.
 */
final class BlockTree {
  private int root;
  private int words;
  /** Per vertex: order of discovery, lowest order reached, parent, the search's stamp. */
  private int[] order = new int[0];
  private int[] low = new int[0];
  private int[] parent = new int[0];
  private int[] seen = new int[0];
  private int stamp;
  /** Per fleet met: its block (the one holding the edge to its parent). */
  private int[] blockOf = new int[0];
  /** Per block: the vertex through which it hangs towards the root, its fleets, and a mark. */
  private int[] head = new int[0];
  private long[] members = new long[0];
  private int[] mark = new int[0];
  private int markStamp;
  private int blocks;
  private int[] stack = new int[0];
  private int[] frameVertex = new int[0];
  private int[] frameWord = new int[0];
  private long[] frameBits = new long[0];

  /** Room for this many fleets. */
  void size(int count) {
    int n = count + 1;
    if (order.length < n) {
      order = new int[n];
      low = new int[n];
      parent = new int[n];
      seen = new int[n];
      stamp = 0;
      blockOf = new int[n];
      head = new int[n];
      mark = new int[n];
      markStamp = 0;
      stack = new int[n];
      frameVertex = new int[n];
      frameWord = new int[n];
      frameBits = new long[n];
    }
    int w = Math.max(1, (count + 63) >>> 6);
    if (members.length < n * w) {
      members = new long[n * w];
    }
  }

  /**
   * Finds the blocks of the allowed fleets and the root, from the root: a fleet, or the origin
   * ({@code count}). {@code near} from {@code nearAt} holds the root's neighbours; {@code
   * adjacent} per fleet its neighbours ({@code words} longs each).
   */
  void find(int root, int count, long[] near, int nearAt, long[] adjacent, long[] allowed, int words) {
    this.root = root;
    this.words = words;
    blocks = 0;
    if (++stamp == 0) {
      Arrays.fill(seen, 0);
      stamp = 1;
    }
    int time = 0;
    seen[root] = stamp;
    order[root] = time++;
    low[root] = order[root];
    parent[root] = -1;
    int frames = 0;
    int top = 0;
    frameVertex[frames] = root;
    frameWord[frames] = 0;
    frameBits[frames] = near[nearAt] & allowed[0];
    frames++;
    while (frames > 0) {
      int f = frames - 1;
      int v = frameVertex[f];
      int next = -1;
      while (true) {
        long bits = frameBits[f];
        if (bits != 0) {
          frameBits[f] = bits & (bits - 1);
          next = (frameWord[f] << 6) + Long.numberOfTrailingZeros(bits);
          break;
        }
        int i = frameWord[f] + 1;
        if (i >= words) {
          break;
        }
        frameWord[f] = i;
        frameBits[f] = (v == root ? near[nearAt + i] : adjacent[v * words + i]) & allowed[i];
      }
      if (next >= 0) {
        if (seen[next] == stamp) {
          low[v] = Math.min(low[v], order[next]);
          continue;
        }
        seen[next] = stamp;
        order[next] = time++;
        // An edge back to the root (never an allowed fleet itself) closes a cycle through it.
        low[next] = v != root && (near[nearAt + (next >>> 6)] & (1L << next)) != 0 ? 0 : order[next];
        parent[next] = v;
        stack[top++] = next;
        frameVertex[frames] = next;
        frameWord[frames] = 0;
        frameBits[frames] = adjacent[next * words] & allowed[0];
        frames++;
        continue;
      }
      frames--;
      if (v == root) {
        break;
      }
      int p = parent[v];
      low[p] = Math.min(low[p], low[v]);
      if (low[v] >= order[p]) {
        // v and what hangs below it form a block with p.
        int b = blocks++;
        head[b] = p;
        Arrays.fill(members, b * words, b * words + words, 0L);
        int x;
        do {
          x = stack[--top];
          blockOf[x] = b;
          members[b * words + (x >>> 6)] |= 1L << x;
        } while (x != v);
      }
    }
  }

  /** The number of blocks found, numbered bottom up: a block after every block hanging from it. */
  int count() {
    return blocks;
  }

  /** Word i of block b's fleets (its vertex towards the root left out: it belongs to the block above). */
  long members(int b, int i) {
    return members[b * words + i];
  }

  /** The block that block b hangs from, or -1 when it hangs from the root. */
  int parent(int b) {
    return head[b] == root ? -1 : blockOf[head[b]];
  }

  /** The block of a fleet met by the search (the block holding the edge to its parent). */
  int blockOf(int fleet) {
    return blockOf[fleet];
  }

  /**
   * Per block, {@code pw} longs of {@code below}: the places the fleets of it and of the
   * blocks hanging from it touch ({@code touch}: per fleet, {@code pw} longs); {@code reached}:
   * the places some fleet met touches.
   */
  void placesBelow(long[] touch, int pw, long[] below, long[] reached) {
    Arrays.fill(below, 0, blocks * pw, 0L);
    Arrays.fill(reached, 0, pw, 0L);
    // Bottom up: a block is found after those hanging from it.
    for (int b = 0; b < blocks; b++) {
      for (int i = 0; i < words; i++) {
        for (long bits = members[b * words + i]; bits != 0; bits &= bits - 1) {
          int k = (i << 6) + Long.numberOfTrailingZeros(bits);
          for (int j = 0; j < pw; j++) {
            below[b * pw + j] |= touch[k * pw + j];
          }
        }
      }
      int up = parent(b);
      long[] into = up >= 0 ? below : reached;
      int at = up >= 0 ? up * pw : 0;
      for (int j = 0; j < pw; j++) {
        into[at + j] |= below[b * pw + j];
      }
    }
  }

  /**
   * Per block, into {@code useful}: whether it or a block hanging from it has a fleet open
   * ({@code openFor}: per fleet, {@code pw} longs of places) for a {@code live} place that a
   * fleet below it touches ({@link #placesBelow}). A way from the root to that place passes
   * through the block and every block above it.
   */
  void findUseful(long[] openFor, int pw, long[] below, long[] live, boolean[] useful) {
    Arrays.fill(useful, 0, blocks, false);
    for (int b = 0; b < blocks; b++) {
      for (int i = 0; i < words && !useful[b]; i++) {
        for (long bits = members[b * words + i]; bits != 0 && !useful[b]; bits &= bits - 1) {
          int k = (i << 6) + Long.numberOfTrailingZeros(bits);
          for (int j = 0; j < pw && !useful[b]; j++) {
            useful[b] = (openFor[k * pw + j] & below[b * pw + j] & live[j]) != 0;
          }
        }
      }
      int up = parent(b);
      if (up >= 0) {
        useful[up] |= useful[b];
      }
    }
  }

  /**
   * Sets {@code into} to the fleets on some simple path from the root to the place touched by
   * the fleets {@code touching} (from {@code at}): the blocks on the way from the root to each
   * of them. False when none of them was met (no path).
   */
  boolean towards(long[] touching, int at, long[] into) {
    Arrays.fill(into, 0, words, 0L);
    if (++markStamp == 0) {
      Arrays.fill(mark, 0);
      markStamp = 1;
    }
    boolean met = false;
    for (int i = 0; i < words; i++) {
      for (long bits = touching[at + i]; bits != 0; bits &= bits - 1) {
        int t = (i << 6) + Long.numberOfTrailingZeros(bits);
        if (t == root || seen[t] != stamp) {
          continue;
        }
        met = true;
        for (int b = blockOf[t]; b >= 0 && mark[b] != markStamp; b = head[b] == root ? -1 : blockOf[head[b]]) {
          mark[b] = markStamp;
          for (int j = 0; j < words; j++) {
            into[j] |= members[b * words + j];
          }
        }
      }
    }
    return met;
  }
}
