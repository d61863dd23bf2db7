package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * The unit is removed: a dislodged unit in a retreat phase, any unit in an adjustment phase.
 *
 * @param power the unit's power
 * @param type the unit's type as written, or null
 * @param unit where the unit stands
 */
public record Disband(Power power, UnitType type, Location unit) implements UnitOrder {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code Disband F Rum}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Disband " + OrderText.unit(type, unit);
  }
}
