package dev.dipadj.resolve;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Every order the units of a movement phase may be given: the orders that, each given on
 * its own as written, the resolver would not call illegal. The candidates come from the
 * map (neighbours, coasts, the convoy routes of the fleets at sea); each one is then put to
 * the resolver's own predicates (its {@code OrderLegality}), so that the list and the adjudication
 * can never disagree.
 *
 * <p>Per unit, in this order: its hold; its moves (a fleet's to each coast it may reach, an
 * army's by land and by convoy, a move by land that a convoy could also carry a second time
 * {@code via convoy}); its supports of holds, then of moves, written without coasts; and
 * for a fleet at sea the convoys some route could use.
 */
public final class PossibleMovementOrders {
  private final MovementOrders board;
  private int words;
  /** Per unit, {@link #words} longs each: the provinces it may move to by land or along its coast. */
  private long[] direct = new long[0];
  /** Per unit (armies only), {@link #words} longs each: the provinces a convoy route could carry it to. */
  private long[] convoy = new long[0];
  /** The provinces some fleet at sea touches: only these can end a convoy route. */
  private long[] touched = new long[0];
  /** The units that could move into province p: {@code movers[moversStart[p] .. moversStart[p + 1])}. */
  private int[] moversStart = new int[0];
  private int[] movers = new int[0];
  /** The convoy routes of the armies, in unit and province order, and the fleets each needs ({@link ConvoyGeometry#neededFrom}). */
  private int routes;
  private int[] routeOrigin = new int[0];
  private int[] routeDestination = new int[0];
  private long[] routeNeeds = new long[0];
  /** Whether the fleets each convoy route needs have been found in this phase. */
  private boolean needsKnown;

  PossibleMovementOrders(MovementOrders board) {
    this.board = board;
  }

