package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/** The unit supports another unit in holding where it is (or in any non-move order). */
public record SupportHold(
    Power power, UnitType type, Location unit, UnitType supportedType, Location supported)
    implements UnitOrder {}
