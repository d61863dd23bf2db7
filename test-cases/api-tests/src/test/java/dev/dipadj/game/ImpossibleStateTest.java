package dev.dipadj.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.google.common.collect.ImmutableList;
import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseJsonReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.json.GameJson;
import dev.dipadj.json.JsonFormatException;
import dev.dipadj.json.PositionJson;
import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;

/**
 * Issue 19, point 1: a saved or set-up state that contradicts the board is refused at every
 * way in (the API's {@code Game.from} and {@code Game.restore}, a saved game's JSON, a
 * position's JSON, a case file and the case JSON that becomes one), by the one check of the
 * game core, each reader naming where: a retreat place that is occupied, listed twice or out
 * of reach; a unit where it cannot stand (an army on a coast, a fleet inland); a dislodged
 * unit that nothing dislodged. Before, such states were taken, and giving the retreat ended in
 * {@code internal error: two units in Bud}.
 */
class ImpossibleStateTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();
  private static final Variant CLASSIC = Variants.named("classic");
  private static final GameMap MAP = CLASSIC.map();
  private static final Phase FALL_RETREAT = new Phase(Season.FALL, 1901, PhaseType.RETREAT);

  private static Unit unit(String power, UnitType type, String place) {
    return new Unit(MAP.power(power).orElseThrow(), type, place(place));
  }

  private static Location place(String name) {
    int slash = name.indexOf('/');
    if (slash < 0) {
      return MAP.location(MAP.province(name).orElseThrow());
    }
    return MAP.location(MAP.province(name.substring(0, slash)).orElseThrow(),
        Coast.parse(name.substring(slash + 1)).orElseThrow()).orElseThrow();
  }

  /** Austria's armies in Rum (it dislodged Russia's army there) and Bud; Russia's army waits to retreat to {@code places}. */
  private static Game rumRetreat(String... places) {
    Position position = Position.of(FALL_RETREAT,
        List.of(unit("Austria", UnitType.ARMY, "Rum"), unit("Austria", UnitType.ARMY, "Bud")), CLASSIC.start().owners());
    List<Location> retreats = new ArrayList<>();
    for (String p : places) {
      retreats.add(place(p));
    }
    DislodgedUnit russian = DislodgedUnit.of(unit("Russia", UnitType.ARMY, "Rum"), retreats);
    return Game.from(CLASSIC, position, List.of(russian), CLASSIC.rules(), CLASSIC.players());
  }

  @Test
  void theApiRefusesARetreatToAnOccupiedPlaceNamingUnitAndPlace() {
    ImpossibleStateException e = assertThrows(ImpossibleStateException.class, () -> rumRetreat("Ukr", "Bud"));
    assertEquals("Russia: A Rum cannot retreat to Bud: a unit stands there", e.getMessage());
    assertEquals(0, e.dislodged());
    assertEquals(1, e.retreat());
    assertEquals("Russia: A Rum", e.unit().orElseThrow().toString());
  }

  @Test
  void theApiRefusesAPlaceListedTwiceAndOneOutOfReach() {
    assertEquals("Russia: A Rum cannot retreat to Ukr: it is listed twice",
        assertThrows(ImpossibleStateException.class, () -> rumRetreat("Ukr", "Ukr")).getMessage());
    assertEquals("Russia: A Rum cannot retreat to Mos: it cannot move there",
        assertThrows(ImpossibleStateException.class, () -> rumRetreat("Mos")).getMessage());
    assertEquals("Russia: A Rum cannot retreat to Bla: an army cannot stand on Bla",
        assertThrows(ImpossibleStateException.class, () -> rumRetreat("Bla")).getMessage());
    // What the rules give (Gal, Ser, Sev, Ukr, Bul: all empty) is taken, in any part.
    assertEquals(List.of(place("Ukr"), place("Sev")), rumRetreat("Ukr", "Sev").dislodged().get(0).retreats());
  }

  @Test
  void anAcceptedRetreatPhaseAdjudicatesWithoutInternalError() throws Exception {
    Game game = rumRetreat("Ukr", "Sev");
    List<Order> orders = game.ordersOrThrow("Russia", "A Rum - Ukr");
    assertEquals("Russia: A Ukr", game.adjudicate(orders).next().position().unitIn(MAP.province("Ukr").orElseThrow())
        .orElseThrow().toString());
  }

  @Test
  void theApiRefusesADislodgedUnitThatNothingDislodged() {
    Position empty = Position.of(FALL_RETREAT, List.of(unit("Russia", UnitType.ARMY, "Rum")), CLASSIC.start().owners());
    DislodgedUnit fleet = DislodgedUnit.of(unit("Russia", UnitType.FLEET, "Rum"), List.of(place("Sev")));
    assertEquals("dislodged Russia: F Rum, but the unit in Rum is its own power's (A Rum)",
        assertThrows(ImpossibleStateException.class,
            () -> Game.from(CLASSIC, empty, List.of(fleet), CLASSIC.rules(), CLASSIC.players())).getMessage());
    DislodgedUnit bla = DislodgedUnit.of(unit("Russia", UnitType.FLEET, "Bla"), List.of(place("Sev")));
    assertEquals("dislodged Russia: F Bla, but no unit stands in Bla to have dislodged it",
        assertThrows(ImpossibleStateException.class,
            () -> Game.from(CLASSIC, empty, List.of(bla), CLASSIC.rules(), CLASSIC.players())).getMessage());
  }

  @Test
  void theApiRefusesUnitsWhereTheyCannotStand() {
    Position start = CLASSIC.start();
    for (String[] c : new String[][] {
        {"ARMY", "Spa/nc", "France: A Spa/nc: an army stands on a province, not on a coast (Spa/nc)"},
        {"ARMY", "Nth", "France: A Nth: an army cannot stand on Nth"},
        {"FLEET", "Boh", "France: F Boh: a fleet cannot stand on Boh"},
        {"FLEET", "Spa", "France: F Spa: the coast of Spa must be named"}}) {
      List<Unit> units = new ArrayList<>(start.units());
      units.add(unit("France", UnitType.valueOf(c[0]), c[1]));
      Position p = Position.of(start.phase(), units, start.owners());
      ImpossibleStateException e = assertThrows(ImpossibleStateException.class,
          () -> Game.from(CLASSIC, p, CLASSIC.rules()));
      assertEquals(c[2], e.getMessage());
      assertEquals(-1, e.dislodged());
    }
    // Two units in one province the position refuses itself.
    List<Unit> two = new ArrayList<>(start.units());
    two.add(unit("Germany", UnitType.ARMY, "Par"));
    assertEquals("two units in Par", assertThrows(IllegalArgumentException.class,
        () -> Position.of(start.phase(), two, start.owners())).getMessage());
  }

  @Test
  void restoreRefusesTheSameStates() {
    GameState good = rumRetreat("Ukr").state();
    GameState occupied = new GameState(good.variant(), good.position(),
        ImmutableList.of(DislodgedUnit.of(good.dislodged().get(0).unit(), List.of(place("Ukr"), place("Bud")))),
        good.players(), good.rules(), good.winners());
    assertEquals("Russia: A Rum cannot retreat to Bud: a unit stands there",
        assertThrows(ImpossibleStateException.class, () -> Game.restore(occupied, CLASSIC)).getMessage());
  }

  /** The message of loading the saved game of {@link #rumRetreat} after a change to its JSON tree. */
  private static String savedGameError(Consumer<ObjectNode> change) throws Exception {
    ObjectNode tree = (ObjectNode) MAPPER.readTree(GameJson.write(rumRetreat("Ukr", "Sev")));
    change.accept(tree);
    return assertThrows(JsonFormatException.class,
        () -> GameJson.read(MAPPER.writeValueAsString(tree), Variants::named)).getMessage();
  }

  private static ArrayNode retreats(ObjectNode tree) {
    return (ArrayNode) tree.at("/dislodged/0/retreats");
  }

  @Test
  void aSavedGamesJsonIsRefusedAtThePathOfThePlaceOrUnit() throws Exception {
    assertEquals("$.dislodged[0].retreats[2]: Russia: A Rum cannot retreat to Bud: a unit stands there",
        savedGameError(t -> retreats(t).addObject().put("province", "Bud")));
    assertEquals("$.dislodged[0].retreats[2]: Russia: A Rum cannot retreat to Ukr: it is listed twice",
        savedGameError(t -> retreats(t).addObject().put("province", "Ukr")));
    assertEquals("$.dislodged[0].retreats[0]: Russia: A Rum cannot retreat to Bul/ec: an army stands on a province,"
        + " not on a coast (Bul/ec)",
        savedGameError(t -> ((ObjectNode) retreats(t).get(0)).put("province", "Bul").put("coast", "ec")));
    assertEquals("$.dislodged[0].unit: dislodged Russia: A Rum, but no unit stands in Rum to have dislodged it",
        savedGameError(t -> ((ArrayNode) t.at("/position/units")).remove(1)));
    // An army with a coast: refused at its coast, not kept as A Spa/nc (which no order names).
    assertEquals("$.position.units[2].coast: an army stands on a province, not on a coast (Spa/nc)"
        + " (found \"nc\")",
        savedGameError(t -> ((ArrayNode) t.at("/position/units")).addObject()
            .put("power", "France").put("type", "army").put("province", "Spa").put("coast", "nc")));
    assertEquals("$.position.units[2]: a second unit in Bud",
        savedGameError(t -> ((ArrayNode) t.at("/position/units")).addObject()
            .put("power", "Russia").put("type", "army").put("province", "Bud")).replaceAll(" \\(found .*", ""));
  }

  @Test
  void aPositionsJsonRefusesAnArmyWithACoast() throws Exception {
    ObjectNode tree = (ObjectNode) MAPPER.readTree(PositionJson.write(CLASSIC.start()));
    ((ArrayNode) tree.get("units")).addObject()
        .put("power", "France").put("type", "army").put("province", "Spa").put("coast", "nc");
    JsonFormatException e = assertThrows(JsonFormatException.class,
        () -> PositionJson.read(MAPPER.writeValueAsString(tree), MAP));
    assertTrue(e.getMessage().startsWith("$.units[22].coast: an army stands on a province, not on a coast"),
        e.getMessage());
  }

  private static final String CASE = """
      case r
      phase Fall 1901 Retreat
      units
        Austria: A Rum
        Austria: A Bud
      dislodged
        Russia: A Rum retreats %s
      orders
        Russia: A Rum - Bud
      end
      """;

  private static CaseReport runCase(String file, String text) throws CaseError {
    List<CaseText> cases = CaseFileReader.read(file, text);
    assertEquals(1, cases.size());
    return CaseRunner.run(cases.get(0));
  }

  @Test
  void aCaseFileIsRefusedAtTheLineOfThePlace() throws CaseError {
    assertEquals("t.case:7: Russia: A Rum cannot retreat to Bud: a unit stands there (at 'Bud')",
        runCase("t.case", CASE.formatted("Ukr, Bud")).error());
    assertEquals("t.case:7: Russia: A Rum cannot retreat to Ukr: it is listed twice (at 'Ukr')",
        runCase("t.case", CASE.formatted("Ukr, Ukr")).error());
    CaseReport nothingThere = runCase("t.case", """
        case r
        phase Fall 1901 Retreat
        units
          Austria: A Bud
        dislodged
          Turkey: F Bla retreats Ank
          Russia: A Rum retreats Ukr
        orders
        end
        """);
    assertEquals("t.case:6: dislodged Turkey: F Bla, but no unit stands in Bla to have dislodged it"
        + " (at 'Turkey: F Bla retreats Ank')", nothingThere.error());
  }

  @Test
  void aCaseFileDropsAnArmysCoastAsOrdersDo() throws CaseError {
    // DATC 4.B.6: an army's coast means nothing in text; the army stands on Spain, and its
    // move to Gascony is among the possible orders (it was not, kept as A Spa/nc from JSON).
    CaseReport r = runCase("t.case", """
        case r
        units
          France: A Spa/nc
        orders
          France: A Spa - Gas
        end
        """);
    Game start = r.steps().get(0).before();
    Unit army = start.position().units().get(0);
    assertEquals("France: A Spa", army.toString());
    assertTrue(start.possibleOrders().forUnit(army).stream().anyMatch(o -> o.toString().equals("A Spa - Gas")),
        () -> start.possibleOrders().forUnit(army).toString());
  }

  @Test
  void theCaseJsonIsRefusedAtTheLineOfItsCaseText() throws Exception {
    String json = """
        {"cases": [{"id": "r", "phase": "Fall 1901 Retreat",
          "units": [{"power": "Austria", "unit": "A Rum"}, {"power": "Austria", "unit": "A Bud"}],
          "dislodged": [{"power": "Russia", "unit": "A Rum", "retreats": ["Bud", "Ukr"]}],
          "steps": [{"orders": [{"power": "Russia", "order": "A Rum - Bud"}]}]}]}
        """;
    String text = CaseJsonReader.read("t.json", json);
    CaseReport r = runCase("t.json", text);
    assertNotNull(r.error());
    assertEquals("t.json:7: Russia: A Rum cannot retreat to Bud: a unit stands there (at 'Bud')", r.error());
    assertFalse(r.passed());
  }
}
