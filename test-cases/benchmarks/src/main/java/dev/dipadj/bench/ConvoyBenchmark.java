package dev.dipadj.bench;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.GroupedOrders;
import dev.dipadj.order.Order;
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.MovementResolver;
import dev.dipadj.resolve.MovementResult;
import dev.dipadj.resolve.PossibleMovementOrders;
import dev.dipadj.resolve.Sides;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * JMH: the convoy questions on seas full of fleets, where the exact search for the fleets a
 * proper route needs does the most work. Two boards: {@code era-of-empire}, a fleet in each
 * of its 27 seas and an army on each of its 60 coasts; {@code generated-215}, a map built
 * here of 215 provinces (120 seas in a 12 x 10 grid, each touching its four neighbours and
 * one diagonal, and 95 coasts each touching two or three neighbouring seas) with 60 fleets
 * and 40 armies, placed by a fixed seed. {@link #adjudicate} adjudicates a phase in which
 * six armies move by convoy and every fleet is ordered to convoy one of them (each convoy's
 * legality asks whether a route needs the fleet); {@link #possibleOrders} lists every
 * possible order (every fleet of every convoy route of every army). Run with {@code java
 * -jar test-cases/benchmarks/target/benchmarks.jar ConvoyBenchmark}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Warmup(iterations = 5, time = 1)
@Measurement(iterations = 5, time = 1)
@Fork(1)
public class ConvoyBenchmark {
  /** The board: {@code era-of-empire} or {@code generated-215}. */
  @Param({"era-of-empire", "generated-215"})
  public String board;

  private GameMap map;
  private Position position;
  private List<Order> orders;
  private Sides sides;

  /** Builds the board and its orders. */
  @Setup
  public void load() {
    Random random = new Random(215);
    List<Unit> units = new ArrayList<>();
    if (board.equals("era-of-empire")) {
      map = Variants.named("era-of-empire").map();
      List<Province> seas = new ArrayList<>();
      List<Province> coasts = new ArrayList<>();
      for (Province p : map.provinces()) {
        if (p.kind() == ProvinceKind.SEA) {
          seas.add(p);
        } else if (p.kind() == ProvinceKind.COAST) {
          coasts.add(p);
        }
      }
      place(units, seas, seas.size(), coasts, coasts.size(), random);
    } else {
      map = generated(random);
      List<Province> seas = new ArrayList<>();
      List<Province> coasts = new ArrayList<>();
      for (Province p : map.provinces()) {
        (p.kind() == ProvinceKind.SEA ? seas : coasts).add(p);
      }
      place(units, seas, 60, coasts, 40, random);
    }
    position = Position.of(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), units, Map.of());
    sides = Sides.eachPowerAlone(map.powers().size());
    orders = convoyOrders(units, random);
  }

  /** Fleets on {@code fleets} random seas and armies on {@code armies} random coasts, powers taking turns. */
  private void place(List<Unit> units, List<Province> seas, int fleets, List<Province> coasts, int armies, Random random) {
    List<Province> s = new ArrayList<>(seas);
    List<Province> c = new ArrayList<>(coasts);
    Collections.shuffle(s, random);
    Collections.shuffle(c, random);
    List<Power> powers = map.powers();
    for (int i = 0; i < fleets; i++) {
      units.add(new Unit(powers.get(i % powers.size()), UnitType.FLEET, map.location(s.get(i))));
    }
    for (int i = 0; i < armies; i++) {
      units.add(new Unit(powers.get(i % powers.size()), UnitType.ARMY, map.location(c.get(i))));
    }
  }

  /**
   * Six armies each move by convoy to a coast a chain reaches (one fleet alone does not), and
   * each fleet convoys one of them in turn; the other armies hold.
   */
  private List<Order> convoyOrders(List<Unit> units, Random random) {
    GroupedOrders possible = PossibleMovementOrders.list(map, position, RuleOptions.DATC, sides);
    List<Move> moves = new ArrayList<>();
    for (Order o : possible.all()) {
      if (o instanceof Move m && m.designation() == UnitDesignation.ARMY && !map.armyAdjacent(
          m.unit().province().index(), m.destination().province().index())
          && moves.stream().noneMatch(x -> x.unit().equals(m.unit()))
          && random.nextInt(4) == 0) {
        moves.add(m);
      }
    }
    moves = moves.subList(0, Math.min(6, moves.size()));
    List<Order> out = new ArrayList<>(moves);
    int next = 0;
    for (Unit u : units) {
      if (moves.stream().anyMatch(m -> m.unit().equals(u.location()))) {
        continue;
      }
      if (u.type() == UnitType.FLEET && !moves.isEmpty()) {
        Move m = moves.get(next++ % moves.size());
        out.add(new Convoy(u.power(), UnitType.FLEET, u.location(), UnitType.ARMY, m.unit(), m.destination()));
      } else {
        out.add(new Hold(u.power(), u.type(), u.location()));
      }
    }
    return out;
  }

  /** 120 seas in a 12 x 10 grid and 95 coasts along them, 215 provinces; five powers. */
  private static GameMap generated(Random random) {
    GameMapBuilder b = new GameMapBuilder();
    for (String name : List.of("Red", "Blue", "Green", "Gold", "Grey")) {
      b.addPower(name, List.of());
    }
    int width = 12;
    int height = 10;
    Province[] sea = new Province[width * height];
    for (int i = 0; i < sea.length; i++) {
      sea[i] = b.addProvince("S" + i, "Sea " + i, ProvinceKind.SEA, false, List.of());
    }
    for (int y = 0; y < height; y++) {
      for (int x = 0; x < width; x++) {
        int i = y * width + x;
        if (x + 1 < width) {
          b.addFleetEdge(sea[i], Coast.NONE, sea[i + 1], Coast.NONE);
        }
        if (y + 1 < height) {
          b.addFleetEdge(sea[i], Coast.NONE, sea[i + width], Coast.NONE);
        }
        if (x + 1 < width && y + 1 < height) {
          // One diagonal per square: three seas meet at a point, as on drawn maps.
          b.addFleetEdge(sea[i], Coast.NONE, sea[i + width + 1], Coast.NONE);
        }
      }
    }
    Province[] coast = new Province[95];
    for (int i = 0; i < coast.length; i++) {
      coast[i] = b.addProvince("C" + i, "Coast " + i, ProvinceKind.COAST, false, List.of());
      int x = random.nextInt(width - 1);
      int y = random.nextInt(height - 1);
      int at = y * width + x;
      // A coast touches a sea and one or two of its neighbours, as a shore does.
      b.addFleetEdge(coast[i], Coast.NONE, sea[at], Coast.NONE);
      b.addFleetEdge(coast[i], Coast.NONE, sea[at + 1], Coast.NONE);
      if (random.nextBoolean()) {
        b.addFleetEdge(coast[i], Coast.NONE, sea[at + width + 1], Coast.NONE);
      }
      if (i > 0) {
        b.addArmyEdge(coast[i - 1], coast[i]);
      }
    }
    return b.build();
  }

  /**
   * Adjudicates the phase of convoys.
   *
   * @return the result (returned so that the work is not optimised away)
   */
  @Benchmark
  public MovementResult adjudicate() {
    return MovementResolver.resolve(map, position, orders, RuleOptions.DATC);
  }

  /**
   * Lists every possible order of the phase.
   *
   * @return the orders (returned so that the work is not optimised away)
   */
  @Benchmark
  public GroupedOrders possibleOrders() {
    return PossibleMovementOrders.list(map, position, RuleOptions.DATC, sides);
  }

  /**
   * The number of convoy orders among the possible orders and how many orders are illegal,
   * for the README; with an argument, every possible order and every result too (to compare
   * two builds).
   *
   * @param args {@code all} to print every order and result
   */
  public static void main(String[] args) {
    for (String name : List.of("era-of-empire", "generated-215")) {
      ConvoyBenchmark b = new ConvoyBenchmark();
      b.board = name;
      b.load();
      GroupedOrders all = b.possibleOrders();
      long convoys = all.all().stream().filter(o -> o instanceof Convoy).count();
      MovementResult r = b.adjudicate();
      System.out.println(name + ": " + b.position.units().size() + " units, " + all.all().size()
          + " possible orders (" + convoys + " convoys), " + b.orders.size() + " orders, "
          + r.results().stream().filter(x -> x.outcome().name().equals("ILLEGAL")).count() + " illegal");
      if (args.length > 0) {
        all.all().forEach(System.out::println);
        r.results().forEach(System.out::println);
      }
    }
  }
}
