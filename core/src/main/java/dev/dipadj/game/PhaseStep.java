package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.phase.AdjustmentResolver;
import dev.dipadj.phase.AdjustmentResult;
import dev.dipadj.phase.NeutralGarrisons;
import dev.dipadj.phase.PossibleAdjustmentOrders;
import dev.dipadj.phase.RetreatResolver;
import dev.dipadj.phase.RetreatResult;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Removal;
import dev.dipadj.rules.CentreOwnershipRule;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One step of a {@link Game}: its phase adjudicated by the phase's resolver, and the game at
 * the next phase where somebody has something to do, with what the end of a season decides
 * (who owns the centres, whether somebody has won, whether the adjustments have anything to
 * do). The variant's {@link Calendar} says which phase follows which, and after which
 * season's movement the centres change hands (classic: Fall's).
 */
final class PhaseStep {
  private PhaseStep() {}

  /** The phase adjudicated with these orders, of any phase (an order of another phase is an illegal result). */
  static PhaseOutcome adjudicate(Game game, ImmutableList<Order> given) {
    Variant variant = game.variant();
    RuleOptions rules = game.rules();
    Position position = game.position();
    Phase phase = position.phase();
    switch (phase.type()) {
      case MOVEMENT: {
        MovementResult r = MovementResolver.resolve(variant.map(), position, given, rules, game.sides());
        // A dislodged unit with nowhere to go, or a neutral one, is removed at once (RetreatRules).
        List<DislodgedUnit> mayRetreat = new ArrayList<>();
        List<Removal> removed = new ArrayList<>();
        for (Dislodgement d : r.dislodged()) {
          if (d.mayRetreat()) {
            mayRetreat.add(d.waiting());
          } else {
            removed.add(new Removal(d.unit(), d.removedAtOnce().orElseThrow()));
          }
        }
        Position after = new Position(phase, r.units(), position.owners());
        if (!mayRetreat.isEmpty() && rules.centreOwnership() == CentreOwnershipRule.FALL_MOVEMENT
            && variant.calendar().changesCentres(phase.season())) {
          after = owned(variant.map(), after);
        }
        PlayedPhase played = new PlayedPhase(game, given, r.results(), r.dislodged(), r.byConvoy(),
            ImmutableList.copyOf(removed), ImmutableList.of());
        Game next = mayRetreat.isEmpty()
            ? endOfSeason(game, played, after, false)
            : game.next(played, after.withPhase(new Phase(phase.season(), phase.year(), PhaseType.RETREAT)),
                mayRetreat, ImmutableSet.of());
        return played.outcome(next);
      }
      case RETREAT: {
        RetreatResult r = RetreatResolver.resolve(variant.map(), position.units(), game.dislodged(), given, rules);
        Position after = new Position(phase, r.units(), position.owners());
        PlayedPhase played = new PlayedPhase(game, given, r.results(), ImmutableList.of(), ImmutableSet.of(),
            r.disbanded(), ImmutableList.of());
        return played.outcome(endOfSeason(game, played, after, true));
      }
      default: {
        AdjustmentResult r = AdjustmentResolver.resolve(variant, position, given, rules, game.players());
        Position after = new Position(phase, r.units(), position.owners());
        PlayedPhase played = new PlayedPhase(game, given, r.results(), ImmutableList.of(), ImmutableSet.of(),
            r.civilDisorder(), r.builtByDefault());
        return played.outcome(game.next(played, playedNext(game, after), List.of(), ImmutableSet.of()));
      }
    }
  }

  /**
   * Whether an order, given alone in the game's phase, would not be illegal: the phase's own
   * resolver decides, so that what is accepted is what adjudication would take.
   */
  static boolean legalAlone(Game game, Order order) {
    if (game.isOver()) {
      return false;
    }
    List<Order> alone = List.of(order);
    Position position = game.position();
    OrderResult result = switch (position.phase().type()) {
      case MOVEMENT -> MovementResolver.resolve(
          game.variant().map(), position, alone, game.rules(), game.sides()).results().get(0);
      case RETREAT -> RetreatResolver.resolve(
          game.variant().map(), position.units(), game.dislodged(), alone, game.rules()).results().get(0);
      case ADJUSTMENT -> AdjustmentResolver.resolve(
          game.variant(), position, alone, game.rules(), game.players()).results().get(0);
    };
    return result.outcome() != Outcome.ILLEGAL;
  }

  /**
   * After a season's movement and retreats ({@code afterRetreats}: its retreat phase is what
   * just ended): the season the calendar names (classic: Fall) hands over the centres, unless
   * the rule in force did so already after its movement, and decides whether somebody has won.
   */
  private static Game endOfSeason(Game game, PlayedPhase played, Position after, boolean afterRetreats) {
    Phase phase = game.phase();
    CentreOwnershipRule ownership = game.rules().centreOwnership();
    Variant variant = game.variant();
    if (!variant.calendar().changesCentres(phase.season())) {
      Position kept = afterRetreats && ownership == CentreOwnershipRule.EVERY_RETREAT
          ? owned(variant.map(), after) : after;
      return game.next(played, playedNext(game, kept), List.of(), ImmutableSet.of());
    }
    // Neutral garrisons come back where the centres' new owners left theirs empty (NeutralGarrisons).
    Position owned = NeutralGarrisons.rebuilt(variant,
        afterRetreats && ownership == CentreOwnershipRule.FALL_MOVEMENT ? after : owned(variant.map(), after));
    ImmutableSet<String> won = Victory.winners(variant, game.rules(), game.players(), owned, phase.year());
    if (!won.isEmpty()) {
      return game.next(played, owned.withPhase(game.variant().calendar().next(phase)), List.of(), won);
    }
    return game.next(played, playedNext(game, owned), List.of(), ImmutableSet.of());
  }

  /**
   * The position at the phase after its own that is played: an adjustment phase is played
   * exactly when the adjustment rules allow an order that changes the board.
   */
  private static Position playedNext(Game game, Position after) {
    Calendar calendar = game.variant().calendar();
    Position next = after.withPhase(calendar.next(after.phase()));
    // The calendar has a movement season, so the walk ends.
    while (next.phase().type() == PhaseType.ADJUSTMENT
        && !PossibleAdjustmentOrders.anyDue(game.variant(), next, game.players())) {
      next = next.withPhase(calendar.next(next.phase()));
    }
    return next;
  }

  /**
   * The position with every supply centre a unit stands in owned by that unit's power; a
   * neutral unit owns nothing, so the centre under it keeps its owner (none, as it began).
   */
  private static Position owned(GameMap map, Position after) {
    Map<Province, Power> owners = null;
    for (Unit u : after.units()) {
      Province p = u.location().province();
      if (p.supplyCentre() && !u.power().equals(after.owners().get(p)) && !map.isNeutral(u.power())) {
        if (owners == null) {
          owners = new HashMap<>(after.owners());
        }
        owners.put(p, u.power());
      }
    }
    // Most seasons some centre changes hands; when none does, the position stands as it is.
    return owners == null ? after : new Position(after.phase(), after.units(), ImmutableMap.copyOf(owners));
  }


}
