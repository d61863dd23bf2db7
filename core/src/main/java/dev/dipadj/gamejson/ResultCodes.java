package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Province;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.order.Waive;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;

/**
 * The result codes of the game JSON for an adjudicated phase, unit by unit, exactly as the
 * recording engines (MILA's, and the search bots' that copies it) assign them: {@code bounce},
 * {@code cut}, {@code dislodged}, {@code void}, {@code no convoy}, {@code disband}, and {@code ""}
 * for a build or disband that took effect. The table of which situation gets which code is
 * in {@code docs/game-json.md}; what dipadj decided is the input, the codes only say it in
 * the engines' words.
 */
public final class ResultCodes {
  /** A move that failed against another unit. */
  public static final String BOUNCE = "bounce";
  /** A support that was cut. */
  public static final String CUT = "cut";
  /** A unit that was dislodged. */
  public static final String DISLODGED = "dislodged";
  /** An order that could not be given, a support or convoy that matched nothing or had no effect. */
  public static final String VOID = "void";
  /** A move by convoy without a convoy, and the supports and convoys of a disrupted one. */
  public static final String NO_CONVOY = "no convoy";
  /** A dislodged unit that did not end up retreating. */
  public static final String DISBAND = "disband";
  /** An adjustment order that took effect. */
  public static final String DONE = "";

  /** The codes of the format's table that say something (all but the empty one). */
  public static final ImmutableSet<String> KNOWN = ImmutableSet.of(BOUNCE, CUT, DISLODGED, VOID, NO_CONVOY, DISBAND);

  private ResultCodes() {}

  /**
   * The codes of every unit that was on the board (or waiting to retreat, or built or
   * disbanded) in an adjudicated phase.
   *
   * @param before the game before the phase
   * @param outcome what the phase decided
   * @param previous what the phase just before decided, or null when there is none or it is
   *     not known: the units a movement phase removed at once, with nowhere to retreat, the
   *     engines list as disbanded in the retreat phase that follows or, when there is none, in
   *     a Winter adjustment phase that follows
   * @return the unit ({@code A VIE}) to its codes, in the order of the units
   */
  public static ImmutableMap<String, ImmutableList<String>> of(Game before, PhaseOutcome outcome, PhaseOutcome previous) {
    Objects.requireNonNull(before, "before");
    Objects.requireNonNull(outcome, "outcome");
    return ImmutableMap.copyOf(byUnit(before, outcome, previous));
  }

  /** The codes as {@link #of} gives them, in a map of its own that a replay only looks into. */
  static Map<String, ImmutableList<String>> byUnit(Game before, PhaseOutcome outcome, PhaseOutcome previous) {
    if (before.phase().type() == PhaseType.MOVEMENT) {
      return MovementCodes.of(before.variant().map(), before.position(), outcome);
    }
    List<Unit> removedBefore = previous != null && previous.phase().type() == PhaseType.MOVEMENT
        ? removedAtOnce(previous) : List.of();
    Map<String, ImmutableList<String>> out = new LinkedHashMap<>();
    switch (before.phase().type()) {
      case MOVEMENT -> throw new AssertionError("movement is coded above");
      case RETREAT -> {
        disbandedAtOnce(before, removedBefore, out);
        retreats(before, outcome, out);
      }
      case ADJUSTMENT -> {
        adjustments(before, outcome, out);
        disbandedAtOnce(before, removedBefore, out);
      }
    }
    return out;
  }

  /** The units a movement phase removed at once because they had nowhere to retreat. */
  private static List<Unit> removedAtOnce(PhaseOutcome movement) {
    List<Unit> out = new ArrayList<>();
    for (Removal r : movement.removed()) {
      if (r.cause() == RemovalCause.NOWHERE_TO_RETREAT) {
        out.add(r.unit());
      }
    }
    return out;
  }

