package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.GroupedOrders;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.phase.PossibleAdjustmentOrders;
import dev.dipadj.phase.PossibleRetreatOrders;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.PossibleMovementOrders;
import java.util.List;
import java.util.Objects;

/**
 * Every order that may be given in a game's current phase: each order that, given on its
 * own as written, the adjudicator would not call illegal. For each unit of a power that is
 * not neutral: in a Movement phase its hold, its moves (to each coast separately; a move by
 * land that a convoy could also carry a second time {@code via convoy}), its supports of
 * holds and of moves that could be legal (written without coasts), and the convoys some
 * route of fleets could use, and for a power holding a canal's province its permissions
 * ({@code SC F Med - Red}) before its units' orders; in a Retreat phase each retreat and the disband; in an
 * Adjustment phase the builds (coasts spelled out), disbands, conversions where the variant
 * has them, and {@code Waive}. The adjudicator's own predicates decide every order listed.
 *
 * <p>The orders come power by power in the map's order; within a power, a unit's orders
 * stand together, units in province order (in an Adjustment phase the builds come first and
 * the waive last). A power's or a unit's orders are found at once, without a scan; the lists
 * given out are unmodifiable, and a movement order is made only when it is first asked for,
 * so that a bot picking one order per unit makes only the orders it picks. An instance is
 * immutable; {@link Game#possibleOrders} keeps one per game.
 */
public final class PossibleOrders {
  private final GroupedOrders orders;
  /** The game whose phase this lists: it says which unit is ordered where. */
  private final Game game;

  private PossibleOrders(Game game, GroupedOrders orders) {
    this.game = game;
    this.orders = orders;
  }

  /**
   * Lists the possible orders of a game's current phase (work done at once: a few
   * microseconds for a movement phase; {@link Game#possibleOrders} keeps the answer).
   *
   * @param game the game, in any phase
   * @return its possible orders; none for a game that is over
   */
  public static PossibleOrders of(Game game) {
    Objects.requireNonNull(game, "game");
    GameMap map = game.variant().map();
    if (game.isOver()) {
      return new PossibleOrders(game, GroupedOrders.none(map.powers().size(), map.provinces().size()));
    }
    return new PossibleOrders(game, switch (game.phase().type()) {
      case MOVEMENT -> PossibleMovementOrders.list(map, game.position(), game.rules(), game.sides());
      case RETREAT -> retreats(game);
      case ADJUSTMENT -> adjustments(game);
    });
  }

  /** Each dislodged unit's retreats and disband (see {@link PossibleRetreatOrders#list}). */
  private static GroupedOrders retreats(Game game) {
    GameMap map = game.variant().map();
    GroupedOrders.Builder out = new GroupedOrders.Builder(8 * game.dislodged().size() + 1)
        .reset(map.powers().size(), map.provinces().size());
    PossibleRetreatOrders.list(map, game.dislodged(), game.players(), out);
    return out.build(null);
  }

  /** Each power's builds first, then each unit's disband and conversions, then the waive (see {@link PossibleAdjustmentOrders#list}). */
  private static GroupedOrders adjustments(Game game) {
    GameMap map = game.variant().map();
    GroupedOrders.Builder out = new GroupedOrders.Builder(16).reset(map.powers().size(), map.provinces().size());
    PossibleAdjustmentOrders.list(game.variant(), game.position(), game.players(), out);
    return out.build(null);
  }

  /**
   * Every possible order of the phase.
   *
   * @return the orders, power by power
   */
  public ImmutableList<Order> all() {
    return orders.all();
  }

  /**
   * The possible orders of one power (none for a neutral power, nor for the map's word of
   * neutral units: they are never ordered).
   *
   * @param power a power of the game's map, or its word of neutral units
   * @return its orders, unit by unit in province order (an unmodifiable list)
   * @throws IllegalArgumentException for a power that is not of the game's map
   */
  public List<Order> forPower(Power power) {
    Objects.requireNonNull(power, "power");
    if (game.variant().map().isNeutral(power)) {
      return List.of();
    }
    try {
      return orders.ofPower(power.index());
    } catch (IndexOutOfBoundsException e) {
      throw new IllegalArgumentException(power + " is not a power of this game", e);
    }
  }

  /**
   * The possible orders of the unit that may be ordered in a province: the unit standing
   * there, or in a Retreat phase the unit dislodged from there. Builds and waives are no
   * unit's: see {@link #forPower}.
   *
   * @param province a province of the game's map
   * @return the unit's orders (an unmodifiable list); empty when no unit there may be ordered
   * @throws IllegalArgumentException for a province that is not of the game's map
   */
  public List<Order> forUnit(Province province) {
    Objects.requireNonNull(province, "province");
    try {
      return orders.ofUnitIn(province.index());
    } catch (IndexOutOfBoundsException e) {
      throw new IllegalArgumentException(province + " is not a province of this game", e);
    }
  }

  /**
   * The possible orders of a unit.
   *
   * @param unit a unit on the board, or in a Retreat phase a dislodged unit
   * @return its orders; empty for a unit that may not be ordered (or is not on the board)
   */
  public List<Order> forUnit(Unit unit) {
    Objects.requireNonNull(unit, "unit");
    Province province = unit.location().province();
    return game.orderedUnitIn(province).filter(unit::equals).isPresent() ? forUnit(province) : List.of();
  }

  /**
   * Whether an order may be given in this phase, by its meaning: whether, given alone, the
   * adjudicator would not call it illegal. Unlike {@link #contains}, an order written as a
   * player may write it is accepted: without the unit's letter ({@code Par - Bur}), an army
   * with a coast, a fleet's move without the one coast it can reach, a support or convoy
   * naming a coast, {@code via convoy} on a move only a convoy can make. An order that stands
   * though it cannot succeed (a fleet ordered from the other coast of its province, DATC
   * 6.B.11) is accepted too, as adjudication takes it.
   *
   * @param order any order of the game's map
   * @return whether it may be given
   * @throws IllegalArgumentException for an order naming a place or power of another map
   */
  public boolean accepts(Order order) {
    Objects.requireNonNull(order, "order");
    return PhaseStep.legalAlone(game, order);
  }

  /**
   * Whether an order is listed, exactly as written.
   *
   * @param order any order
   * @return true when {@link #all} holds an equal order
   */
  public boolean contains(Order order) {
    Objects.requireNonNull(order, "order");
    // Only the orders of its unit, or of its power for a build or waive, can be equal to it.
    List<Order> candidates;
    try {
      candidates = order instanceof UnitOrder u ? orders.ofUnitIn(u.unit().province().index())
          : orders.ofPower(order.power().index());
    } catch (IndexOutOfBoundsException e) {
      return false;
    }
    return candidates.contains(order);
  }
}
