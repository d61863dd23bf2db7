package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.gamejson.Board;
import dev.dipadj.gamejson.Boards;
import dev.dipadj.gamejson.RecordedState;
import dev.dipadj.json.GameJson;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Neutral units (issue 21, {@code unit Neutral A Geo}) through the API, on the test map of
 * {@code test-cases/vocabulary/neutral.variant} (Red and Blue, a neutral army in Geneva and
 * a neutral fleet on the Isle): saved and read back under the word {@code Neutral}, written
 * in the research JSON under {@code NEUTRAL}, never ordered, no power's in the adjustments,
 * and never an owner or a unit waiting to retreat.
 */
class NeutralUnitsTest {
  private static Variant variant;
  private static GameMap map;
  private static Unit geneva;

  @BeforeAll
  static void load() throws Exception {
    variant = Variants.load(Path.of("vocabulary/neutral.variant"));
    map = variant.map();
    geneva = variant.start().unitIn(map.province("Geo").orElseThrow()).orElseThrow();
  }

  @Test
  void aSavedGameKeepsItsNeutralUnits() throws Exception {
    Game game = Game.start(variant);
    String json = GameJson.write(game);
    assertTrue(json.contains("\"Neutral\""), json);
    Game read = GameJson.read(json, name -> variant);
    assertEquals(game.position(), read.position());
    assertTrue(map.isNeutral(read.position().unitIn(map.province("Isl").orElseThrow()).orElseThrow().power()));
  }

  @Test
  void theResearchJsonWritesThemUnderNeutral() throws Exception {
    Game game = Game.start(variant);
    RecordedState state = Boards.state(game, "S1901M");
    assertEquals(List.of("A GEO", "F ISL"), state.units().get("NEUTRAL"));
    // No centre, build or retreat entry: Neutral is no power.
    assertFalse(state.centers().containsKey("NEUTRAL"));
    Board board = Boards.board(map, state, "test");
    assertEquals(game.position().units(), board.units().asList());
  }

  @Test
  void neutralUnitsAreNeverOrdered() {
    Game game = Game.start(variant);
    assertEquals(4, game.unitsToOrder().size());
    assertTrue(game.unitsToOrder().stream().noneMatch(u -> map.isNeutral(u.power())));
    assertTrue(game.possibleOrders().forUnit(geneva).isEmpty());
    assertTrue(game.possibleOrders().forPower(map.neutral()).isEmpty());
    assertTrue(game.possibleOrders().all().stream().noneMatch(o -> map.isNeutral(o.power())));
    // Its own word orders nothing, and a power cannot order it either (4.E.1: illegal orders hold).
    Order byNeutral = new Hold(map.neutral(), UnitType.ARMY, geneva.location());
    Order byRed = new Hold(map.power("Red").orElseThrow(), UnitType.ARMY, geneva.location());
    assertFalse(game.possibleOrders().accepts(byNeutral));
    assertFalse(game.possibleOrders().accepts(byRed));
  }

  @Test
  void neutralUnitsAreNoPowersUnitsInTheAdjustments() {
    // Winter: Red has its two centres and one army, Blue two and two; the neutral units count for nobody.
    Power red = map.power("Red").orElseThrow();
    Position winter = Position.of(new Phase(Season.WINTER, 1901, PhaseType.ADJUSTMENT),
        List.of(unit(red, "Rom"), unit(map.power("Blue").orElseThrow(), "Blu"), unit(map.power("Blue").orElseThrow(), "Blv"),
            geneva),
        variant.start().owners());
    Game game = Game.from(variant, winter, variant.rules());
    assertEquals(1, game.adjustment("Red").builds());
    assertEquals(0, game.adjustment("Blue").builds());
    assertEquals(0, game.adjustment("Blue").disbands());
    assertEquals(1, game.units("Neutral").size());
  }

  @Test
  void neutralOwnsNoCentre() {
    Position owned = Position.of(variant.start().phase(), variant.start().units(),
        Map.of(map.province("Geo").orElseThrow(), map.neutral()));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Game.from(variant, owned, variant.rules()));
    assertTrue(e.getMessage().contains("own no centre"), e.getMessage());
  }

  @Test
  void noPlayerCommandsNeutral() {
    Players withNeutral = new Players(ImmutableMap.of(
        "Red", ImmutableSet.of(map.power("Red").orElseThrow(), map.neutral()),
        "Blue", ImmutableSet.of(map.power("Blue").orElseThrow())));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Game.from(variant, variant.start(), variant.rules(), withNeutral));
    assertTrue(e.getMessage().contains("no player commands"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Game.start(variant).withControl(map.neutral(), "Red"));
  }

  @Test
  void aNeutralUnitNeverWaitsToRetreat() {
    Power red = map.power("Red").orElseThrow();
    Position retreat = Position.of(new Phase(Season.SPRING, 1901, PhaseType.RETREAT),
        List.of(unit(red, "Geo"), unit(red, "Ron")), variant.start().owners());
    DislodgedUnit waiting = DislodgedUnit.of(geneva, List.of(map.location(map.province("Fie").orElseThrow())));
    ImpossibleStateException e = assertThrows(ImpossibleStateException.class,
        () -> Game.from(variant, retreat, List.of(waiting), variant.rules(), variant.players()));
    assertTrue(e.getMessage().contains("no retreat"), e.getMessage());
  }

  private static Unit unit(Power power, String province) {
    return new Unit(power, UnitType.ARMY, map.location(map.province(province).orElseThrow()));
  }
}
