package dev.dipadj.game;

import dev.dipadj.position.Unit;
import java.util.Optional;

/**
 * A position or saved state that the rules could never produce, found by the one check that
 * {@link Game#from(dev.dipadj.variant.Variant, dev.dipadj.position.Position, java.util.List,
 * dev.dipadj.rules.RuleOptions, dev.dipadj.variant.Players) Game.from} and {@link Game#restore}
 * make: a unit where it cannot stand, a dislodged unit that nothing dislodged, a retreat place
 * the retreat rules would not give. It names the unit at fault, and for a retreat place its
 * index in the unit's list, so that a reader can point at the line or JSON path it came from.
 */
public final class ImpossibleStateException extends IllegalArgumentException {
  private static final long serialVersionUID = 1L;

  /** The unit at fault, or null. */
  private final transient Unit unit;
  /** The index of the dislodged unit at fault, or -1. */
  private final int dislodged;
  /** The index of the retreat place at fault in that unit's list, or -1. */
  private final int retreat;

  ImpossibleStateException(Unit unit, int dislodged, int retreat, String message) {
    super(message);
    this.unit = unit;
    this.dislodged = dislodged;
    this.retreat = retreat;
  }

  /**
   * The unit the problem is with, as it was given: one on the board, or a dislodged one
   * when {@link #dislodged()} is not -1.
   *
   * @return the unit, or empty for a problem of the whole state
   */
  public Optional<Unit> unit() {
    return Optional.ofNullable(unit);
  }

  /**
   * Which of the dislodged units, in the order given, {@link #unit()} is.
   *
   * @return its index in the list of dislodged units, or -1 for a unit on the board
   */
  public int dislodged() {
    return dislodged;
  }

  /**
   * The index of the retreat place at fault in the dislodged unit's list.
   *
   * @return the index, or -1 when the problem is not with one place
   */
  public int retreat() {
    return retreat;
  }
}
