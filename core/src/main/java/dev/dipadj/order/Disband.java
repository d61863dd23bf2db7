package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/** The unit is removed: a dislodged unit in a retreat phase, any unit in an adjustment phase. */
public record Disband(Power power, UnitType type, Location unit) implements UnitOrder {}
