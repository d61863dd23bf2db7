package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.OrderPlaces;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import dev.dipadj.rules.ExcessAdjustmentsRule;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Adjudicates a Winter adjustment phase. A power with more centres than units may build,
 * one unit per unoccupied centre where it may build (its home centres it still owns, or any
 * centre it owns where the variant says so), up to the difference; one with more units than
 * centres must disband the difference, and what it leaves undone is done by the
 * civil-disorder rule ({@link CivilDisorder}). Which builds or disbands count when too many
 * are ordered is a rule option (DATC 4.D.4, 4.D.6). Where the variant allows conversion, a
 * unit on a centre its power owns may change type, whatever else the power does.
 */
public final class AdjustmentResolver {
  private AdjustmentResolver() {}

  /**
   * The number of builds (positive) or disbands (negative) a power has in this position.
   *
   * @param position the position (a Winter one, after the centres changed hands)
   * @param power the power
   * @return its centres less its units
   */
  public static int adjustment(Position position, Power power) {
    int[] owned = {0};
    position.owners().forEach((centre, owner) -> owned[0] += owner.equals(power) ? 1 : 0);
    int centres = owned[0];
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
   * of where a power builds. A supply centre it owns (DATC 6.I.5), one of its home centres
   * unless the variant lets it build in any (6.I.6), with no unit in it: one unit per
   * province, whether the unit stood there (6.I.3, 6.I.4) or was built there this phase
   * ({@code claimed}, 4.D.5, 6.I.7). Only the kind: the words are made for an illegal order
   * alone.
   */
  private static IllegalReason whyNoBuild(
      Variant variant, Position position, Power power, Province p, Set<Province> claimed) {
    if (!p.supplyCentre()) {
      return IllegalReason.NOT_A_CENTRE;
    }
    if (!power.equals(position.owners().get(p))) {
      return IllegalReason.NOT_OWNED;
    }
    if (!variant.variantRules().buildAnywhere() && !variant.homeCentres().get(power).contains(p)) {
      return IllegalReason.NOT_HOME_CENTRE;
    }
    return position.isOccupied(p) || claimed.contains(p) ? IllegalReason.OCCUPIED : null;
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
   * @return per power index, its centres less its units
   */
  public static int[] adjustments(GameMap map, Position position) {
    int[] left = centres(map, position);
    for (Unit u : position.units()) {
      left[u.power().index()]--;
    }
    return left;
  }

  /**
   * Each power's supply centres, by power index.
   *
   * @param map the map of the position
   * @param position the position
   * @return per power index, how many centres it owns
   */
  public static int[] centres(GameMap map, Position position) {
    int[] centres = new int[map.powers().size()];
    // forEach walks the map's own table; its values() view costs a lookup per entry.
    position.owners().forEach((centre, owner) -> centres[owner.index()]++);
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
        ? voidExcess(variant, position, orders, left)
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
        illegal[i] = problem(variant, position, orders.get(i), left, ordered);
        if (illegal[i] == null) {
          Change c = change(variant, position, orders.get(i));
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
    return new AdjustmentResult(results.build(), ImmutableList.copyOf(units), ImmutableList.copyOf(removed));
  }

  /**
   * Why an order may not be carried out now, or null when it may. {@code left} holds each
   * power's builds (positive) or disbands (negative) still open, and {@code ordered} the
   * provinces already built in, disbanded or converted this phase: one order per place.
   */
  static Reason.Illegal problem(
      Variant variant, Position position, Order order, int[] left, Set<Province> ordered) {
    int p = order.power().index();
    if (order instanceof Build b) {
      Reason.Illegal problem = buildProblem(variant, position, b, ordered);
      if (problem == null && left[p] <= 0) {
        problem = new Reason.Illegal(IllegalReason.NO_BUILDS_LEFT, order.power() + " has no build left");
      }
      return problem;
    }
    if (order instanceof Waive) {
      return left[p] <= 0 ? new Reason.Illegal(IllegalReason.NO_BUILDS_LEFT, order.power() + " has no build left") : null;
    }
    if (order instanceof Disband d) {
      Unit u = position.unitIn(d.unit().province()).orElse(null);
      Reason.Illegal problem = ownUnitProblem(order, u, ordered);
      if (problem == null && left[p] >= 0) {
        problem = new Reason.Illegal(IllegalReason.NO_DISBANDS_LEFT, order.power() + " has no disband left");
      }
      return problem;
    }
    if (order instanceof Convert c) {
      Unit u = position.unitIn(c.unit().province()).orElse(null);
      Reason.Illegal problem = ownUnitProblem(order, u, ordered);
      return problem == null ? conversionProblem(variant, position, u, c.unit()) : problem;
    }
    return new Reason.Illegal(IllegalReason.WRONG_PHASE, "not an order for an adjustment phase");
  }

  /**
   * What an order that may be carried out ({@link #problem} found nothing) does: the change
   * to its power's builds still open (a build or waive uses one, a disband settles one owed),
   * the unit it takes off the board and the one it puts on (a conversion both), and the
   * province it claims for the phase.
   *
   * @param count the change to the power's adjustments still open
   * @param removed the unit taken off, or null
   * @param added the unit put on, or null
   * @param province the province the order claims, or null (a waive)
   */
  record Change(int count, Unit removed, Unit added, Province province) {}

  /** What an order that may be carried out does (see {@link Change}). */
  private static Change change(Variant variant, Position position, Order order) {
    if (order instanceof Build b) {
      UnitType type = b.designation().type().orElseThrow();
      return new Change(-1, null,
          new Unit(b.power(), type, Coasts.forUnit(variant.map(), type, b.location())), b.location().province());
    }
    if (order instanceof Disband d) {
      Unit u = position.unitIn(d.unit().province()).orElseThrow();
      return new Change(1, u, null, u.location().province());
    }
    if (order instanceof Convert c) {
      Unit u = position.unitIn(c.unit().province()).orElseThrow();
      return new Change(0, u, converted(variant, u, c.unit()), u.location().province());
    }
    return new Change(-1, null, null, null);
  }

  private static Reason.Illegal ownUnitProblem(Order order, Unit u, Set<Province> ordered) {
    if (u == null) {
      return new Reason.Illegal(IllegalReason.NO_UNIT, "no unit there");
    }
    if (!u.power().equals(order.power())) {
      return new Reason.Illegal(IllegalReason.FOREIGN_UNIT, u.describe() + " belongs to " + u.power());
    }
    if (ordered.contains(u.location().province())) {
      return new Reason.Illegal(IllegalReason.SEVERAL_ORDERS, u.describe() + " was already ordered");
    }
    return null;
  }

  /** Under {@code excess-adjustments=none}: a power that orders too many builds or disbands has all of them void. */
  private static Reason.Illegal[] voidExcess(
      Variant variant, Position position, List<? extends Order> orders, int[] left) {
    Reason.Illegal[] illegal = new Reason.Illegal[orders.size()];
    int[] builds = new int[left.length];
    int[] disbands = new int[left.length];
    // Only orders that could be carried out count and are voided: an order illegal in its
    // own right keeps its own reason (DATC 4.E.1).
    boolean[] counted = new boolean[orders.size()];
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      int p = o.power().index();
      if ((o instanceof Build b && buildProblem(variant, position, b, Set.of()) == null) || o instanceof Waive) {
        builds[p]++;
        counted[i] = true;
      } else if (o instanceof Disband d && position.unitIn(d.unit().province())
          .filter(u -> u.power().equals(o.power())).isPresent()) {
        disbands[p]++;
        counted[i] = true;
      }
    }
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      int p = o.power().index();
      if (!counted[i]) {
        continue;
      }
      if ((o instanceof Build || o instanceof Waive) && left[p] > 0 && builds[p] > left[p]) {
        illegal[i] = new Reason.Illegal(
            IllegalReason.EXCESS_ADJUSTMENTS, o.power() + " ordered more builds than it has: none counts");
      } else if (o instanceof Disband && left[p] < 0 && disbands[p] > -left[p]) {
        illegal[i] = new Reason.Illegal(
            IllegalReason.EXCESS_ADJUSTMENTS, o.power() + " ordered more disbands than it owes: civil disorder chooses");
      }
    }
    return illegal;
  }

  /**
   * Why a build may not be made, {@code claimed} holding the provinces this phase's earlier
   * orders built in, disbanded or converted.
   */
  private static Reason.Illegal buildProblem(Variant variant, Position position, Build b, Set<Province> claimed) {
    Province p = b.location().province();
    if (b.designation() == UnitDesignation.OMITTED) {
      return new Reason.Illegal(IllegalReason.MISSING_TYPE, "a build must say A or F");
    }
    UnitType type = b.designation().type().orElseThrow();
    IllegalReason place = whyNoBuild(variant, position, b.power(), p, claimed);
    if (place != null) {
      return new Reason.Illegal(place, switch (place) {
        case NOT_A_CENTRE -> p + " is not a supply centre";
        case NOT_OWNED -> b.power() + " does not own " + p;
        case NOT_HOME_CENTRE -> p + " is not a home centre of " + b.power();
        default -> position.isOccupied(p) ? p + " is occupied" : p + " already has a build";
      });
    }
    String coast = Coasts.missingCoast(type, b.location());
    if (coast != null) {
      return new Reason.Illegal(IllegalReason.MISSING_COAST, coast);
    }
    Location at = Coasts.forUnit(variant.map(), type, b.location());
    if (!variant.map().canStand(type, at)) {
      return type == UnitType.ARMY
          ? new Reason.Illegal(IllegalReason.ARMY_TO_SEA, "an army cannot stand on " + p)
          : new Reason.Illegal(IllegalReason.FLEET_INLAND, "a fleet cannot stand on " + p);
    }
    return null;
  }

  /**
   * Why a unit may not change type where it stands, or null. {@code written} is the place
   * the order names (its coast is where a new fleet goes), or null to ask whether any
   * conversion is possible.
   */
  static Reason.Illegal conversionProblem(Variant variant, Position position, Unit u, Location written) {
    if (!variant.variantRules().conversion()) {
      return new Reason.Illegal(IllegalReason.NO_CONVERSION, "this variant has no conversion");
    }
    Province p = u.location().province();
    if (!p.supplyCentre() || !u.power().equals(position.owners().get(p))) {
      return new Reason.Illegal(p.supplyCentre() ? IllegalReason.NOT_OWNED : IllegalReason.NOT_A_CENTRE,
          u.describe() + " is not on a supply centre its power owns");
    }
    if (u.type() == UnitType.FLEET) {
      return null;
    }
    if (p.kind() != ProvinceKind.COAST) {
      return new Reason.Illegal(IllegalReason.FLEET_INLAND, "an army becomes a fleet only on a coast");
    }
    String coast = written == null ? null : Coasts.missingCoast(UnitType.FLEET, written);
    return coast == null ? null : new Reason.Illegal(IllegalReason.MISSING_COAST, coast);
  }

  private static Unit converted(Variant variant, Unit u, Location written) {
    if (u.type() == UnitType.FLEET) {
      return new Unit(u.power(), UnitType.ARMY, variant.map().location(u.location().province()));
    }
    // The coast written is where the new fleet stands (a coast it needs was checked before).
    return new Unit(u.power(), UnitType.FLEET, Coasts.written(variant.map(), written.province(), written.coast()));
  }
}
