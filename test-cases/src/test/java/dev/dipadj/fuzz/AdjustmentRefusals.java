package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
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
import dev.dipadj.rules.ExcessAdjustmentsRule;
import dev.dipadj.variant.Variant;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The other side of {@link AdjustmentInvariants}: an adjustment order that is allowed is not
 * refused. A build on an owned, empty centre where the power may build, a waive, or a disband
 * of an own unit is refused only when the power has no build (or disband) left or another
 * order took that place; a conversion the variant allows is refused only when another order
 * took its unit. Not under {@code excess-adjustments=none}, where too many builds void them all.
 */
final class AdjustmentRefusals {
  private AdjustmentRefusals() {}

  static void check(Game before, PhaseOutcome outcome, List<Violation> out) {
    Variant variant = before.variant();
    Position at = before.position();
    int powers = variant.map().powers().size();
    int[] builds = new int[powers];
    int[] disbands = new int[powers];
    Set<Province> taken = new HashSet<>();
    for (OrderResult r : outcome.results()) {
      if (r.outcome() == Outcome.SUCCEEDS) {
        Order o = r.order();
        builds[o.power().index()] += o instanceof Build || o instanceof Waive ? 1 : 0;
        disbands[o.power().index()] += o instanceof Disband ? 1 : 0;
        Province place = o instanceof Build b ? b.location().province() : o instanceof UnitOrder u ? u.unit().province() : null;
        if (place != null) {
          taken.add(place);
        }
      }
    }
    boolean counts = before.rules().excessAdjustments() != ExcessAdjustmentsRule.NONE;
    for (OrderResult r : outcome.results()) {
      Order o = r.order();
      if (r.outcome() != Outcome.ILLEGAL || before.players().isNeutral(o.power())) {
        continue;
      }
      int p = o.power().index();
      int surplus = Counts.centres(variant.map(), at, o.power()) - Counts.units(at, o.power());
      boolean refused = false;
      if (o instanceof Waive) {
        refused = counts && builds[p] < surplus;
      } else if (o instanceof Build b) {
        refused = counts && builds[p] < surplus && !taken.contains(b.location().province()) && buildAllowed(variant, at, b);
      } else if (o instanceof Disband d) {
        Unit u = at.unitIn(d.unit().province()).orElse(null);
        refused = counts && disbands[p] < -surplus && u != null && u.power().equals(d.power())
            && !taken.contains(d.unit().province());
      } else if (o instanceof Convert c) {
        refused = !taken.contains(c.unit().province()) && conversionAllowed(variant, at, c);
      }
      if (refused) {
        out.add(new Violation("adjustment.allowed-order-refused", o + " refused: " + r.reason().describe()
            + " (surplus " + surplus + ", " + builds[p] + " builds and " + disbands[p] + " disbands counted)"));
      }
    }
  }

  private static boolean buildAllowed(Variant variant, Position at, Build b) {
    GameMap map = variant.map();
    Province p = b.location().province();
    if (b.designation() == UnitDesignation.OMITTED || !p.supplyCentre() || !b.power().equals(at.owners().get(p)) || at.unitIn(p).isPresent()) {
      return false;
    }
    if (!BuildPlacesByHand.allows(variant, b.power(), p)) {
      return false;
    }
    UnitType type = b.designation().type().orElseThrow();
    Location l = type == UnitType.ARMY ? map.location(p) : b.location();
    return map.canStand(type, l);
  }

  /** Allowed: the variant converts, the unit (its type written right or not at all) is its power's, on a centre it owns; an army on a coast, naming the coast where there are two. */
  private static boolean conversionAllowed(Variant variant, Position at, Convert c) {
    Unit u = at.unitIn(c.unit().province()).orElse(null);
    if (!variant.variantRules().conversion() || u == null || !u.power().equals(c.power())
        || (c.designation() != UnitDesignation.OMITTED && c.designation() != UnitDesignation.of(u.type()))) {
      return false;
    }
    Province p = u.location().province();
    if (!p.supplyCentre() || !u.power().equals(at.owners().get(p))) {
      return false;
    }
    return u.type() == UnitType.FLEET
        || (p.kind().coastal() && variant.map().canStand(UnitType.FLEET, c.unit()));
  }
}
