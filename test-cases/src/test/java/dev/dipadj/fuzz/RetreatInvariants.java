package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What a retreat phase must preserve: the units on the board afterwards are those that
 * stood there plus the retreats that succeeded, each to one of its unit's places; every
 * dislodged unit either retreats or is in {@code removed()} (and not both), for a reason a
 * retreat phase can give.
 */
final class RetreatInvariants {
  private static final Set<RemovalCause> RETREAT_CAUSES =
      EnumSet.of(RemovalCause.NO_RETREAT_ORDER, RemovalCause.DISBAND_ORDERED, RemovalCause.RETREAT_BOUNCED);

  private RetreatInvariants() {}

  static void check(Game before, List<Order> orders, PhaseOutcome outcome, List<Violation> out) {
    Results.checkAligned(orders, outcome, out);
    List<Unit> standing = before.position().units();
    List<Unit> after = NeutralUnitInvariants.withoutRebuilt(before, outcome.next());
    Set<Unit> removed = new HashSet<>();
    for (Removal r : outcome.removed()) {
      removed.add(r.unit());
      if (!RETREAT_CAUSES.contains(r.cause())) {
        out.add(new Violation("retreat.removal-cause", r.unit() + " removed as " + r.cause()));
      }
    }
    if (removed.size() != outcome.removed().size()) {
      out.add(new Violation("retreat.removed-once", "a unit removed twice: " + outcome.removed()));
    }
    for (Unit u : standing) {
      if (!after.contains(u)) {
        out.add(new Violation("retreat.standing-units-stay", u + " stood on the board but is gone after the retreats"));
      }
    }
    // Each dislodged unit either went where its successful retreat took it, or was removed.
    List<String> expected = new ArrayList<>();
    for (DislodgedUnit d : before.dislodged()) {
      Unit u = d.unit();
      Province to = retreatedTo(u, outcome);
      boolean gone = removed.remove(u);
      if ((to != null) == gone) {
        out.add(new Violation("retreat.retreats-or-removed", u + (gone ? " both retreated and removed" : " neither retreated nor removed")));
      }
      if (to != null) {
        expected.add(Units.key(u.power(), u.type(), to));
        if (d.retreats().stream().noneMatch(l -> l.province().equals(to))) {
          out.add(new Violation("retreat.to-an-option", u + " retreated to " + to + ", not one of " + d.retreats()));
        }
      }
    }
    if (!removed.isEmpty()) {
      out.add(new Violation("retreat.removed-were-dislodged", "removed but not dislodged: " + removed));
    }
    List<String> arrived = new ArrayList<>();
    for (Unit a : after) {
      if (!standing.contains(a)) {
        arrived.add(Units.key(a.power(), a.type(), a.location().province()));
      }
    }
    if (after.size() != standing.size() + expected.size() || !Units.sameMultiset(expected, arrived)) {
      out.add(new Violation("retreat.units-conserved", standing.size() + " standing + retreats " + Units.sorted(expected)
          + ", but " + after.size() + " units after, new " + Units.sorted(arrived)));
    }
    checkBounces(outcome, out);
    if (!outcome.dislodged().isEmpty()) {
      out.add(new Violation("retreat.no-dislodgement", "a retreat phase dislodged " + outcome.dislodged()));
    }
  }

  /** A retreat that counts fails exactly when another retreat that counts goes to the same province. */
  private static void checkBounces(PhaseOutcome outcome, List<Violation> out) {
    Map<Province, Integer> going = new HashMap<>();
    for (OrderResult r : outcome.results()) {
      if (r.outcome() != Outcome.ILLEGAL && r.order() instanceof Retreat m) {
        going.merge(m.destination().province(), 1, Integer::sum);
      }
    }
    for (OrderResult r : outcome.results()) {
      if (r.outcome() != Outcome.ILLEGAL && r.order() instanceof Retreat m
          && (r.outcome() == Outcome.SUCCEEDS) != (going.get(m.destination().province()) == 1)) {
        out.add(new Violation("retreat.bounce-iff-contested", m + " " + r.outcome() + " with "
            + going.get(m.destination().province()) + " retreats to " + m.destination().province()));
      }
    }
  }

  /** Where this unit's successful retreat (its own power's order) took it, or null. */
  private static Province retreatedTo(Unit u, PhaseOutcome outcome) {
    Province to = null;
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.SUCCEEDS && r.order() instanceof Retreat m
          && m.unit().province().equals(u.location().province()) && m.power().equals(u.power())) {
        to = m.destination().province();
      }
    }
    return to;
  }
}