  /**
   * The orders every unit of a power that is not neutral may be given in this movement
   * phase: power by power in the map's order, each power's units in province order.
   *
   * @param map the map of the position
   * @param position a movement-phase position
   * @param rules the rule options of the game
   * @param sides which powers are neutral (their units are given no orders)
   * @return the possible orders
   */
  public static ImmutableList<Order> list(GameMap map, Position position, RuleOptions rules, Sides sides) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(sides, "sides");
    Workspace w = Workspace.acquire();
    try {
      return w.possible.compute(map, position, rules, sides);
    } catch (RuntimeException | Error e) {
      w.discard();
      throw e;
    } finally {
      w.release();
    }
  }

  private ImmutableList<Order> compute(GameMap map, Position position, RuleOptions rules, Sides sides) {
    MovementOrders o = board;
    o.loadBoard(map, position, rules, sides);
    needsKnown = false;
    int units = o.units;
    int provinces = map.provinces().size();
    words = (provinces + 63) >>> 6;
    if (direct.length < units * words) {
      direct = new long[Math.max(units, 8) * 2 * words];
      convoy = new long[direct.length];
    }
    if (touched.length < words) {
      touched = new long[words];
    }
    if (moversStart.length < provinces + 1) {
      moversStart = new int[provinces + 1];
    }
    Arrays.fill(direct, 0, units * words, 0L);
    Arrays.fill(convoy, 0, units * words, 0L);
    Arrays.fill(touched, 0, words, 0L);
    for (int u = 0; u < units; u++) {
      Unit x = o.unit.get(u);
      if (x.type() == UnitType.FLEET && map.isSea(o.province[u])) {
        for (Location l : map.fleetNeighbours(x.location())) {
          set(touched, 0, l.province().index());
        }
      }
    }
    // Many questions of routes follow: the groups of touching fleets answer them by masks.
    o.geometry().findGroups();
    int moves = 0;
    for (int u = 0; u < units; u++) {
      moves += reach(map, o, u);
    }
    indexMovers(o, provinces, moves);

    ImmutableList.Builder<Order> out = ImmutableList.builderWithExpectedSize(units * 24);
    List<Power> powers = map.powers();
    for (int p = 0; p < powers.size(); p++) {
      if (sides.neutral(p)) {
        continue;
      }
      for (int u = 0; u < units; u++) {
        if (o.unit.get(u).power().index() == p) {
          unitOrders(map, o, u, out);
        }
      }
    }
    return out.build();
  }

  /** Fills the places unit u could move to; returns how many. */
  private int reach(GameMap map, MovementOrders o, int u) {
    Unit x = o.unit.get(u);
    int at = o.province[u];
    int base = u * words;
    if (x.type() == UnitType.FLEET) {
      for (Location l : map.fleetNeighbours(x.location())) {
        set(direct, base, l.province().index());
      }
    } else {
      for (Province p : map.armyNeighbours(x.location().province())) {
        set(direct, base, p.index());
      }
      if (map.isCoastal(at) && has(touched, 0, at)) {
        ConvoyGeometry g = o.geometry();
        for (int w = 0; w < words; w++) {
          for (long bits = touched[w]; bits != 0; bits &= bits - 1) {
            int q = (w << 6) + Long.numberOfTrailingZeros(bits);
            if (q != at && map.isCoastal(q) && g.routeExists(at, q, -1)) {
              set(convoy, base, q);
            }
          }
        }
      }
    }
    int count = 0;
    for (int w = 0; w < words; w++) {
      count += Long.bitCount(direct[base + w] | convoy[base + w]);
    }
    return count;
  }

  /** The lists of units that could move into each province, in unit order. */
  private void indexMovers(MovementOrders o, int provinces, int moves) {
    if (movers.length < moves) {
      movers = new int[Math.max(moves, movers.length * 2)];
    }
    Arrays.fill(moversStart, 0, provinces + 1, 0);
    for (int u = 0; u < o.units; u++) {
      int base = u * words;
      for (int w = 0; w < words; w++) {
        for (long bits = direct[base + w] | convoy[base + w]; bits != 0; bits &= bits - 1) {
          moversStart[(w << 6) + Long.numberOfTrailingZeros(bits) + 1]++;
        }
      }
    }
    for (int p = 0; p < provinces; p++) {
      moversStart[p + 1] += moversStart[p];
    }
    // Fill each list from its start, moving the start along, then shift the starts back.
    for (int u = 0; u < o.units; u++) {
      int base = u * words;
      for (int w = 0; w < words; w++) {
        for (long bits = direct[base + w] | convoy[base + w]; bits != 0; bits &= bits - 1) {
          movers[moversStart[(w << 6) + Long.numberOfTrailingZeros(bits)]++] = u;
        }
      }
    }
    for (int p = provinces; p > 0; p--) {
      moversStart[p] = moversStart[p - 1];
    }
    moversStart[0] = 0;
  }

  private void unitOrders(GameMap map, MovementOrders o, int u, ImmutableList.Builder<Order> out) {
    Unit x = o.unit.get(u);
    Power power = x.power();
    UnitType type = x.type();
    Location at = x.location();
    int base = u * words;
    add(o, u, out, new Hold(power, type, at));
    if (type == UnitType.FLEET) {
      for (Location l : map.fleetNeighbours(at)) {
        add(o, u, out, new Move(power, type, at, l, false));
      }
    } else {
      for (int w = 0; w < words; w++) {
        for (long bits = direct[base + w] | convoy[base + w]; bits != 0; bits &= bits - 1) {
          int q = (w << 6) + Long.numberOfTrailingZeros(bits);
          Location to = map.location(q);
          boolean byLand = has(direct, base, q);
          add(o, u, out, new Move(power, type, at, to, false));
          if (byLand && has(convoy, base, q)) {
            add(o, u, out, new Move(power, type, at, to, true));
          }
        }
      }
    }
    for (int w = 0; w < words; w++) {
      for (long bits = direct[base + w]; bits != 0; bits &= bits - 1) {
        int q = (w << 6) + Long.numberOfTrailingZeros(bits);
        int v = o.unitAt[q];
        if (v >= 0) {
          add(o, u, out, new SupportHold(power, type, at, o.unit.get(v).type(), map.location(q)));
        }
      }
    }
    for (int w = 0; w < words; w++) {
      for (long bits = direct[base + w]; bits != 0; bits &= bits - 1) {
        int q = (w << 6) + Long.numberOfTrailingZeros(bits);
        Location to = map.location(q);
        for (int k = moversStart[q]; k < moversStart[q + 1]; k++) {
          int v = movers[k];
          // An army that only a convoy carries there needs a route without the supporter (DATC
          // 6.D.31): asked first, so that no order is made for the check to refuse.
          if (v != u && (has(direct, v * words, q) || o.geometry().routeExists(o.province[v], q, o.province[u]))) {
            add(o, u, out, new SupportMove(power, type, at, o.unit.get(v).type(), map.location(o.province[v]), to));
          }
        }
      }
    }
    if (type == UnitType.FLEET && map.isSea(o.province[u])) {
      convoys(map, o, u, out);
    }
  }

  /** The convoys fleet u could make: for each army and each place a route could carry it to that needs u. */
  private void convoys(GameMap map, MovementOrders o, int u, ImmutableList.Builder<Order> out) {
    ConvoyGeometry g = o.geometry();
    if (!needsKnown) {
      findNeeds(o, g);
    }
    Unit fleet = o.unit.get(u);
    int sea = g.seaIndexOf(o.province[u]);
    for (int i = 0; i < routes; i++) {
      int from = routeOrigin[i];
      int to = routeDestination[i];
      boolean maybe = routeNeeds[i] == -1L ? g.neededOnRoute(from, to, o.province[u]) : (routeNeeds[i] & (1L << sea)) != 0;
      if (maybe) {
        add(o, u, out, new Convoy(fleet.power(), fleet.type(), fleet.location(), UnitType.ARMY,
            map.location(from), map.location(to)));
      }
    }
  }

  /** Every convoy route of an army, with the fleets some route needs (found once for all fleets; -1 when unknown). */
  private void findNeeds(MovementOrders o, ConvoyGeometry g) {
    routes = 0;
    for (int v = 0; v < o.units; v++) {
      int base = v * words;
      boolean found = false;
      for (int w = 0; w < words; w++) {
        for (long bits = convoy[base + w]; bits != 0; bits &= bits - 1) {
          if (!found) {
            g.findAllNeededFrom(o.province[v]);
            found = true;
          }
          if (routes == routeOrigin.length) {
            int n = Math.max(16, routes * 2);
            routeOrigin = Arrays.copyOf(routeOrigin, n);
            routeDestination = Arrays.copyOf(routeDestination, n);
            routeNeeds = Arrays.copyOf(routeNeeds, n);
          }
          int q = (w << 6) + Long.numberOfTrailingZeros(bits);
          routeOrigin[routes] = o.province[v];
          routeDestination[routes] = q;
          routeNeeds[routes] = g.neededFrom(q);
          routes++;
        }
      }
    }
    needsKnown = true;
  }

  /** Lists the order if the resolver's check lets it be given. */
  private static void add(MovementOrders o, int u, ImmutableList.Builder<Order> out, Order order) {
    if (o.isLegalFor(u, order)) {
      out.add(order);
    }
  }

  private static void set(long[] bits, int base, int i) {
    bits[base + (i >>> 6)] |= 1L << i;
  }

  private static boolean has(long[] bits, int base, int i) {
    return (bits[base + (i >>> 6)] & (1L << i)) != 0;
  }
}
