package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.phase.AdjustmentResolver;
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
 * route of fleets could use; in a Retreat phase each retreat and the disband; in an
 * Adjustment phase the builds (coasts spelled out), disbands, conversions where the variant
 * has them, and {@code Waive}. The adjudicator's own checks decide every order listed.
 *
 * <p>The orders come power by power in the map's order; within a power, a unit's orders
 * stand together, units in province order (in an Adjustment phase the builds come first and
 * the waive last). An instance is immutable; {@link Game#possibleOrders} keeps one per game.
 */
public final class PossibleOrders {
  private final ImmutableList<Order> all;
  /** Per power index, where its orders start in {@link #all}; one more entry for the end. */
  private final int[] powerStart;

  private PossibleOrders(ImmutableList<Order> all, int powers) {
    this.all = all;
    this.powerStart = new int[powers + 1];
    // The orders come by power: the first order of each power by binary search.
    for (int p = 0; p <= powers; p++) {
      int low = p == 0 ? 0 : powerStart[p - 1];
      int high = all.size();
      while (low < high) {
        int mid = (low + high) >>> 1;
        if (all.get(mid).power().index() < p) {
          low = mid + 1;
        } else {
          high = mid;
        }
      }
      powerStart[p] = low;
    }
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
    int powers = game.variant().map().powers().size();
    if (game.isOver()) {
      return new PossibleOrders(ImmutableList.of(), powers);
    }
    ImmutableList<Order> all = switch (game.phase().type()) {
      case MOVEMENT -> PossibleMovementOrders.list(game.variant().map(), game.position(), game.rules(), game.sides());
      case RETREAT -> retreats(game);
      case ADJUSTMENT -> adjustments(game);
    };
    return new PossibleOrders(all, powers);
  }

  /** Each dislodged unit (none of them neutral: those are removed at once) may retreat to one of its places or disband. */
  private static ImmutableList<Order> retreats(Game game) {
    ImmutableList.Builder<Order> out = ImmutableList.builder();
    for (Power power : game.variant().map().powers()) {
      if (game.players().isNeutral(power)) {
        continue;
      }
      for (var d : game.dislodged()) {
        Unit u = d.unit();
        if (!u.power().equals(power)) {
          continue;
        }
        List<Location> places = d.retreats();
        for (Location place : places) {
          out.add(new Retreat(power, u.type(), u.location(), place));
        }
        out.add(new Disband(power, u.type(), u.location()));
      }
    }
    return out.build();
  }

  private static ImmutableList<Order> adjustments(Game game) {
    ImmutableList.Builder<Order> out = ImmutableList.builder();
    for (Power power : game.variant().map().powers()) {
      out.addAll(AdjustmentResolver.possibleOrders(game.variant(), game.position(), game.players(), power));
    }
    return out.build();
  }

  /**
   * Every possible order of the phase.
   *
   * @return the orders, power by power
   */
  public ImmutableList<Order> all() {
    return all;
  }

  /**
   * The possible orders of one power (none for a neutral power).
   *
   * @param power a power of the game's map
   * @return its orders, unit by unit in province order
   */
  public ImmutableList<Order> forPower(Power power) {
    Objects.requireNonNull(power, "power");
    int p = power.index();
    if (p < 0 || p + 1 >= powerStart.length) {
      throw new IllegalArgumentException(power + " is not a power of this game");
    }
    return all.subList(powerStart[p], powerStart[p + 1]);
  }

  /**
   * The possible orders of the unit that may be ordered in a province: the unit standing
   * there, or in a Retreat phase the unit dislodged from there. Builds and waives are no
   * unit's: see {@link #forPower}.
   *
   * @param province a province of the game's map
   * @return the unit's orders; empty when no unit there may be ordered
   */
  public ImmutableList<Order> forUnit(Province province) {
    Objects.requireNonNull(province, "province");
    int first = -1;
    int end = -1;
    for (int k = 0; k < all.size(); k++) {
      if (all.get(k) instanceof UnitOrder o && o.unit().province().equals(province)) {
        if (first < 0) {
          first = k;
        }
        end = k + 1;
      }
    }
    return first < 0 ? ImmutableList.of() : all.subList(first, end);
  }

  /**
   * The possible orders of a unit.
   *
   * @param unit a unit on the board, or in a Retreat phase a dislodged unit
   * @return its orders; empty for a unit that may not be ordered (or is not on the board)
   */
  public ImmutableList<Order> forUnit(Unit unit) {
    Objects.requireNonNull(unit, "unit");
    ImmutableList<Order> orders = forUnit(unit.location().province());
    if (orders.isEmpty()) {
      return orders;
    }
    UnitOrder first = (UnitOrder) orders.get(0);
    boolean same = first.power().equals(unit.power()) && first.type() == unit.type()
        && first.unit().equals(unit.location());
    return same ? orders : ImmutableList.of();
  }

  /**
   * Whether an order is listed, exactly as written.
   *
   * @param order any order
   * @return true when {@link #all} holds an equal order
   */
  public boolean contains(Order order) {
    Objects.requireNonNull(order, "order");
    return all.contains(order);
  }
}
