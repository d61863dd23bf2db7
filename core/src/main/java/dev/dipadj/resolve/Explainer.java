package dev.dipadj.resolve;

import static dev.dipadj.resolve.MovementOrders.CONVOY;
import static dev.dipadj.resolve.MovementOrders.HOLD;
import static dev.dipadj.resolve.MovementOrders.MOVE;

import com.google.common.collect.ImmutableList;
import dev.dipadj.explain.AttackOnSupport;
import dev.dipadj.explain.ConvoyDerivation;
import dev.dipadj.explain.ConvoyFleet;
import dev.dipadj.explain.Derivation;
import dev.dipadj.explain.HoldDerivation;
import dev.dipadj.explain.MoveDerivation;
import dev.dipadj.explain.OrderDerivation;
import dev.dipadj.explain.OtherDerivation;
import dev.dipadj.explain.Paradox;
import dev.dipadj.explain.Path;
import dev.dipadj.explain.Strength;
import dev.dipadj.explain.SupportCount;
import dev.dipadj.explain.SupportDerivation;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Reason;
import dev.dipadj.result.ReasonKind;
import dev.dipadj.rules.ConvoyParadoxRule;
import java.util.Arrays;

/**
 * Builds the {@link Derivation} of a phase whose decisions are all settled: each strength of
 * DATC 5.B is read again, as {@link Conditions} states it, from the settled verdicts (which
 * {@link Decisions#verdict} only returns now), with the units that make it up. Nothing is
 * adjudicated a second time; the cycles come from the {@link CycleLog} written while settling.
 */
final class Explainer {
  private final MovementOrders o;
  private final Decisions d;
  private final Conditions c;
  /** The order given to each unit that counts, or -1 (the unit holds unordered). */
  private final int[] orderOf;

  private Explainer(MovementOrders o, Decisions d) {
    this.o = o;
    this.d = d;
    this.c = d.conditions();
    this.orderOf = new int[o.units()];
    Arrays.fill(orderOf, -1);
    for (int i = 0; i < o.given().size(); i++) {
      if (o.illegal(i) == null && o.unitOfOrder(i) >= 0) {
        orderOf[o.unitOfOrder(i)] = i;
      }
    }
  }

  /** The derivation of the settled phase whose result is {@code result}. */
  static Derivation derive(MovementOrders o, Decisions d, MovementResult result, CycleLog log) {
    Explainer e = new Explainer(o, d);
    ImmutableList.Builder<OrderDerivation> orders = ImmutableList.builder();
    for (int i = 0; i < o.given().size(); i++) {
      orders.add(e.order(i, result.results().get(i)));
    }
    for (int u = 0; u < o.units(); u++) {
      if (e.orderOf[u] < 0) {
        Unit unit = o.unit(u);
        Hold hold = new Hold(unit.power(), unit.type(), unit.location());
        int by = e.c.dislodger(u);
        OrderResult r = by < 0 ? OrderResult.succeeded(hold)
            : OrderResult.failed(hold, new Reason.Dislodged(o.unit(by), Verdict.strength(d.verdict(by))));
        orders.add(new HoldDerivation(hold, false, r, e.hold(o.province(u)), e.unitOrNull(by)));
      }
    }
    ImmutableList<Paradox> paradoxes = log.cycles().stream().map(e::paradox).collect(ImmutableList.toImmutableList());
    return new Derivation(orders.build(), paradoxes, o.rules());
  }

  private OrderDerivation order(int i, OrderResult result) {
    Order order = o.given().get(i);
    int u = o.unitOfOrder(i);
    if (o.illegal(i) != null || u < 0 || o.train(u) >= 0 || (o.kind(u) != HOLD && !c.isDecision(u))) {
      return new OtherDerivation(order, result);
    }
    Unit dislodgedBy = unitOrNull(c.dislodger(u));
    return switch (o.kind(u)) {
      case HOLD -> new HoldDerivation(order, true, result, hold(o.province(u)), dislodgedBy);
      case MOVE -> move(u, order, result, dislodgedBy);
      case CONVOY -> new ConvoyDerivation(order, result, dislodgedBy);
      default -> new SupportDerivation(order, result, attacksOnSupport(u), dislodgedBy);
    };
  }

  private MoveDerivation move(int u, Order order, OrderResult result, Unit dislodgedBy) {
    ImmutableList.Builder<Strength> prevents = ImmutableList.builder();
    for (int rival = o.firstMoveInto(o.target(u)); rival >= 0; rival = o.nextMoveInto(rival)) {
      if (rival != u) {
        prevents.add(prevent(rival));
      }
    }
    int opponent = c.headToHeadOpponent(u);
    Strength defend = opponent >= 0 ? strength(Strength.Kind.DEFEND, opponent, -1) : null;
    Strength hold = opponent >= 0 ? null : hold(o.target(u));
    return new MoveDerivation(order, result, path(u), attack(u), prevents.build(), defend, hold, dislodgedBy);
  }

