package dev.dipadj.properties;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.junit.jupiter.api.Assertions.fail;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.Dislodgement;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.resolve.OrderResult;
import dev.dipadj.resolve.Outcome;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantFormatException;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.Tuple;

/**
 * Properties of the movement resolver on random classic positions with random orders:
 * holds, moves to neighbours (by land, by sea, by convoy), supports that mostly match what
 * a neighbour was ordered, convoys by fleets at sea, and a share of orders that cannot be
 * given (unreachable places, wrong power, no unit, self-support, convoys by coastal fleets).
 * Each unit gets at most one order from its own power, so the outcome may not depend on
 * the order in which the orders are listed.
 *
 * <p>A failing try prints its scenario as case-file text ({@link Scenario#toString}), ready
 * to paste into a {@code .case} file.
 */
class MovementProperties {
  static final Variant CLASSIC;
  static final GameMap MAP;
  static final Phase SPRING_1901 = new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT);

  static {
    try {
      CLASSIC = Variants.named("classic");
    } catch (VariantFormatException e) {
      throw new ExceptionInInitializerError(e);
    }
    MAP = CLASSIC.map();
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

  static MovementResult resolve(Scenario s, List<Order> orders) {
    return MovementResolver.resolve(MAP, s.position(), orders, s.rules());
  }

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

  // ---------------------------------------------------------------------------------------
  // Generating scenarios

  /** A position, orders for it (at most one per unit from its own power) and rule options. */
  record Scenario(Position position, List<Order> orders, List<String> ruleOptions) {
    /** The rule options: the DATC's choices, changed by {@code ruleOptions} (NAME=VALUE). */
    RuleOptions rules() {
      RuleOptions r = RuleOptions.DATC;
      for (String option : ruleOptions) {
        r = r.with(option);
      }
      return r;
    }

    @Override
    public String toString() {
      StringBuilder b = new StringBuilder();
      if (!ruleOptions.isEmpty()) {
        b.append("rules ").append(String.join(" ", ruleOptions)).append('\n');
      }
      b.append("units\n");
      for (Unit u : position.units()) {
        b.append("  ").append(u).append('\n');
      }
      if (position.units().isEmpty()) {
        b.append("  none\n");
      }
      b.append("orders\n").append(formatAll(orders));
      return b.toString();
    }
  }

  /** One province of the board: a unit stands there when {@code occupancy >= 100 - density}. */
  record Slot(int occupancy, int power, int fleet, int coast) {}

  /** What one unit is told to do; the numbers pick among the candidates (see {@link #order}). */
  record Intent(int kind, int a, int b) {}

  @Provide
  Arbitrary<Scenario> scenarios() {
    Arbitrary<List<String>> rules = Arbitraries.frequencyOf(
        Tuple.of(6, Arbitraries.just(List.<String>of())),
        Tuple.of(1, Combinators.combine(
                Arbitraries.of("convoy-paradox=szykman", "convoy-paradox=1982", "convoy-paradox=all-hold"),
                Arbitraries.of("convoy-to-adjacent=2025", "convoy-to-adjacent=via-convoy-only"))
            .as(List::of)));
    return Combinators.combine(positions(), rules).as(PositionAndRules::new)
        .flatMap(pr -> intents(pr.position().units().size())
            .map(intents -> new Scenario(pr.position(), orders(pr.position(), intents), pr.rules())));
  }

  record PositionAndRules(Position position, List<String> rules) {}

  static Arbitrary<Position> positions() {
    int n = MAP.provinces().size();
    Arbitrary<Slot> slot = Combinators.combine(
            Arbitraries.integers().between(0, 99).withDistribution(RandomDistribution.uniform()),
            Arbitraries.integers().between(0, MAP.powers().size() - 1),
            Arbitraries.integers().between(0, 1),
            Arbitraries.integers().between(0, 1))
        .as(Slot::new);
    Arbitrary<Integer> density =
        Arbitraries.integers().between(5, 80).withDistribution(RandomDistribution.uniform());
    return Combinators.combine(density, slot.list().ofSize(n)).as(MovementProperties::position);
  }

  static Position position(int density, List<Slot> slots) {
    List<Unit> units = new ArrayList<>();
    for (Province p : MAP.provinces()) {
      Slot s = slots.get(p.index());
      if (s.occupancy() < 100 - density || p.kind() == ProvinceKind.IMPASSABLE) {
        continue;
      }
      Power power = MAP.powers().get(s.power());
      boolean fleet = switch (p.kind()) {
        case SEA -> true;
        case LAND -> false;
        default -> s.fleet() == 1;
      };
      if (fleet) {
        List<Location> coasts = MAP.fleetLocations(p);
        units.add(new Unit(power, UnitType.FLEET, coasts.get(s.coast() % coasts.size())));
      } else {
        units.add(new Unit(power, UnitType.ARMY, MAP.location(p)));
      }
    }
    return Position.of(SPRING_1901, units, CLASSIC.start().owners());
  }

  static Arbitrary<List<Intent>> intents(int units) {
    return Combinators.combine(
            Arbitraries.integers().between(0, 9).withDistribution(RandomDistribution.uniform()),
            Arbitraries.integers().between(0, 9999).withDistribution(RandomDistribution.uniform()),
            Arbitraries.integers().between(0, 9999).withDistribution(RandomDistribution.uniform()))
        .as(Intent::new)
        .list()
        .ofSize(units);
  }

  static final int NO_ORDER = 0;
  static final int HOLD = 1;
  static final int SUPPORT_HOLD_FIRST = 5;
  static final int SUPPORT_MOVE_FIRST = 6;
  static final int CONVOY = 7;
  static final int ILLEGAL = 8;
  static final int VIA_CONVOY = 9;

  /**
   * Turns intents into orders: first holds, moves and illegal orders, then supports and
   * convoys, which mostly pick among the moves and positions of the first pass.
   */
  static List<Order> orders(Position position, List<Intent> intents) {
    List<Unit> units = position.units();
    int n = units.size();
    Order[] own = new Order[n];
    List<Order> extra = new ArrayList<>();
    Location[] moveTo = new Location[n];
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      Intent in = intents.get(i);
      int kind = in.kind();
      boolean seaFleet = u.type() == UnitType.FLEET && u.location().province().kind() == ProvinceKind.SEA;
      if (kind == NO_ORDER || kind == SUPPORT_HOLD_FIRST || kind == SUPPORT_MOVE_FIRST
          || (kind == CONVOY && seaFleet)) {
        continue;
      }
      UnitType t = type(u, in);
      if (kind == HOLD) {
        own[i] = new Hold(u.power(), t, u.location());
      } else if (kind == ILLEGAL) {
        Order o = illegal(position, u, in);
        if (o instanceof UnitOrder uo && uo.unit().province().equals(u.location().province())
            && o.power().equals(u.power())) {
          own[i] = o;
        } else {
          extra.add(o);
        }
      } else {
        boolean toConvoy = kind == CONVOY || kind == VIA_CONVOY || in.b() % 5 == 0;
        Move m = move(position, u, t, in, toConvoy);
        own[i] = m;
        moveTo[i] = m == null ? null : m.destination();
      }
    }
    for (int i = 0; i < n; i++) {
      Unit u = units.get(i);
      Intent in = intents.get(i);
      int kind = in.kind();
      if (kind == SUPPORT_HOLD_FIRST || kind == SUPPORT_MOVE_FIRST) {
        own[i] = support(units, moveTo, i, in);
      } else if (kind == CONVOY && own[i] == null) {
        own[i] = convoy(position, moveTo, i, in);
      }
    }
    LinkedHashSet<Order> all = new LinkedHashSet<>();
    for (Order o : own) {
      if (o != null) {
        all.add(o);
      }
    }
    all.addAll(extra);
    // Interleave the extras among the units' orders deterministically, not all at the end.
    List<Order> out = new ArrayList<>(all);
    if (!intents.isEmpty()) {
      Collections.rotate(out, intents.get(0).a() % Math.max(1, out.size()));
    }
    return out;
  }

  /** The unit type as written in the order: usually the unit's, sometimes left out. */
  static UnitType type(Unit u, Intent in) {
    return in.b() % 11 == 3 ? null : u.type();
  }

  static <T> T pick(List<T> list, int x) {
    return list.get(Math.floorMod(x, list.size()));
  }

  /** A move to a neighbouring place, or for a coastal army (if asked) a place a convoy could reach. */
  static Move move(Position position, Unit u, UnitType t, Intent in, boolean toConvoy) {
    if (u.type() == UnitType.ARMY) {
      List<Province> convoyable = routeDestinations(position, u.location().province());
      if (convoyable.isEmpty() || in.b() % 3 == 1) {
        convoyable = convoyDestinations(u.location().province());
      }
      boolean viaConvoy = in.kind() == VIA_CONVOY && in.b() % 2 == 0;
      if ((toConvoy || viaConvoy) && !convoyable.isEmpty()) {
        Province to = pick(convoyable, in.a());
        return new Move(u.power(), t, u.location(), MAP.location(to), viaConvoy);
      }
      List<Province> near = armyNeighbours(u.location().province());
      if (near.isEmpty()) {
        return null;
      }
      return new Move(u.power(), t, u.location(), MAP.location(pick(near, in.a())), false);
    }
    List<Location> near = fleetNeighbours(u.location());
    if (near.isEmpty()) {
      return null;
    }
    Location to = pick(near, in.a());
    if (!to.isWholeProvince() && in.b() % 3 == 0) {
      to = MAP.location(to.province()); // no coast named: legal where only one coast is reachable
    }
    return new Move(u.power(), t, u.location(), to, false);
  }

  /** A support of a neighbour's hold or of a move some unit was ordered, mostly matching it. */
  static Order support(List<Unit> units, Location[] moveTo, int i, Intent in) {
    Unit u = units.get(i);
    UnitType t = type(u, in);
    List<Integer> holds = new ArrayList<>();
    List<Integer> moves = new ArrayList<>();
    for (int j = 0; j < units.size(); j++) {
      if (j == i) {
        continue;
      }
      Province at = units.get(j).location().province();
      if (MAP.canReach(u.type(), u.location(), at)) {
        holds.add(j);
      }
      if (moveTo[j] != null && !moveTo[j].province().equals(u.location().province())
          && MAP.canReach(u.type(), u.location(), moveTo[j].province())) {
        moves.add(j);
      }
    }
    boolean wantMove = in.kind() == SUPPORT_MOVE_FIRST;
    List<Integer> first = wantMove ? moves : holds;
    List<Integer> second = wantMove ? holds : moves;
    List<Integer> from = first.isEmpty() ? second : first;
    if (from.isEmpty()) {
      return new Hold(u.power(), t, u.location());
    }
    int j = pick(from, in.a());
    Unit v = units.get(j);
    UnitType vt = in.b() % 13 == 5 ? null : v.type();
    if (in.b() % 6 == 1) {
      // A support that may not match: the supported unit to some place the supporter reaches.
      List<Province> reach = reachable(u);
      reach.remove(v.location().province());
      if (!reach.isEmpty()) {
        return new SupportMove(u.power(), t, u.location(), vt, v.location(),
            MAP.location(pick(reach, in.a() / 7)));
      }
    }
    if (from == moves) {
      Location to = moveTo[j];
      if (!to.isWholeProvince() && in.b() % 4 == 2) {
        to = MAP.location(to.province());
      }
      return new SupportMove(u.power(), t, u.location(), vt, v.location(), to);
    }
    return new SupportHold(u.power(), t, u.location(), vt, v.location());
  }

  /** A fleet at sea convoys an army ordered to a coast, or (sometimes) any coastal army anywhere. */
  static Order convoy(Position position, Location[] moveTo, int i, Intent in) {
    List<Unit> units = position.units();
    Unit u = units.get(i);
    UnitType t = type(u, in);
    List<Integer> onRoute = new ArrayList<>();
    List<Integer> movers = new ArrayList<>();
    List<Integer> armies = new ArrayList<>();
    for (int j = 0; j < units.size(); j++) {
      Unit v = units.get(j);
      if (v.type() != UnitType.ARMY || v.location().province().kind() != ProvinceKind.COAST) {
        continue;
      }
      armies.add(j);
      if (moveTo[j] != null && moveTo[j].province().kind() == ProvinceKind.COAST) {
        movers.add(j);
        Set<Province> seas = fleetSeas(position, v.location().province());
        int dest = moveTo[j].province().index();
        if (seas.contains(u.location().province())
            && seas.stream().anyMatch(sea -> MAP.fleetReaches(MAP.location(sea).id(), dest))) {
          onRoute.add(j);
        }
      }
    }
    if (!onRoute.isEmpty() && in.b() % 5 != 0) {
      movers = onRoute;
    }
    if (!movers.isEmpty() && in.b() % 4 != 0) {
      int j = pick(movers, in.a());
      Unit v = units.get(j);
      return new Convoy(u.power(), t, u.location(), UnitType.ARMY, v.location(), moveTo[j]);
    }
    if (!armies.isEmpty()) {
      Unit v = units.get(pick(armies, in.a()));
      List<Province> to = convoyDestinations(v.location().province());
      if (!to.isEmpty()) {
        return new Convoy(u.power(), t, u.location(), UnitType.ARMY, v.location(),
            MAP.location(pick(to, in.a() / 3)));
      }
    }
    return new Hold(u.power(), t, u.location());
  }

  /** An order that cannot be given: several kinds, picked by the intent. */
  static Order illegal(Position position, Unit u, Intent in) {
    UnitType t = type(u, in);
    List<Province> all = MAP.provinces();
    Province here = u.location().province();
    Power power = u.power();
    switch (Math.floorMod(in.a(), 9)) {
      case 0: { // to a province that is (mostly) not a neighbour
        Province to = pick(all, in.b());
        return new Move(power, t, u.location(), MAP.location(to), false);
      }
      case 1: // to its own province
        return new Move(power, t, u.location(), u.location(), false);
      case 2: { // army to sea, fleet inland
        ProvinceKind wrong = u.type() == UnitType.ARMY ? ProvinceKind.SEA : ProvinceKind.LAND;
        List<Province> places = all.stream().filter(p -> p.kind() == wrong).toList();
        return new Move(power, t, u.location(), MAP.location(pick(places, in.b())), false);
      }
      case 3: { // into the impassable province
        Province swi = all.stream().filter(p -> p.kind() == ProvinceKind.IMPASSABLE).findFirst()
            .orElse(here);
        return new Move(power, t, u.location(), MAP.location(swi), false);
      }
      case 4: // supports itself
        return new SupportHold(power, t, u.location(), u.type(), u.location());
      case 5: { // supports any unit to any province
        List<Unit> units = position.units();
        Unit v = pick(units, in.b());
        return new SupportMove(power, t, u.location(), v.type(), v.location(),
            MAP.location(pick(all, in.b() / 7)));
      }
      case 6: { // convoys anything anywhere (a coastal fleet or an army convoying is illegal)
        return new Convoy(power, t, u.location(), UnitType.ARMY,
            MAP.location(pick(all, in.b())), MAP.location(pick(all, in.b() / 7)));
      }
      case 7: { // ordered by another power
        Power other = MAP.powers().get((power.index() + 1 + in.b() % (MAP.powers().size() - 1))
            % MAP.powers().size());
        List<Province> near = armyNeighbours(here);
        if (u.type() == UnitType.ARMY && !near.isEmpty() && in.b() % 2 == 0) {
          return new Move(other, t, u.location(), MAP.location(pick(near, in.b() / 2)), false);
        }
        return new Hold(other, t, u.location());
      }
      default: { // a unit that is not there
        List<Province> empty = new ArrayList<>();
        for (Province p : all) {
          if (p.kind() != ProvinceKind.IMPASSABLE && position.unitIn(p).isEmpty()) {
            empty.add(p);
          }
        }
        if (empty.isEmpty()) {
          return new Hold(power, t, u.location());
        }
        Province p = pick(empty, in.b());
        UnitType ty = p.kind() == ProvinceKind.SEA ? UnitType.FLEET : UnitType.ARMY;
        List<Province> near = armyNeighbours(p);
        if (ty == UnitType.ARMY && !near.isEmpty()) {
          return new Move(power, ty, MAP.location(p), MAP.location(pick(near, in.b() / 3)), false);
        }
        return new Hold(power, ty, MAP.location(p));
      }
    }
  }

  static List<Province> armyNeighbours(Province p) {
    List<Province> out = new ArrayList<>();
    for (Province q : MAP.provinces()) {
      if (MAP.armyAdjacent(p.index(), q.index())) {
        out.add(q);
      }
    }
    return out;
  }

  static List<Location> fleetNeighbours(Location l) {
    List<Location> out = new ArrayList<>();
    for (Location m : MAP.locations()) {
      if (MAP.fleetAdjacent(l.id(), m.id())) {
        out.add(m);
      }
    }
    return out;
  }

  static List<Province> reachable(Unit u) {
    List<Province> out = new ArrayList<>();
    for (Province q : MAP.provinces()) {
      if (MAP.canReach(u.type(), u.location(), q)) {
        out.add(q);
      }
    }
    return out;
  }

  static List<Province> seasNear(Province p) {
    List<Province> out = new ArrayList<>();
    for (Province s : MAP.provinces()) {
      if (s.kind() == ProvinceKind.SEA && MAP.fleetReaches(MAP.location(s).id(), p.index())) {
        out.add(s);
      }
    }
    return out;
  }

  /** The seas holding fleets that form a chain from a coastal province. */
  static Set<Province> fleetSeas(Position position, Province from) {
    Set<Province> reached = new LinkedHashSet<>();
    List<Province> frontier = new ArrayList<>();
    for (Province s : seasNear(from)) {
      if (position.unitIn(s).isPresent() && reached.add(s)) {
        frontier.add(s);
      }
    }
    while (!frontier.isEmpty()) {
      Province s = frontier.remove(frontier.size() - 1);
      for (Province t : MAP.provinces()) {
        if (t.kind() == ProvinceKind.SEA && MAP.fleetReaches(MAP.location(s).id(), t.index())
            && position.unitIn(t).isPresent() && reached.add(t)) {
          frontier.add(t);
        }
      }
    }
    return reached;
  }

  /** Coastal provinces the fleets at sea could convoy an army to from a coast. */
  static List<Province> routeDestinations(Position position, Province from) {
    if (from.kind() != ProvinceKind.COAST) {
      return List.of();
    }
    Set<Province> out = new LinkedHashSet<>();
    for (Province s : fleetSeas(position, from)) {
      for (Province c : MAP.provinces()) {
        if (c.kind() == ProvinceKind.COAST && !c.equals(from)
            && MAP.fleetReaches(MAP.location(s).id(), c.index())) {
          out.add(c);
        }
      }
    }
    return new ArrayList<>(out);
  }

  /** Coastal provinces an army on a coast could reach by a convoy through one or two seas. */
  static List<Province> convoyDestinations(Province from) {
    if (from.kind() != ProvinceKind.COAST) {
      return List.of();
    }
    Set<Province> seas = new LinkedHashSet<>(seasNear(from));
    for (Province s : List.copyOf(seas)) {
      for (Province t : MAP.provinces()) {
        if (t.kind() == ProvinceKind.SEA && MAP.fleetReaches(MAP.location(s).id(), t.index())) {
          seas.add(t);
        }
      }
    }
    Set<Province> out = new LinkedHashSet<>();
    for (Province s : seas) {
      for (Province c : MAP.provinces()) {
        if (c.kind() == ProvinceKind.COAST && !c.equals(from)
            && MAP.fleetReaches(MAP.location(s).id(), c.index())) {
          out.add(c);
        }
      }
    }
    return new ArrayList<>(out);
  }

  // ---------------------------------------------------------------------------------------
  // Case-file text for failure messages

  static String formatAll(List<Order> orders) {
    StringBuilder b = new StringBuilder();
    for (Order o : orders) {
      b.append("  ").append(o.power()).append(": ").append(format(o)).append('\n');
    }
    return b.toString();
  }

  static String format(Order o) {
    if (o instanceof Hold h) {
      return unit(h.type(), h.unit()) + " H";
    }
    if (o instanceof Move m) {
      return unit(m.type(), m.unit()) + " - " + m.destination() + (m.viaConvoy() ? " via convoy" : "");
    }
    if (o instanceof SupportHold s) {
      return unit(s.type(), s.unit()) + " S " + unit(s.supportedType(), s.supported());
    }
    if (o instanceof SupportMove s) {
      return unit(s.type(), s.unit()) + " S " + unit(s.supportedType(), s.supported()) + " - " + s.destination();
    }
    if (o instanceof Convoy c) {
      return unit(c.type(), c.unit()) + " C " + unit(c.convoyedType(), c.army()) + " - " + c.destination();
    }
    return o.toString();
  }

  static String unit(UnitType t, Location l) {
    return (t == null ? "" : t.letter() + " ") + l;
  }
}
