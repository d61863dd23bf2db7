package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import java.util.ArrayList;
import java.util.List;

/**
 * The neutral units' rules (issue 21; "unit Neutral" in the variant format), over a phase:
 * a neutral unit never moves (each one after the phase stood there before it, or is a
 * garrison the variant began with, rebuilt when a Fall turn ended), never waits to retreat
 * (a dislodged one is removed at once), never owns the centre under it, and when a Fall turn
 * ends every garrison centre that is unowned and empty has its neutral unit back.
 */
final class NeutralUnitInvariants {
  private NeutralUnitInvariants() {}

  static void check(Game before, PhaseOutcome outcome, List<Violation> out) {
    GameMap map = before.variant().map();
    Game next = outcome.next();
    boolean fallEnded = before.phase().season() == Season.FALL && next.phase().season() != Season.FALL;
    for (Unit u : next.position().units()) {
      if (!map.isNeutral(u.power())) {
        continue;
      }
      boolean stood = before.position().units().contains(u);
      boolean rebuilt = fallEnded && before.variant().start().units().contains(u);
      if (!stood && !rebuilt) {
        out.add(new Violation("neutral.never-moves", u + " stands where no neutral unit stood before the phase"));
      }
      if (next.position().owners().containsKey(u.location().province())) {
        out.add(new Violation("neutral.centre-unowned", u + " stands on a centre "
            + next.position().owners().get(u.location().province()) + " owns"));
      }
    }
    for (DislodgedUnit d : next.dislodged()) {
      if (map.isNeutral(d.unit().power())) {
        out.add(new Violation("neutral.no-retreat", d.unit() + " waits to retreat"));
      }
    }
    for (Dislodgement d : outcome.dislodged()) {
      if (map.isNeutral(d.unit().power()) && outcome.removed().stream().noneMatch(r -> isRemoval(r, d.unit()))) {
        out.add(new Violation("neutral.disbanded-when-dislodged", d.unit() + " was dislodged but not removed"));
      }
    }
    if (fallEnded && next.phase().type() != PhaseType.RETREAT) {
      for (Unit garrison : before.variant().start().units()) {
        if (map.isNeutral(garrison.power())
            && !next.position().owners().containsKey(garrison.location().province())
            && !next.position().isOccupied(garrison.location().province())) {
          out.add(new Violation("neutral.rebuilt", garrison + " was not rebuilt on its unowned, empty centre"));
        }
      }
    }
  }

  /**
   * The units on the board after the phase, less the neutral units that were not on it
   * before: the garrisons rebuilt when a Fall turn ends, which {@link #check} checks, so that
   * the other invariants of a phase see only what its orders did.
   */
  static List<Unit> withoutRebuilt(Game before, Game next) {
    GameMap map = before.variant().map();
    List<Unit> units = new ArrayList<>(next.position().units());
    units.removeIf(u -> map.isNeutral(u.power()) && !before.position().units().contains(u));
    return units;
  }

  private static boolean isRemoval(Removal r, Unit unit) {
    return r.unit().equals(unit) && r.cause() == RemovalCause.NEUTRAL_DISLODGED;
  }
}
