package dev.dipadj.phase;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.order.Disband;
import dev.dipadj.order.GroupedOrders;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.RetreatRules;
import dev.dipadj.variant.Players;
import java.util.List;
import java.util.Objects;

/**
 * The orders each power may give in a retreat phase, each decided by the check
 * {@link RetreatResolver} makes of an order given, so that what is listed is what
 * adjudication accepts.
 */
public final class PossibleRetreatOrders {
  private PossibleRetreatOrders() {}

  /**
   * The retreat-phase orders each power may give, each one on its own as written: for each of
   * its dislodged units, a retreat to each place the unit could move to that the retreat
   * check accepts (a fleet's coasts apart), then its disband. A neutral power has none (its
   * dislodged units are removed at once).
   *
   * @param map the map
   * @param dislodged the dislodged units, each with its retreat places
   * @param players who commands which powers
   * @param out where the orders go, power by power, and per unit in the order of {@code dislodged}
   */
  public static void list(GameMap map, List<DislodgedUnit> dislodged, Players players, GroupedOrders.Builder out) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(dislodged, "dislodged");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(out, "out");
    int[] dislodgedIn = RetreatResolver.dislodgedIn(map, dislodged);
    for (Power power : map.powers()) {
      if (players.isNeutral(power)) {
        continue;
      }
      out.power(power.index());
      for (DislodgedUnit d : dislodged) {
        Unit u = d.unit();
        if (!u.power().equals(power)) {
          continue;
        }
        out.unit(u.location().province().index());
        // Every place the unit could move to is a candidate; the retreat check says which it may go to.
        for (Location place : RetreatRules.places(map, u, p -> false)) {
          addIfLegal(map, new Retreat(power, u.type(), u.location(), place), dislodged, dislodgedIn, out);
        }
        addIfLegal(map, new Disband(power, u.type(), u.location()), dislodged, dislodgedIn, out);
      }
    }
  }

  private static void addIfLegal(
      GameMap map, Order candidate, List<DislodgedUnit> dislodged, int[] dislodgedIn, GroupedOrders.Builder out) {
    if (RetreatResolver.check(map, candidate, dislodged, dislodgedIn).illegal() == null) {
      out.add(candidate);
    }
  }
}
