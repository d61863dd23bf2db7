package dev.dipadj.phase;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Disband;
import dev.dipadj.order.GroupedOrders;
import dev.dipadj.order.Order;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.Objects;
import java.util.Set;

/**
 * The orders each power may give in a Winter adjustment phase, each decided by the check
 * {@link AdjustmentResolver} makes of an order given: what a judge offers a player and a bot
 * picks from.
 */
public final class PossibleAdjustmentOrders {
  private PossibleAdjustmentOrders() {}

  /**
   * The adjustment orders each power may give, each one on its own as written: its builds (a
   * fleet's coast spelled out), its disbands, its conversions where the variant allows them,
   * and {@link Waive}. Each candidate is put to the very check {@link AdjustmentResolver#resolve} makes of an
   * order, so the list and the adjudication cannot disagree; only what could pass is put to
   * it (builds while a power has some, disbands while it owes some). A neutral power has none.
   *
   * @param variant the variant played
   * @param position a Winter adjustment position
   * @param players who commands which powers
   * @param out where the orders go, power by power: builds in province order (army first,
   *     then each coast), then per unit in province order its disband and conversions (as that
   *     unit's), then the waive
   */
  public static void list(Variant variant, Position position, Players players, GroupedOrders.Builder out) {
    Objects.requireNonNull(out, "out");
    offer(variant, position, players, true, new Sink() {
      @Override public void power(int index) {
        out.power(index);
      }

      @Override public void unit(int province) {
        out.unit(province);
      }

      @Override public boolean take(Order order) {
        out.add(order);
        return true;
      }
    });
  }

  /**
   * Whether a Winter position has an adjustment phase to play: some power not neutral may
   * give an order that changes the board (a build, a disband or a conversion that {@link
   * #list} would list; a waive alone changes nothing), or a neutral power owes disbands,
   * which the civil-disorder rule makes. Decided by the very check of the orders, not
   * worked out apart.
   *
   * @param variant the variant played
   * @param position a Winter position, after the centres changed hands
   * @param players who commands which powers
   * @return whether the phase is played
   */
  public static boolean anyDue(Variant variant, Position position, Players players) {
    int[] left = AdjustmentResolver.adjustments(variant.map(), position);
    for (Power power : variant.map().powers()) {
      if (players.isNeutral(power) && left[power.index()] < 0) {
        return true;
      }
    }
    boolean[] found = {false};
    offer(variant, position, players, false, new Sink() {
      @Override public void power(int index) {}

      @Override public void unit(int province) {}

      @Override public boolean take(Order order) {
        found[0] = true;
        return false;
      }
    });
    return found[0];
  }

  /** Where the orders the check passes go, with the groups they belong to. */
  private interface Sink {
    void power(int index);

    void unit(int province);

    /** Takes an order the check passed; false to stop offering. */
    boolean take(Order order);
  }

  /**
   * Puts each candidate order to the check and gives those that pass to the sink, in the
   * order {@link #list} documents, until the sink says stop; waives only when asked.
   */
  private static void offer(Variant variant, Position position, Players players, boolean waives, Sink out) {
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(players, "players");
    GameMap map = variant.map();
    int[] left = AdjustmentResolver.adjustments(map, position);
    boolean conversion = variant.variantRules().conversion();
    Set<Province> ordered = Set.of();
    for (Power power : map.powers()) {
      if (players.isNeutral(power)) {
        continue;
      }
      out.power(power.index());
      if (left[power.index()] > 0) {
        for (Province p : AdjustmentResolver.buildCentres(variant, position, power)) {
          if (!offer(variant, position, new Build(power, UnitType.ARMY, map.location(p)), left, ordered, out)) {
            return;
          }
          for (Location l : map.fleetLocations(p)) {
            if (!offer(variant, position, new Build(power, UnitType.FLEET, l), left, ordered, out)) {
              return;
            }
          }
        }
      }
      if (left[power.index()] < 0 || conversion) {
        for (Unit u : position.units()) {
          if (u.power().index() != power.index()) {
            continue;
          }
          out.unit(u.location().province().index());
          if (left[power.index()] < 0
              && !offer(variant, position, new Disband(power, u.type(), u.location()), left, ordered, out)) {
            return;
          }
          if (!conversion) {
            continue;
          }
          if (u.type() == UnitType.FLEET) {
            if (!offer(variant, position, new Convert(power, UnitType.FLEET, u.location()), left, ordered, out)) {
              return;
            }
          } else {
            for (Location l : map.fleetLocations(u.location().province())) {
              if (!offer(variant, position, new Convert(power, UnitType.ARMY, l), left, ordered, out)) {
                return;
              }
            }
          }
        }
        out.power(power.index());
      }
      if (waives && !offer(variant, position, new Waive(power), left, ordered, out)) {
        return;
      }
    }
  }

  /** Offers a candidate that passes the check; false when the sink says stop. */
  private static boolean offer(Variant variant, Position position, Order candidate, int[] left,
      Set<Province> ordered, Sink out) {
    return AdjustmentOrders.problem(variant, position, candidate, left, ordered) != null || out.take(candidate);
  }
}
