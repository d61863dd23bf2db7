package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VictoryRules;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;

/**
 * What the passage from one phase to the next must respect: the phases follow each other
 * in the variant's calendar (movement, retreats only when some unit may retreat,
 * adjustments only in the calendar's adjustment years and only when some power has
 * something to do; the year grows by the calendar's step after its last season); centres
 * change hands only at the end of the year's last movement season (classic: Fall), its
 * retreats included, each occupied centre going to its occupier and the others unchanged;
 * and the game is over after that season exactly when a player commands the solo count of
 * centres or leads every other by the variant's lead of the year, a tie at the top playing
 * on where the variant says so (or the last year of {@code last-year} is reached), won by
 * the players with most.
 */
final class TurnInvariants {
  private TurnInvariants() {}

  static void check(Game before, PhaseOutcome outcome, List<Violation> out) {
    Phase phase = before.phase();
    Game next = outcome.next();
    boolean retreatFollows = phase.type() == PhaseType.MOVEMENT
        && outcome.dislodged().stream().anyMatch(Dislodgement::mayRetreat);
    Calendar calendar = before.variant().calendar();
    boolean endsCentreSeason = phase.season().index() == lastMovementSeason(calendar)
        && phase.type() != PhaseType.ADJUSTMENT && !retreatFollows;
    Map<Province, Power> owners = before.position().owners();
    Map<Province, Power> ownersAfter = next.position().owners();
    if (endsCentreSeason) {
      Map<Province, Power> expected = new HashMap<>(owners);
      for (Unit u : next.position().units()) {
        // A neutral unit takes no centre (issue 21): the centre under it keeps its owner, none.
        if (u.location().province().supplyCentre() && !before.variant().map().isNeutral(u.power())) {
          expected.put(u.location().province(), u.power());
        }
      }
      if (!expected.equals(ownersAfter)) {
        out.add(new Violation("turn.fall-ownership", "expected owners " + diff(expected, ownersAfter)));
      }
      checkVictory(before, next, out);
    } else {
      if (!owners.equals(ownersAfter)) {
        out.add(new Violation("turn.ownership-unchanged", "owners changed outside the end of the year's last movement season: " + diff(owners, ownersAfter)));
      }
      if (next.isOver()) {
        out.add(new Violation("turn.over-only-after-fall", "the game ended after " + phase + ": " + next.winners()));
      }
    }
    if (next.isOver()) {
      return; // the phase the game rests in once over is not a phase anyone plays
    }
    Phase expected = retreatFollows
        ? new Phase(phase.season(), phase.year(), PhaseType.RETREAT)
        : following(calendar, before.variant(), next, phase);
    Phase reached = next.phase();
    if (!calendar.seasons().contains(reached.season())
        || (reached.year() != phase.year() && reached.year() != phase.year() + calendar.yearStep())
        || (reached.type() == PhaseType.ADJUSTMENT && reached.year() % calendar.adjustmentYears() != 0)) {
      out.add(new Violation("turn.calendar", phase + " was followed by " + reached + ", which the calendar ("
          + calendar.seasons() + ", years by " + calendar.yearStep() + ", adjustments in years divisible by "
          + calendar.adjustmentYears() + ") does not play next"));
    }
    if (!expected.equals(next.phase())) {
      out.add(new Violation("turn.next-phase", phase + " was followed by " + next.phase() + ", expected " + expected));
    }
  }

  /** The place in the year of the last season that plays movement: its end hands over the centres. */
  private static int lastMovementSeason(Calendar calendar) {
    int last = -1;
    for (Season s : calendar.seasons()) {
      if (s.movement()) {
        last = s.index();
      }
    }
    return last;
  }

  /**
   * The phase after a season's movement and retreats, or its adjustments: the season's own
   * adjustments when it has them, the year plays them and somebody has something to do;
   * otherwise on through the seasons (the year growing by its step after the last), the
   * first movement, or adjustments that somebody has to play.
   */
  private static Phase following(Calendar calendar, Variant variant, Game next, Phase phase) {
    Season s = phase.season();
    int year = phase.year();
    boolean adjustmentsAhead = phase.type() != PhaseType.ADJUSTMENT;
    while (true) {
      if (adjustmentsAhead && s.adjustment() && year % calendar.adjustmentYears() == 0
          && adjustmentNeeded(variant, next, next.position())) {
        return new Phase(s, year, PhaseType.ADJUSTMENT);
      }
      int i = s.index() + 1;
      if (i == calendar.seasons().size()) {
        i = 0;
        year += calendar.yearStep();
      }
      s = calendar.seasons().get(i);
      if (s.movement()) {
        return new Phase(s, year, PhaseType.MOVEMENT);
      }
      adjustmentsAhead = true;
    }
  }

  /**
   * Over iff a player has the solo count or the year's lead over every other player (unless
   * the top is shared in a variant whose ties play on), or the last year is over; won by the
   * players with most centres.
   */
  private static void checkVictory(Game before, Game next, List<Violation> out) {
    Map<String, Integer> centres = Counts.playerCentres(before.variant().map(), next.position(), before.players());
    List<Integer> counts = new ArrayList<>(centres.values());
    counts.sort(Comparator.reverseOrder());
    int most = counts.isEmpty() ? 0 : counts.get(0);
    int second = counts.size() < 2 ? 0 : counts.get(1);
    VictoryRules victory = before.variant().variantRules().victory();
    int year = before.phase().year();
    // The lead of the year, counted down from the first year one step at a time.
    int lead = victory.lead();
    for (int y = before.variant().start().phase().year(); y < year && lead > victory.leastLead(); y++) {
      lead = Math.max(victory.leastLead(), lead - victory.leadStep());
    }
    // The solo count of the year: a count by year (a .map file's VICTORY) from the first year, its last number after.
    int solo = before.variant().soloCentres();
    if (!victory.soloByYear().isEmpty()) {
      int k = year - before.variant().start().phase().year();
      solo = victory.soloByYear().get(Math.max(0, Math.min(k, victory.soloByYear().size() - 1)));
    }
    boolean reached = most >= solo || (lead > 0 && most - second >= lead);
    boolean tiePlaysOn = victory.tiesPlayOn() && most == second;
    int lastYear = before.rules().lastYear();
    boolean ends = most > 0 && ((reached && !tiePlaysOn) || (lastYear > 0 && year >= lastYear));
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
          + before.variant().soloCentres() + ", lead " + lead + (victory.tiesPlayOn() ? ", ties play on" : "")
          + ", last year " + lastYear + "): over " + next.isOver()
          + ", winners " + next.winners() + ", expected " + winners));
    }
  }

  /**
   * Whether some power has something to do in an adjustment phase: disbands it owes (even a neutral
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
        boolean may = BuildPlacesByHand.allows(variant, p, c);
        if (surplus > 0 && may && p.equals(at.owners().get(c)) && at.unitIn(c).isEmpty()) {
          return true;
        }
      }
      for (Unit u : Counts.unitsOf(at, p)) {
        Province c = u.location().province();
        if (variant.variantRules().conversion() && c.supplyCentre() && p.equals(at.owners().get(c))
            && (u.type() == UnitType.FLEET || c.kind().coastal())) {
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
