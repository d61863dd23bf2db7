package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * A fleet at sea carries an army from its province towards a destination.
 *
 * @param power the fleet's power
 * @param type the fleet's type as written, or null
 * @param unit where the fleet stands
 * @param convoyedType the convoyed unit's type as written, or null
 * @param army where the convoyed army stands
 * @param destination where it goes
 */
public record Convoy(
    Power power, UnitType type, Location unit, UnitType convoyedType, Location army, Location destination)
    implements UnitOrder {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code F Nth C A Lon - Bel}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(type, unit) + " C " + OrderText.unit(convoyedType, army) + " - " + destination;
  }
}
