package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * The unit moves (attacks) to a destination; {@code viaConvoy} marks an army that asks to
 * be convoyed even where it could go by land.
  *
  * @param power the unit's power
  * @param type the unit's type as written, or null
  * @param unit where the unit stands
  * @param destination where it moves
  * @param viaConvoy whether it asks to go by convoy
 */
public record Move(Power power, UnitType type, Location unit, Location destination, boolean viaConvoy)
    implements UnitOrder {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code A Par - Bur}, {@code A Lon - Bel via convoy}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(type, unit) + " - " + destination + (viaConvoy ? " via convoy" : "");
  }
}
