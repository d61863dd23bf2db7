package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.order.OrderPlaces;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import dev.dipadj.rules.ExcessAdjustmentsRule;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.BuildPlaces;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.UnorderedBuilds;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Adjudicates a Winter adjustment phase. A power with more centres than units may build,
 * one unit per unoccupied centre where it may build (its home centres it still owns, or
 * others its variant's {@link BuildPlaces} allow), up to the difference; one with more units than
 * centres must disband the difference, and what it leaves undone is done by the
 * civil-disorder rule ({@link CivilDisorder}). Which builds or disbands count when too many
 * are ordered is a rule option (DATC 4.D.4, 4.D.6). Builds it leaves unordered are waived,
 * unless the variant makes them armies ({@link UnorderedBuilds}). Where the variant allows
 * conversion, a unit on a centre its power owns may change type, whatever else the power does.
 */
public final class AdjustmentResolver {
  private AdjustmentResolver() {}

  /**
   * The number of builds (positive) or disbands (negative) a power has in this position.
   *
   * @param map the map of the position, which says which centres count for whom
   * @param position the position (a Winter one, after the centres changed hands)
   * @param power the power
   * @return its centres less its units
   */
  public static int adjustment(GameMap map, Position position, Power power) {
    int centres = centres(map, position)[power.index()];
    int units = 0;
    for (Unit u : position.units()) {
      if (u.power().equals(power)) {
        units++;
      }
    }
    return centres - units;
  }

  /**
   * Why the power may not build in the province now, or null when it may: the one statement
   * of where a power builds. A supply centre it owns (DATC 6.I.5), not one the variant bars
   * it from, that its variant's build rule allows (its home centres in the classic game,
   * 6.I.6; any it owns; any power's home centre) or that is one of its extra build places,
   * with no unit in it: one unit per province, whether the unit stood there (6.I.3, 6.I.4) or
   * was built there this phase ({@code claimed}, 4.D.5, 6.I.7). Only the kind: the words are
   * made for an illegal order alone.
   */
  static IllegalReason whyNoBuild(
      Variant variant, Position position, Power power, Province p, Set<Province> claimed) {
    if (!p.supplyCentre()) {
      return IllegalReason.NOT_A_CENTRE;
    }
    if (!power.equals(position.owners().get(p))) {
      return IllegalReason.NOT_OWNED;
    }
    BuildPlaces places = variant.variantRules().builds();
    if (places.bars(power, p)) {
      return IllegalReason.BARRED_CENTRE;
    }
    boolean byRule = switch (places.rule()) {
      case HOME -> variant.homeCentres().get(power).contains(p);
      case OWNED -> true;
      case ANY_HOME -> isAnyHome(variant, p);
    };
    if (!byRule && !places.isExtra(power, p)) {
      return IllegalReason.NOT_HOME_CENTRE;
    }
    return position.isOccupied(p) || claimed.contains(p) ? IllegalReason.OCCUPIED : null;
  }

  /** Whether the centre is some power's home centre: one that began neutral is nobody's. */
  static boolean isAnyHome(Variant variant, Province p) {
    for (var homes : variant.homeCentres().values()) {
      if (homes.contains(p)) {
        return true;
      }
    }
    return false;
  }

  /**
   * Where the power may build now: each supply centre it owns that it may build in and no
   * unit stands in (the number of builds it has aside).
   *
   * @param variant the variant, which names the home centres
   * @param position the position
   * @param power the power
   * @return the centres, in province order
   */
  public static ImmutableList<Province> buildCentres(Variant variant, Position position, Power power) {
    List<Province> centres = new ArrayList<>();
    // Only the power's own centres can be built in: the owners, not every province of the map.
    for (var e : position.owners().entrySet()) {
      Province p = e.getKey();
      if (e.getValue().equals(power) && whyNoBuild(variant, position, power, p, Set.of()) == null) {
        centres.add(p);
      }
    }
    centres.sort(Comparator.comparingInt(Province::index));
    return ImmutableList.copyOf(centres);
  }

  /**
   * Each power's builds (positive) or disbands (negative), by power index: {@link
   * #adjustment} of every power in one pass.
   *
   * @param map the map of the position
   * @param position the position (a Winter one, after the centres changed hands)
   * @return per power index, its centres less its units (the last slot, the neutral units',
   *     less their count: they never adjust)
   */
  public static int[] adjustments(GameMap map, Position position) {
    int[] left = centres(map, position);
    for (Unit u : position.units()) {
      left[u.power().index()]--;
    }
    return left;
  }

  /**
   * Each power's supply centres, by power index, and a last slot for the neutral units
   * ({@link GameMap#neutral()}), who own none and never adjust: the count builds and victory
   * go by, which leaves out a centre the map says does not count for its owner (Colonial's
   * Hong Kong for China).
   *
   * @param map the map of the position
   * @param position the position
   * @return per power index, how many centres it owns that count for it
   */
  public static int[] centres(GameMap map, Position position) {
    int[] centres = new int[map.powers().size() + 1];
    // forEach walks the map's own table; its values() view costs a lookup per entry.
    if (map.centresNotCounted().isEmpty()) {
      position.owners().forEach((centre, owner) -> centres[owner.index()]++);
    } else {
      position.owners().forEach((centre, owner) -> centres[owner.index()] += map.countsFor(centre, owner) ? 1 : 0);
    }
    return centres;
  }



  /**
   * Adjudicates the adjustment orders of a Winter position, one player per power.
   *
   * @param variant the variant
   * @param position the Winter position
   * @param orders the orders given
   * @param rules the rule options
   * @return the result of every order and the units afterwards
   */
  public static AdjustmentResult resolve(
      Variant variant, Position position, List<? extends Order> orders, RuleOptions rules) {
    return resolve(variant, position, orders, rules, Players.onePerPower(variant.map()));
  }

  /**
   * Adjudicates the adjustment orders of a Winter position. Orders for a neutral power are
   * illegal: it never builds, and its disbands are chosen by the civil-disorder rule.
    *
    * @param variant the variant
    * @param position the Winter position
    * @param orders the orders given
    * @param rules the rule options
    * @param players who commands which power
    * @return the result of every order and the units afterwards
   */
  public static AdjustmentResult resolve(
      Variant variant, Position position, List<? extends Order> orders, RuleOptions rules, Players players) {
    GameMap map = variant.map();
    OrderPlaces.requireOnMap(map, orders);
    int[] left = adjustments(map, position);
    Reason.Illegal[] illegal = rules.excessAdjustments() == ExcessAdjustmentsRule.NONE
        ? AdjustmentOrders.voidExcess(variant, position, orders, left)
        : new Reason.Illegal[orders.size()];
    List<Unit> units = new ArrayList<>(position.units());
    Set<Province> ordered = new HashSet<>();
    boolean backwards = rules.excessAdjustments() == ExcessAdjustmentsRule.LAST;
    for (int i = 0; i < orders.size(); i++) {
      if (players.isNeutral(orders.get(i).power())) {
        illegal[i] = new Reason.Illegal(IllegalReason.NEUTRAL_POWER, orders.get(i).power() + " is neutral: it never orders");
      }
    }
    for (int k = 0; k < orders.size(); k++) {
      int i = backwards ? orders.size() - 1 - k : k;
      if (illegal[i] == null) {
        illegal[i] = AdjustmentOrders.problem(variant, position, orders.get(i), left, ordered);
        if (illegal[i] == null) {
          AdjustmentOrders.Change c = AdjustmentOrders.change(variant, position, orders.get(i));
          left[orders.get(i).power().index()] += c.count();
          if (c.province() != null) {
            ordered.add(c.province());
          }
          if (c.removed() != null && c.added() != null) {
            units.set(units.indexOf(c.removed()), c.added());
          } else if (c.removed() != null) {
            units.remove(c.removed());
          } else if (c.added() != null) {
            units.add(c.added());
          }
        }
      }
    }
    ImmutableList.Builder<OrderResult> results = ImmutableList.builder();
    for (int i = 0; i < orders.size(); i++) {
      results.add(illegal[i] == null ? OrderResult.succeeded(orders.get(i)) : OrderResult.illegal(orders.get(i), illegal[i]));
    }
    List<Removal> removed = new ArrayList<>();
    for (Power power : map.powers()) {
      while (left[power.index()] < 0) {
        Unit u = CivilDisorder.nextRemoval(variant, position, units, power, rules.civilDisorder());
        units.remove(u);
        removed.add(new Removal(u, RemovalCause.CIVIL_DISORDER));
        left[power.index()]++;
      }
    }
    List<Unit> byDefault = armiesByDefault(variant, position, players, left, ordered);
    units.addAll(byDefault);
    return new AdjustmentResult(results.build(), ImmutableList.copyOf(units), ImmutableList.copyOf(removed),
        ImmutableList.copyOf(byDefault));
  }

  /**
   * The armies built for the builds each power left unordered, in a phase where the variant
   * says such builds are armies ({@link UnorderedBuilds}): one in each centre it may build in
   * that no unit holds and no order of the phase built in, taken in the order of their
   * abbreviations, while builds are left; the rest are waived. A neutral power builds nothing.
   */
  private static List<Unit> armiesByDefault(
      Variant variant, Position position, Players players, int[] left, Set<Province> ordered) {
    if (!variant.variantRules().unorderedBuilds().armiesIn(position.phase(), variant.start().phase())) {
      return List.of();
    }
    GameMap map = variant.map();
    List<Unit> built = new ArrayList<>();
    for (Power power : map.powers()) {
      if (left[power.index()] <= 0 || players.isNeutral(power)) {
        continue;
      }
      List<Province> free = new ArrayList<>(buildCentres(variant, position, power));
      free.removeIf(p -> ordered.contains(p) || !map.canStand(UnitType.ARMY, map.location(p)));
      free.sort(Comparator.comparing(Province::abbreviation, String.CASE_INSENSITIVE_ORDER));
      for (Province p : free.subList(0, Math.min(left[power.index()], free.size()))) {
        built.add(new Unit(power, UnitType.ARMY, map.location(p)));
      }
    }
    return built;
  }
}
