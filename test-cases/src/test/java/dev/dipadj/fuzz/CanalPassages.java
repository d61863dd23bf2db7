package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Canal;
import dev.dipadj.map.GameMap;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Move;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;

/**
 * The invariant of the canal rule (DATC v2.4 section 7, the Suez Canal): a fleet that passes
 * a canal had the permission of the power whose unit held the canal's province, its own or
 * given by a permission order that succeeded, and that unit is still there after the move.
 */
final class CanalPassages {
  private CanalPassages() {}

  /** Why a successful move should not have passed its canal, or null (also for a move through none). */
  static String problem(GameMap map, Game before, Move m, PhaseOutcome outcome) {
    for (Canal c : map.canals()) {
      if (!c.crossedBy(m.unit().province(), m.destination().province())) {
        continue;
      }
      Unit holder = before.position().unitIn(c.via()).orElse(null);
      if (holder == null) {
        return "it passed " + c + " with nobody in " + c.via();
      }
      if (!holder.equals(outcome.next().position().unitIn(c.via()).orElse(null))) {
        return "it passed " + c + " though " + holder + " left " + c.via() + " or was dislodged";
      }
      if (!holder.power().equals(m.power()) && !permitted(m, outcome, holder)) {
        return "it passed " + c + " without " + holder.power() + "'s permission";
      }
    }
    return null;
  }

  private static boolean permitted(Move m, PhaseOutcome outcome, Unit holder) {
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.SUCCEEDS && r.order() instanceof CanalPermission p && p.power().equals(holder.power())
          && p.unit().province().equals(m.unit().province())
          && p.destination().province().equals(m.destination().province())) {
        return true;
      }
    }
    return false;
  }
}
