package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RetreatToConvoyOriginRule;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.ReasonKind;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

/**
 * What a movement phase must preserve: every unit is still on the board (where it stood, or
 * where its own successful move took it) or dislodged; a dislodged unit either waits for the
 * retreat phase or, neutral or with nowhere to go, is in {@code removed()} at once; and its
 * retreats are only places it could move to that are empty, were not left empty by a
 * standoff, and are not where its attacker came from (unless the attacker was convoyed).
 */
final class MovementInvariants {
  private MovementInvariants() {}

  static void check(Game before, List<Order> orders, PhaseOutcome outcome, List<Violation> out) {
    GameMap map = before.variant().map();
    Game next = outcome.next();
    List<Unit> board = NeutralUnitInvariants.withoutRebuilt(before, next);
    List<Dislodgement> dislodged = outcome.dislodged();
    Results.checkAligned(orders, outcome, out);
    if (board.size() + dislodged.size() != before.position().units().size()) {
      out.add(new Violation("movement.units-conserved", before.position().units().size() + " units before, "
          + board.size() + " on the board and " + dislodged.size() + " dislodged after"));
    }
    Set<Unit> dislodgedUnits = new HashSet<>();
    for (Dislodgement d : dislodged) {
      if (!before.position().units().contains(d.unit()) || !dislodgedUnits.add(d.unit())) {
        out.add(new Violation("movement.dislodged-was-there", d.unit() + " dislodged but not on the board before (or twice)"));
      }
    }
    // Each unit not dislodged stands where it stood or where its successful move took it.
    // A train that fails may still have moved: it stands somewhere on its way (checked below).
    List<String> expected = new ArrayList<>();
    List<Move> stopped = new ArrayList<>();
    for (Unit u : before.position().units()) {
      if (!dislodgedUnits.contains(u)) {
        Move train = stoppedTrain(u, outcome);
        if (train != null) {
          stopped.add(train);
          continue;
        }
        Province to = movedTo(u, outcome);
        expected.add(Units.key(u.power(), u.type(), to == null ? u.location().province() : to));
      }
    }
    List<String> actual = new ArrayList<>();
    for (Unit u : board) {
      actual.add(Units.key(u.power(), u.type(), u.location().province()));
    }
    for (String key : expected) {
      actual.remove(key);
    }
    if (!RailroadStops.placed(map, stopped, actual)) {
      out.add(new Violation("movement.units-where-ordered", "expected " + Units.sorted(expected) + " and trains stopped on "
          + stopped + " but found " + Units.sorted(actual) + " besides"));
    }
    checkRemovedAtOnce(before, outcome, out);
    for (Dislodgement d : dislodged) {
      checkRetreats(map, d, outcome, before.rules(), out);
    }
  }

  /** The failed railroad move this unit followed (its own power's, not illegal), or null. */
  private static Move stoppedTrain(Unit u, PhaseOutcome outcome) {
    Move train = null;
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.FAILS && r.order() instanceof Move m && m.byRailroad()
          && m.unit().province().equals(u.location().province()) && m.power().equals(u.power())) {
        train = m;
      }
    }
    return train;
  }

  /** Where a successful move of this unit (its own power's order) took it, or null. */
  private static Province movedTo(Unit u, PhaseOutcome outcome) {
    Province to = null;
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.SUCCEEDS && r.order() instanceof Move m
          && m.unit().province().equals(u.location().province()) && m.power().equals(u.power())) {
        to = m.destination().province();
      }
    }
    return to;
  }

  /** The dislodged units that get no retreat phase are exactly those in {@code removed()}, with their cause. */
  private static void checkRemovedAtOnce(Game before, PhaseOutcome outcome, List<Violation> out) {
    Set<Removal> expected = new HashSet<>();
    Set<DislodgedUnit> waiting = new HashSet<>();
    for (Dislodgement d : outcome.dislodged()) {
      boolean neutral = before.players().isNeutral(d.unit().power());
      RemovalCause cause = neutral ? RemovalCause.NEUTRAL_DISLODGED
          : d.retreats().isEmpty() ? RemovalCause.NOWHERE_TO_RETREAT : null;
      if (!d.removedAtOnce().equals(Optional.ofNullable(cause))) {
        out.add(new Violation("movement.removed-at-once-cause", d.unit() + " removed at once as " + d.removedAtOnce()
            + ", expected " + cause));
      }
      // After the movement, the unit that dislodged it stands in its province.
      Unit there = outcome.next().position().unitIn(d.unit().location().province()).orElse(null);
      if (there == null || !there.power().equals(d.dislodgedBy().power()) || there.type() != d.dislodgedBy().type()) {
        out.add(new Violation("movement.dislodger-in-place", d.unit() + " dislodged by " + d.dislodgedBy() + " but "
            + there + " stands there"));
      }
      if (d.mayRetreat()) {
        waiting.add(d.waiting());
      } else {
        expected.add(new Removal(d.unit(), d.removedAtOnce().orElseThrow()));
      }
    }
    if (!expected.equals(new HashSet<>(outcome.removed())) || expected.size() != outcome.removed().size()) {
      out.add(new Violation("movement.removed-are-the-unretreatable", "removed " + outcome.removed() + ", expected " + expected));
    }
    if (!waiting.equals(new HashSet<>(outcome.next().dislodged())) || waiting.size() != outcome.next().dislodged().size()) {
      out.add(new Violation("movement.retreat-phase-units", "the retreat phase has " + outcome.next().dislodged()
          + ", expected " + waiting));
    }
  }

  private static void checkRetreats(GameMap map, Dislodgement d, PhaseOutcome outcome, RuleOptions rules,
      List<Violation> out) {
    Unit u = d.unit();
    if (!d.dislodgedBy().location().province().equals(d.attackerOrigin())) {
      out.add(new Violation("movement.attacker-origin", u + ": attacker " + d.dislodgedBy() + " but origin " + d.attackerOrigin()));
    }
    Set<Location> seen = new HashSet<>();
    for (Location to : d.retreats()) {
      String why = null;
      if (!Reach.canMoveTo(map, u, to)) {
        why = "not a place it could move to";
      } else if (outcome.next().position().unitIn(to.province()).isPresent()) {
        why = "occupied";
      } else if ((!d.byConvoy() || rules.retreatToConvoyOrigin() == RetreatToConvoyOriginRule.FORBIDDEN)
          && to.province().equals(d.attackerOrigin())) {
        why = "where its attacker came from";
      } else if (standoff(to.province(), outcome)) {
        why = "left empty by a standoff";
      } else if (!seen.add(to)) {
        why = "listed twice";
      }
      if (why != null) {
        out.add(new Violation("movement.retreat-option", u + " may retreat to " + to + ", " + why));
      }
    }
  }

  /** Whether a move into the province bounced (the province is then empty after a standoff). */
  private static boolean standoff(Province p, PhaseOutcome outcome) {
    for (OrderResult r : outcome.results()) {
      // A train bounced on its way leaves no standoff in its destination; the moves it bounced
      // on leave theirs.
      if (r.order() instanceof Move m && m.destination().province().equals(p) && !m.byRailroad()
          && r.outcome() == Outcome.FAILS && r.reason().kind() == ReasonKind.BOUNCED) {
        return true;
      }
    }
    return false;
  }
}
