package dev.dipadj.properties;

import static dev.dipadj.properties.CaseTextFormat.format;
import static dev.dipadj.properties.CaseTextFormat.formatAll;
import static dev.dipadj.properties.MapReach.armyNeighbours;
import static dev.dipadj.properties.MapReach.reachable;
import static dev.dipadj.properties.MovementScenarios.MAP;
import static dev.dipadj.properties.MovementScenarios.resolve;
import static dev.dipadj.properties.RandomOrders.pick;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Unit;
import dev.dipadj.properties.MovementScenarios.Scenario;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Outcome;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/**
 * Properties of the movement resolver on random classic positions with random orders:
 * holds, moves to neighbours (by land, by sea, by convoy), supports that mostly match what
 * a neighbour was ordered, convoys by fleets at sea, and a share of orders that cannot be
 * given (unreachable places, wrong power, no unit, self-support, convoys by coastal fleets).
 * Each unit gets at most one order from its own power, so the outcome may not depend on
 * the order in which the orders are listed.
 *
 * <p>The scenarios come from {@link MovementScenarios} (positions and rule options) and
 * {@link RandomOrders} (the orders). A failing try prints its scenario as case-file text
 * ({@link Scenario#toString}), ready to paste into a {@code .case} file.
 */
class MovementProperties {
  @Provide
  Arbitrary<Scenario> scenarios() {
    return MovementScenarios.scenarios();
  }

  // ---------------------------------------------------------------------------------------
  // The properties

  /** (a) Any permutation of the orders gives the same outcome per order, units and dislodgements. */
  @Property(tries = 500)
  void outcomeDoesNotDependOnTheOrderOfTheOrders(@ForAll("scenarios") Scenario s, @ForAll Random random) {
    MovementResult base = resolve(s, s.orders());
    Map<Order, OrderResult> byOrder = byOrder(base);
    List<List<Order>> permutations = new ArrayList<>();
    List<Order> reversed = new ArrayList<>(s.orders());
    Collections.reverse(reversed);
    permutations.add(reversed);
    for (int k = 0; k < 3; k++) {
      List<Order> shuffled = new ArrayList<>(s.orders());
      Collections.shuffle(shuffled, random);
      permutations.add(shuffled);
    }
    for (List<Order> permutation : permutations) {
      MovementResult other = resolve(s, permutation);
      assertEquals(permutation.size(), other.results().size(), "one result per order");
      for (int i = 0; i < permutation.size(); i++) {
        OrderResult r = other.results().get(i);
        assertEquals(permutation.get(i), r.order(), "results come in the order the orders were given");
        OrderResult expected = byOrder.get(r.order());
        assertEquals(expected.outcome(), r.outcome(), () -> "outcome of " + format(r.order()) + " in\n" + s
            + "\npermutation:\n" + formatAll(permutation));
        assertEquals(expected.reason(), r.reason(), () -> "reason for " + format(r.order()) + " in\n" + s);
      }
      assertEquals(new HashSet<>(base.units()), new HashSet<>(other.units()), () -> "units after, for\n" + s);
      assertEquals(base.units().size(), other.units().size());
      assertEquals(dislodgedSet(base), dislodgedSet(other), () -> "dislodged units, for\n" + s);
      assertEquals(base.standoffs(), other.standoffs(), () -> "standoffs, for\n" + s);
    }
  }

  /**
   * (a') With the default rule (DATC 4.D.3: the first legal order counts), a second order
   * for a unit already ordered, given after all the others, is illegal and changes nothing.
   */
  @Property(tries = 300)
  void aSecondOrderForAUnitIsIgnored(@ForAll("scenarios") Scenario s, @ForAll int pick) {
    MovementResult base = resolve(s, s.orders());
    List<Unit> ordered = new ArrayList<>();
    for (Unit u : s.position().units()) {
      if (countingOrder(base, u) != null) {
        ordered.add(u);
      }
    }
    if (ordered.isEmpty()) {
      return;
    }
    Unit u = pick(ordered, pick);
    Order first = countingOrder(base, u).order();
    List<Province> near = u.type() == UnitType.ARMY
        ? armyNeighbours(u.location().province()) : reachable(u);
    Order second = first instanceof Hold && !near.isEmpty()
        ? new Move(u.power(), u.type(), u.location(), MAP.location(pick(near, pick / 3)), false)
        : new Hold(u.power(), u.type(), u.location());
    List<Order> orders = new ArrayList<>(s.orders());
    orders.add(second);
    MovementResult r = resolve(s, orders);
    assertEquals(Outcome.ILLEGAL, r.results().get(orders.size() - 1).outcome(),
        () -> "second order " + format(second) + " for\n" + s);
    for (int i = 0; i < s.orders().size(); i++) {
      int k = i;
      assertEquals(base.results().get(i).outcome(), r.results().get(i).outcome(),
          () -> format(s.orders().get(k)) + " after adding " + format(second) + ", for\n" + s);
    }
    assertEquals(new HashSet<>(base.units()), new HashSet<>(r.units()), () -> "units, for\n" + s);
    assertEquals(dislodgedSet(base), dislodgedSet(r), () -> "dislodged, for\n" + s);
  }

