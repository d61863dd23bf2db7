package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * A dislodged unit retreats to an adjacent place.
 *
 * @param power the unit's power
 * @param type the unit's type as written, or null
 * @param unit where the dislodged unit stands
 * @param destination where it retreats
 */
public record Retreat(Power power, UnitType type, Location unit, Location destination)
    implements UnitOrder {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code F Rum R Sev}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(type, unit) + " R " + destination;
  }
}
