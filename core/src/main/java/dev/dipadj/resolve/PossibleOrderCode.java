package dev.dipadj.resolve;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.GroupedOrders;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.position.Unit;
import java.util.List;

/**
 * A possible movement order as one long, and the order it stands for: what {@link
 * PossibleMovementOrders} lists without making the order, so that only the orders asked for
 * are made. The code holds the order's kind (as {@link MovementOrders} numbers them),
 * whether a move goes {@code via convoy}, the unit ordered and the other unit (supported or
 * convoyed), by their index among the position's units, and a place by its location id:
 * where a move goes, the supported unit's place (support of a hold), or where a supported
 * move or a convoy goes.
 */
final class PossibleOrderCode implements GroupedOrders.Decoder {
  /** The code of a move along a railroad: its other unit field is the railroad's index on the map. */
  static final int RAILROAD_MOVE = 5;
  private static final int UNIT_BITS = 20;
  /** A code holds unit indices and location ids below 2^20, far beyond any map. */
  private static final long UNIT_MASK = (1L << UNIT_BITS) - 1;

  private final GameMap map;
  private final List<Unit> units;

  /** The decoder of codes for the units of one position, in province order. */
  PossibleOrderCode(GameMap map, List<Unit> units) {
    this.map = map;
    this.units = units;
  }

  /** The code of an order of unit u: kind, via convoy, the other unit v (or 0) and a location id. */
  static long of(int kind, boolean viaConvoy, int u, int v, int location) {
    return kind | (viaConvoy ? 8L : 0L) | ((long) u << 4) | ((long) v << (4 + UNIT_BITS))
        | ((long) location << (4 + 2 * UNIT_BITS));
  }

  /** The code of an order with no other unit yet ({@code v} 0), given the other unit v. */
  static long withOther(long code, int v) {
    return code | ((long) v << (4 + UNIT_BITS));
  }

  @Override
  public Order order(long code) {
    int kind = (int) (code & 7);
    boolean via = (code & 8) != 0;
    Unit x = units.get((int) ((code >>> 4) & UNIT_MASK));
    int v = (int) ((code >>> (4 + UNIT_BITS)) & UNIT_MASK);
    int location = (int) (code >>> (4 + 2 * UNIT_BITS));
    return switch (kind) {
      case MovementOrders.HOLD -> new Hold(x.power(), x.type(), x.location());
      case MovementOrders.MOVE -> new Move(x.power(), x.type(), x.location(), map.location(location), via);
      case RAILROAD_MOVE ->
          new Move(x.power(), UnitDesignation.of(x.type()), x.location(), map.location(location), false,
              map.railroads().get(v).name());
      case MovementOrders.SUPPORT_HOLD ->
          new SupportHold(x.power(), x.type(), x.location(), units.get(v).type(), map.location(location));
      case MovementOrders.SUPPORT_MOVE -> new SupportMove(x.power(), x.type(), x.location(), units.get(v).type(),
          map.location(units.get(v).location().province()), map.location(location));
      case MovementOrders.CONVOY -> new Convoy(x.power(), x.type(), x.location(), UnitType.ARMY,
          units.get(v).location(), map.location(location));
      default -> throw new IllegalArgumentException("not a code of a possible order: " + code);
    };
  }
}
