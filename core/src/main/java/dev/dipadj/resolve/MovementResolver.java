package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.MOVE;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import java.util.List;

/**
 * Adjudicates a movement phase: checks every order against the board, settles the
 * decisions ({@link Decisions}), and reports what happened to each order, where the units
 * stand afterwards, who was dislodged and where they may retreat. The outcome depends only
 * on the set of orders, never on the order in which they are given (apart from which of
 * two orders to one unit counts: the first legal one).
 */
public final class MovementResolver {
  private MovementResolver() {}

  /** Adjudicates the orders given for a movement-phase position, every power on its own. */
  public static MovementResult resolve(
      GameMap map, Position position, List<? extends Order> orders, RuleOptions rules) {
    return resolve(map, position, orders, rules, Sides.eachPowerAlone(map.powers().size()));
  }

  /** Adjudicates the orders given for a movement-phase position, with these sides and neutral powers. */
  public static MovementResult resolve(
      GameMap map, Position position, List<? extends Order> orders, RuleOptions rules, Sides sides) {
    MovementOrders o = new MovementOrders(map, position, List.copyOf(orders), rules, sides);
    Decisions d = new Decisions(o);
    d.resolveAll();
    Explanations why = new Explanations(o, d);

    ImmutableList.Builder<OrderResult> results = ImmutableList.builderWithExpectedSize(o.given.size());
    for (int i = 0; i < o.given.size(); i++) {
      results.add(why.result(i));
    }

    boolean[] moved = new boolean[o.units];
    int[] dislodgedBy = new int[o.units];
    boolean[] occupiedAfter = new boolean[map.provinces().size()];
    ImmutableList.Builder<Unit> after = ImmutableList.builderWithExpectedSize(o.units);
    for (int u = 0; u < o.units; u++) {
      moved[u] = o.kind[u] == MOVE && d.value(u);
      dislodgedBy[u] = moved[u] ? -1 : why.dislodger(u);
      if (moved[u]) {
        Unit old = o.unit[u];
        after.add(new Unit(old.power(), old.type(), map.location(o.targetLocation[u])));
        occupiedAfter[o.target[u]] = true;
      } else if (dislodgedBy[u] < 0) {
        after.add(o.unit[u]);
        occupiedAfter[o.province[u]] = true;
      }
    }

    ImmutableSet.Builder<Province> standoffs = ImmutableSet.builder();
    boolean[] standoff = new boolean[map.provinces().size()];
    for (int p = 0; p < standoff.length; p++) {
      if (occupiedAfter[p]) {
        continue;
      }
      for (int m : o.movesInto[p]) {
        // A bounce, not a unit that lost a head-to-head battle against the province's own unit.
        int opponent = d.headToHeadOpponent(m);
        if (!moved[m] && d.hasPath(m) && !(opponent >= 0 && moved[opponent])) {
          standoff[p] = true;
          standoffs.add(map.province(p));
          break;
        }
      }
    }

    ImmutableList.Builder<Dislodgement> dislodged = ImmutableList.builder();
    for (int u = 0; u < o.units; u++) {
      int by = dislodgedBy[u];
      if (by < 0) {
        continue;
      }
      int origin = o.province[by];
      boolean byConvoy = o.convoyed[by];
      dislodged.add(
          new Dislodgement(
              o.unit[u],
              map.province(origin),
              byConvoy,
              o.neutral[u]
                  ? ImmutableList.of() // a neutral unit is removed at once
                  : retreats(map, o.unit[u], byConvoy ? -1 : origin, occupiedAfter, standoff)));
    }
    return new MovementResult(results.build(), after.build(), dislodged.build(), standoffs.build());
  }

  /**
   * Where a dislodged unit may go: places it could move to that are empty after the
   * movement, not left empty by a standoff, and not where its attacker came from (unless
   * the attacker was convoyed, as the 2023 rulebook allows: DATC 4.A.5).
   */
  private static ImmutableList<Location> retreats(
      GameMap map, Unit unit, int forbidden, boolean[] occupied, boolean[] standoff) {
    ImmutableList.Builder<Location> out = ImmutableList.builder();
    if (unit.type() == UnitType.ARMY) {
      for (Province p : map.armyNeighbours(unit.location().province())) {
        if (open(p.index(), forbidden, occupied, standoff)) {
          out.add(map.location(p));
        }
      }
    } else {
      for (Location l : map.fleetNeighbours(unit.location())) {
        if (open(l.province().index(), forbidden, occupied, standoff)) {
          out.add(l);
        }
      }
    }
    return out.build();
  }

  private static boolean open(int p, int forbidden, boolean[] occupied, boolean[] standoff) {
    return p != forbidden && !occupied[p] && !standoff[p];
  }

}
