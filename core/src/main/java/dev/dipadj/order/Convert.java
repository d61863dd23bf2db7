package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * In an adjustment phase, where the variant allows it, the unit changes type where it
 * stands; {@code unit} may name the coast a new fleet is to stand on.
  *
  * @param power the unit's power
  * @param type the unit's type as written, or null
  * @param unit where the unit stands
 */
public record Convert(Power power, UnitType type, Location unit) implements UnitOrder {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code Convert A BOM}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Convert " + OrderText.unit(type, unit);
  }
}
