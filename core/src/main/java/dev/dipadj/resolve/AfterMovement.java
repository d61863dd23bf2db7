package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.MOVE;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;

/**
 * What the settled decisions of a movement phase mean for the board: which units moved,
 * which were dislodged and by whom (DATC 5.A: a unit that does not move is dislodged by a
 * successful move into its province), which provinces are occupied afterwards and which a
 * standoff left empty; from these, the units after the phase, the dislodged units with the
 * places they may retreat to ({@link RetreatRules}) and the standoffs. Its arrays are kept
 * from phase to phase, so that a phase allocates only what its result keeps.
 */
final class AfterMovement {
  private boolean[] moved = new boolean[0];
  /** Per unit that moved: the province it ends in (its destination; for a train, where it stops). */
  private int[] endsIn = new int[0];
  /** Per unit: the unit that dislodged it, or -1. */
  private int[] dislodgedBy = new int[0];
  private int dislodgedCount;
  /** Per province: a unit stands there after the phase. */
  private boolean[] occupied = new boolean[0];
  /** Per province: a standoff left it empty. */
  private boolean[] standoff = new boolean[0];
  private int standoffCount;
  /** Per province, the unit standing there after the phase, while the units after are listed (null otherwise). */
  private Unit[] standing = new Unit[0];

  /**
   * Reads the settled decisions of the phase loaded in {@code o}: who moved, who was
   * dislodged, where units stand and where standoffs are. {@link #clear} must follow once
   * the result is made.
   */
  void settle(MovementOrders o, Decisions d) {
    int units = o.units();
    prepare(units, o.map().provinces().size());
    Conditions c = d.conditions();
    dislodgedCount = 0;
    for (int u = 0; u < units; u++) {
      moved[u] = o.kind(u) == MOVE && Verdict.succeeds(d.verdict(u));
      endsIn[u] = o.train(u) < 0 ? o.target(u) : trainEnd(o, c, u);
      dislodgedBy[u] = moved[u] ? -1 : c.dislodger(u);
      if (dislodgedBy[u] >= 0) {
        dislodgedCount++;
      }
    }
    for (int u = 0; u < units; u++) {
      if (moved[u]) {
        occupied[endsIn[u]] = true;
      } else if (dislodgedBy[u] < 0) {
        occupied[o.province(u)] = true;
      }
    }
    findStandoffs(o, c);
  }

  /** The province train u ends in (DATC v2.4 section 7: it may stop short of its destination). */
  private static int trainEnd(MovementOrders o, Conditions c, int u) {
    int t = o.train(u);
    return o.trains().place(t, c.railway().end(t, null));
  }

  /** The unit that dislodged unit u, or -1. */
  int dislodgedBy(int u) {
    return dislodgedBy[u];
  }

  /**
   * A province left empty by a standoff: empty after the movement, with a move into it that
   * failed though it had a path and was not beaten head to head by the province's own unit
   * (no retreat may go there).
   */
  private void findStandoffs(MovementOrders o, Conditions c) {
    standoffCount = 0;
    for (int u = 0; u < o.units(); u++) {
      // A train stood off on its way is no standoff of its destination.
      if (o.kind(u) != MOVE || moved[u] || o.train(u) >= 0 || occupied[o.target(u)] || standoff[o.target(u)]
          || !c.hasPath(u)) {
        continue;
      }
      int opponent = c.headToHeadOpponent(u);
      if (!(opponent >= 0 && moved[opponent])) {
        standoff[o.target(u)] = true;
        standoffCount++;
      }
    }
  }

  /** The units after the phase, in province order as a position keeps them: each in its province's slot. */
  ImmutableList<Unit> units(MovementOrders o) {
    GameMap map = o.map();
    for (int u = 0; u < o.units(); u++) {
      if (moved[u]) {
        Unit old = o.unit(u);
        Location to = o.train(u) < 0 ? map.location(o.targetLocation(u)) : map.location(map.province(endsIn[u]));
        stand(endsIn[u], new Unit(old.power(), old.type(), to));
      } else if (dislodgedBy[u] < 0) {
        stand(o.province(u), o.unit(u));
      }
    }
    ImmutableList.Builder<Unit> after = ImmutableList.builderWithExpectedSize(o.units() - dislodgedCount);
    for (int p = 0, provinces = map.provinces().size(); p < provinces; p++) {
      if (standing[p] != null) {
        after.add(standing[p]);
        standing[p] = null;
      }
    }
    return after.build();
  }

  /** Puts a unit in its province's slot; two units ending in one province would be a bug of the resolver. */
  private void stand(int province, Unit unit) {
    if (standing[province] != null) {
      throw new IllegalStateException("two units in " + unit.location().province() + " after the phase");
    }
    standing[province] = unit;
  }

  /** The dislodged units, in province order, each with where it may retreat. */
  ImmutableList<Dislodgement> dislodged(MovementOrders o) {
    if (dislodgedCount == 0) {
      return ImmutableList.of();
    }
    GameMap map = o.map();
    ImmutableList.Builder<Dislodgement> dislodged = ImmutableList.builderWithExpectedSize(dislodgedCount);
    for (int u = 0; u < o.units(); u++) {
      int by = dislodgedBy[u];
      if (by >= 0) {
        dislodged.add(RetreatRules.dislodge(map, o.unit(u), o.unit(by), map.province(o.province(by)),
            o.convoyed(by), o.rules().retreatToConvoyOrigin(), o.neutral(u), occupied, standoff));
      }
    }
    return dislodged.build();
  }

  /** The provinces left empty by a standoff; none, without allocating, in most phases. */
  ImmutableSet<Province> standoffs(MovementOrders o) {
    if (standoffCount == 0) {
      return ImmutableSet.of();
    }
    ImmutableSet.Builder<Province> standoffs = ImmutableSet.builderWithExpectedSize(standoffCount);
    for (int u = 0; u < o.units(); u++) {
      if (o.kind(u) == MOVE && standoff[o.target(u)]) {
        standoffs.add(o.map().province(o.target(u)));
      }
    }
    return standoffs.build();
  }

  /**
   * The arrays sized for this many units and provinces. The per-province ones are all false:
   * {@link #clear} puts back what a phase set.
   */
  private void prepare(int units, int provinces) {
    if (moved.length < units) {
      moved = new boolean[Math.max(units, moved.length * 2)];
      dislodgedBy = new int[moved.length];
      endsIn = new int[moved.length];
    }
    if (occupied.length < provinces) {
      occupied = new boolean[provinces];
      standoff = new boolean[provinces];
      standing = new Unit[provinces];
    }
  }

  /** Clears what the phase set in the per-province arrays: only the provinces its units stood in or moved to. */
  void clear(MovementOrders o) {
    for (int u = 0; u < o.units(); u++) {
      occupied[o.province(u)] = false;
      occupied[o.target(u)] = false;
      occupied[endsIn[u]] = false;
      standoff[o.target(u)] = false;
    }
  }
}
