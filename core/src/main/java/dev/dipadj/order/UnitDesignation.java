package dev.dipadj.order;

import dev.dipadj.map.UnitType;
import java.util.Objects;
import java.util.Optional;

/**
 * The unit's type as an order writes it (the DATC's "unit designation"): {@code A}, {@code
 * F}, or omitted. Omitting it, or writing the wrong one, does not make an order to a unit on
 * the board illegal, since a province holds one unit at most (DATC 4.C.1, 4.C.2); a build
 * must name the type of the unit it places (DATC 4.C.3).
 */
public enum UnitDesignation {
  /** {@code A}: the order names an army. */
  ARMY(UnitType.ARMY),
  /** {@code F}: the order names a fleet. */
  FLEET(UnitType.FLEET),
  /** The order writes no unit type ({@code Par - Bur}). */
  OMITTED(null);

  /** The type written, kept once: asked for in every order's text. */
  private final Optional<UnitType> type;

  UnitDesignation(UnitType type) {
    this.type = Optional.ofNullable(type);
  }

  /**
   * The designation that writes a type.
   *
   * @param type army or fleet
   * @return {@link #ARMY} or {@link #FLEET}
   */
  public static UnitDesignation of(UnitType type) {
    return Objects.requireNonNull(type, "type") == UnitType.ARMY ? ARMY : FLEET;
  }

  /**
   * The type written.
   *
   * @return army or fleet; empty for {@link #OMITTED}
   */
  public Optional<UnitType> type() {
    return type;
  }
}
