package dev.dipadj.position;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * An army or fleet of a power, standing on a location. A neutral unit of a variant ({@code
 * unit Neutral A Geo}) has its map's word of neutral units for its power ({@code
 * GameMap.neutral()}).
 *
 * @param power the power, or the map's word of neutral units
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

  /** Written out: units are compared and hashed by the thousand in every phase a replay checks. */
  @Override
  public boolean equals(Object o) {
    return this == o
        || (o instanceof Unit u && type == u.type && location.equals(u.location) && power.equals(u.power));
  }

  @Override
  public int hashCode() {
    return (31 * location.hashCode() + power.hashCode()) * 2 + type.ordinal();
  }

  @Override
  public String toString() {
    return power + ": " + describe();
  }
}
