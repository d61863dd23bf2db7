package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
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
import dev.dipadj.order.Waive;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import dev.dipadj.result.Reason;
import dev.dipadj.result.ReasonKind;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The result codes of a movement phase as the recording engines assign them (the table in
 * {@code docs/game-json.md}): for each unit, the code of its order (what became of it in the
 * engines' terms) and then {@code dislodged}. What dipadj decided is the input; the codes
 * only say it in the engines' words.
 */
final class MovementCodes {
  private final GameMap map;
  private final Position position;
  private final Map<Province, OrderResult> effective;
  private final Set<Unit> dislodged = new HashSet<>();
  private final Set<Unit> byConvoy;
  /** Per convoyed army's province: the convoy routes its orders form; worked out on first need. */
  private final Map<Province, Routes> routes = new HashMap<>();

  /**
   * The convoy routes the orders form for one army's move, whatever became of the fleets.
   *
   * @param ordered whether some chain of fleets ordered to convoy it joins its province to its destination
   * @param fleets the provinces of the fleets on such a chain
   */
  private record Routes(boolean ordered, Set<Province> fleets) {}

  private MovementCodes(GameMap map, Position position, PhaseOutcome outcome) {
    this.map = map;
    this.position = position;
    this.effective = ResultCodes.effective(outcome.results());
    for (Dislodgement d : outcome.dislodged()) {
      dislodged.add(d.unit());
    }
    this.byConvoy = outcome.byConvoy();
  }

  /** The codes of every unit on the board at the start of the phase, in the order of the units. */
  static Map<String, ImmutableList<String>> of(GameMap map, Position position, PhaseOutcome outcome) {
    MovementCodes codes = new MovementCodes(map, position, outcome);
    Map<String, ImmutableList<String>> out = new LinkedHashMap<>();
    for (Unit u : position.units()) {
      out.put(Notation.unit(u), codes.of(u));
    }
    return out;
  }

  private ImmutableList<String> of(Unit u) {
    OrderResult r = effective.get(u.location().province());
    String code = r == null ? null : order(u, r);
    if (dislodged.isEmpty() || !dislodged.contains(u)) {
      // Most units: one code or none.
      return code == null ? ImmutableList.of() : ImmutableList.of(code);
    }
    if (code == null && r != null && (r.order() instanceof SupportHold || r.order() instanceof SupportMove)) {
      // The attack that dislodges a supporter also cuts its support.
      code = ResultCodes.CUT;
    }
    return code == null ? ImmutableList.of(ResultCodes.DISLODGED) : ImmutableList.of(code, ResultCodes.DISLODGED);
  }

  /** The code of what became of a unit's order, or null when it did what it said. */
  private String order(Unit u, OrderResult r) {
    if (r.outcome() == Outcome.ILLEGAL) {
      return ResultCodes.VOID;
    }
    return r.order().accept(code, new Ordered(u, r));
  }

  /**
   * A unit and the result of its order that counts.
   *
   * @param unit the unit
   * @param result its result, not illegal
   */
  private record Ordered(Unit unit, OrderResult result) {}

  /** The code of a legal order by its kind; null when it did what it said. */
  private final Order.Visitor<String, Ordered> code = new Order.Visitor<>() {
    @Override
    public String hold(Hold o, Ordered x) {
      return unmatched(x);
    }

    @Override
    public String move(Move o, Ordered x) {
      if (x.result().outcome() == Outcome.SUCCEEDS) {
        return null;
      }
      ReasonKind why = x.result().reason().kind();
      if (why == ReasonKind.PARADOX) {
        return ResultCodes.NO_CONVOY;
      }
      if (why == ReasonKind.NO_ROUTE) {
        // A fleet's no-route is a move from the wrong coast: nothing is convoyed.
        return x.unit().type() == UnitType.ARMY ? ResultCodes.NO_CONVOY : ResultCodes.VOID;
      }
      return ResultCodes.BOUNCE;
    }

    @Override
    public String supportHold(SupportHold o, Ordered x) {
      String unmatched = unmatched(x);
      return unmatched != null ? unmatched : x.result().reason().kind() == ReasonKind.CUT ? ResultCodes.CUT : null;
    }

    @Override
    public String supportMove(SupportMove o, Ordered x) {
      String unmatched = unmatched(x);
      return unmatched != null ? unmatched : MovementCodes.this.supportMove(o, x.result().reason().kind());
    }

    @Override
    public String convoy(Convoy o, Ordered x) {
      String unmatched = unmatched(x);
      return unmatched != null ? unmatched : MovementCodes.this.convoy(x.unit(), o);
    }

    @Override
    public String retreat(Retreat o, Ordered x) {
      return unmatched(x);
    }

    @Override
    public String disband(Disband o, Ordered x) {
      return unmatched(x);
    }

    @Override
    public String build(Build o, Ordered x) {
      return unmatched(x);
    }

    @Override
    public String convert(Convert o, Ordered x) {
      return unmatched(x);
    }

    @Override
    public String waive(Waive o, Ordered x) {
      return unmatched(x);
    }

    @Override
    public String canalPermission(CanalPermission o, Ordered x) {
      return unmatched(x);
    }

    /** A support or convoy that matched nothing is void. */
    private String unmatched(Ordered x) {
      return x.result().reason().kind() == ReasonKind.NOT_MATCHED ? ResultCodes.VOID : null;
    }
  };

  /** A matched support of a move. */
  private String supportMove(SupportMove s, ReasonKind why) {
    Province from = s.supported().province();
    Unit mover = position.unitIn(from).orElseThrow();
    OrderResult move = effective.get(from);
    boolean failed = move.outcome() != Outcome.SUCCEEDS;
    if (failed && byConvoy.contains(mover) && !carried(move)) {
      // No route at all is a support of nothing; a disrupted route is a support of a move by no convoy.
      return routes(mover, (Move) move.order()).ordered() ? ResultCodes.NO_CONVOY : ResultCodes.VOID;
    }
    if (why == ReasonKind.CUT) {
      return ResultCodes.CUT;
    }
    if (failed && s.power().equals(mover.power()) && stoppedByOwnUnit(mover, move)) {
      return ResultCodes.VOID;
    }
    return null;
  }

  /** A matched convoy order: void unless it lies on a route the army takes. */
  private String convoy(Unit fleet, Convoy c) {
    Province from = c.army().province();
    Unit army = position.unitIn(from).orElseThrow();
    OrderResult move = effective.get(from);
    if (!byConvoy.contains(army)) {
      return ResultCodes.VOID;
    }
    Routes r = routes(army, (Move) move.order());
    if (!r.ordered()) {
      return ResultCodes.NO_CONVOY;
    }
    if (!r.fleets().contains(fleet.location().province())) {
      return ResultCodes.VOID;
    }
    if (move.outcome() != Outcome.SUCCEEDS && !carried(move)) {
      // A disrupted convoy: the fleet that was dislodged is marked so; the others carried nothing.
      return dislodged.contains(fleet) ? null : ResultCodes.NO_CONVOY;
    }
    return null;
  }

  /** Whether a failed convoyed move had its route, and failed at its destination. */
  private static boolean carried(OrderResult move) {
    ReasonKind why = move.reason().kind();
    return why != ReasonKind.NO_ROUTE && why != ReasonKind.PARADOX;
  }

  /**
   * Whether a failed move failed only because it would have dislodged a unit of its own power:
   * one that stays where the move goes, against which its attack counts nothing (DATC 5.B),
   * while its strength would have beaten every other move there; or one that moves against it
   * head to head. The engines find that unit by the place the move names, coast included: a
   * move to Bulgaria does not find the fleet on Bulgaria's south coast.
   */
  private boolean stoppedByOwnUnit(Unit mover, OrderResult move) {
    Move m = (Move) move.order();
    if (move.reason() instanceof Reason.HeadToHead h) {
      return h.opponent().power().equals(mover.power()) && h.opponent().location().equals(m.destination());
    }
    boolean zeroAttack = move.reason() instanceof Reason.OwnUnit
        || (move.reason() instanceof Reason.Bounced b && b.attack() == 0);
    Unit there = position.unitIn(m.destination().province()).orElse(null);
    return zeroAttack && there != null && there.power().equals(mover.power())
        && there.location().equals(m.destination()) && beatsEveryOtherMove(mover, m);
  }

  /** Whether a move's strength, its supports that were given counted, is more than every other move's into its target. */
  private boolean beatsEveryOtherMove(Unit mover, Move m) {
    Province target = m.destination().province();
    int strength = strength(mover.location().province(), target);
    for (Map.Entry<Province, OrderResult> e : effective.entrySet()) {
      OrderResult r = e.getValue();
      if (!e.getKey().equals(mover.location().province()) && r.outcome() != Outcome.ILLEGAL
          && r.order() instanceof Move other && other.destination().province().equals(target) && carried(r)
          && strength(e.getKey(), target) >= strength) {
        return false;
      }
    }
    return true;
  }

  /** One, and one for each support of the move from {@code from} to {@code to} that was given. */
  private int strength(Province from, Province to) {
    int n = 1;
    for (OrderResult r : effective.values()) {
      if (r.outcome() == Outcome.SUCCEEDS && r.order() instanceof SupportMove s
          && s.supported().province().equals(from) && s.destination().province().equals(to)) {
        n++;
      }
    }
    return n;
  }

  /**
   * The routes the convoy orders form for an army's move: the fleets whose orders match it
   * (same army, same destination, not illegal) and that lie on a chain of such fleets from the
   * army's province to its destination.
   */
  private Routes routes(Unit army, Move move) {
    Province origin = army.location().province();
    Routes known = routes.get(origin);
    if (known != null) {
      return known;
    }
    Province destination = move.destination().province();
    List<Province> fleets = new ArrayList<>();
    for (Map.Entry<Province, OrderResult> e : effective.entrySet()) {
      OrderResult r = e.getValue();
      if (r.outcome() != Outcome.ILLEGAL && r.order() instanceof Convoy c
          && c.army().province().equals(origin) && c.destination().province().equals(destination)) {
        fleets.add(e.getKey());
      }
    }
    Set<Province> fromOrigin = reach(fleets, origin);
    Set<Province> fromDestination = reach(fleets, destination);
    fromOrigin.retainAll(fromDestination);
    Routes r = new Routes(!fromOrigin.isEmpty(), fromOrigin);
    routes.put(origin, r);
    return r;
  }

  /** The fleets reached from a coast along touching fleets. */
  private Set<Province> reach(List<Province> fleets, Province start) {
    Set<Province> reached = new HashSet<>();
    Deque<Province> queue = new ArrayDeque<>();
    for (Province f : fleets) {
      if (touches(f, start)) {
        reached.add(f);
        queue.add(f);
      }
    }
    while (!queue.isEmpty()) {
      Province f = queue.poll();
      for (Province g : fleets) {
        if (!reached.contains(g) && touches(f, g)) {
          reached.add(g);
          queue.add(g);
        }
      }
    }
    return reached;
  }

  private boolean touches(Province sea, Province other) {
    return map.fleetReaches(map.location(sea).id(), other.index());
  }
}
