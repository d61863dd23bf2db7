package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.phase.AdjustmentResolver;
import dev.dipadj.phase.AdjustmentResult;
import dev.dipadj.phase.RetreatResolver;
import dev.dipadj.phase.RetreatResult;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.Removal;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.resolve.Sides;
import dev.dipadj.rules.CentreOwnershipRule;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.rules.SelfDislodgementRule;
import dev.dipadj.rules.UnreadableOrdersRule;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game in progress: an immutable value that {@link #adjudicate} steps from phase to
 * phase — Spring movement, retreats, Fall movement, retreats, Winter adjustments — skipping
 * the phases where nobody has anything to do. Each game keeps the phases played to reach it
 * ({@link #history()}), which the game JSON of research records whole.
 */
public final class Game {
  /** The most orders one phase takes; the work grows linearly with them up to this. */
  public static final int MAX_ORDERS = 1_000_000;

  private final Variant variant;
  private final RuleOptions rules;
  private final Position position;
  private final ImmutableList<DislodgedUnit> dislodged;
  private final Players players;
  private final ImmutableSet<String> winners;
  /** The phase played last, whose {@code before} holds the ones before it; null at a game's start. */
  private final PlayedPhase last;
  private final int played;
  /** The possible orders of this phase, listed on first demand (a race lists them twice, harmlessly). */
  private volatile PossibleOrders possible;

  private Game(
      Variant variant,
      RuleOptions rules,
      Players players,
      Position position,
      List<DislodgedUnit> dislodged,
      ImmutableSet<String> winners,
      PlayedPhase last) {
    this.variant = variant;
    this.rules = rules;
    this.players = players;
    this.position = position;
    this.dislodged = ImmutableList.copyOf(dislodged);
    this.winners = winners;
    this.last = last;
    this.played = last == null ? 0 : last.before().played + 1;
  }

  /**
   * The variant's own starting position, rules and players.
   *
   * @param variant the variant
   * @return the game at the variant's start
   */
  public static Game start(Variant variant) {
    Objects.requireNonNull(variant, "variant");
    return from(variant, variant.start(), variant.rules());
  }

  /**
   * A game from any position (a Movement or Adjustment phase), with these rule options and the variant's players.
   *
   * @param variant the variant
   * @param position the position to start from
   * @param rules the rule options
   * @return the game
   * @throws IllegalArgumentException for a Retreat phase
   */
  public static Game from(Variant variant, Position position, RuleOptions rules) {
    Objects.requireNonNull(variant, "variant");
    return from(variant, position, rules, variant.players());
  }

  /**
   * A game from any position (a Movement or Adjustment phase), with these rules and players.
   *
   * @param variant the variant
   * @param position the position to start from
   * @param rules the rule options
   * @param players who commands which power
   * @return the game
   */
  public static Game from(Variant variant, Position position, RuleOptions rules, Players players) {
    return from(variant, position, List.of(), rules, players);
  }

  /**
   * A game from any position, in any phase. In a Retreat phase, {@code dislodged} lists the
   * units waiting to retreat (they are not among the position's units) and where each may
   * go; in other phases it must be empty.
   *
   * @param variant the variant played
   * @param position the units on the board and the owners of the centres, in the phase to start in
   * @param dislodged in a Retreat phase the dislodged units and their retreat options, otherwise empty
   * @param rules the rule options
   * @param players who commands which power
   * @return the game
   * @throws IllegalArgumentException when dislodged units are given outside a Retreat phase,
   *     two are in one province, or a place is not of the variant's map
   */
  public static Game from(
      Variant variant, Position position, List<DislodgedUnit> dislodged, RuleOptions rules, Players players) {
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(dislodged, "dislodged");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(players, "players");
    SetupCheck.dislodged(variant, position, dislodged);
    return new Game(variant, rules, players, position, dislodged, ImmutableSet.of(), null);
  }

  /**
   * The whole state of this game, to save: restored with {@link #restore}, it is this game again.
   *
   * @return the state
   */
  public GameState state() {
    return new GameState(variant.name(), position, dislodged, players, rules, winners);
  }

  /**
   * The game a saved state describes, in its phase, over if it was over.
   *
   * @param state the saved state
   * @param variant the variant the state names
   * @return the game
   * @throws IllegalArgumentException when the variant has another name, or the state does not
   *     fit it: a unit, dislodged unit, owner or player's power not of its map, dislodged
   *     units outside a Retreat phase, or a winner who is not a player
   */
  public static Game restore(GameState state, Variant variant) {
    Objects.requireNonNull(state, "state");
    Objects.requireNonNull(variant, "variant");
    SetupCheck.state(state, variant);
    return new Game(variant, state.rules(), state.players(), state.position(), state.dislodged(), state.winners(),
        null);
  }

  private Game next(PlayedPhase played, Position position, List<DislodgedUnit> dislodged) {
    return new Game(variant, rules, players, position, dislodged, ImmutableSet.of(), played);
  }

  /**
   * The phases played to reach this game, in play order: none for a game just started, set
   * up ({@link #from}) or restored ({@link #restore}). The history is shared with the games
   * before, so keeping it costs one small record a phase.
   *
   * @return the phases played
   */
  public ImmutableList<PlayedPhase> history() {
    PlayedPhase[] phases = new PlayedPhase[played];
    PlayedPhase p = last;
    for (int i = played - 1; i >= 0; i--) {
      phases[i] = p;
      p = p.before().last;
    }
    return ImmutableList.copyOf(phases);
  }

  /**
   * Who commands which power.
   *
   * @return the players
   */
  public Players players() {
    return players;
  }

  /**
   * The same game with a power handed to a player from now on (the two-player game's coin
   * toss for Italy: the library takes its outcome, it never rolls dice).
    *
    * @param power the power
    * @param player a player of this game
    * @return the game with the power handed over
    * @throws IllegalArgumentException for a player who is not in the game
   */
  public Game withControl(Power power, String player) {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(player, "player");
    if (!players.commands().containsKey(player)) {
      throw new IllegalArgumentException("unknown player '" + player + "'");
    }
    return new Game(variant, rules, players.withControl(power, player), position, dislodged, winners, last);
  }

  /** Sides for the resolver: each power alone, or each player's powers together under the stricter rule. */
  Sides sides() {
    List<Power> powers = variant.map().powers();
    int[] side = new int[powers.size()];
    List<Power> neutral = new ArrayList<>();
    List<String> names = new ArrayList<>(players.commands().keySet());
    for (Power p : powers) {
      side[p.index()] = p.index();
      if (players.isNeutral(p)) {
        neutral.add(p);
      } else if (rules.selfDislodgement() == SelfDislodgementRule.PLAYER) {
        side[p.index()] = powers.size() + names.indexOf(players.playerOf(p).orElseThrow());
      }
    }
    return Sides.of(side, neutral);
  }

  /**
   * The players who have won (several when they share a victory); empty while the game goes on.
   *
   * @return the winners
   */
  public ImmutableSet<String> winners() {
    return winners;
  }

  /**
   * Whether somebody has won, so no phase follows.
   *
   * @return whether the game is over
   */
  public boolean isOver() {
    return !winners.isEmpty();
  }

  /**
   * The variant played.
   *
   * @return the variant
   */
  public Variant variant() {
    return variant;
  }

  /**
   * The rule options the game is played by.
   *
   * @return the options
   */
  public RuleOptions rules() {
    return rules;
  }

  /**
   * The current phase.
   *
   * @return the phase
   */
  public Phase phase() {
    return position.phase();
  }

  /**
   * The units on the board (in a retreat phase, without the dislodged units).
   *
   * @return the position
   */
  public Position position() {
    return position;
  }

  /**
   * In a retreat phase, the dislodged units and where each may go; otherwise empty.
   *
   * @return the dislodged units
   */
  public ImmutableList<DislodgedUnit> dislodged() {
    return dislodged;
  }

  /**
   * Every order that may be given in the current phase, by power and by unit: what the
   * adjudicator would not call illegal (see {@link PossibleOrders}). Listed once per game.
   *
   * @return the possible orders of this phase
   */
  public PossibleOrders possibleOrders() {
    PossibleOrders p = possible;
    if (p == null) {
      p = PossibleOrders.of(this);
      possible = p;
    }
    return p;
  }

  /**
   * Reads orders of one power for the current phase ({@code "A Par - Bur"}, {@code "Build F
   * StP/nc"}, …). Under {@code unreadable-orders=ignore} a text that cannot be read is left
   * out, as the 2025 rulebook says; otherwise it is an error.
   *
   * @param power the power's name, such as {@code France}
   * @param texts the orders' texts
   * @return the orders read, in the order of the texts
   * @throws OrderSyntaxException for an unknown power, or text that cannot be read when such
   *     text is an error; then its {@link OrderSyntaxException#index() index} and {@link
   *     OrderSyntaxException#text() text} say which text of the batch failed
   */
  public List<Order> orders(String power, String... texts) throws OrderSyntaxException {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(texts, "texts");
    Power p = variant.map().power(power)
        .orElseThrow(() -> new OrderSyntaxException("unknown power", power));
    List<Order> out = new ArrayList<>();
    for (int i = 0; i < texts.length; i++) {
      String text = Objects.requireNonNull(texts[i], "texts[" + i + "]");
      try {
        read(p.name(), text).ifPresent(out::add);
      } catch (OrderSyntaxException e) {
        throw e.inBatch(i, text);
      }
    }
    return out;
  }

  /**
   * Reads one order of a power for the current phase. Under {@code unreadable-orders=ignore}
   * an order that cannot be read, its power included, is ignored (empty); under {@code
   * error} it is an error.
   *
    * @param power the power's name
    * @param text the order's text
    * @return the order, or empty when it was ignored
   * @throws OrderSyntaxException naming the token that could not be read, when that is an error
   */
  public Optional<Order> read(String power, String text) throws OrderSyntaxException {
    Objects.requireNonNull(power, "power");
    Objects.requireNonNull(text, "text");
    try {
      Power p = variant.map().power(power)
          .orElseThrow(() -> new OrderSyntaxException("unknown power", power));
      return Optional.of(new OrderParser(variant.map()).parse(p, text, phase().type()));
    } catch (OrderSyntaxException e) {
      if (rules.unreadableOrders() == UnreadableOrdersRule.IGNORE) {
        return Optional.empty();
      }
      throw e;
    }
  }

  /**
   * Adjudicates the current phase with these orders; units without orders hold, are
   * disbanded or build nothing.
   *
    * @param orders the orders of every power for this phase
    * @return the results, and the game at its next phase
   * @throws IllegalStateException when the game is over, or would go on past {@link Phase#LAST_YEAR}
   * @throws IllegalArgumentException for more than {@link #MAX_ORDERS} orders
   */
  public PhaseOutcome adjudicate(List<? extends Order> orders) {
    Objects.requireNonNull(orders, "orders");
    if (orders.size() > MAX_ORDERS) {
      throw new IllegalArgumentException(
          orders.size() + " orders in one phase: at most " + MAX_ORDERS + " are adjudicated");
    }
    if (isOver()) {
      throw new IllegalStateException("the game is over: " + String.join(", ", winners) + " won");
    }
    ImmutableList<Order> given = ImmutableList.copyOf(orders);
    switch (position.phase().type()) {
      case MOVEMENT: {
        MovementResult r = MovementResolver.resolve(variant.map(), position, given, rules, sides());
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
        Position after = new Position(position.phase(), r.units(), position.owners());
        if (!mayRetreat.isEmpty() && phase().season() == Season.FALL
            && rules.centreOwnership() == CentreOwnershipRule.FALL_MOVEMENT) {
          after = owned(after);
        }
        PlayedPhase played = new PlayedPhase(this, given, r.results(), r.dislodged(), r.byConvoy(),
            ImmutableList.copyOf(removed));
        Game next = mayRetreat.isEmpty()
            ? endOfSeason(played, after, false)
            : next(played, after.withPhase(new Phase(phase().season(), phase().year(), PhaseType.RETREAT)), mayRetreat);
        return played.outcome(next);
      }
      case RETREAT: {
        RetreatResult r = RetreatResolver.resolve(variant.map(), position.units(), dislodged, given, rules);
        Position after = new Position(position.phase(), r.units(), position.owners());
        PlayedPhase played = new PlayedPhase(this, given, r.results(), ImmutableList.of(), ImmutableSet.of(),
            r.disbanded());
        return played.outcome(endOfSeason(played, after, true));
      }
      default: {
        AdjustmentResult r = AdjustmentResolver.resolve(variant, position, given, rules, players);
        Position after = new Position(
            phase().nextSpring(), r.units(), position.owners());
        PlayedPhase played = new PlayedPhase(this, given, r.results(), ImmutableList.of(), ImmutableSet.of(),
            r.civilDisorder());
        return played.outcome(next(played, after, List.of()));
      }
    }
  }

  /**
   * After a season's movement and retreats ({@code afterRetreats}: its retreat phase is what
   * just ended): Fall hands over the centres, unless the rule in force did so already after
   * the Fall movement, and may lead to adjustments.
   */
  private Game endOfSeason(PlayedPhase played, Position after, boolean afterRetreats) {
    int year = phase().year();
    CentreOwnershipRule ownership = rules.centreOwnership();
    if (phase().season() == Season.SPRING) {
      Position spring = afterRetreats && ownership == CentreOwnershipRule.EVERY_RETREAT ? owned(after) : after;
      return next(played, spring.withPhase(new Phase(Season.FALL, year, PhaseType.MOVEMENT)), List.of());
    }
    Position owned = afterRetreats && ownership == CentreOwnershipRule.FALL_MOVEMENT ? after : owned(after);
    Phase winter = new Phase(Season.WINTER, year, PhaseType.ADJUSTMENT);
    Position winterPosition = owned.withPhase(winter);
    ImmutableSet<String> won = victory(owned, year);
    if (!won.isEmpty()) {
      return new Game(variant, rules, players, winterPosition, List.of(), won, played);
    }
    if (needsAdjustment(winterPosition)) {
      return next(played, winterPosition, List.of());
    }
    return next(played, owned.withPhase(after.phase().nextSpring()), List.of());
  }

  /** The position with every supply centre a unit stands in owned by that unit's power. */
  private static Position owned(Position after) {
    Map<Province, Power> owners = new HashMap<>(after.owners());
    for (Unit u : after.units()) {
      Province p = u.location().province();
      if (p.supplyCentre()) {
        owners.put(p, u.power());
      }
    }
    return new Position(after.phase(), after.units(), ImmutableMap.copyOf(owners));
  }

  /**
   * When a Fall turn is over: a player with the solo count of centres (all its powers'
   * together) wins; if several have it, the most centres win and a tie shares the victory.
   * After the last year, if there is one, the most centres win.
   */
  private ImmutableSet<String> victory(Position owned, int year) {
    Map<String, Integer> centres = new HashMap<>();
    for (Power owner : owned.owners().values()) {
      players.playerOf(owner).ifPresent(player -> centres.merge(player, 1, Integer::sum));
    }
    int most = 0;
    for (int c : centres.values()) {
      most = Math.max(most, c);
    }
    boolean ended = rules.lastYear() > 0 && year >= rules.lastYear();
    if (most == 0 || (most < variant.soloCentres() && !ended)) {
      return ImmutableSet.of();
    }
    ImmutableSet.Builder<String> b = ImmutableSet.builder();
    for (String player : players.commands().keySet()) {
      if (centres.getOrDefault(player, 0) == most) {
        b.add(player);
      }
    }
    return b.build();
  }

  private boolean needsAdjustment(Position p) {
    for (Power power : variant.map().powers()) {
      int n = AdjustmentResolver.adjustment(p, power);
      boolean neutral = players.isNeutral(power);
      if (n < 0 || (!neutral && n > 0 && AdjustmentResolver.canBuildSomewhere(variant, p, power))
          || (!neutral && AdjustmentResolver.canConvertSomewhere(variant, p, power))) {
        return true;
      }
    }
    return false;
  }
}
