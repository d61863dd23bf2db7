package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.PossibleOrders;
import dev.dipadj.map.Canal;
import dev.dipadj.map.Coasts;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Build;
import dev.dipadj.order.CanalPermission;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.order.Waive;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Outcome;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.EdgeCasesMode;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.RandomDistribution;
import net.jqwik.api.ShrinkingMode;
import net.jqwik.api.Tag;
import net.jqwik.api.lifecycle.AfterContainer;

/**
 * The possible orders ({@link PossibleOrders}) and the adjudicator agree, both ways, in
 * Movement, Retreat and Adjustment phases of random games of classic, era-of-empire, the
 * six-player classic game (a neutral power) and the vocabulary's test variants: every order
 * listed, given on its own, is
 * not illegal; and a random order (any unit or an empty province, any power, any of the
 * eleven kinds, places near and far, coasts or none, wrong type letters) that is not
 * illegal on its own is listed.
 *
 * <p>Orders are compared by what they mean ({@link #meaning}), since the rules forgive
 * several spellings of one order: a type letter is not needed to find a unit (DATC 4.C),
 * an army's coast means nothing (4.B.6), a fleet's move or retreat without a coast goes to
 * the one coast it can reach (4.B.2), supports and convoys are listed without coasts while a
 * support naming the coast the fleet moves to is legal too (4.B.4), and "via convoy" on a
 * move that only a convoy can make changes nothing. A random order always names its unit
 * where it stands or by its province alone: a fleet ordered from the other coast of its
 * province, which stands but cannot succeed (DATC 6.B.11), is not a possible order.
 *
 * <p>The games are played with the fuzz generators ({@link RandomMovementOrders},
 * {@link RandomRetreatOrders}, {@link RandomAdjustmentOrders}); each phase reached is
 * checked. The default build checks {@value #CI_GAMES} games of up to {@value #CI_PHASES}
 * phases with {@value #CI_ORDERS} random orders a phase; the {@code fuzz} tag
 * {@value #FUZZ_GAMES} games of up to {@value #FUZZ_PHASES} phases with {@value #FUZZ_ORDERS}.
 * Besides, {@value #EVERY_VARIANT_GAMES} short games of every shipped variant ({@code
 * Variants.NAMES}: Cold War, for one) of up to {@value #EVERY_VARIANT_PHASES} phases with
 * {@value #EVERY_VARIANT_ORDERS} random orders a phase.
 */
class PossibleOrdersProperties {
  static final int CI_GAMES = 20;
  static final int CI_PHASES = 15;
  static final int CI_ORDERS = 300;
  static final int FUZZ_GAMES = 300;
  static final int FUZZ_PHASES = 40;
  static final int FUZZ_ORDERS = 1_000;
  static final int EVERY_VARIANT_GAMES = 3;
  static final int EVERY_VARIANT_PHASES = 8;
  static final int EVERY_VARIANT_ORDERS = 100;
  private static final List<String> VARIANTS = GameVariants.with(List.of("classic", "era-of-empire", "classic-6p"));
  private static final Tally CI = new Tally();
  private static final Tally FUZZ = new Tally();

  /** Seeds spread evenly over all longs. */
  @Provide
  Arbitrary<Long> seeds() {
    return Arbitraries.longs().withDistribution(RandomDistribution.uniform());
  }