  /** (b) After resolution at most one unit stands in each province, and every unit can stand where it is. */
  @Property(tries = 1000)
  void atMostOneUnitPerProvinceAfterwards(@ForAll("scenarios") Scenario s) {
    MovementResult r = resolve(s, s.orders());
    Map<Province, Unit> seen = new HashMap<>();
    for (Unit u : r.units()) {
      Unit before = seen.put(u.location().province(), u);
      if (before != null) {
        fail("two units in " + u.location().province() + " after: " + before + " and " + u + ", for\n" + s);
      }
      assertTrue(MAP.canStand(u.type(), u.location()), () -> u + " cannot stand there, for\n" + s);
    }
  }

  /**
   * (c) Every starting unit either stayed, moved (its move succeeded and it stands at the
   * destination) or was dislodged, exactly one of them; units after plus dislodged equals
   * units before.
   */
  @Property(tries = 1000)
  void everyUnitIsAccountedForExactlyOnce(@ForAll("scenarios") Scenario s) {
    MovementResult r = resolve(s, s.orders());
    List<Unit> before = s.position().units();
    assertEquals(before.size(), r.units().size() + r.dislodged().size(),
        () -> "units after + dislodged != units before, for\n" + s);

    List<Unit> expectedAfter = new ArrayList<>();
    List<Unit> dislodged = new ArrayList<>();
    for (Dislodgement d : r.dislodged()) {
      dislodged.add(d.unit());
    }
    for (Unit u : before) {
      OrderResult own = countingOrder(r, u);
      boolean moved = own != null && own.order() instanceof Move && own.outcome() == Outcome.SUCCEEDS;
      boolean wasDislodged = dislodged.contains(u);
      if (moved) {
        assertFalse(wasDislodged, () -> u + " both moved and was dislodged, for\n" + s);
        Province to = ((Move) own.order()).destination().province();
        Unit there = unitIn(r.units(), to);
        assertNotNull(there, () -> u + " moved to " + to + " but nothing stands there, for\n" + s);
        assertEquals(u.power(), there.power(), () -> "the unit in " + to + " after " + u + " moved, for\n" + s);
        assertEquals(u.type(), there.type(), () -> "the unit in " + to + " after " + u + " moved, for\n" + s);
        Move m = (Move) own.order();
        if (!m.destination().isWholeProvince()) {
          assertEquals(m.destination(), there.location(), () -> "the coast " + u + " moved to, for\n" + s);
        }
        expectedAfter.add(there);
      } else if (!wasDislodged) {
        assertTrue(r.units().contains(u), () -> u + " neither moved nor was dislodged, yet is gone, for\n" + s);
        expectedAfter.add(u);
      }
    }
    // The board after is exactly the stayed units and the moved units: nothing else appears.
    assertEquals(multiset(expectedAfter), multiset(r.units()),
        () -> "units after are not the stayed and moved units, for\n" + s);
    assertEquals(new HashSet<>(dislodged).size(), dislodged.size(), () -> "a unit dislodged twice, for\n" + s);
    for (Unit d : dislodged) {
      assertTrue(before.contains(d), () -> d + " is dislodged but was not on the board, for\n" + s);
    }
  }

