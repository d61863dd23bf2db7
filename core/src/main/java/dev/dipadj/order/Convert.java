package dev.dipadj.order;

import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;

/**
 * In an adjustment phase, where the variant allows it, the unit changes type where it
 * stands; {@code unit} may name the coast a new fleet is to stand on.
 */
public record Convert(Power power, UnitType type, Location unit) implements UnitOrder {}