  @Property(tries = CI_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void listedOrdersAreExactlyTheLegalOnes(@ForAll("seeds") long seed) {
    play(seed, CI_PHASES, CI_ORDERS, CI);
  }

  @Tag("fuzz")
  @Property(tries = FUZZ_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void listedOrdersAreExactlyTheLegalOnesFuzz(@ForAll("seeds") long seed) {
    play(seed, FUZZ_PHASES, FUZZ_ORDERS, FUZZ);
  }

  /** Each try plays a short game of every shipped variant and test map, so that none goes unchecked (issues 21, 22). */
  @Property(tries = EVERY_VARIANT_GAMES, shrinking = ShrinkingMode.OFF, edgeCases = EdgeCasesMode.NONE)
  void listedOrdersAreExactlyTheLegalOnesOnEveryShippedVariant(@ForAll("seeds") long seed) {
    for (String variant : GameVariants.with(Variants.NAMES)) {
      play(seed, variant, EVERY_VARIANT_PHASES, EVERY_VARIANT_ORDERS, CI);
    }
  }

  /**
   * What the runs checked, printed after the class. The long run must have met every type
   * of phase (the short one may miss the rarer Retreat phase; the unit tests have one).
   */
  @AfterContainer
  static void printCounts() {
    for (Tally t : new Tally[] {CI, FUZZ}) {
      if (t.phases.isEmpty()) {
        continue;
      }
      System.out.println("possible orders [" + (t == CI ? "ci" : "fuzz") + "]: " + t);
      assertTrue(t.randomLegal > 0, "no random order was legal: " + t);
    }
    if (!FUZZ.phases.isEmpty()) {
      for (PhaseType type : PhaseType.values()) {
        assertTrue(FUZZ.phases.getOrDefault(type, 0) > 0, "no " + type + " phase was checked: " + FUZZ);
      }
    }
  }

  /** Counts over a run. */
  private static final class Tally {
    final Map<PhaseType, Integer> phases = new EnumMap<>(PhaseType.class);
    long listed;
    long random;
    long randomLegal;

    synchronized void phase(PhaseType type, int listedCount, int randomCount, int legalCount) {
      phases.merge(type, 1, Integer::sum);
      listed += listedCount;
      random += randomCount;
      randomLegal += legalCount;
    }

    @Override
    public synchronized String toString() {
      return "phases " + phases + ", " + listed + " listed orders adjudicated, " + random
          + " random orders of which " + randomLegal + " legal";
    }
  }

  private static void play(long seed, int phases, int randomOrders, Tally tally) {
    play(seed, null, phases, randomOrders, tally);
  }

  /** A game of the named variant, or of one the seed picks from {@link #VARIANTS} when null. */
  private static void play(long seed, String variant, int phases, int randomOrders, Tally tally) {
    Random random = new Random(seed);
    Dice dice = new Dice(random);
    Game game;
    try {
      game = Game.start(GameVariants.named(variant != null ? variant : dice.pick(VARIANTS)));
    } catch (Exception e) {
      throw new IllegalStateException("a shipped variant does not load", e);
    }
    for (int n = 0; n < phases && !game.isOver(); n++) {
      String where = "seed " + seed + ", " + game.variant().name() + ", " + game.phase();
      check(game, random, randomOrders, tally, where);
      List<Order> orders = switch (game.phase().type()) {
        case MOVEMENT -> RandomMovementOrders.generate(game, dice, dice.percent(30));
        case RETREAT -> RandomRetreatOrders.generate(game, dice);
        case ADJUSTMENT -> RandomAdjustmentOrders.generate(game, dice);
      };
      game = game.adjudicateAsGiven(orders).next();
    }
  }

  private static void check(Game game, Random random, int randomOrders, Tally tally, String where) {
    PossibleOrders possible = PossibleOrders.of(game);
    List<Order> all = possible.all();
    Set<Order> listed = new HashSet<>(all);
    assertEquals(all.size(), listed.size(), where + ": an order listed twice");
    int byPower = 0;
    for (Power p : game.variant().map().powers()) {
      for (Order o : possible.forPower(p)) {
        assertEquals(p, o.power(), where + ": " + o + " listed for " + p);
      }
      byPower += possible.forPower(p).size();
    }
    assertEquals(all.size(), byPower, where + ": the powers' lists do not add up");
    for (Order o : all) {
      assertNotEquals(Outcome.ILLEGAL, alone(game, o), where + ": listed but illegal: " + o);
      assertEquals(o, meaning(game, o), where + ": listed in another spelling than its own: " + o);
      if (o instanceof UnitOrder u) {
        assertTrue(possible.forUnit(u.unit().province()).contains(o), where + ": " + o + " not among its unit's");
      }
    }
    int legal = 0;
    for (int i = 0; i < randomOrders; i++) {
      Order o = randomOrder(game, random);
      if (alone(game, o) != Outcome.ILLEGAL) {
        legal++;
        Order meant = meaning(game, o);
        assertTrue(listed.contains(meant), where + ": " + o + " is legal but not listed (as " + meant + ")");
      }
    }
    tally.phase(game.phase().type(), all.size(), randomOrders, legal);
  }

  /** The outcome of the order given on its own. */
  private static Outcome alone(Game game, Order order) {
    return game.adjudicateAsGiven(List.of(order)).results().get(0).outcome();
  }

  // ---------------------------------------------------------------------------------------
  // What a legal order means: the spelling the list uses

  /** A legal order in the list's spelling: actual types and places, coasts only where a fleet needs them. */
  static Order meaning(Game game, Order order) {
    GameMap map = game.variant().map();
    Power p = order.power();
    if (order instanceof Hold h) {
      Unit u = standing(game, h.unit());
      return new Hold(p, u.type(), u.location());
    } else if (order instanceof Move m) {
      Unit u = standing(game, m.unit());
      if (u.type() == UnitType.ARMY && m.byRailroad()) {
        // Along a railroad: another order than the move by land to the same place.
        return new Move(p, UnitDesignation.of(u.type()), u.location(), whole(map, m.destination()), false,
            map.railroad(m.railroad()).orElseThrow().name());
      }
      if (u.type() == UnitType.ARMY) {
        Location to = whole(map, m.destination());
        boolean byLand = map.armyNeighbours(u.location().province()).contains(to.province());
        return new Move(p, u.type(), u.location(), to, m.viaConvoy() && byLand);
      }
      return new Move(p, u.type(), u.location(), Coasts.fleetDestination(map, u.location(), m.destination()).location(),
          false);
    } else if (order instanceof SupportHold s) {
      Unit u = standing(game, s.unit());
      return new SupportHold(p, u.type(), u.location(), standing(game, s.supported()).type(), whole(map, s.supported()));
    } else if (order instanceof SupportMove s) {
      Unit u = standing(game, s.unit());
      return new SupportMove(p, u.type(), u.location(), standing(game, s.supported()).type(),
          whole(map, s.supported()), whole(map, s.destination()));
    } else if (order instanceof Convoy c) {
      Unit u = standing(game, c.unit());
      return new Convoy(p, u.type(), u.location(), UnitType.ARMY, whole(map, c.army()), whole(map, c.destination()));
    } else if (order instanceof Retreat r) {
      Unit u = dislodged(game, r.unit());
      Location to = u.type() == UnitType.ARMY ? whole(map, r.destination())
          : Coasts.choose(retreats(game, r.unit()), r.destination(), null).location();
      return new Retreat(p, u.type(), u.location(), to);
    } else if (order instanceof Disband x) {
      Unit u = game.phase().type() == PhaseType.RETREAT ? dislodged(game, x.unit()) : standing(game, x.unit());
      return new Disband(p, u.type(), u.location());
    } else if (order instanceof Build b) {
      return new Build(p, b.designation(), b.designation() == UnitDesignation.ARMY ? whole(map, b.location()) : b.location());
    } else if (order instanceof Convert c) {
      Unit u = standing(game, c.unit());
      return new Convert(p, u.type(), u.type() == UnitType.FLEET ? u.location() : c.unit());
    } else if (order instanceof CanalPermission c) {
      // The list writes the passing unit as it stands and the canal's far end as a place.
      Unit u = standing(game, c.unit());
      return new CanalPermission(p, c.canal(), UnitDesignation.of(u.type()), u.location(), whole(map, c.destination()));
    }
    return order;
  }

  private static Location whole(GameMap map, Location l) {
    return map.location(l.province());
  }

  private static Unit standing(Game game, Location at) {
    return game.position().unitIn(at.province()).orElseThrow();
  }

  /** The unit dislodged from a province, in a Retreat phase. */
  private static Unit dislodged(Game game, Location at) {
    for (var d : game.dislodged()) {
      if (d.unit().location().province().equals(at.province())) {
        return d.unit();
      }
    }
    throw new IllegalStateException("no dislodged unit in " + at);
  }

  /** Where the unit dislodged from a province may retreat. */
  private static List<Location> retreats(Game game, Location at) {
    for (var d : game.dislodged()) {
      if (d.unit().location().province().equals(at.province())) {
        return d.retreats();
      }
    }
    throw new IllegalStateException("no dislodged unit in " + at);
  }

  /** The province as a whole, or one of its coasts. */
  private static Location anyPlaceIn(GameMap map, Province p, Random random) {
    List<Location> coasts = map.fleetLocations(p);
    return p.hasSeveralCoasts() && random.nextBoolean() ? pick(coasts, random) : map.location(p);
  }

  // ---------------------------------------------------------------------------------------
  // Random orders, sense and nonsense

  private static Order randomOrder(Game game, Random random) {
    GameMap map = game.variant().map();
    List<Unit> units = new ArrayList<>(game.position().units());
    for (var d : game.dislodged()) {
      units.add(d.unit());
    }
    Power power;
    UnitDesignation type;
    Location at;
    Province near;
    if (!units.isEmpty() && random.nextInt(100) < 85) {
      Unit u = units.get(random.nextInt(units.size()));
      power = random.nextInt(100) < 85 ? u.power() : pick(map.powers(), random);
      int t = random.nextInt(100);
      type = t < 85 ? UnitDesignation.of(u.type()) : t < 92 ? UnitDesignation.OMITTED
          : (u.type() == UnitType.ARMY ? UnitDesignation.FLEET : UnitDesignation.ARMY);
      // Where it stands, or by its province alone (never the other coast, see the class comment).
      at = random.nextInt(100) < 80 ? u.location() : whole(map, u.location());
      near = u.location().province();
    } else {
      power = pick(map.powers(), random);
      type = random.nextBoolean() ? UnitDesignation.ARMY : UnitDesignation.FLEET;
      near = pick(map.provinces(), random);
      at = map.location(near);
    }
    Location to = place(map, near, random);
    if (!map.canals().isEmpty() && random.nextInt(100) < 10) {
      // A permission through a canal of the map, from either end or from a place nearby.
      Canal canal = pick(map.canals(), random);
      Province from = random.nextBoolean() ? canal.one() : canal.other();
      Province far = from.equals(canal.one()) ? canal.other() : canal.one();
      Location passing = random.nextInt(100) < 80 ? map.location(from) : place(map, from, random);
      return new CanalPermission(power, canal.name(), type, passing,
          random.nextInt(100) < 80 ? map.location(far) : place(map, far, random));
    }
    return switch (random.nextInt(11)) {
      case 0 -> new Hold(power, type, at);
      case 1 -> new Move(power, type, at, to, false);
      case 2 -> new Move(power, type, at, to, true);
      case 3 -> {
        Location other = otherUnit(game, to, units, random);
        yield new SupportHold(power, type, at, otherType(game, other, random), other);
      }
      case 4 -> {
        Location other = otherUnit(game, to, units, random);
        yield new SupportMove(power, type, at, otherType(game, other, random), other, to);
      }
      case 5 -> {
        Location army = otherUnit(game, at.province(), units, random, 3);
        Location destination = place(map, army.province(), random, 3);
        yield new Convoy(power, type, at, UnitDesignation.ARMY, army, destination);
      }
      case 6 -> new Retreat(power, type, at, to);
      case 7 -> new Disband(power, type, at);
      case 8 -> new Build(power, type, random.nextBoolean() ? anyPlaceIn(map, near, random) : to);
      case 9 -> new Convert(power, type, random.nextBoolean() ? anyPlaceIn(map, near, random) : at);
      default -> new Waive(power);
    };
  }

  /** A place near a province (up to two borders away, any of its coasts), or now and then anywhere. */
  private static Location place(GameMap map, Province near, Random random) {
    return place(map, near, random, 2);
  }

  private static Location place(GameMap map, Province near, Random random, int steps) {
    if (random.nextInt(100) < 15) {
      return pick(map.locations(), random);
    }
    int p = near.index();
    int walk = 1 + random.nextInt(steps);
    for (int i = 0; i < walk && map.borderingCount(p) > 0; i++) {
      p = map.bordering(p, random.nextInt(map.borderingCount(p)));
    }
    Province province = map.province(p);
    List<Location> coasts = map.fleetLocations(province);
    return province.hasSeveralCoasts() && random.nextInt(100) < 70 ? pick(coasts, random) : map.location(province);
  }

  /** Mostly the place of a unit near the place given, sometimes any place (maybe empty). */
  private static Location otherUnit(Game game, Location around, List<Unit> units, Random random) {
    return otherUnit(game, around.province(), units, random, 2);
  }

  private static Location otherUnit(Game game, Province around, List<Unit> units, Random random, int steps) {
    GameMap map = game.variant().map();
    if (random.nextInt(100) < 75) {
      for (int tries = 0; tries < 6; tries++) {
        Location l = place(map, around, random, steps);
        if (game.position().unitIn(l.province()).isPresent()) {
          return random.nextInt(100) < 80 ? map.location(l.province()) : game.position().unitIn(l.province()).get().location();
        }
      }
    }
    return units.isEmpty() || random.nextInt(100) < 20 ? pick(map.locations(), random)
        : whole(map, units.get(random.nextInt(units.size())).location());
  }

  /** The type a support or convoy writes for the unit it names: mostly right, sometimes none or wrong. */
  private static UnitDesignation otherType(Game game, Location at, Random random) {
    UnitType actual = game.position().unitIn(at.province()).map(Unit::type).orElse(UnitType.ARMY);
    int t = random.nextInt(100);
    return t < 85 ? UnitDesignation.of(actual) : t < 92 ? UnitDesignation.OMITTED
        : (actual == UnitType.ARMY ? UnitDesignation.FLEET : UnitDesignation.ARMY);
  }

  private static <T> T pick(List<T> list, Random random) {
    return list.get(random.nextInt(list.size()));
  }
}