  /** 5.B.4, with the fleets ordered to convoy the move. */
  private Path path(int u) {
    ImmutableList.Builder<ConvoyFleet> fleets = ImmutableList.builder();
    for (int k = o.convoyFleetsStart(u), end = o.convoyFleetsStart(u + 1); k < end; k++) {
      int f = o.convoyFleets(k);
      long v = d.verdict(f);
      ReasonKind cause = Verdict.cause(v);
      fleets.add(new ConvoyFleet(o.unit(f), Verdict.succeeds(v),
          cause == ReasonKind.DISLODGED ? unitOrNull(Verdict.culprit(v)) : null, cause == ReasonKind.PARADOX));
    }
    boolean adjacent = !o.fleet(u) && o.map().armyAdjacent(o.province(u), o.target(u));
    boolean askedConvoy = o.viaConvoy(u) || o.convoyFleetsStart(u + 1) > o.convoyFleetsStart(u);
    return new Path(o.convoyed(u), c.hasPath(u), o.convoyed(u) ? fleets.build() : ImmutableList.of(),
        adjacent && askedConvoy ? o.rules().convoyToAdjacent() : null);
  }

  /** 5.B.8, as {@code Conditions.attackStrength}. */
  private Strength attack(int u) {
    if (!c.hasPath(u)) {
      return new Strength(Strength.Kind.ATTACK, o.unit(u), 0, Strength.Basis.NO_PATH, ImmutableList.of());
    }
    int v = o.unitAt(o.target(u));
    if (v < 0 || (o.kind(v) == MOVE && c.headToHeadOpponent(u) < 0 && d.resolve(v))) {
      return strength(Strength.Kind.ATTACK, u, -1);
    }
    if (o.side(v) == o.side(u)) {
      return new Strength(Strength.Kind.ATTACK, o.unit(u), 0, Strength.Basis.OWN_UNIT, supports(u, -1));
    }
    return strength(Strength.Kind.ATTACK, u, o.side(v));
  }

  /** 5.B.6, as {@code Conditions.preventStrength}. */
  private Strength prevent(int u) {
    if (!c.hasPath(u)) {
      return new Strength(Strength.Kind.PREVENT, o.unit(u), 0, Strength.Basis.NO_PATH, ImmutableList.of());
    }
    int opponent = c.headToHeadOpponent(u);
    if (opponent >= 0 && d.resolve(opponent)) {
      return new Strength(Strength.Kind.PREVENT, o.unit(u), 0, Strength.Basis.LOST_HEAD_TO_HEAD, supports(u, -1));
    }
    return strength(Strength.Kind.PREVENT, u, -1);
  }

  /** 5.B.5, as {@code Conditions.holdStrength}. */
  private Strength hold(int province) {
    int v = o.unitAt(province);
    if (v < 0) {
      return new Strength(Strength.Kind.HOLD, null, 0, Strength.Basis.EMPTY, ImmutableList.of());
    }
    if (o.kind(v) == MOVE) {
      return d.resolve(v)
          ? new Strength(Strength.Kind.HOLD, o.unit(v), 0, Strength.Basis.MOVED_AWAY, ImmutableList.of())
          : new Strength(Strength.Kind.HOLD, o.unit(v), 1, Strength.Basis.FAILED_TO_MOVE, ImmutableList.of());
    }
    return strength(Strength.Kind.HOLD, v, -1);
  }

  /** One for the unit and one for each support counted, not counting those of one side (-1: count all). */
  private Strength strength(Strength.Kind kind, int u, int excludedSide) {
    ImmutableList<SupportCount> supports = supports(u, excludedSide);
    int counted = (int) supports.stream().filter(SupportCount::counted).count();
    return new Strength(kind, o.unit(u), 1 + counted, Strength.Basis.UNIT_AND_SUPPORTS, supports);
  }

  /** The supports given to unit u, matched or not, each with whether it counted and why not. */
  private ImmutableList<SupportCount> supports(int u, int excludedSide) {
    ImmutableList.Builder<SupportCount> b = ImmutableList.builder();
    for (int k = o.supportersStart(u), end = o.supportersStart(u + 1); k < end; k++) {
      int s = o.supporters(k);
      Order order = o.given().get(orderOf[s]);
      long v = d.verdict(s);
      if (o.side(s) == excludedSide) {
        b.add(new SupportCount(o.unit(s), order, SupportCount.Why.AGAINST_OWN_UNIT, null));
      } else if (Verdict.succeeds(v)) {
        b.add(new SupportCount(o.unit(s), order, SupportCount.Why.COUNTED, null));
      } else {
        SupportCount.Why why = switch (Verdict.cause(v)) {
          case CUT -> SupportCount.Why.CUT;
          case DISLODGED -> SupportCount.Why.DISLODGED;
          default -> SupportCount.Why.PARADOX;
        };
        b.add(new SupportCount(o.unit(s), order, why, unitOrNull(Verdict.culprit(v))));
      }
    }
    // The support orders naming this unit that count for nothing: illegal, or not matching its order.
    for (int i = 0; i < o.given().size(); i++) {
      Order order = o.given().get(i);
      int s = o.unitOfOrder(i);
      boolean aimed = (order instanceof SupportMove m && m.supported().province().index() == o.province(u))
          || (order instanceof SupportHold h && h.supported().province().index() == o.province(u));
      if (!aimed) {
        continue;
      }
      int at = o.unitAt(((dev.dipadj.order.UnitOrder) order).unit().province().index());
      if (o.illegal(i) != null && at >= 0) {
        b.add(new SupportCount(o.unit(at), order, SupportCount.Why.ILLEGAL, null));
      } else if (s >= 0 && !o.matched(s)) {
        b.add(new SupportCount(o.unit(s), order, SupportCount.Why.NOT_MATCHED, null));
      }
    }
    return b.build();
  }

