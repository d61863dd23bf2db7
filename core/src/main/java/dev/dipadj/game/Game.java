package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.explain.Derivation;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.Sides;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.MapNames;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;

/**
 * A game in progress: an immutable value that {@link #adjudicate} steps from phase to
 * phase — Spring movement, retreats, Fall movement, retreats, Winter adjustments, or as the
 * variant's {@link dev.dipadj.position.Calendar} says — skipping the phases where nobody has
 * anything to do. Each game keeps the phases played to reach it
 * ({@link #history()}), which the game JSON of research records whole. A judge reads each
 * power's texts with {@link #read(String, List)} (an error per bad text), names powers and
 * places by text, and asks {@link #unitsToOrder()} and {@link #adjustment}.
 */
public final class Game {
  /** The most orders one phase takes; the work grows linearly with them up to this. */
  public static final int MAX_ORDERS = 1_000_000;

  private final Variant variant;
  /** Everything the game is but its variant and history: what {@link #state()} saves. */
  private final GameState state;
  /** The phase played last, whose {@code before} holds the ones before it; null at a game's start. */
  private final PlayedPhase last;
  private final int played;
  /** What the phase derives on first demand: possible orders, sides, adjustments, ordered units. */
  private final PhaseTables tables;

  private Game(Variant variant, GameState state, PlayedPhase last, PhaseTables tables) {
    this.variant = variant;
    this.state = state;
    this.tables = tables;
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
   * @throws ImpossibleStateException for a unit where it cannot stand, as {@link #from(Variant,
   *     Position, List, RuleOptions, Players)} refuses it
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
   * @throws ImpossibleStateException for a unit where it cannot stand, as {@link #from(Variant,
   *     Position, List, RuleOptions, Players)} refuses it
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
   *     two are in one province, a place is not of the variant's map, or a centre is owned
   *     by, or a player commands, the word of neutral units ({@code GameMap.neutral()})
   * @throws ImpossibleStateException for a state the rules could never produce, naming the
   *     unit and place: a unit where it cannot stand (an army at sea or on a coast, {@code A
   *     Spa/nc}; a fleet inland, or without the coast its province needs), a dislodged unit
   *     where no unit of another power stands to have dislodged it, a retreat place that is
   *     occupied, out of the unit's reach or listed twice, a neutral unit waiting to retreat
   */
  public static Game from(
      Variant variant, Position position, List<DislodgedUnit> dislodged, RuleOptions rules, Players players) {
    SetupCheck.parts(variant, position, dislodged, rules, players);
    GameState state = new GameState(variant.name(), position, ImmutableList.copyOf(dislodged), players, rules,
        ImmutableSet.of());
    return new Game(variant, state, null, new PhaseTables(null));
  }

  /**
   * The whole state of this game, to save: restored with {@link #restore}, it is this game again.
   *
   * @return the state
   */
  public GameState state() {
    return state;
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
   * @throws ImpossibleStateException for a state the rules could never produce, as {@link
   *     #from(Variant, Position, List, RuleOptions, Players)} refuses it
   */
  public static Game restore(GameState state, Variant variant) {
    SetupCheck.state(state, variant);
    return new Game(variant, state, null, new PhaseTables(null));
  }

  /** The game after a phase was played: at the next phase, or over when {@code winners} is not empty. */
  Game next(PlayedPhase played, Position position, List<DislodgedUnit> dislodged, ImmutableSet<String> winners) {
    return new Game(variant, state.next(position, dislodged, winners), played, tables.next());
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
    return state.players();
  }

  /**
   * The same game with a power handed to a player from now on (the two-player game's coin
   * toss for Italy: the library takes its outcome, it never rolls dice).
    *
    * @param power the power
    * @param player a player of this game
    * @return the game with the power handed over
    * @throws IllegalArgumentException for a player who is not in the game, or the word of
    *     neutral units for the power
   */
  public Game withControl(Power power, String player) {
    SetupCheck.handover(variant, state.players(), power, player);
    return new Game(variant, state.withControl(power, player), last, new PhaseTables(null));
  }

  /** Sides for the resolver: each power alone, or each player's powers together under the stricter rule. */
  Sides sides() {
    return tables.sides(this);
  }

  /**
   * The players who have won (several when they share a victory); empty while the game goes on.
   *
   * @return the winners
   */
  public ImmutableSet<String> winners() {
    return state.winners();
  }

  /**
   * Whether somebody has won, so no phase follows.
   *
   * @return whether the game is over
   */
  public boolean isOver() {
    return state.isOver();
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
    return state.rules();
  }

  /**
   * The current phase.
   *
   * @return the phase
   */
  public Phase phase() {
    return state.position().phase();
  }

  /**
   * The units on the board (in a retreat phase, without the dislodged units).
   *
   * @return the position
   */
  public Position position() {
    return state.position();
  }

  /**
   * In a retreat phase, the dislodged units and where each may go; otherwise empty.
   *
   * @return the dislodged units
   */
  public ImmutableList<DislodgedUnit> dislodged() {
    return state.dislodged();
  }

  /**
   * Every order that may be given in the current phase, by power and by unit: what the
   * adjudicator would not call illegal (see {@link PossibleOrders}). Listed once per game.
   *
   * @return the possible orders of this phase
   */
  public PossibleOrders possibleOrders() {
    return tables.possible(this);
  }

  /**
   * A power by its name or nationality, in any case ({@code France}, {@code french}).
   *
   * @param name the power's name or adjective
   * @return the power
   * @throws IllegalArgumentException for a name no power answers to: {@code unknown power
   *     'Frnace' (known: Austria, England, …)}
   */
  public Power power(String name) {
    return MapNames.power(variant.map(), name);
  }

  /**
   * A province by any of its names ({@code Par}, {@code Paris}), or a place in it ({@code StP/nc}).
   *
   * @param name the province's name
   * @return the province
   * @throws IllegalArgumentException for a name no province answers to, listing the known ones
   */
  public Province province(String name) {
    return MapNames.province(variant.map(), name);
  }

  /**
   * A place, its coast written as an order may write it ({@code StP/nc}, {@code Spain (north coast)}).
   *
   * @param text the place
   * @return the location
   * @throws IllegalArgumentException for text that names no place, saying why
   */
  public Location location(String text) {
    return MapNames.location(variant.map(), text);
  }

  /**
   * Reads a power's orders for the current phase ({@code A Par - Bur}, {@code Build F
   * StP/nc}, …), each text on its own: the orders read, and an error for each text that
   * cannot be read or is an order of another phase ({@code F Rum - Sev} in Winter), naming
   * its index, text and word at fault. A bad text costs only itself.
   *
   * @param power the power's name or nationality, such as {@code France}
   * @param texts the orders' texts
   * @return the orders read and the errors
   * @throws IllegalArgumentException for an unknown power, listing the known ones
   */
  public ReadOrders read(String power, List<String> texts) {
    return OrderReading.read(this, power, texts);
  }

  /**
   * Reads a power's orders for the current phase, as {@link #read(String, List)} does.
   *
   * @param power the power's name or nationality
   * @param texts the orders' texts
   * @return the orders read and the errors
   */
  public ReadOrders read(String power, String... texts) {
    Objects.requireNonNull(texts, "texts");
    return read(power, Arrays.asList(texts));
  }

  /**
   * Reads a power's orders for the current phase, all or nothing: the first text that gives
   * no order throws. Under {@code unreadable-orders=ignore} a text that cannot be read is
   * left out instead, as the 2025 rulebook says; an order of another phase always throws.
   *
   * @param power the power's name or nationality
   * @param texts the orders' texts
   * @return the orders read, in the order of the texts
   * @throws OrderSyntaxException for an unknown power, listing the known ones, or for a text,
   *     its {@link OrderSyntaxException#index() index} and {@link OrderSyntaxException#text() text} naming it
   */
  public List<Order> ordersOrThrow(String power, String... texts) throws OrderSyntaxException {
    return OrderReading.orThrow(this, power, texts);
  }

  /**
   * Reads one order of any phase, as a case file or a recorded game gives it to {@link
   * #adjudicateAsGiven}. Under {@code unreadable-orders=ignore} an order that cannot be read,
   * its power included, is ignored (empty).
   *
   * @param power the power's name or nationality
   * @param text the order's text
   * @return the order, or empty when it was ignored
   * @throws OrderSyntaxException naming the token that could not be read, when that is an error
   */
  public Optional<Order> readAsGiven(String power, String text) throws OrderSyntaxException {
    return OrderReading.asGiven(this, power, text);
  }

  /**
   * A power's units on the board (in a Retreat phase, the dislodged aside), in province order.
   *
   * @param power the power's name or nationality
   * @return its units
   */
  public ImmutableList<Unit> units(String power) {
    Power p = power(power);
    return state.position().units().stream().filter(u -> u.power().equals(p)).collect(ImmutableList.toImmutableList());
  }

  /**
   * The supply centres a power owns, in province order.
   *
   * @param power the power's name or nationality
   * @return its centres
   */
  public ImmutableList<Province> centres(String power) {
    Power p = power(power);
    return state.position().owners().entrySet().stream().filter(e -> e.getValue().equals(p)).map(Map.Entry::getKey)
        .sorted(Comparator.comparingInt(Province::index)).collect(ImmutableList.toImmutableList());
  }

  /**
   * The units that need an order this phase, in province order: in a Movement phase each
   * unit of a power that is not neutral, in a Retreat phase the dislodged units; none in an
   * Adjustment phase (see {@link #adjustment}) or once the game is over.
   *
   * @return the units
   */
  public ImmutableList<Unit> unitsToOrder() {
    return OrderedUnits.toOrder(this);
  }

  /**
   * The unit an order naming this province is for in this phase: in a Retreat phase the one
   * dislodged from it, otherwise the one standing there (a neutral power's too).
   *
   * @param province a province of the game's map
   * @return the unit, or empty when there is none
   */
  public Optional<Unit> orderedUnitIn(Province province) {
    Objects.requireNonNull(province, "province");
    return tables.orderedUnitIn(this, province);
  }

  /**
   * A power's units that need an order this phase (see {@link #unitsToOrder()}).
   *
   * @param power the power's name or nationality
   * @return its units to order
   */
  public ImmutableList<Unit> unitsToOrder(String power) {
    return OrderedUnits.toOrder(this, power(power));
  }

  /**
   * A power's centres and units, and in an Adjustment phase how many units it may build and
   * where, or must disband.
   *
   * @param power the power's name or nationality
   * @return its adjustment
   */
  public Adjustment adjustment(String power) {
    return adjustment(power(power));
  }

  /**
   * A power's centres and units, and in an Adjustment phase how many units it may build and
   * where, or must disband (every power's are counted once per game, on first demand).
   *
   * @param power a power of the game's map
   * @return its adjustment
   * @throws IllegalArgumentException for a power of another map
   */
  public Adjustment adjustment(Power power) {
    Objects.requireNonNull(power, "power");
    return tables.adjustment(this, power);
  }

  /**
   * Adjudicates the current phase with these orders; units without orders hold, are
   * disbanded or build nothing. An order of another phase ({@code F Rum - Sev} in Winter) is
   * refused, not spent as an illegal order: see {@link #adjudicateAsGiven} for that.
   *
   * @param orders the orders of every power for this phase
   * @return the results, and the game at its next phase
   * @throws IllegalStateException when the game is over, or would go on past {@link Phase#LAST_YEAR}
   * @throws IllegalArgumentException for an order of another phase, naming it and the phase;
   *     for more than {@link #MAX_ORDERS} orders
   */
  public PhaseOutcome adjudicate(List<? extends Order> orders) {
    return Adjudication.judged(this, orders);
  }

  /**
   * Adjudicates the current phase with the orders as a case file or a recorded game gives
   * them: an order of another phase is an illegal result, as the DATC treats any order that
   * cannot be given (4.E.1), and the phase goes on without it.
   *
   * @param orders the orders of every power for this phase
   * @return the results, and the game at its next phase
   * @throws IllegalStateException when the game is over, or would go on past {@link Phase#LAST_YEAR}
   * @throws IllegalArgumentException for more than {@link #MAX_ORDERS} orders
   */
  public PhaseOutcome adjudicateAsGiven(List<? extends Order> orders) {
    return Adjudication.asGiven(this, orders);
  }

  /**
   * The derivation of every ruling of this movement phase with these orders, as the resolver
   * settles them (see {@link dev.dipadj.explain.Derivation}); the orders as {@link
   * #adjudicateAsGiven} takes them. Plain adjudication does none of this work.
   *
   * @param orders the orders of every power for this phase
   * @return the derivation
   * @throws IllegalStateException when the phase is not a movement phase
   */
  public Derivation explain(List<? extends Order> orders) {
    return Adjudication.explained(this, orders);
  }
}
