package dev.dipadj.oracle;

import dev.dipadj.position.Unit;
import java.util.Map;
import java.util.Set;

/**
 * One assignment of the movement-phase decisions that satisfies every DATC 5.B condition:
 * per unit whose order is a decision (a move, a matched support, a matched convoy by a
 * fleet at sea) whether it succeeds, the units dislodged under that assignment, and per
 * unit whose order failed the case format's reason word for it.
 */
record Resolution(Map<Unit, Boolean> decisions, Set<Unit> dislodged, Map<Unit, String> reasons) {
  Resolution {
    decisions = Map.copyOf(decisions);
    dislodged = Set.copyOf(dislodged);
    reasons = Map.copyOf(reasons);
  }

  /** Whether the unit's decision is success; fails if the unit has no decision. */
  boolean succeeds(Unit unit) {
    Boolean d = decisions.get(unit);
    if (d == null) {
      throw new IllegalArgumentException(unit + " has no decision");
    }
    return d;
  }
}
