package dev.dipadj.explain;

import com.google.common.collect.ImmutableList;
import dev.dipadj.position.Unit;
import java.util.Objects;

/**
 * One of the strengths of DATC 5.B as the resolver settled it: its kind, the unit it is
 * the strength of (none for an empty province's hold), its value, why it is what it is, and
 * the supports given to the unit, counted or not.
 *
 * @param kind attack, hold, defend or prevent
 * @param unit the unit whose strength it is, or null for an empty province
 * @param value the strength
 * @param basis why the strength is what it is
 * @param supports the supports given to the unit, counted or not (empty where none could count)
 */
public record Strength(Kind kind, Unit unit, int value, Basis basis, ImmutableList<SupportCount> supports) {
  /** The strengths of DATC 5.B. */
  public enum Kind {
    /** 5.B.8: with which a move attacks its destination. */
    ATTACK,
    /** 5.B.5: what a province opposes to a move that is not head to head. */
    HOLD,
    /** 5.B.7: what a move opposes to its head-to-head opponent. */
    DEFEND,
    /** 5.B.6: what a move opposes to the other moves into its destination. */
    PREVENT;

    /**
     * The strength's name, in lower case.
     *
     * @return such as {@code attack}
     */
    public String word() {
      return name().toLowerCase(java.util.Locale.ROOT);
    }
  }

  /** Why a strength has its value. */
  public enum Basis {
    /** One for the unit and one for each support counted. */
    UNIT_AND_SUPPORTS,
    /** Hold of a province with no unit: 0. */
    EMPTY,
    /** Hold of a province whose unit moved away: 0. */
    MOVED_AWAY,
    /** Hold of a province whose unit failed to move away: 1, its supports being for the move. */
    FAILED_TO_MOVE,
    /** A move without a path: attack and prevent 0. */
    NO_PATH,
    /** Attack on a unit of the mover's own power (or side), which stays: 0. */
    OWN_UNIT,
    /** Prevent of a move that lost its head-to-head battle: 0. */
    LOST_HEAD_TO_HEAD
  }

  /**
   * Checks the parts.
   *
   * @param kind attack, hold, defend or prevent
   * @param unit the unit whose strength it is, or null for an empty province
   * @param value the strength
   * @param basis why the strength is what it is
   * @param supports the supports given to the unit
   */
  public Strength {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(basis, "basis");
    Objects.requireNonNull(supports, "supports");
  }

  /**
   * The supports that counted.
   *
   * @return the counted supports, in the order given
   */
  public ImmutableList<Unit> counted() {
    return supports.stream().filter(SupportCount::counted).map(SupportCount::supporter)
        .collect(ImmutableList.toImmutableList());
  }
}
