package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/** The unit supports another unit's move into a destination. */
public record SupportMove(
    Power power,
    UnitType type,
    Location unit,
    UnitType supportedType,
    Location supported,
    Location destination)
    implements UnitOrder {}