  /** Units removed at once in the movement before: disbanded, unless the phase lists them waiting to retreat. */
  private static void disbandedAtOnce(Game before, List<Unit> removedBefore, Map<String, ImmutableList<String>> out) {
    for (Unit u : removedBefore) {
      boolean waiting = false;
      for (DislodgedUnit d : before.dislodged()) {
        waiting |= d.unit().equals(u);
      }
      if (!waiting) {
        out.putIfAbsent(Notation.unit(u), ImmutableList.of(DISBAND));
      }
    }
  }

  /** Each dislodged unit: retreated ({@code []}), or disbanded, after a bounce or an illegal order if so. */
  private static void retreats(Game before, PhaseOutcome outcome, Map<String, ImmutableList<String>> out) {
    Map<Province, OrderResult> effective = effective(outcome.results());
    for (DislodgedUnit d : before.dislodged()) {
      OrderResult r = effective.get(d.unit().location().province());
      ImmutableList<String> codes;
      if (r != null && r.order() instanceof Retreat && r.outcome() == Outcome.SUCCEEDS) {
        codes = ImmutableList.of();
      } else if (r != null && r.outcome() == Outcome.ILLEGAL) {
        codes = ImmutableList.of(VOID, DISBAND);
      } else if (r != null && r.outcome() == Outcome.FAILS) {
        codes = ImmutableList.of(BOUNCE, DISBAND);
      } else {
        codes = ImmutableList.of(DISBAND);
      }
      out.put(Notation.unit(d.unit()), codes);
    }
  }

  /**
   * Each build and disband that took effect, a unit removed by civil disorder, an army built
   * for a build left unordered, a conversion.
   */
  private static void adjustments(Game before, PhaseOutcome outcome, Map<String, ImmutableList<String>> out) {
    Position position = before.position();
    for (OrderResult r : outcome.results()) {
      if (r.outcome() != Outcome.SUCCEEDS) {
        continue;
      }
      Unit u = r.order().accept(ADJUSTED, position);
      if (u != null) {
        out.put(Notation.unit(u), ImmutableList.of(DONE));
      }
    }
    for (Removal r : outcome.removed()) {
      // Civil disorder disbands as if ordered to.
      out.putIfAbsent(Notation.unit(r.unit()), ImmutableList.of(DONE));
    }
    for (Unit u : outcome.builtByDefault()) {
      // An army built for a build left unordered is built as if ordered to.
      out.putIfAbsent(Notation.unit(u), ImmutableList.of(DONE));
    }
  }

  /**
   * The unit an adjustment order that took effect has its code under: the unit built, or the
   * unit ordered as it stood before the phase; null for a waive.
   */
  private static final Order.Visitor<Unit, Position> ADJUSTED = new Order.Visitor<>() {
    @Override
    public Unit hold(Hold o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit move(Move o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit supportHold(SupportHold o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit supportMove(SupportMove o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit convoy(Convoy o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit retreat(Retreat o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit disband(Disband o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit build(Build b, Position before) {
      // A build that took effect wrote its type (DATC 4.C.3).
      return b.designation().type().map(t -> new Unit(b.power(), t, b.location())).orElse(null);
    }

    @Override
    public Unit convert(Convert o, Position before) {
      return standing(o, before);
    }

    @Override
    public Unit waive(Waive o, Position before) {
      return null;
    }

    @Override
    public Unit canalPermission(CanalPermission o, Position before) {
      return null;
    }

    private Unit standing(UnitOrder o, Position before) {
      return before.unitIn(o.unit().province()).orElse(null);
    }
  };

  /** Each unit's order that counts: its first legal one, or its first when none is legal. */
  static Map<Province, OrderResult> effective(List<OrderResult> results) {
    Map<Province, OrderResult> out = new LinkedHashMap<>();
    for (OrderResult r : results) {
      if (r.order() instanceof UnitOrder o) {
        Province p = o.unit().province();
        OrderResult had = out.get(p);
        if (had == null || (had.outcome() == Outcome.ILLEGAL && r.outcome() != Outcome.ILLEGAL)) {
          out.put(p, r);
        }
      }
    }
    return out;
  }
}
