package dev.dipadj.position;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * An army or fleet of a power, standing on a location.
 *
 * @param power the power
 * @param type army or fleet
 * @param location where it stands
 */
public record Unit(Power power, UnitType type, Location location) {
  /**
   * {@code A Par}, {@code F Spa/nc}.
   *
   * @return the unit's letter and location
   */
  public String describe() {
    return type.letter() + " " + location;
  }

  @Override
  public String toString() {
    return power + ": " + describe();
  }
}
