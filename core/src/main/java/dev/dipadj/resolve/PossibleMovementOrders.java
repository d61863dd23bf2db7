package dev.dipadj.resolve;

import dev.dipadj.map.Canal;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.Railroad;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.GroupedOrders;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import java.util.Arrays;
import java.util.Objects;

/**
 * Every order the units of a movement phase may be given: the orders that, each given on
 * its own as written, the resolver would not call illegal. The board is laid out as the
 * resolver lays it out, and what depends on it is asked of the resolver's own predicates
 * ({@link OrderLegality}): where a unit may go, which supported moves the supported unit
 * could make, which convoy routes need a fleet. So the list and the adjudication cannot
 * disagree, and no order is made only to be refused.
 *
 * <p>Per unit, in this order: its hold; its moves (a fleet's to each coast it may reach, an
 * army's by land and by convoy, a move by land that a convoy could also carry a second time
 * {@code via convoy}, an army's along each railroad of its power through its province, DATC
 * v2.4 section 7); its supports of holds, then of moves, written without coasts; and
 * for a fleet at sea the convoys some route could use. A power holding a canal's province
 * has, before its units' orders, the permissions it may give ({@code SC F Med - Red}) to each
 * unit at an end of the canal.
 */
public final class PossibleMovementOrders {
  private final MovementOrders board;
  private final GroupedOrders.Builder out = new GroupedOrders.Builder();
  /** One unit's codes as they are listed, handed to {@link #out} together; room for any unit's. */
  private long[] unitCodes = new long[64];
  private int words;
  /** Per unit, {@link #words} longs each: the provinces it may move to by land or along its coast. */
  private long[] direct = new long[0];
  /** Per unit (armies only), {@link #words} longs each: the provinces a convoy route could carry it to. */
  private long[] convoy = new long[0];
  /** Per unit (armies of a railroad's power on its line), {@link #words} longs each: where a railroad takes it. */
  private long[] rail = new long[0];
  /** Whether the map has railroads: without them {@link #rail} is never read. */
  private boolean hasRail;
  /** The provinces some fleet at sea touches: only these can end a convoy route. */
  private long[] touched = new long[0];
  /**
   * The units that could move into province p: {@code movers[moversStart[p] .. moversStart[p + 1])},
   * each as {@code 2 * unit}, plus one where only a convoy could carry it there.
   */
  private int[] moversStart = new int[0];
  private int[] movers = new int[0];
  /** The convoy routes of the armies and, per fleet at sea, the convoys it could make. */
  private final PossibleConvoys convoys = new PossibleConvoys();
  /** Per unit: its power's index, for listing power by power without asking each unit again. */
  private int[] powerOf = new int[0];

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
   * @return the possible orders, by power and by unit
   */
  public static GroupedOrders list(GameMap map, Position position, RuleOptions rules, Sides sides) {
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

  private GroupedOrders compute(GameMap map, Position position, RuleOptions rules, Sides sides) {
    MovementOrders o = board;
    o.loadBoard(map, position, rules, sides);
    OrderLegality legal = o.legality();
    int units = o.units();
    int provinces = map.provinces().size();
    words = (provinces + 63) >>> 6;
    if (direct.length < units * words) {
      direct = new long[Math.max(units, 8) * 2 * words];
      convoy = new long[direct.length];
      rail = new long[direct.length];
    }
    if (touched.length < words) {
      touched = new long[words];
    }
    if (moversStart.length < provinces + 1) {
      moversStart = new int[provinces + 1];
    }
    Arrays.fill(direct, 0, units * words, 0L);
    Arrays.fill(convoy, 0, units * words, 0L);
    hasRail = !map.railroads().isEmpty();
    if (hasRail) {
      Arrays.fill(rail, 0, units * words, 0L);
    }
    Arrays.fill(touched, 0, words, 0L);
    for (int u = 0; u < units; u++) {
      if (o.fleet(u) && map.fleetConvoys(o.province(u))) {
        map.addFleetReach(o.location(u), touched, 0);
      }
    }
    // Many questions of routes follow: the groups of touching fleets answer them by masks.
    o.geometry().findGroups();
    int moves = 0;
    Arrays.fill(moversStart, 0, provinces + 1, 0);
    for (int u = 0; u < units; u++) {
      moves += reach(map, legal, o, u);
    }
    indexMovers(o, provinces, moves);
    // Every route of every army, walked once: the convoys ask which fleets a route needs, the
    // supports by fleets at sea whether a route leaves the supporter out (ConvoyGeometry).
    convoys.find(o, o.geometry(), convoy, words);
    // A unit's orders: its hold, a move (twice by land and convoy, or once per coast), a support
    // of a hold and of each move into each place it reaches, a convoy of each route.
    int most = 1 + 2 * Math.max(provinces, 64 * map.locationWords()) + provinces + moves
        + convoys.routes() + (hasRail ? provinces : 0);
    if (unitCodes.length < most) {
      unitCodes = new long[most];
    }

    out.reset(map.powers().size(), provinces);
    int powers = map.powers().size();
    if (powerOf.length < units) {
      powerOf = new int[Math.max(units, 2 * powerOf.length)];
    }
    for (int u = 0; u < units; u++) {
      powerOf[u] = o.unit(u).power().index();
    }
    for (int p = 0; p < powers; p++) {
      if (sides.neutral(p)) {
        continue;
      }
      out.power(p);
      if (!map.canals().isEmpty()) {
        canalPermissions(map, o, p);
      }
      for (int u = 0; u < units; u++) {
        if (powerOf[u] == p) {
          unitOrders(map, legal, o, u);
        }
      }
    }
    return out.build(new PossibleOrderCode(map, o.unitList()));
  }

  /**
   * The canal permissions power p may give, before its units' orders (an order of the power,
   * not of a unit): for each canal whose province p's unit holds, one for each unit standing
   * at an end, to the other end. These are exactly the permissions OrderLegality allows.
   */
  private void canalPermissions(GameMap map, MovementOrders o, int p) {
    for (Canal canal : map.canals()) {
      int holder = o.unitAt(canal.via().index());
      if (holder < 0 || powerOf[holder] != p) {
        continue;
      }
      permission(map, o, canal, canal.one(), canal.other(), holder);
      permission(map, o, canal, canal.other(), canal.one(), holder);
    }
  }

  private void permission(GameMap map, MovementOrders o, Canal canal, Province from, Province to, int holder) {
    int u = o.unitAt(from.index());
    if (u >= 0) {
      Unit passing = o.unit(u);
      out.add(new CanalPermission(o.unit(holder).power(), canal.name(), UnitDesignation.of(passing.type()),
          passing.location(), map.location(to)));
    }
  }

  /** Fills the places unit u could move to, counting it among the movers into each; returns how many. */
  private int reach(GameMap map, OrderLegality legal, MovementOrders o, int u) {
    int at = o.province(u);
    int base = u * words;
    boolean fleet = o.fleet(u);
    if (fleet) {
      map.addFleetReach(o.location(u), direct, base);
    } else {
      map.addArmyMoves(at, direct, base);
    }
    for (int w = 0; w < words; w++) {
      for (long bits = direct[base + w]; bits != 0; bits &= bits - 1) {
        int q = (w << 6) + Long.numberOfTrailingZeros(bits);
        if (!OrderLegality.mayEnter(fleet, map.kind(q))) {
          direct[base + w] &= ~(1L << q);
        }
      }
    }
    if (!fleet && WordSets.has(touched, 0, at)) {
      legal.addConvoyReach(at, touched, words, convoy, base);
    }
    if (hasRail && !fleet) {
      addRailReach(map, o, u, base);
    }
    // Counted per place too: the lists of movers into each place are laid out from the counts.
    int count = 0;
    for (int w = 0; w < words; w++) {
      for (long bits = direct[base + w] | convoy[base + w] | railBits(base + w); bits != 0; bits &= bits - 1) {
        moversStart[(w << 6) + Long.numberOfTrailingZeros(bits) + 1]++;
        count++;
      }
    }
    return count;
  }

  /** The places a railroad of the army's power takes it to from its province (DATC v2.4 section 7). */
  private void addRailReach(GameMap map, MovementOrders o, int u, int base) {
    for (Railroad r : map.railroads()) {
      if (r.power().equals(o.unit(u).power()) && r.indexOf(map.province(o.province(u))) >= 0) {
        for (Province q : r.line()) {
          if (q.index() != o.province(u)) {
            rail[base + (q.index() >>> 6)] |= 1L << q.index();
          }
        }
      }
    }
  }

  /** The word of {@link #rail}, or none on a map without railroads. */
  private long railBits(int k) {
    return hasRail ? rail[k] : 0L;
  }

  /** The lists of units that could move into each province, in unit order, from the counts {@link #reach} left. */
  private void indexMovers(MovementOrders o, int provinces, int moves) {
    if (movers.length < moves) {
      movers = new int[Math.max(moves, movers.length * 2)];
    }
    // The counts per place are in moversStart already (reach): made into starts.
    for (int p = 0; p < provinces; p++) {
      moversStart[p + 1] += moversStart[p];
    }
    // Fill each list from its start, moving the start along, then shift the starts back.
    for (int u = 0; u < o.units(); u++) {
      int base = u * words;
      for (int w = 0; w < words; w++) {
        long byLand = direct[base + w];
        for (long bits = byLand | convoy[base + w] | railBits(base + w); bits != 0; bits &= bits - 1) {
          int byConvoyOnly = (byLand & bits & -bits) == 0 ? 1 : 0;
          movers[moversStart[(w << 6) + Long.numberOfTrailingZeros(bits)]++] = 2 * u + byConvoyOnly;
        }
      }
    }
    for (int p = provinces; p > 0; p--) {
      moversStart[p] = moversStart[p - 1];
    }
    moversStart[0] = 0;
  }

  private void unitOrders(GameMap map, OrderLegality legal, MovementOrders o, int u) {
    long[] codes = unitCodes;
    codes[0] = PossibleOrderCode.of(MovementOrders.HOLD, false, u, 0, 0);
    int n = moves(map, o, u, codes, 1);
    n = supportsOfHolds(o, u, codes, n);
    n = supportsOfMoves(map, legal, o, u, codes, n);
    if (o.fleet(u) && map.fleetConvoys(o.province(u))) {
      n = convoys.convoys(o, u, codes, n);
    }
    out.unit(o.province(u));
    out.addCodes(codes, n);
  }

  /** A fleet's moves to each place along its coast it may reach; an army's by land and by convoy. */
  private int moves(GameMap map, MovementOrders o, int u, long[] codes, int n) {
    int base = u * words;
    if (o.fleet(u)) {
      // To each coast it may reach, in the order of the locations.
      for (int w = 0, locationWords = map.locationWords(); w < locationWords; w++) {
        for (long bits = map.fleetMoves(o.location(u), w); bits != 0; bits &= bits - 1) {
          int l = (w << 6) + Long.numberOfTrailingZeros(bits);
          if (WordSets.has(direct, base, map.provinceOf(l))) {
            codes[n++] = PossibleOrderCode.of(MovementOrders.MOVE, false, u, 0, l);
          }
        }
      }
      return n;
    }
    for (int w = 0; w < words; w++) {
      long byLand = direct[base + w];
      long byConvoy = convoy[base + w];
      for (long bits = byLand | byConvoy; bits != 0; bits &= bits - 1) {
        long bit = bits & -bits;
        int q = (w << 6) + Long.numberOfTrailingZeros(bits);
        codes[n++] = PossibleOrderCode.of(MovementOrders.MOVE, false, u, 0, q);
        if ((byLand & byConvoy & bit) != 0) {
          codes[n++] = PossibleOrderCode.of(MovementOrders.MOVE, true, u, 0, q);
        }
      }
    }
    if (hasRail) {
      // Along each railroad of its power through its province, to every other place of the line.
      for (int k = 0; k < map.railroads().size(); k++) {
        Railroad r = map.railroads().get(k);
        if (r.power().equals(o.unit(u).power()) && r.indexOf(map.province(o.province(u))) >= 0) {
          for (Province q : r.line()) {
            if (q.index() != o.province(u)) {
              codes[n++] = PossibleOrderCode.of(PossibleOrderCode.RAILROAD_MOVE, false, u, k, q.index());
            }
          }
        }
      }
    }
    return n;
  }

  /** A support reaches only where the supporter itself could move without a convoy. */
  private int supportsOfHolds(MovementOrders o, int u, long[] codes, int n) {
    int base = u * words;
    for (int w = 0; w < words; w++) {
      for (long bits = direct[base + w]; bits != 0; bits &= bits - 1) {
        int q = (w << 6) + Long.numberOfTrailingZeros(bits);
        int v = o.unitAt(q);
        if (v >= 0) {
          codes[n++] = PossibleOrderCode.of(MovementOrders.SUPPORT_HOLD, false, u, v, q);
        }
      }
    }
    return n;
  }

  /**
   * Supports of each move into a place the supporter reaches that the moving unit could
   * make. A unit that reaches the place itself (by land, or along its coast) can make the
   * move whoever supports it; only a move by convoy asks whether it needs the supporter.
   */
  private int supportsOfMoves(GameMap map, OrderLegality legal, MovementOrders o, int u, long[] codes, int n) {
    int base = u * words;
    int[] starts = moversStart;
    int[] moving = movers;
    // Only a fleet that convoys can be on a convoy route: any other supporter leaves every route as it is.
    boolean mayConvoy = o.fleet(u) && map.fleetConvoys(o.province(u));
    for (int w = 0; w < words; w++) {
      for (long bits = direct[base + w]; bits != 0; bits &= bits - 1) {
        int q = (w << 6) + Long.numberOfTrailingZeros(bits);
        long support = PossibleOrderCode.of(MovementOrders.SUPPORT_MOVE, false, u, 0, q);
        for (int k = starts[q], end = starts[q + 1]; k < end; k++) {
          int mover = moving[k];
          int v = mover >>> 1;
          if (v == u || ((mover & 1) != 0 && mayConvoy && !legal.supportedCanMove(u, v, map.location(q)))) {
            continue;
          }
          codes[n++] = PossibleOrderCode.withOther(support, v);
        }
      }
    }
    return n;
  }
}
