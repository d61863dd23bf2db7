package dev.dipadj.resolve;

import dev.dipadj.result.ReasonKind;

/**
 * A decision's outcome together with its cause, packed into a {@code long} so that settling
 * a decision allocates nothing: the kind of cause ({@link ReasonKind#NONE} when the order
 * succeeds), the unit responsible, this order's strength and the strength it met. The
 * boolean the DATC's equations speak of is {@link #succeeds}.
 */
final class Verdict {
  private static final int KIND_BITS = 4;
  private static final int UNIT_BITS = 24;
  private static final int STRENGTH_BITS = 16;
  private static final long UNIT_MASK = (1L << UNIT_BITS) - 1;
  private static final long STRENGTH_MASK = (1L << STRENGTH_BITS) - 1;
  private static final ReasonKind[] KINDS = ReasonKind.values();

  /** The value a guess of "fails" stands for; never the settled verdict of a decision. */
  static final long GUESSED_FAILS = fails(ReasonKind.ILLEGAL, -1, 0, 0);
  /** The value a guess of "succeeds" stands for. */
  static final long GUESSED_SUCCEEDS = succeeds(0);

  private Verdict() {}

  /** Success; {@code strength} is a move's attack strength (0 for other orders). */
  static long succeeds(int strength) {
    return pack(ReasonKind.NONE, -1, strength, 0);
  }

  /** Failure for a cause, naming the unit responsible (-1: none) and the strengths compared. */
  static long fails(ReasonKind cause, int culprit, int strength, int opposing) {
    return pack(cause, culprit, strength, opposing);
  }

  private static long pack(ReasonKind kind, int culprit, int strength, int opposing) {
    return kind.ordinal()
        | ((culprit + 1L) & UNIT_MASK) << KIND_BITS
        | (Math.min(strength, STRENGTH_MASK) << (KIND_BITS + UNIT_BITS))
        | (Math.min(opposing, STRENGTH_MASK) << (KIND_BITS + UNIT_BITS + STRENGTH_BITS));
  }

  static boolean succeeds(long verdict) {
    return (verdict & ((1L << KIND_BITS) - 1)) == ReasonKind.NONE.ordinal();
  }

  static ReasonKind cause(long verdict) {
    return KINDS[(int) (verdict & ((1L << KIND_BITS) - 1))];
  }

  /** The unit responsible for a failure, or -1. */
  static int culprit(long verdict) {
    return (int) ((verdict >>> KIND_BITS) & UNIT_MASK) - 1;
  }

  static int strength(long verdict) {
    return (int) ((verdict >>> (KIND_BITS + UNIT_BITS)) & STRENGTH_MASK);
  }

  static int opposing(long verdict) {
    return (int) ((verdict >>> (KIND_BITS + UNIT_BITS + STRENGTH_BITS)) & STRENGTH_MASK);
  }
}
