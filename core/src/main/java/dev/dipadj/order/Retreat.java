package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

/**
 * A dislodged unit retreats to an adjacent place.
 *
 * @param power the unit's power
 * @param designation the unit's type as written
 * @param unit where the dislodged unit stands
 * @param destination where it retreats
 */
public record Retreat(Power power, UnitDesignation designation, Location unit, Location destination)
    implements UnitOrder {
  /**
   * A retreat as written, its designation given ({@link UnitDesignation#OMITTED} where the text has none).
   *
   * @param power the unit's power
   * @param designation the unit's type as written
   * @param unit where the dislodged unit stands
   * @param destination where it retreats
   */
  public Retreat {
    Objects.requireNonNull(designation, "designation");
  }

  /**
   * A retreat that writes the unit's type.
   *
   * @param power the unit's power
   * @param type the unit's type
   * @param unit where the dislodged unit stands
   * @param destination where it retreats
   */
  public Retreat(Power power, UnitType type, Location unit, Location destination) {
    this(power, UnitDesignation.of(type), unit, destination);
  }

  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.retreat(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code F Rum R Sev}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(designation, unit) + " R " + destination;
  }
}
