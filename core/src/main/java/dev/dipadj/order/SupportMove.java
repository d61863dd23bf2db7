package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * The unit supports another unit's move into a destination.
 *
 * @param power the supporting unit's power
 * @param type its type as written, or null
 * @param unit where it stands
 * @param supportedType the supported unit's type as written, or null
 * @param supported where the supported unit stands
 * @param destination where the supported unit moves
 */
public record SupportMove(
    Power power,
    UnitType type,
    Location unit,
    UnitType supportedType,
    Location supported,
    Location destination)
    implements UnitOrder {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code A Mar S A Par - Bur}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(type, unit) + " S " + OrderText.unit(supportedType, supported) + " - " + destination;
  }
}
