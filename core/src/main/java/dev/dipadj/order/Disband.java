package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * The unit is removed: a dislodged unit in a retreat phase, any unit in an adjustment phase.
 *
 * @param power the unit's power
 * @param designation the unit's type as written
 * @param unit where the unit stands
 */
public record Disband(Power power, UnitDesignation designation, Location unit) implements UnitOrder {
  /**
   * A disband as written, its designation given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the unit's power
   * @param designation the unit's type as written
   * @param unit where the unit stands
   */
  public Disband {
    Objects.requireNonNull(designation, "designation");
  }

  /**
   * A disband that writes the unit's type.
   *
   * @param power the unit's power
   * @param type the unit's type
   * @param unit where the unit stands
   */
  public Disband(Power power, UnitType type, Location unit) {
    this(power, UnitDesignation.of(type), unit);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.disband(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code Disband F Rum}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Disband " + OrderText.unit(designation, unit);
  }
}
