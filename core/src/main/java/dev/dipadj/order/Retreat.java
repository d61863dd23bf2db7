package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/** A dislodged unit retreats to an adjacent place. */
public record Retreat(Power power, UnitType type, Location unit, Location destination)
    implements UnitOrder {}
