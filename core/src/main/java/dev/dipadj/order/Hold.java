package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/** The unit stays where it is. */
public record Hold(Power power, UnitType type, Location unit) implements UnitOrder {}
