package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * In an adjustment phase, a new unit is placed. A build must write the new unit's type: one
 * that omits it is illegal (DATC 4.C.3).
 *
 * @param power the building power
 * @param designation the new unit's type as written
 * @param location where it is placed
 */
public record Build(Power power, UnitDesignation designation, Location location) implements Order {
  /**
   * A build as written, its designation given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the building power
   * @param designation the new unit's type as written
   * @param location where it is placed
   */
  public Build {
    Objects.requireNonNull(designation, "designation");
  }

  /**
   * A build of a unit of this type.
   *
   * @param power the building power
   * @param type the new unit's type
   * @param location where it is placed
   */
  public Build(Power power, UnitType type, Location location) {
    this(power, UnitDesignation.of(type), location);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.build(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code Build F StP/nc}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Build " + OrderText.unit(designation, location);
  }
}
