package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/** A fleet at sea carries an army from its province towards a destination. */
public record Convoy(
    Power power, UnitType type, Location unit, UnitType convoyedType, Location army, Location destination)
    implements UnitOrder {}
