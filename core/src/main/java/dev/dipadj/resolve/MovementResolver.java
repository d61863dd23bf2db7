package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.HOLD;
import static dev.dipadj.resolve.MovementOrders.MOVE;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.explain.Derivation;
import dev.dipadj.map.GameMap;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Order;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.result.ReasonKind;
import dev.dipadj.rules.RuleOptions;
import java.util.List;
import java.util.Objects;

/**
 * Adjudicates a movement phase: checks every order against the board ({@link
 * MovementOrders}), settles the decisions ({@link Decisions} by their {@link Conditions}),
 * and reports what happened to each order with the cause its decision returned, where the
 * units stand afterwards, who was dislodged and where they may retreat ({@link
 * AfterMovement}). The outcome depends only on the set of orders, never on the order in which
 * they are given (apart from which of two orders to one unit counts: the first legal one).
 */
public final class MovementResolver {
  /** Positions up to this many units are settled on the caller's thread (every standard board is). */
  private static final int UNITS_ON_CALLERS_STACK = 256;
  private static final long STACK_BASE = 1L << 20;
  /** Room for one level of the recursion per unit, with a wide margin. */
  private static final long STACK_PER_UNIT = 8L << 10;

  private MovementResolver() {}

  /**
   * Adjudicates the orders given for a movement-phase position, every power on its own.
   *
   * @param map the map
   * @param position the Movement position
   * @param orders the orders given
   * @param rules the rule options
   * @return the results, the units afterwards and the dislodged units
   */
  public static MovementResult resolve(
      GameMap map, Position position, List<? extends Order> orders, RuleOptions rules) {
    Objects.requireNonNull(map, "map");
    return resolve(map, position, orders, rules, Sides.eachPowerAlone(map.powers().size()));
  }