  /**
   * (d) A unit no other unit was ordered to move into is never dislodged; a unit whose
   * move failed stays in its own province (or is dislodged from it); nothing moves without
   * a successful move order.
   */
  @Property(tries = 1000)
  void onlyAttackedUnitsAreDislodgedAndOnlyMovesMove(@ForAll("scenarios") Scenario s) {
    MovementResult r = resolve(s, s.orders());
    Set<Province> attacked = new HashSet<>();
    for (OrderResult o : r.results()) {
      if (o.order() instanceof Move m && o.outcome() != Outcome.ILLEGAL) {
        attacked.add(m.destination().province());
      }
    }
    for (Dislodgement d : r.dislodged()) {
      Province p = d.unit().location().province();
      assertTrue(attacked.contains(p), () -> d.unit() + " dislodged though no unit was ordered into " + p
          + ", for\n" + s);
      // Its attacker came from attackerOrigin with a move into p that succeeded.
      Unit attacker = s.position().unitIn(d.attackerOrigin()).orElse(null);
      assertNotNull(attacker, () -> "no attacker in " + d.attackerOrigin() + " for " + d.unit() + ", for\n" + s);
      OrderResult attack = countingOrder(r, attacker);
      assertTrue(attack != null && attack.order() instanceof Move m && m.destination().province().equals(p)
              && attack.outcome() == Outcome.SUCCEEDS,
          () -> d.unit() + " dislodged by " + attacker + " whose order is " + attack + ", for\n" + s);
      assertFalse(d.unit().power().equals(attacker.power()), () -> d.unit() + " dislodged by its own power, for\n" + s);
      // Retreats: not its own province, not occupied, not the attacker's origin unless convoyed, no standoff.
      for (Location l : d.retreats()) {
        Province q = l.province();
        assertFalse(q.equals(p), () -> "retreat to its own province, for\n" + s);
        assertTrue(unitIn(r.units(), q) == null, () -> d.unit() + " may retreat to occupied " + q + ", for\n" + s);
        assertFalse(r.standoffs().contains(q), () -> d.unit() + " may retreat to standoff " + q + ", for\n" + s);
        assertTrue(d.byConvoy() || !q.equals(d.attackerOrigin()),
            () -> d.unit() + " may retreat to where its attacker came from, for\n" + s);
        assertTrue(MAP.canStand(d.unit().type(), l), () -> d.unit() + " may retreat to " + l + ", for\n" + s);
      }
    }
    for (Unit u : s.position().units()) {
      OrderResult own = countingOrder(r, u);
      if (own != null && own.order() instanceof Move && own.outcome() != Outcome.SUCCEEDS) {
        boolean dislodged = r.dislodged().stream().anyMatch(d -> d.unit().equals(u));
        assertTrue(dislodged || r.units().contains(u),
            () -> u + " failed to move (" + own.outcome() + ") but is not in its own province, for\n" + s);
      }
    }
    // Every unit after that was not there before in that form came by a successful move.
    Map<Province, Unit> arrivals = new HashMap<>();
    for (Unit u : s.position().units()) {
      OrderResult own = countingOrder(r, u);
      if (own != null && own.order() instanceof Move m && own.outcome() == Outcome.SUCCEEDS) {
        arrivals.put(m.destination().province(), u);
      }
    }
    for (Unit after : r.units()) {
      Province p = after.location().province();
      Unit mover = arrivals.get(p);
      if (mover != null) {
        assertEquals(mover.power(), after.power(), () -> "in " + p + ", for\n" + s);
        assertEquals(mover.type(), after.type(), () -> "in " + p + ", for\n" + s);
      } else {
        assertTrue(s.position().units().contains(after),
            () -> after + " appeared without a successful move into " + p + ", for\n" + s);
      }
    }
  }

  // ---------------------------------------------------------------------------------------
  // Helpers for the checks

  static Map<Order, OrderResult> byOrder(MovementResult r) {
    Map<Order, OrderResult> out = new HashMap<>();
    for (OrderResult o : r.results()) {
      assertTrue(out.put(o.order(), o) == null, "orders in a scenario are distinct");
    }
    return out;
  }

  /** A dislodgement with its retreats as a set, so their listing order does not count. */
  record DislodgedKey(Unit unit, Province attackerOrigin, boolean byConvoy, Set<Location> retreats) {}

  static Set<DislodgedKey> dislodgedSet(MovementResult r) {
    Set<DislodgedKey> out = new HashSet<>();
    for (Dislodgement d : r.dislodged()) {
      out.add(new DislodgedKey(d.unit(), d.attackerOrigin(), d.byConvoy(), new HashSet<>(d.retreats())));
    }
    return out;
  }

  /** The legal order of the unit's own power that the unit follows, or null if it has none. */
  static OrderResult countingOrder(MovementResult r, Unit u) {
    for (OrderResult o : r.results()) {
      if (o.order() instanceof UnitOrder uo
          && uo.unit().province().equals(u.location().province())
          && uo.power().equals(u.power())
          && o.outcome() != Outcome.ILLEGAL) {
        return o;
      }
    }
    return null;
  }

  static Unit unitIn(List<Unit> units, Province p) {
    for (Unit u : units) {
      if (u.location().province().equals(p)) {
        return u;
      }
    }
    return null;
  }

  static Map<Unit, Integer> multiset(List<Unit> units) {
    Map<Unit, Integer> out = new HashMap<>();
    for (Unit u : units) {
      out.merge(u, 1, Integer::sum);
    }
    return out;
  }
}
