package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import java.util.List;

/**
 * No unit crosses a one-way border backwards (issue 21, the variant format's {@code oneway}):
 * a unit moved or retreated by itself went across a border it may cross that way; an army
 * carried by convoy stepped off its coast onto a fleet it could move to and off a fleet that
 * could move into its destination; a support that stood was given into a province its unit
 * could move to. Read from the public map API ({@link GameMap#canReach} and the fleet borders,
 * each asked from where to where), so it holds on every map and says something only where a
 * border goes one way.
 */
final class OneWayInvariants {
  private OneWayInvariants() {}

  static void check(Game before, PhaseOutcome outcome, List<Violation> out) {
    if (!before.variant().map().hasOneWayBorders()) {
      return;
    }
    GameMap map = before.variant().map();
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.ILLEGAL) {
        continue;
      }
      Order o = r.order();
      if (o instanceof Move m && r.outcome() == Outcome.SUCCEEDS) {
        Unit u = before.position().unitIn(m.unit().province()).orElse(null);
        if (u != null && !map.canReach(u.type(), u.location(), m.destination().province())
            && (u.type() != UnitType.ARMY || !convoyedForward(before, map, u.location().province(), m.destination().province()))) {
          out.add(new Violation("oneway.moved-backwards", u + " moved to " + m.destination().province()
              + ", a way no border or convoy goes"));
        }
      } else if (o instanceof Retreat t && r.outcome() == Outcome.SUCCEEDS) {
        for (DislodgedUnit d : before.dislodged()) {
          if (d.unit().location().province().equals(t.unit().province())
              && !map.canReach(d.unit().type(), d.unit().location(), t.destination().province())) {
            out.add(new Violation("oneway.retreated-backwards", d.unit() + " retreated to " + t.destination()));
          }
        }
      } else if (o instanceof SupportHold s) {
        supportInto(before, map, s.unit(), s.supported().province(), out);
      } else if (o instanceof SupportMove s) {
        supportInto(before, map, s.unit(), s.destination().province(), out);
      }
    }
  }

  private static void supportInto(Game before, GameMap map, Location supporter, Province into, List<Violation> out) {
    Unit u = before.position().unitIn(supporter.province()).orElse(null);
    if (u != null && !map.canReach(u.type(), u.location(), into)) {
      out.add(new Violation("oneway.support-backwards", u + " gave a support into " + into + ", where it could not move"));
    }
  }

  /** Whether a fleet that convoys stood where the army could step off {@code from}, and one that could move into {@code to}. */
  private static boolean convoyedForward(Game before, GameMap map, Province from, Province to) {
    boolean off = false;
    boolean on = false;
    for (Unit f : before.position().units()) {
      int at = f.location().province().index();
      if (f.type() == UnitType.FLEET && map.fleetConvoys(at) && at != to.index()) {
        off |= map.fleetLeaves(from.index(), at);
        on |= map.fleetReaches(f.location().id(), to.index());
      }
    }
    return off && on;
  }
}
