package dev.dipadj.position;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import java.util.Objects;

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

  /** Equal units are usually of the map's own powers and places: those are compared first, without the records' generic equality. */
  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof Unit u && type == u.type && Objects.equals(location, u.location) && Objects.equals(power, u.power));
  }

  @Override
  public int hashCode() {
    return (31 * Objects.hashCode(power) + (type == null ? 0 : type.ordinal() + 1)) * 31 + Objects.hashCode(location);
  }

  @Override
  public String toString() {
    return power + ": " + describe();
  }
}
