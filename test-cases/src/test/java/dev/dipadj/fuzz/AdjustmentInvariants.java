package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * What an adjustment phase must preserve: units change only by the builds, disbands and
 * conversions that succeeded and by civil-disorder removals; each build is on an owned,
 * empty centre where its power may build (a home centre, or any centre under build-anywhere),
 * and no power builds (or waives) more than its surplus; a power with more units than
 * centres ends with as many units as centres; conversions only where the variant has them,
 * on a centre the unit's power owns, an army becoming a fleet only on a coast.
 */
final class AdjustmentInvariants {
  private AdjustmentInvariants() {}

  static void check(Game before, List<Order> orders, PhaseOutcome outcome, List<Violation> out) {
    Results.checkAligned(orders, outcome, out);
    Variant variant = before.variant();
    Position at = before.position();
    List<String> expected = new ArrayList<>();
    for (Unit u : at.units()) {
      expected.add(Units.key(u.power(), u.type(), u.location().province()));
    }
    Set<Province> touched = new HashSet<>();
    int[] builds = new int[variant.map().powers().size()];
    int[] disbands = new int[builds.length];
    for (OrderResult r : outcome.results()) {
      if (r.outcome() != Outcome.SUCCEEDS) {
        continue;
      }
      Order o = r.order();
      int p = o.power().index();
      if (before.players().isNeutral(o.power())) {
        out.add(new Violation("adjustment.neutral-orders-nothing", "a neutral power's order succeeded: " + o));
      }
      if (o instanceof Waive) {
        builds[p]++;
      } else if (o instanceof Build b) {
        builds[p]++;
        checkBuild(variant, at, b, out);
        expected.add(Units.key(b.power(), b.designation().type().orElseThrow(), b.location().province()));
      } else if (o instanceof Disband d) {
        disbands[p]++;
        Unit u = at.unitIn(d.unit().province()).orElse(null);
        if (u == null || !u.power().equals(d.power())) {
          out.add(new Violation("adjustment.disband-own-unit", "succeeded: " + o + " but the unit there is " + u));
        } else {
          expected.remove(Units.key(u.power(), u.type(), u.location().province()));
        }
      } else if (o instanceof Convert c) {
        Unit u = at.unitIn(c.unit().province()).orElse(null);
        if (checkConversion(variant, at, c, u, out)) {
          expected.remove(Units.key(u.power(), u.type(), u.location().province()));
          UnitType other = u.type() == UnitType.ARMY ? UnitType.FLEET : UnitType.ARMY;
          expected.add(Units.key(u.power(), other, u.location().province()));
        }
      } else {
        out.add(new Violation("adjustment.only-adjustment-orders", "succeeded: " + o));
        continue;
      }
      Province place = o instanceof Build b ? b.location().province()
          : o instanceof Waive ? null : ((UnitOrder) o).unit().province();
      if (place != null && !touched.add(place)) {
        out.add(new Violation("adjustment.one-order-per-place", "two orders succeeded for " + place));
      }
    }
    checkBuiltByDefault(before, outcome, builds, touched, expected, out);
    int[] disorder = new int[builds.length];
    for (Removal r : outcome.removed()) {
      disorder[r.unit().power().index()]++;
      // A unit on the board once the orders are carried out: one that stood there, or was just converted.
      if (r.cause() != RemovalCause.CIVIL_DISORDER
          || !expected.contains(Units.key(r.unit().power(), r.unit().type(), r.unit().location().province()))) {
        out.add(new Violation("adjustment.civil-disorder-removal", r + " is not a unit removed by civil disorder"));
      } else {
        expected.remove(Units.key(r.unit().power(), r.unit().type(), r.unit().location().province()));
      }
    }
    List<String> actual = new ArrayList<>();
    for (Unit u : outcome.next().position().units()) {
      actual.add(Units.key(u.power(), u.type(), u.location().province()));
    }
    if (!Units.sameMultiset(expected, actual)) {
      out.add(new Violation("adjustment.units-conserved", "expected " + Units.sorted(expected) + " but found " + Units.sorted(actual)));
    }
    for (Power power : variant.map().powers()) {
      checkCounts(variant.map(), power, at, outcome.next().position(), builds, disbands, disorder, out);
    }
  }

