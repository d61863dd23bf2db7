package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * In an adjustment phase, a new unit is placed (type null when omitted, which is illegal).
 *
 * @param power the building power
 * @param type the new unit's type, or null when omitted
 * @param location where it is placed
 */
public record Build(Power power, UnitType type, Location location) implements Order {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code Build F StP/nc}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Build " + OrderText.unit(type, location);
  }
}
