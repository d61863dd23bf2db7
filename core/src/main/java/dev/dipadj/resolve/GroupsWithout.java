package dev.dipadj.resolve;

/**
 * The groups of touching fleets at sea once one fleet is left out, for {@link
 * ConvoyGeometry#routeExists} with a fleet to avoid: a fleet at sea that supports a convoyed
 * move cannot also convoy it (DATC 6.D.31), so the route it supports must do without it.
 * Without that fleet only its own group can come apart; the groups left are found once per
 * fleet left out (as when the supports of one fleet are listed), and kept until the board
 * changes. It stands apart from the geometry because it is its own search, over the bit sets
 * of at most 64 fleets the geometry hands it, and it keeps its own answer between questions.
 */
final class GroupsWithout {
  /** Per fleet at sea: the fleets of its group of touching fleets without the fleet {@link #avoided}. */
  private final long[] groupWithout = new long[64];
  /** The fleet (its index among the fleets at sea) whose groups {@link #groupWithout} holds, or -1: none yet for this board. */
  private int avoided = -1;

  /** A new board: no answer of the last one stands. */
  void forget() {
    avoided = -1;
  }

  /**
   * The fleets (bit k: the k-th at sea, at most 64) that chains from a place reach without
   * fleet {@code avoid}, given the fleets an army there may step onto ({@code leaving}), the
   * seas of the fleets and, per province, the fleets that touch it. The fleets without it
   * fall into groups of touching fleets; the place reaches the groups of the fleets it leaves by.
   */
  long reached(long leaving, int avoid, int[] seas, int count, long[] fleetsTouching) {
    long without = ~(1L << avoid);
    if (avoid != avoided) {
      avoided = avoid;
      groupsWithout(without, seas, count, fleetsTouching);
    }
    long reached = 0;
    for (long bits = leaving & without & ~reached; bits != 0; bits &= ~reached) {
      reached |= groupWithout[Long.numberOfTrailingZeros(bits)];
    }
    return reached;
  }

  /** Fills {@link #groupWithout}: per fleet at sea, the fleets of its group once the fleets outside {@code without} are gone. */
  private void groupsWithout(long without, int[] seas, int count, long[] fleetsTouching) {
    long all = count == 64 ? -1L : (1L << count) - 1;
    long left = all & without;
    while (left != 0) {
      long group = Long.lowestOneBit(left);
      long frontier = group;
      while (frontier != 0) {
        long next = 0;
        for (long bits = frontier; bits != 0; bits &= bits - 1) {
          next |= fleetsTouching[seas[Long.numberOfTrailingZeros(bits)]];
        }
        frontier = next & without & all & ~group;
        group |= frontier;
      }
      for (long bits = group; bits != 0; bits &= bits - 1) {
        groupWithout[Long.numberOfTrailingZeros(bits)] = group;
      }
      left &= ~group;
    }
  }
}