  /**
   * The armies built for builds left unordered: only where the variant's rule makes them armies
   * in this phase, for a power that is not neutral, each an army on an owned, empty centre where
   * its power builds and no order built; and then a power left with builds has no such centre.
   */
  private static void checkBuiltByDefault(Game before, PhaseOutcome outcome, int[] builds, Set<Province> touched,
      List<String> expected, List<Violation> out) {
    Variant variant = before.variant();
    GameMap map = variant.map();
    Position at = before.position();
    boolean armies = variant.variantRules().unorderedBuilds().armiesIn(at.phase(), variant.start().phase());
    if (!armies && !outcome.builtByDefault().isEmpty()) {
      out.add(new Violation("adjustment.built-by-default-rule", "built " + outcome.builtByDefault() + " in " + at.phase()
          + " under 'unordered-builds " + variant.variantRules().unorderedBuilds().words() + "'"));
    }
    for (Unit u : outcome.builtByDefault()) {
      Province p = u.location().province();
      builds[u.power().index()]++;
      expected.add(Units.key(u.power(), u.type(), p));
      if (u.type() != UnitType.ARMY || before.players().isNeutral(u.power()) || !touched.add(p)
          || !u.power().equals(at.owners().get(p)) || !BuildPlacesByHand.allows(variant, u.power(), p)
          || at.unitIn(p).isPresent()) {
        out.add(new Violation("adjustment.built-by-default-place", u + " built by default"));
      }
    }
    if (!armies) {
      return;
    }
    Set<Province> heldAfter = new HashSet<>();
    outcome.next().position().units().forEach(u -> heldAfter.add(u.location().province()));
    for (Power power : map.powers()) {
      int surplus = Counts.centres(map, at, power) - Counts.units(at, power);
      if (before.players().isNeutral(power) || builds[power.index()] >= surplus) {
        continue;
      }
      for (var e : at.owners().entrySet()) {
        Province p = e.getKey();
        if (e.getValue().equals(power) && !heldAfter.contains(p) && BuildPlacesByHand.allows(variant, power, p)
            && map.canStand(UnitType.ARMY, map.location(p))) {
          out.add(new Violation("adjustment.unordered-builds-armies", power + " left a build unordered and " + p
              + " empty, where an army could be built"));
        }
      }
    }
  }

  private static void checkCounts(GameMap map, Power power, Position at, Position after, int[] builds, int[] disbands,
      int[] disorder, List<Violation> out) {
    int p = power.index();
    int centres = Counts.centres(map, at, power);
    int surplus = centres - Counts.units(at, power);
    int unitsAfter = Counts.units(after, power);
    if (builds[p] > Math.max(0, surplus)) {
      out.add(new Violation("adjustment.builds-within-surplus", power + " built or waived " + builds[p] + " with a surplus of " + surplus));
    }
    if (disbands[p] > Math.max(0, -surplus)) {
      out.add(new Violation("adjustment.disbands-within-deficit", power + " disbanded " + disbands[p] + " with a surplus of " + surplus));
    }
    int owed = Math.max(0, -surplus - disbands[p]);
    if (disorder[p] != owed) {
      out.add(new Violation("adjustment.civil-disorder-count", power + " lost " + disorder[p] + " units to civil disorder, owing " + owed));
    }
    if (surplus < 0 ? unitsAfter != centres : unitsAfter > centres) {
      out.add(new Violation("adjustment.units-match-centres", power + " has " + unitsAfter + " units and " + centres
          + " centres after adjusting (surplus before " + surplus + ")"));
    }
  }

  private static void checkBuild(Variant variant, Position at, Build b, List<Violation> out) {
    GameMap map = variant.map();
    Province p = b.location().province();
    String why = null;
    if (b.designation() == UnitDesignation.OMITTED) {
      why = "no unit type";
    } else if (!p.supplyCentre()) {
      why = "not a supply centre";
    } else if (!b.power().equals(at.owners().get(p))) {
      why = "not owned by " + b.power();
    } else if (!BuildPlacesByHand.allows(variant, b.power(), p)) {
      why = "not a place where " + b.power() + " builds";
    } else if (at.unitIn(p).isPresent()) {
      why = "occupied";
    } else {
      UnitType type = b.designation().type().orElseThrow();
      Location l = type == UnitType.ARMY ? map.location(p) : b.location();
      if (!map.canStand(type, l)) {
        why = "a " + type + " cannot stand on " + l;
      }
    }
    if (why != null) {
      out.add(new Violation("adjustment.build-allowed", "succeeded: " + b + ": " + why));
    }
  }

  /** Whether a successful conversion was allowed; reports it if not. */
  private static boolean checkConversion(Variant variant, Position at, Convert c, Unit u, List<Violation> out) {
    String why = null;
    if (!variant.variantRules().conversion()) {
      why = "the variant has no conversion";
    } else if (u == null || !u.power().equals(c.power())) {
      why = "the unit there is " + u;
    } else if (!u.location().province().supplyCentre() || !u.power().equals(at.owners().get(u.location().province()))) {
      why = "not on a centre its power owns";
    } else if (u.type() == UnitType.ARMY && !u.location().province().kind().coastal()) {
      why = "an army becomes a fleet only on a coast";
    }
    if (why != null) {
      out.add(new Violation("adjustment.conversion-allowed", "succeeded: " + c + ": " + why));
    }
    return why == null;
  }
}
