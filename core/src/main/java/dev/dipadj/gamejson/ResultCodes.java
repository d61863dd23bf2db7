package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Move;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Removal;
import dev.dipadj.result.RemovalCause;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The result codes of the game JSON for an adjudicated phase, unit by unit: {@code bounce},
 * {@code cut}, {@code dislodged}, {@code void}, {@code no convoy}, {@code disband}, and {@code ""}
 * for a build or disband that took effect. How dipadj's results map onto them is told in
 * {@code docs/game-json.md}.
 */
public final class ResultCodes {
  /** A move that failed against another unit. */
  public static final String BOUNCE = "bounce";
  /** A support that was cut. */
  public static final String CUT = "cut";
  /** A unit that was dislodged. */
  public static final String DISLODGED = "dislodged";
  /** An order that could not be given, or a support or convoy that matched nothing. */
  public static final String VOID = "void";
  /** A move by convoy without a convoy. */
  public static final String NO_CONVOY = "no convoy";
  /** A dislodged unit disbanded without being ordered to. */
  public static final String DISBAND = "disband";

  /** The codes of the format's table that say something (all but the empty one). */
  public static final ImmutableSet<String> KNOWN = ImmutableSet.of(BOUNCE, CUT, DISLODGED, VOID, NO_CONVOY, DISBAND);

  private ResultCodes() {}

  /**
   * The codes of every unit that was on the board (or waiting to retreat, or built) in an
   * adjudicated phase.
   *
   * @param before the game before the phase
   * @param outcome what the phase decided
   * @return the unit ({@code A VIE}) to its codes, in the order of the units
   */
  public static ImmutableMap<String, ImmutableList<String>> of(Game before, PhaseOutcome outcome) {
    Map<String, ImmutableList<String>> out = new LinkedHashMap<>();
    switch (before.phase().type()) {
      case MOVEMENT -> {
        Map<Province, OrderResult> effective = effective(outcome.results());
        Set<Unit> dislodged = new HashSet<>();
        for (Dislodgement d : outcome.dislodged()) {
          dislodged.add(d.unit());
        }
        for (Unit u : before.position().units()) {
          List<String> codes = new ArrayList<>(2);
          OrderResult r = effective.get(u.location().province());
          if (r != null) {
            add(codes, movementCode(r, u));
          }
          if (dislodged.contains(u)) {
            add(codes, DISLODGED);
          }
          out.put(Notation.unit(u), ImmutableList.copyOf(codes));
        }
      }
      case RETREAT -> {
        Map<Province, OrderResult> effective = effective(outcome.results());
        Map<Unit, RemovalCause> removed = new HashMap<>();
        for (Removal r : outcome.removed()) {
          removed.put(r.unit(), r.cause());
        }
        for (DislodgedUnit d : before.dislodged()) {
          List<String> codes = new ArrayList<>(2);
          OrderResult r = effective.get(d.unit().location().province());
          if (r != null && r.outcome() == Outcome.ILLEGAL) {
            add(codes, VOID);
          } else if (r != null && r.outcome() == Outcome.FAILS) {
            add(codes, BOUNCE);
          }
          RemovalCause cause = removed.get(d.unit());
          if (cause != null && cause != RemovalCause.DISBAND_ORDERED) {
            add(codes, DISBAND);
          }
          out.put(Notation.unit(d.unit()), ImmutableList.copyOf(codes));
        }
      }
      case ADJUSTMENT -> {
        for (OrderResult r : outcome.results()) {
          if (r.outcome() != Outcome.SUCCEEDS) {
            continue;
          }
          if (r.order() instanceof Build b && b.type() != null) {
            out.put(Notation.unit(new Unit(b.power(), b.type(), b.location())), ImmutableList.of(""));
          } else if (r.order() instanceof Disband d) {
            UnitType type = before.position().unitIn(d.unit().province()).map(Unit::type).orElse(d.type());
            if (type != null) {
              out.put(Notation.unit(new Unit(d.power(), type, d.unit())), ImmutableList.of(""));
            }
          }
        }
      }
    }
    return ImmutableMap.copyOf(out);
  }

  /** Each unit's order that counts: its first legal one, or its first when none is legal. */
  private static Map<Province, OrderResult> effective(List<OrderResult> results) {
    Map<Province, OrderResult> out = new HashMap<>();
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

  private static String movementCode(OrderResult r, Unit unit) {
    if (r.outcome() == Outcome.ILLEGAL) {
      return VOID;
    }
    if (r.outcome() == Outcome.SUCCEEDS) {
      return null;
    }
    return switch (r.reason().kind()) {
      case NOT_MATCHED -> VOID;
      case PARADOX -> r.order() instanceof Move ? NO_CONVOY : VOID;
      case NO_ROUTE -> unit.type() == UnitType.ARMY ? NO_CONVOY : VOID;
      case BOUNCED, HEAD_TO_HEAD, OWN_UNIT, HELD -> BOUNCE;
      case CUT -> CUT;
      default -> null;
    };
  }

  private static void add(List<String> codes, String code) {
    if (code != null && !codes.contains(code)) {
      codes.add(code);
    }
  }
}
