package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * The unit moves (attacks) to a destination; {@code viaConvoy} marks an army that asks to
 * be convoyed even where it could go by land.
 */
public record Move(Power power, UnitType type, Location unit, Location destination, boolean viaConvoy)
    implements UnitOrder {}
