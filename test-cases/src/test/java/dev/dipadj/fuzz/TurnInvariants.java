package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.variant.Variant;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the passage from one phase to the next must respect: the phases follow each other
 * (movement, retreats only when some unit may retreat, Winter adjustments only when some
 * power has something to do); centres change hands only at the end of a Fall turn, its
 * retreats included, each occupied centre going to its occupier and the others unchanged;
 * and the game is over after a Fall turn exactly when a player commands the solo count of
 * centres (or the last year of {@code last-year} is reached), won by the players with most.
 */
final class TurnInvariants {
  private TurnInvariants() {}

  static void check(Game before, PhaseOutcome outcome, List<Violation> out) {
    Phase phase = before.phase();
    Game next = outcome.next();
    boolean retreatFollows = phase.type() == PhaseType.MOVEMENT
        && outcome.dislodged().stream().anyMatch(Dislodgement::mayRetreat);
    boolean endsFall = phase.season() == Season.FALL && phase.type() != PhaseType.ADJUSTMENT && !retreatFollows;
    Map<Province, Power> owners = before.position().owners();
    Map<Province, Power> ownersAfter = next.position().owners();
    if (endsFall) {
      Map<Province, Power> expected = new HashMap<>(owners);
      for (Unit u : next.position().units()) {
        if (u.location().province().supplyCentre()) {
          expected.put(u.location().province(), u.power());
        }
      }
      if (!expected.equals(ownersAfter)) {
        out.add(new Violation("turn.fall-ownership", "expected owners " + diff(expected, ownersAfter)));
      }
      checkVictory(before, next, out);
    } else {
      if (!owners.equals(ownersAfter)) {
        out.add(new Violation("turn.ownership-unchanged", "owners changed outside a Fall turn: " + diff(owners, ownersAfter)));
      }
      if (next.isOver()) {
        out.add(new Violation("turn.over-only-after-fall", "the game ended after " + phase + ": " + next.winners()));
      }
    }
    if (next.isOver()) {
      return; // the phase the game rests in once over is not a phase anyone plays
    }
    Phase expected;
    if (retreatFollows) {
      expected = new Phase(phase.season(), phase.year(), PhaseType.RETREAT);
    } else if (phase.type() == PhaseType.ADJUSTMENT) {
      expected = new Phase(Season.SPRING, phase.year() + 1, PhaseType.MOVEMENT);
    } else if (phase.season() == Season.SPRING) {
      expected = new Phase(Season.FALL, phase.year(), PhaseType.MOVEMENT);
    } else {
      expected = adjustmentNeeded(before.variant(), next, next.position())
          ? new Phase(Season.WINTER, phase.year(), PhaseType.ADJUSTMENT)
          : new Phase(Season.SPRING, phase.year() + 1, PhaseType.MOVEMENT);
    }
    if (!expected.equals(next.phase())) {
      out.add(new Violation("turn.next-phase", phase + " was followed by " + next.phase() + ", expected " + expected));
    }
  }

  /** Over iff a player has the solo count (or the last year is over), won by those with most centres. */
  private static void checkVictory(Game before, Game next, List<Violation> out) {
    Map<String, Integer> centres = Counts.playerCentres(before.variant().map(), next.position(), before.players());
    int most = centres.values().stream().mapToInt(Integer::intValue).max().orElse(0);
    int lastYear = before.rules().lastYear();
    boolean ends = most >= before.variant().soloCentres()
        || (lastYear > 0 && before.phase().year() >= lastYear && most > 0);
    Set<String> winners = new HashSet<>();
    if (ends) {
      centres.forEach((player, n) -> {
        if (n == most) {
          winners.add(player);
        }
      });
    }
    if (next.isOver() != ends || !winners.equals(next.winners())) {
      out.add(new Violation("turn.victory", "after " + before.phase() + " with centres " + centres + " (solo "
          + before.variant().soloCentres() + ", last year " + lastYear + "): over " + next.isOver()
          + ", winners " + next.winners() + ", expected " + winners));
    }
  }

  /**
   * Whether some power has something to do in Winter: disbands it owes (even a neutral
   * power's, chosen by civil disorder), builds with an owned empty centre to build on, or
   * (where the variant has conversion) a unit that may convert.
   */
  static boolean adjustmentNeeded(Variant variant, Game game, Position at) {
    for (Power p : variant.map().powers()) {
      int surplus = Counts.centres(variant.map(), at, p) - Counts.units(at, p);
      if (surplus < 0) {
        return true;
      }
      if (game.players().isNeutral(p)) {
        continue;
      }
      for (Province c : at.owners().keySet()) {
        boolean may = variant.variantRules().buildAnywhere() || variant.homeCentres().get(p).contains(c);
        if (surplus > 0 && may && p.equals(at.owners().get(c)) && at.unitIn(c).isEmpty()) {
          return true;
        }
      }
      for (Unit u : Counts.unitsOf(at, p)) {
        Province c = u.location().province();
        if (variant.variantRules().conversion() && c.supplyCentre() && p.equals(at.owners().get(c))
            && (u.type() == UnitType.FLEET || c.kind() == ProvinceKind.COAST)) {
          return true;
        }
      }
    }
    return false;
  }

  private static String diff(Map<Province, Power> expected, Map<Province, Power> actual) {
    StringBuilder b = new StringBuilder();
    Set<Province> all = new HashSet<>(expected.keySet());
    all.addAll(actual.keySet());
    for (Province p : all) {
      if (!Objects.equals(expected.get(p), actual.get(p))) {
        b.append(p).append(' ').append(expected.get(p)).append(" but ").append(actual.get(p)).append("; ");
      }
    }
    return b.toString();
  }
}
