package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * The unit supports another unit in holding where it is (or in any non-move order).
 *
 * @param power the supporting unit's power
 * @param type its type as written, or null
 * @param unit where it stands
 * @param supportedType the supported unit's type as written, or null
 * @param supported where the supported unit stands
 */
public record SupportHold(
    Power power, UnitType type, Location unit, UnitType supportedType, Location supported)
    implements UnitOrder {
  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code A Mar S A Par}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return OrderText.unit(type, unit) + " S " + OrderText.unit(supportedType, supported);
  }
}
