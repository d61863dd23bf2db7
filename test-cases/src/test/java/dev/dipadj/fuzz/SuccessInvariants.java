package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.rules.SelfDislodgementRule;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What a movement order that succeeded must have been entitled to, checked on the map and
 * the other results alone: a move went to a place its unit reaches, or an army along a chain
 * of fleets at sea whose convoys of it succeeded; a support was given by a unit that reaches
 * the place supported, to a unit whose counted order matches it; a convoy was by a fleet at
 * sea; and a unit was dislodged only by a successful move into its province of a unit it
 * may be dislodged by (another power, or under {@code self-dislodgement=player} another player).
 */
final class SuccessInvariants {
  private SuccessInvariants() {}

  static void check(Game before, PhaseOutcome outcome, List<Violation> out) {
    GameMap map = before.variant().map();
    for (OrderResult r : outcome.results()) {
      if (r.outcome() != Outcome.SUCCEEDS) {
        continue;
      }
      Unit u = unitOf(before, r.order());
      if (u == null) {
        continue; // reported by OrderResultInvariants
      }
      String why = null;
      if (r.order() instanceof Move m) {
        why = moveProblem(map, u, m, outcome);
        if (why == null) {
          why = CanalPassages.problem(map, before, m, outcome);
        }
      } else if (r.order() instanceof SupportHold s) {
        Move moving = countedMove(s.supported().province(), before, outcome);
        why = !map.canReach(u.type(), u.location(), s.supported().province()) ? "the supporter does not reach it"
            : before.position().unitIn(s.supported().province()).isEmpty() ? "no unit to support"
            : moving != null ? "the supported unit moves: " + moving : null;
      } else if (r.order() instanceof SupportMove s) {
        Move moving = countedMove(s.supported().province(), before, outcome);
        why = !map.canReach(u.type(), u.location(), s.destination().province()) ? "the supporter does not reach it"
            : moving == null || !moving.destination().province().equals(s.destination().province())
                ? "the supported unit's counted order is no such move: " + moving : null;
      } else if (r.order() instanceof Convoy) {
        why = u.type() != UnitType.FLEET || !u.location().province().kind().fleetConvoys() ? "not a fleet that convoys" : null;
      }
      if (why != null) {
        out.add(new Violation("movement.success-entitled", r.order() + " succeeded: " + why));
      }
    }
    for (Dislodgement d : outcome.dislodged()) {
      checkDislodger(before, d, outcome, out);
    }
  }

  private static String moveProblem(GameMap map, Unit u, Move m, PhaseOutcome outcome) {
    Province to = m.destination().province();
    Unit arrived = outcome.next().position().unitIn(to).orElse(null);
    if (arrived == null) {
      return "nobody arrived";
    }
    if (u.type() == UnitType.FLEET) {
      return map.fleetNeighbours(u.location()).contains(arrived.location()) ? null : "a fleet cannot sail to " + arrived.location();
    }
    if (m.byRailroad()) {
      // A train that succeeds is the railroad's power's army, from one place of its line to another.
      return map.railroad(m.railroad()).filter(r -> r.power().equals(u.power()) && r.joins(u.location().province(), to))
          .isPresent() ? null : "no railroad of its power joins " + u.location().province() + " and " + to;
    }
    boolean byLand = map.armyAdjacent(u.location().province().index(), to.index()) && !m.viaConvoy();
    return byLand || convoyed(map, u.location().province(), to, outcome) ? null : "no land border and no chain of convoys";
  }

  /** Whether fleets at sea whose convoys of this army to {@code to} succeeded link its province to {@code to}. */
  private static boolean convoyed(GameMap map, Province from, Province to, PhaseOutcome outcome) {
    Set<Province> seas = new HashSet<>();
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.SUCCEEDS && r.order() instanceof Convoy c
          && c.army().province().equals(from) && c.destination().province().equals(to)) {
        seas.add(c.unit().province());
      }
    }
    Deque<Province> queue = new ArrayDeque<>();
    Set<Province> reached = new HashSet<>();
    for (Province s : seas) {
      if (map.fleetReaches(map.location(s).id(), from.index())) {
        queue.add(s);
        reached.add(s);
      }
    }
    while (!queue.isEmpty()) {
      Location sea = map.location(queue.poll());
      if (map.fleetReaches(sea.id(), to.index())) {
        return true;
      }
      for (Province s : seas) {
        if (!reached.contains(s) && map.fleetReaches(sea.id(), s.index())) {
          reached.add(s);
          queue.add(s);
        }
      }
    }
    return false;
  }

  /** The move that counted for the unit in the province (a move not called illegal), if any. */
  private static Move countedMove(Province p, Game before, PhaseOutcome outcome) {
    Unit u = before.position().unitIn(p).orElse(null);
    for (OrderResult r : outcome.results()) {
      if (r.outcome() != Outcome.ILLEGAL && r.order() instanceof Move m && u != null
          && m.unit().province().equals(p) && m.power().equals(u.power())) {
        return m;
      }
    }
    return null;
  }

  private static void checkDislodger(Game before, Dislodgement d, PhaseOutcome outcome, List<Violation> out) {
    Unit by = d.dislodgedBy();
    Province p = d.unit().location().province();
    Move move = countedMove(by.location().province(), before, outcome);
    boolean moved = false;
    for (OrderResult r : outcome.results()) {
      moved |= r.order() == move && r.outcome() == Outcome.SUCCEEDS;
    }
    String why = null;
    if (move == null || !moved || !move.destination().province().equals(p)) {
      why = "its dislodger made no successful move there";
    } else if (by.power().equals(d.unit().power())) {
      why = "dislodged by its own power";
    } else if (before.rules().selfDislodgement() == SelfDislodgementRule.PLAYER
        && before.players().playerOf(by.power()).isPresent()
        && before.players().playerOf(by.power()).equals(before.players().playerOf(d.unit().power()))) {
      why = "dislodged by its own player under self-dislodgement=player";
    }
    if (why != null) {
      out.add(new Violation("movement.dislodged-by-a-rival", d.unit() + " dislodged by " + by + ": " + why));
    }
  }

  private static Unit unitOf(Game before, Order o) {
    if (!(o instanceof UnitOrder uo)) {
      return null;
    }
    return before.position().unitIn(uo.unit().province()).filter(u -> u.power().equals(o.power())).orElse(null);
  }
}
