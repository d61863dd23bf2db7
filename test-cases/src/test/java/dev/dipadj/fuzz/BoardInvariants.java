package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * What must hold of any game between phases, whatever led to it: one unit per province,
 * every unit on a place of the map its type may stand on, centre owners only for supply
 * centres, and dislodged units only in a retreat phase, each with somewhere to go and with
 * its dislodger standing where it stood.
 */
final class BoardInvariants {
  private BoardInvariants() {}

  static void check(Game game, List<Violation> out) {
    GameMap map = game.variant().map();
    Set<Province> occupied = new HashSet<>();
    for (Unit u : game.position().units()) {
      Province p = u.location().province();
      if (!occupied.add(p)) {
        out.add(new Violation("board.one-unit-per-province", "two units in " + p));
      }
      if (u.type() == null || !map.locations().contains(u.location()) || !map.canStand(u.type(), u.location())) {
        out.add(new Violation("board.unit-may-stand", u + " stands where its type may not"));
      }
      if (!map.powers().contains(u.power()) && !map.isNeutral(u.power())) {
        out.add(new Violation("board.unit-power", u + " has a power not of the map"));
      }
    }
    for (Map.Entry<Province, Power> e : game.position().owners().entrySet()) {
      if (!e.getKey().supplyCentre()) {
        out.add(new Violation("board.owner-of-non-centre", e.getKey() + " is owned but no centre"));
      }
    }
    boolean retreat = game.phase().type() == PhaseType.RETREAT;
    if (retreat == game.dislodged().isEmpty() && !game.isOver()) {
      out.add(new Violation("board.retreat-phase-iff-dislodged",
          game.phase() + " with " + game.dislodged().size() + " dislodged units"));
    }
    Set<Province> dislodgedFrom = new HashSet<>();
    for (DislodgedUnit d : game.dislodged()) {
      Unit u = d.unit();
      if (!dislodgedFrom.add(u.location().province())) {
        out.add(new Violation("board.one-dislodged-per-province", "two dislodged from " + u.location().province()));
      }
      if (game.players().isNeutral(u.power()) || d.retreats().isEmpty()) {
        out.add(new Violation("board.retreat-phase-unit", u + " waits for a retreat phase but is neutral or has nowhere to go"));
      }
    }
  }
}