  /**
   * Adjudicates the orders given for a movement-phase position, with these sides and neutral powers.
   *
   * @param map the map
   * @param position the Movement position
   * @param orders the orders given
   * @param rules the rule options
   * @param sides which powers count as one for dislodging, and which are neutral
   * @return the results, the units afterwards and the dislodged units
   */
  public static MovementResult resolve(
      GameMap map, Position position, List<? extends Order> orders, RuleOptions rules, Sides sides) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(sides, "sides");
    // Each order's power and places are checked to be the map's as it is checked (OrderLegality).
    Workspace w = Workspace.acquire();
    try {
      MovementOrders o = w.orders;
      o.load(map, position, orders, rules, sides);
      Decisions d = w.decisions;
      d.reset();
      settle(d, o.units());
      return result(o, d, w.after);
    } catch (RuntimeException | Error e) {
      // Its tables may be half filled: this thread gets a fresh workspace next time.
      w.discard();
      throw e;
    } finally {
      w.release();
    }
  }

  /**
   * Adjudicates the orders given for a movement-phase position, every power on its own, and
   * derives each ruling from the decisions as they were settled ({@link Derivation}). Each
   * order's result is the one {@link #resolve} returns; only this call writes down the cycles
   * and reads the strengths again.
   *
   * @param map the map
   * @param position the Movement position
   * @param orders the orders given
   * @param rules the rule options
   * @return the derivation of every order, with its result
   */
  public static Derivation explain(GameMap map, Position position, List<? extends Order> orders, RuleOptions rules) {
    Objects.requireNonNull(map, "map");
    return explain(map, position, orders, rules, Sides.eachPowerAlone(map.powers().size()));
  }

  /**
   * As {@link #explain(GameMap, Position, List, RuleOptions)}, with these sides and neutral powers.
   *
   * @param map the map
   * @param position the Movement position
   * @param orders the orders given
   * @param rules the rule options
   * @param sides which powers count as one for dislodging, and which are neutral
   * @return the derivation of every order, with its result
   */
  public static Derivation explain(
      GameMap map, Position position, List<? extends Order> orders, RuleOptions rules, Sides sides) {
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(orders, "orders");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(sides, "sides");
    // A workspace of its own: the log and the tables it reads stay out of the shared one.
    Workspace w = new Workspace();
    MovementOrders o = w.orders;
    o.load(map, position, orders, rules, sides);
    Decisions d = w.decisions;
    d.reset();
    CycleLog log = new CycleLog();
    d.log(log);
    settle(d, o.units());
    d.log(null);
    MovementResult result = result(o, d, w.after);
    return Explainer.derive(o, d, result, log);
  }

  /** The result of the settled decisions: each order's, and what they mean for the board ({@link AfterMovement}). */
  private static MovementResult result(MovementOrders o, Decisions d, AfterMovement after) {
    after.settle(o, d);
    ImmutableList.Builder<OrderResult> results = ImmutableList.builderWithExpectedSize(o.given().size());
    for (int i = 0; i < o.given().size(); i++) {
      results.add(result(o, d, after, i));
    }
    MovementResult result = new MovementResult(
        results.build(), after.units(o), after.dislodged(o), byConvoy(o), after.standoffs(o));
    after.clear(o);
    return result;
  }

  /** The armies whose moves went by convoy; none, without allocating, in most phases. */
  private static ImmutableSet<Unit> byConvoy(MovementOrders o) {
    ImmutableSet.Builder<Unit> b = null;
    for (int u = 0; u < o.units(); u++) {
      if (o.kind(u) == MOVE && o.convoyed(u)) {
        if (b == null) {
          b = ImmutableSet.builder();
        }
        b.add(o.unit(u));
      }
    }
    return b == null ? ImmutableSet.of() : b.build();
  }

  /**
   * Settles every decision. The recursion of the algorithm goes as deep as the longest chain
   * of units that wait on one another, up to every unit of the board: a large position is
   * settled on a thread of its own whose stack is sized for its units, so that the result
   * never depends on the stack of the caller's thread.
   */
  private static void settle(Decisions d, int units) {
    if (units <= UNITS_ON_CALLERS_STACK) {
      d.resolveAll();
      return;
    }
    Throwable[] failure = new Throwable[1];
    Thread worker = new Thread(null, () -> {
      try {
        d.resolveAll();
      } catch (RuntimeException | Error e) {
        failure[0] = e;
      }
    }, "dipadj-resolver", STACK_BASE + STACK_PER_UNIT * (long) units);
    worker.start();
    boolean interrupted = false;
    while (true) {
      try {
        worker.join();
        break;
      } catch (InterruptedException e) {
        interrupted = true;
      }
    }
    if (interrupted) {
      Thread.currentThread().interrupt();
    }
    if (failure[0] instanceof RuntimeException e) {
      throw e;
    }
    if (failure[0] instanceof Error e) {
      throw e;
    }
  }

  /** The result of the i-th order given: its outcome and the cause its decision returned. */
  private static OrderResult result(MovementOrders o, Decisions d, AfterMovement after, int i) {
    Order order = o.given().get(i);
    if (o.illegal(i) != null) {
      return OrderResult.illegal(order, o.illegal(i));
    }
    int u = o.unitOfOrder(i);
    if (u < 0) {
      return canalPermission(o, i);
    }
    if (o.kind(u) == HOLD) {
      int by = after.dislodgedBy(u);
      return by < 0 ? OrderResult.succeeded(order)
          : OrderResult.failed(order, new Reason.Dislodged(o.unit(by), Verdict.strength(d.verdict(by))));
    }
    if (!d.conditions().isDecision(u)) {
      int v = o.other(u);
      return OrderResult.failed(order,
          new Reason.NotMatched(o.unit(v), o.kind(v) == MOVE ? o.map().location(o.targetLocation(v)) : null));
    }
    long verdict = d.verdict(u);
    if (o.train(u) >= 0) {
      // A train may move and still fail: it stopped short of its destination.
      Railway railway = d.conditions().railway();
      int t = o.train(u);
      return railway.arrives(t) ? OrderResult.succeeded(order) : OrderResult.failed(order, reason(o, u, railway.why(t)));
    }
    if (Verdict.succeeds(verdict)) {
      return OrderResult.succeeded(order);
    }
    if (o.canalMoves() > 0 && o.canal(u) >= 0 && d.conditions().canals().closed(o.canal(u))) {
      // The canal's paradox rule closed the canal: the paradox, not the permission, is why.
      return OrderResult.failed(order, Reason.Paradox.of(o.rules().convoyParadox()));
    }
    if (Verdict.cause(verdict) == ReasonKind.NO_ROUTE && carriedByParadox(o, d, u)) {
      return OrderResult.failed(order, Reason.Paradox.of(o.rules().convoyParadox()));
    }
    return OrderResult.failed(order, reason(o, u, verdict));
  }

  /**
   * A canal permission (the one legal order of no unit): given when it names a fleet's move
   * through the canal, whether or not that move is the one let through.
   */
  private static OrderResult canalPermission(MovementOrders o, int i) {
    Order order = o.given().get(i);
    if (o.canals().namedMove(i) >= 0) {
      return OrderResult.succeeded(order);
    }
    CanalPermission p = (CanalPermission) order;
    int v = o.unitAt(p.unit().province().index());
    return OrderResult.failed(order,
        new Reason.NotMatched(o.unit(v), o.kind(v) == MOVE ? o.map().location(o.targetLocation(v)) : null));
  }

  /**
   * Whether a move without a path was carried by a convoy that the paradox rule failed: then
   * the paradox, not the route, is why it failed (the reasons' order of precedence). The move
   * may have been settled before the paradox was found, so this is asked of the final verdicts.
   */
  private static boolean carriedByParadox(MovementOrders o, Decisions d, int u) {
    for (int k = o.convoyFleetsStart(u), end = o.convoyFleetsStart(u + 1); k < end; k++) {
      int f = o.convoyFleets(k);
      if (Verdict.cause(d.verdict(f)) == ReasonKind.PARADOX) {
        return true;
      }
    }
    return false;
  }


  /** The typed reason for a failed decision, from its verdict. */
  private static Reason reason(MovementOrders o, int u, long verdict) {
    int culprit = Verdict.culprit(verdict);
    Unit by = culprit < 0 ? null : o.unit(culprit);
    int strength = Verdict.strength(verdict);
    int opposing = Verdict.opposing(verdict);
    Unit self = o.unit(u);
    return switch (Verdict.cause(verdict)) {
      case PARADOX -> Reason.Paradox.of(o.rules().convoyParadox());
      case NO_ROUTE -> new Reason.NoRoute(self, o.map().location(o.targetLocation(u)), o.stranded(u));
      case BOUNCED -> new Reason.Bounced(self, strength, by, opposing);
      case HEAD_TO_HEAD -> new Reason.HeadToHead(self, strength, by, opposing);
      case OWN_UNIT -> new Reason.OwnUnit(self, by, self.power().equals(by.power()));
      case HELD -> new Reason.Held(self, strength, by, opposing);
      case CUT -> new Reason.Cut(by);
      case DISLODGED -> new Reason.Dislodged(by, strength);
      default -> throw new IllegalStateException("no reason for a failed decision: " + Verdict.cause(verdict));
    };
  }
}
