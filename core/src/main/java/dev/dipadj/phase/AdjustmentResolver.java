package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.OrderResult;
import dev.dipadj.resolve.Outcome;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Adjudicates a Winter adjustment phase. A power with more centres than units may build,
 * one unit per unoccupied home centre it still owns, up to the difference (the first legal
 * builds count, DATC 4.D.4); one with more units than centres must disband the difference
 * (the first legal disbands count, 4.D.6) and what it leaves undone is done by the
 * civil-disorder rule ({@link CivilDisorder}).
 */
public final class AdjustmentResolver {
  private AdjustmentResolver() {}

  /** The number of builds (positive) or disbands (negative) a power has in this position. */
  public static int adjustment(Position position, Power power) {
    int centres = 0;
    for (Power owner : position.owners().values()) {
      if (owner.equals(power)) {
        centres++;
      }
    }
    int units = 0;
    for (Unit u : position.units()) {
      if (u.power().equals(power)) {
        units++;
      }
    }
    return centres - units;
  }

  /** Whether the power has a centre where it could build now. */
  public static boolean canBuildSomewhere(Variant variant, Position position, Power power) {
    for (Province p : variant.homeCentres().get(power)) {
      if (power.equals(position.owners().get(p)) && position.unitIn(p).isEmpty()) {
        return true;
      }
    }
    return false;
  }

  /** Adjudicates the adjustment orders of a Winter position. */
  public static AdjustmentResult resolve(Variant variant, Position position, List<? extends Order> orders) {
    GameMap map = variant.map();
    int powers = map.powers().size();
    int[] left = new int[powers];
    for (Power p : map.powers()) {
      left[p.index()] = adjustment(position, p);
    }
    List<Unit> units = new ArrayList<>(position.units());
    Set<Province> builtIn = new HashSet<>();
    ImmutableList.Builder<OrderResult> results = ImmutableList.builder();
    for (Order order : orders) {
      int p = order.power().index();
      String illegal;
      if (order instanceof Build b) {
        illegal = left[p] <= 0 ? order.power() + " has no build left" : buildProblem(variant, position, b, builtIn);
        if (illegal == null) {
          left[p]--;
          builtIn.add(b.location().province());
          units.add(new Unit(b.power(), b.type(), b.location()));
        }
      } else if (order instanceof Waive) {
        illegal = left[p] <= 0 ? order.power() + " has no build left" : null;
        if (illegal == null) {
          left[p]--;
        }
      } else if (order instanceof Disband d) {
        Unit u = position.unitIn(d.unit().province()).orElse(null);
        if (u == null || !units.contains(u)) {
          illegal = u == null ? "no unit in " + d.unit().province() : u.describe() + " is already disbanded";
        } else if (!u.power().equals(order.power())) {
          illegal = u.describe() + " belongs to " + u.power();
        } else if (left[p] >= 0) {
          illegal = order.power() + " has no disband left";
        } else {
          illegal = null;
          left[p]++;
          units.remove(u);
        }
      } else {
        illegal = "not an order for an adjustment phase";
      }
      results.add(new OrderResult(order, illegal == null ? Outcome.SUCCEEDS : Outcome.ILLEGAL,
          illegal == null ? "" : illegal));
    }
    List<Unit> removed = new ArrayList<>();
    for (Power power : map.powers()) {
      while (left[power.index()] < 0) {
        Unit u = CivilDisorder.nextRemoval(map, position, units, power);
        units.remove(u);
        removed.add(u);
        left[power.index()]++;
      }
    }
    return new AdjustmentResult(results.build(), ImmutableList.copyOf(units), ImmutableList.copyOf(removed));
  }

  private static String buildProblem(Variant variant, Position position, Build b, Set<Province> builtIn) {
    Province p = b.location().province();
    if (b.type() == null) {
      return "a build must say A or F";
    }
    if (!variant.homeCentres().get(b.power()).contains(p)) {
      return p + " is not a home centre of " + b.power();
    }
    if (!b.power().equals(position.owners().get(p))) {
      return b.power() + " does not own " + p;
    }
    if (position.unitIn(p).isPresent() || builtIn.contains(p)) {
      return p + " is occupied";
    }
    Location at = b.location();
    if (b.type() == UnitType.FLEET && p.hasSeveralCoasts() && at.isWholeProvince()) {
      return "the coast of " + p + " must be named";
    }
    if (!variant.map().canStand(b.type(), b.type() == UnitType.ARMY ? variant.map().location(p) : at)) {
      return (b.type() == UnitType.ARMY ? "an army" : "a fleet") + " cannot stand on " + p;
    }
    return null;
  }
}
