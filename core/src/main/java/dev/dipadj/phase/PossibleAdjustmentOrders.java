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
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(out, "out");
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
          addIfPossible(variant, position, new Build(power, UnitType.ARMY, map.location(p)), left, ordered, out);
          for (Location l : map.fleetLocations(p)) {
            addIfPossible(variant, position, new Build(power, UnitType.FLEET, l), left, ordered, out);
          }
        }
      }
      if (left[power.index()] < 0 || conversion) {
        for (Unit u : position.units()) {
          if (u.power().index() != power.index()) {
            continue;
          }
          out.unit(u.location().province().index());
          if (left[power.index()] < 0) {
            addIfPossible(variant, position, new Disband(power, u.type(), u.location()), left, ordered, out);
          }
          if (!conversion) {
            continue;
          }
          if (u.type() == UnitType.FLEET) {
            addIfPossible(variant, position, new Convert(power, UnitType.FLEET, u.location()), left, ordered, out);
          } else {
            for (Location l : map.fleetLocations(u.location().province())) {
              addIfPossible(variant, position, new Convert(power, UnitType.ARMY, l), left, ordered, out);
            }
          }
        }
        out.power(power.index());
      }
      addIfPossible(variant, position, new Waive(power), left, ordered, out);
    }
  }

  private static void addIfPossible(Variant variant, Position position, Order candidate, int[] left,
      Set<Province> ordered, GroupedOrders.Builder out) {
    if (AdjustmentResolver.problem(variant, position, candidate, left, ordered) == null) {
      out.add(candidate);
    }
  }}
