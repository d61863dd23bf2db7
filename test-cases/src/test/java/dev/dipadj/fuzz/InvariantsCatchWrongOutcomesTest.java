package dev.dipadj.fuzz;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantReader;
import dev.dipadj.variants.Variants;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The invariants are not vacuous: they pass a right outcome and catch a wrong one (the
 * phase's true results with the game left where it was, as if nothing had moved or been
 * built). Without this, a property that never fails would prove little.
 */
class InvariantsCatchWrongOutcomesTest {
  @Test
  void movementChecksCatchUnitsThatDidNotMove() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    List<Order> orders = new ArrayList<>(game.ordersOrThrow("France", "A Par - Bur", "A Mar S A Par - Bur"));
    orders.addAll(game.ordersOrThrow("Germany", "A Mun - Bur"));
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));

    PhaseOutcome wrong = new PhaseOutcome(real.phase(), real.results(), real.dislodged(), real.byConvoy(), real.removed(),
        real.builtByDefault(), game);
    List<Violation> found = new ArrayList<>();
    MovementInvariants.check(game, orders, wrong, found);
    SuccessInvariants.check(game, wrong, found);
    TurnInvariants.check(game, wrong, found);
    assertTrue(checks(found).containsAll(Set.of(
        "movement.units-where-ordered", "movement.success-entitled", "turn.next-phase")), found::toString);
  }

  @Test
  void adjustmentChecksCatchABuildThatDidNotHappen() throws Exception {
    Game game = Game.start(Variants.named("classic"));
    game = game.adjudicate(game.ordersOrThrow("France", "A Par - Bur")).next();
    game = game.adjudicate(game.ordersOrThrow("France", "A Bur - Bel")).next(); // Winter 1901: France builds one
    List<Order> orders = game.ordersOrThrow("France", "Build A Par", "Build F Mar");
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));

    PhaseOutcome wrong = new PhaseOutcome(real.phase(), real.results(), real.dislodged(), real.byConvoy(), real.removed(),
        real.builtByDefault(), game);
    List<Violation> found = new ArrayList<>();
    AdjustmentInvariants.check(game, orders, wrong, found);
    assertTrue(checks(found).contains("adjustment.units-conserved"), found::toString);
  }

  /** On build-places.variant Red never builds in Necliff, its own home: a build there that succeeded is caught. */
  @Test
  void adjustmentChecksCatchABuildInABarredCentre() throws Exception {
    Variant v = GameVariants.named("vocabulary/build-places.variant");
    Power red = v.map().power("Red").orElseThrow();
    Position winter = Position.of(new Phase(Season.WINTER, 1901, PhaseType.ADJUSTMENT),
        List.of(new Unit(red, UnitType.FLEET, place(v, "Rea")), new Unit(red, UnitType.ARMY, place(v, "Rey"))),
        Map.of(province(v, "Rea"), red, province(v, "Rey"), red, province(v, "Nec"), red));
    Game game = Game.from(v, winter, v.rules());
    List<Order> orders = game.ordersOrThrow("Red", "Build F Nec");
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));

    Game built = Game.from(v, Position.of(new Phase(Season.SPRING, 1902, PhaseType.MOVEMENT),
        List.of(winter.units().get(0), winter.units().get(1), new Unit(red, UnitType.FLEET, place(v, "Nec"))),
        winter.owners()), v.rules());
    PhaseOutcome wrong = new PhaseOutcome(real.phase(), ImmutableList.of(OrderResult.succeeded(orders.get(0))),
        real.dislodged(), real.byConvoy(), real.removed(), real.builtByDefault(), built);
    List<Violation> found = new ArrayList<>();
    AdjustmentInvariants.check(game, orders, wrong, found);
    assertTrue(checks(found).contains("adjustment.build-allowed"), found::toString);
  }

  /**
   * On ties-play-on.variant four centres each for Red and Blue play on; the outcome of the
   * same Fall in a twin variant whose ties share the victory (the game over, both winning)
   * is caught.
   */
  @Test
  void turnChecksCatchATieAtTheSoloCountThatEndedTheGame() throws Exception {
    Variant ties = GameVariants.named("vocabulary/ties-play-on.variant");
    String text = Files.readString(Path.of("vocabulary", "ties-play-on.variant"));
    Variant shared = VariantReader.read("shared.variant", text.replace("solo 4 ties-play-on", "solo 4"));
    Power red = ties.map().power("Red").orElseThrow();
    Power blue = ties.map().power("Blue").orElseThrow();
    Map<Province, Power> owners = new HashMap<>();
    for (String c : List.of("Rea", "Rey", "Neb", "Nec")) {
      owners.put(province(ties, c), red);
    }
    for (String c : List.of("Blu", "Bly", "Nea", "Grn")) {
      owners.put(province(ties, c), blue);
    }
    Position fall = Position.of(new Phase(Season.FALL, 1901, PhaseType.MOVEMENT),
        List.of(new Unit(red, UnitType.ARMY, place(ties, "Neb")), new Unit(blue, UnitType.ARMY, place(ties, "Bly"))),
        owners);
    Game game = Game.from(ties, fall, ties.rules());
    PhaseOutcome real = game.adjudicate(List.of());
    assertEquals(Set.of(), checks(PhaseCheck.run(game, List.of(), 1).violations()));
    assertTrue(!real.next().isOver());

    PhaseOutcome wrong = Game.from(shared, fall, shared.rules()).adjudicate(List.of());
    assertEquals(Set.of("Red", "Blue"), wrong.next().winners());
    List<Violation> found = new ArrayList<>();
    TurnInvariants.check(game, wrong, found);
    assertTrue(checks(found).contains("turn.victory"), found::toString);
  }

  private static Province province(Variant v, String name) {
    return v.map().province(name).orElseThrow();
  }

  private static Location place(Variant v, String name) {
    return v.map().location(province(v, name));
  }

  /**
   * The neutral test map: in Fall 1901 Red's supported attack dislodges the neutral army in
   * Geneva, and nobody stands on the Isle's unowned centre, emptied before; the true outcome
   * removes the army at once and rebuilds the Isle's fleet as the Fall turn ends. Wrong
   * outcomes: the army not removed, the fleet not rebuilt, a neutral unit moved.
   */
  @Test
  void neutralChecksCatchAMovedRemainingOrMissingNeutralUnit() throws Exception {
    Variant v = GameVariants.byName("neutral-test");
    GameMap map = v.map();
    Power red = map.power("Red").orElseThrow();
    Power blue = map.power("Blue").orElseThrow();
    Position fall = Position.of(new Phase(Season.FALL, 1901, PhaseType.MOVEMENT),
        List.of(army(map, red, "Rom"), army(map, red, "Ron"), army(map, blue, "Blu"), army(map, blue, "Blv"),
            army(map, map.neutral(), "Geo")),
        v.start().owners());
    Game game = Game.from(v, fall, v.rules());
    List<Order> orders = game.ordersOrThrow("Red", "A Rom - Geo", "A Ron S A Rom - Geo");
    PhaseOutcome real = game.adjudicate(orders);
    assertEquals(Set.of(), checks(PhaseCheck.run(game, orders, 1).violations()));
    assertTrue(real.next().position().unitIn(map.province("Isl").orElseThrow()).isPresent());

    // The army dislodged but left out of the removals, and the fleet not rebuilt.
    List<Unit> noFleet = new ArrayList<>(real.next().position().units());
    noFleet.removeIf(u -> u.location().province().abbreviation().equals("Isl"));
    Game unbuilt = Game.from(v, Position.of(real.next().phase(), noFleet, real.next().position().owners()), v.rules());
    PhaseOutcome wrong = new PhaseOutcome(real.phase(), real.results(), real.dislodged(), real.byConvoy(),
        ImmutableList.of(), real.builtByDefault(), unbuilt);
    List<Violation> found = new ArrayList<>();
    NeutralUnitInvariants.check(game, wrong, found);
    assertTrue(checks(found).containsAll(Set.of("neutral.disbanded-when-dislodged", "neutral.rebuilt")), found::toString);

    // A neutral army that moved from Geneva to Field during Spring.
    Game spring = Game.start(v);
    Position moved = Position.of(new Phase(Season.FALL, 1901, PhaseType.MOVEMENT),
        List.of(army(map, red, "Rom"), army(map, red, "Ron"), army(map, blue, "Blu"), army(map, blue, "Blv"),
            army(map, map.neutral(), "Fie")),
        v.start().owners());
    PhaseOutcome real2 = spring.adjudicate(List.of());
    found.clear();
    NeutralUnitInvariants.check(spring, new PhaseOutcome(real2.phase(), real2.results(), real2.dislodged(),
        real2.byConvoy(), real2.removed(), real2.builtByDefault(), Game.from(v, moved, v.rules())), found);
    assertEquals(Set.of("neutral.never-moves"), checks(found), found::toString);
  }

  private static Unit army(GameMap map, Power power, String province) {
    return new Unit(power, UnitType.ARMY, map.location(map.province(province).orElseThrow()));
  }

  private static Set<String> checks(List<Violation> violations) {
    return violations.stream().map(Violation::check).collect(Collectors.toSet());
  }
}
