package dev.dipadj.explain;

import dev.dipadj.position.Unit;

/**
 * A fleet ordered to convoy an army's move, and whether its convoy held (DATC 5.B.3).
 *
 * @param fleet the fleet
 * @param held whether its convoy held
 * @param dislodgedBy the unit that dislodged it, or null
 * @param paradox whether the convoy-paradox rule failed it
 */
public record ConvoyFleet(Unit fleet, boolean held, Unit dislodgedBy, boolean paradox) {}