  /** 5.B.2: every move into the supporter's province, and why it cut or did not (as {@code Conditions.cutsByAttack}). */
  private ImmutableList<AttackOnSupport> attacksOnSupport(int s) {
    ImmutableList.Builder<AttackOnSupport> b = ImmutableList.builder();
    for (int a = o.firstMoveInto(o.province(s)); a >= 0; a = o.nextMoveInto(a)) {
      AttackOnSupport.Effect effect;
      if (o.side(a) == o.side(s)) {
        effect = AttackOnSupport.Effect.SAME_POWER;
      } else if (o.province(a) == o.target(s)) {
        effect = AttackOnSupport.Effect.FROM_SUPPORTED_TARGET;
      } else if (c.sparedByParadoxRule(s, a)) {
        effect = AttackOnSupport.Effect.SPARED_BY_PARADOX_RULE;
      } else if (!c.hasPath(a)) {
        effect = AttackOnSupport.Effect.NO_PATH;
      } else {
        effect = AttackOnSupport.Effect.CUT;
      }
      b.add(new AttackOnSupport(o.unit(a), orderOrHold(a), effect,
          effect == AttackOnSupport.Effect.SPARED_BY_PARADOX_RULE ? o.rules().convoyParadox() : null));
    }
    return b.build();
  }

  private Paradox paradox(CycleLog.Cycle cycle) {
    int head = cycle.head();
    int[] seen = new int[0];
    ImmutableList.Builder<Paradox.Member> members = ImmutableList.builder();
    boolean anyConvoy = false;
    boolean onlyMoves = true;
    for (CycleLog.Try t : new CycleLog.Try[] {cycle.ifHeadSucceeds(), cycle.ifHeadFails()}) {
      if (t == null) {
        continue;
      }
      for (int m : t.members()) {
        if (Arrays.stream(seen).anyMatch(x -> x == m)) {
          continue;
        }
        seen = Arrays.copyOf(seen, seen.length + 1);
        seen[seen.length - 1] = m;
        anyConvoy |= o.kind(m) == CONVOY;
        onlyMoves &= o.kind(m) == MOVE;
        members.add(new Paradox.Member(orderOrHold(m), tried(cycle.ifHeadFails(), m), tried(cycle.ifHeadSucceeds(), m)));
      }
    }
    if (anyConvoy) {
      // The cycle of DATC 5.B.9 also runs through the moves on each convoying fleet (its
      // dislodgement is adjudicated from them directly, DATC 5.D, so they are never guessed;
      // the all-hold rule fails them too) and through the path of the army it convoys.
      int[] guessed = seen;
      for (int m : guessed) {
        if (o.kind(m) != CONVOY) {
          continue;
        }
        for (int a = o.firstMoveInto(o.province(m)); a >= 0; a = o.nextMoveInto(a)) {
          seen = withUnguessed(members, seen, a);
        }
        seen = withUnguessed(members, seen, o.other(m));
      }
    }
    Paradox.Kind kind = anyConvoy ? Paradox.Kind.CONVOY_PARADOX
        : onlyMoves ? Paradox.Kind.CIRCULAR_MOVEMENT : Paradox.Kind.OTHER;
    ConvoyParadoxRule rule = anyConvoy ? o.rules().convoyParadox() : null;
    return new Paradox(kind, orderOrHold(head), members.build(), rule);
  }

  /** Adds order u as a member never guessed, unless it is one already; returns the members seen. */
  private int[] withUnguessed(ImmutableList.Builder<Paradox.Member> members, int[] seen, int u) {
    if (u < 0 || Arrays.stream(seen).anyMatch(x -> x == u)) {
      return seen;
    }
    members.add(new Paradox.Member(orderOrHold(u), Paradox.Tried.NOT_REACHED, Paradox.Tried.NOT_REACHED));
    int[] more = Arrays.copyOf(seen, seen.length + 1);
    more[seen.length] = u;
    return more;
  }

  private static Paradox.Tried tried(CycleLog.Try t, int m) {
    if (t != null) {
      for (int i = 0; i < t.members().length; i++) {
        if (t.members()[i] == m) {
          return t.succeeds()[i] ? Paradox.Tried.SUCCEEDS : Paradox.Tried.FAILS;
        }
      }
    }
    return Paradox.Tried.NOT_REACHED;
  }

  private Order orderOrHold(int u) {
    if (orderOf[u] >= 0) {
      return o.given().get(orderOf[u]);
    }
    Unit unit = o.unit(u);
    return new Hold(unit.power(), unit.type(), unit.location());
  }

  private Unit unitOrNull(int u) {
    return u < 0 ? null : o.unit(u);
  }
}
