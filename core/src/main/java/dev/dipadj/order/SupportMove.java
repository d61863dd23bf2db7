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
    implements UnitOrder {}
