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
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Removal;
import dev.dipadj.rules.CentreOwnershipRule;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * One step of a {@link Game}: its phase adjudicated by the phase's resolver, and the game at
 * the next phase where somebody has something to do, with what the end of a season decides
 * (who owns the centres, whether somebody has won, whether Winter has adjustments).
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
        if (!mayRetreat.isEmpty() && phase.season() == Season.FALL
            && rules.centreOwnership() == CentreOwnershipRule.FALL_MOVEMENT) {
          after = owned(variant.map(), after);
        }
        PlayedPhase played = new PlayedPhase(game, given, r.results(), r.dislodged(), r.byConvoy(),
            ImmutableList.copyOf(removed));
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
            r.disbanded());
        return played.outcome(endOfSeason(game, played, after, true));
      }
      default: {
        AdjustmentResult r = AdjustmentResolver.resolve(variant, position, given, rules, game.players());
        Position after = new Position(phase.nextSpring(), r.units(), position.owners());
        PlayedPhase played = new PlayedPhase(game, given, r.results(), ImmutableList.of(), ImmutableSet.of(),
            r.civilDisorder());
        return played.outcome(game.next(played, after, List.of(), ImmutableSet.of()));
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
   * just ended): Fall hands over the centres, unless the rule in force did so already after
   * the Fall movement, and may lead to adjustments.
   */
  private static Game endOfSeason(Game game, PlayedPhase played, Position after, boolean afterRetreats) {
    Phase phase = game.phase();
    int year = phase.year();
    CentreOwnershipRule ownership = game.rules().centreOwnership();
    Variant variant = game.variant();
    if (phase.season() == Season.SPRING) {
      Position spring = afterRetreats && ownership == CentreOwnershipRule.EVERY_RETREAT
          ? owned(variant.map(), after) : after;
      return game.next(played, spring.withPhase(new Phase(Season.FALL, year, PhaseType.MOVEMENT)), List.of(),
          ImmutableSet.of());
    }
    Position owned = NeutralGarrisons.rebuilt(variant,
        afterRetreats && ownership == CentreOwnershipRule.FALL_MOVEMENT ? after : owned(variant.map(), after));
    Position winter = owned.withPhase(new Phase(Season.WINTER, year, PhaseType.ADJUSTMENT));
    ImmutableSet<String> won = Victory.winners(game.variant(), game.rules(), game.players(), owned, year);
    if (!won.isEmpty()) {
      return game.next(played, winter, List.of(), won);
    }
    // The phase is played exactly when the adjustment rules allow an order that changes the board.
    if (PossibleAdjustmentOrders.anyDue(game.variant(), winter, game.players())) {
      return game.next(played, winter, List.of(), ImmutableSet.of());
    }
    return game.next(played, owned.withPhase(after.phase().nextSpring()), List.of(), ImmutableSet.of());
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
