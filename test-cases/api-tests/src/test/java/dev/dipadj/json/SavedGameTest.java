package dev.dipadj.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.dipadj.game.Game;
import dev.dipadj.game.GameState;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Outcome;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Consumer;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Saved games by hand: a game saved in a Retreat phase loads and goes on as the rules say, a
 * finished game stays finished, and JSON that cannot be loaded is an error naming its field.
 */
class SavedGameTest {
  private static final ObjectMapper MAPPER = new ObjectMapper();

  /**
   * Fall 1901 Retreat of the classic game: Austria's army moved Bud - Rum and dislodged
   * Russia's fleet there (it came from Sev in Spring), which may retreat to Sev or Bla.
   */
  static Game fallRetreat() throws Exception {
    Variant classic = Variants.named("classic");
    GameMap map = classic.map();
    List<Unit> units = new ArrayList<>();
    for (Unit u : classic.start().units()) {
      String at = u.location().province().abbreviation();
      if (!at.equals("Bud") && !at.equals("Sev")) {
        units.add(u);
      }
    }
    Power austria = map.power("Austria").orElseThrow();
    Power russia = map.power("Russia").orElseThrow();
    units.add(new Unit(austria, UnitType.ARMY, place(map, "Rum")));
    Position position = Position.of(
        new Phase(Season.FALL, 1901, PhaseType.RETREAT), units, classic.start().owners());
    DislodgedUnit fleet = DislodgedUnit.of(
        new Unit(russia, UnitType.FLEET, place(map, "Rum")), List.of(place(map, "Sev"), place(map, "Bla")));
    return Game.from(classic, position, List.of(fleet), classic.rules(), classic.players());
  }

  private static Location place(GameMap map, String name) {
    return map.location(map.province(name).orElseThrow());
  }

  @Test
  void aGameSavedInARetreatPhaseLoadsAndGoesOn() throws Exception {
    Game game = fallRetreat();
    String json = GameJson.write(game);
    JsonNode tree = MAPPER.readTree(json);
    assertEquals("classic", tree.get("variant").asText());
    assertEquals("retreat", tree.at("/position/phase/type").asText());
    assertEquals("Rum", tree.at("/dislodged/0/unit/province").asText());
    assertEquals("Bla", tree.at("/dislodged/0/retreats/1/province").asText());

    Game loaded = GameJson.read(json, Variants::named);
    assertEquals(game.state(), loaded.state());
    PhaseOutcome outcome = loaded.adjudicate(loaded.ordersOrThrow("Russia", "F Rum R Sev"));
    assertEquals(Outcome.SUCCEEDS, outcome.results().get(0).outcome());
    Game winter = outcome.next();
    // The Fall turn is over: Austria's army in Rum takes the centre, 4 centres for 3
    // units, and Bud is free to build in, so the Winter adjustment phase follows.
    assertEquals(new Phase(Season.WINTER, 1901, PhaseType.ADJUSTMENT), winter.phase());
    GameMap map = winter.variant().map();
    assertEquals("Austria", winter.position().owners().get(map.province("Rum").orElseThrow()).name());
    assertEquals("Russia: F Sev", winter.position().unitIn(map.province("Sev").orElseThrow()).orElseThrow().toString());
    assertTrue(winter.dislodged().isEmpty());
    // And the game never saved goes the same way.
    assertEquals(game.adjudicate(game.ordersOrThrow("Russia", "F Rum R Sev")).next().state(), winter.state());
  }

  @Test
  void aFinishedGameStaysFinished() throws Exception {
    Variant classic = Variants.named("classic");
    Game game = Game.from(classic, classic.start(), classic.rules().withLastYear(1901));
    game = game.adjudicate(List.of()).next().adjudicate(List.of()).next();
    // After the Fall of the last year the most centres win: Russia's four home centres.
    assertEquals(List.of("Russia"), List.copyOf(game.winners()));
    String json = GameJson.write(game);
    assertTrue(MAPPER.readTree(json).get("over").asBoolean());
    Game loaded = GameJson.read(json, Variants::named);
    assertTrue(loaded.isOver());
    assertEquals(game.winners(), loaded.winners());
    assertEquals(1901, loaded.rules().lastYear());
    assertThrows(IllegalStateException.class, () -> loaded.adjudicate(List.of()));
  }

  @Test
  void restoreWantsTheVariantTheStateNames() throws Exception {
    GameState state = fallRetreat().state();
    Game again = Game.restore(state, Variants.named("classic"));
    assertEquals(state, again.state());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> Game.restore(state, Variants.named("era-of-empire")));
    assertEquals("the game is of the variant 'classic', not 'era-of-empire'", e.getMessage());
  }

  @Test
  void aGameOfAVariantFileKeepsTheFilesVariantName(@TempDir Path dir) throws Exception {
    String classic;
    try (var in = Variants.class.getResourceAsStream("/dev/dipadj/variants/classic.variant")) {
      classic = new String(in.readAllBytes(), StandardCharsets.UTF_8);
    }
    Path file = dir.resolve("mine.variant");
    Files.writeString(file, classic.replace("\nvariant classic\n", "\nvariant my-classic\n"));
    Variant mine = Variants.load(file);
    assertEquals("my-classic", mine.name());
    String json = GameJson.write(Game.start(mine));
    assertEquals("my-classic", MAPPER.readTree(json).get("variant").asText());
    VariantLookup lookup = name -> name.equals("my-classic") ? Variants.load(file) : Variants.named(name);
    assertEquals(Game.start(mine).state(), GameJson.read(json, lookup).state());
    JsonFormatException e = assertThrows(JsonFormatException.class, () -> GameJson.read(json, Variants::named));
    assertTrue(e.getMessage().startsWith("$.variant: unknown variant"), e.getMessage());
  }

  @Test
  void ruleOptionsAndPlayersSurvive() throws Exception {
    Variant twoPlayer = Variants.named("classic-2p");
    RuleOptions rules = RuleOptions.RULEBOOK_1982.withSelfDislodgement(dev.dipadj.rules.SelfDislodgementRule.PLAYER)
        .withLastYear(1910);
    Game game = Game.from(twoPlayer, twoPlayer.start(), rules, twoPlayer.players())
        .withControl(twoPlayer.map().power("Italy").orElseThrow(), "West");
    GameState loaded = GameJson.readState(GameJson.write(game), Variants::named);
    assertEquals(game.state(), loaded);
    assertEquals(List.copyOf(game.players().commands().keySet()), List.copyOf(loaded.players().commands().keySet()));
    assertEquals(rules, RuleOptions.of(rules.settings()));
  }

  /** The message of loading the saved retreat game after a change to its JSON tree. */
  private static String error(Consumer<ObjectNode> change) throws Exception {
    ObjectNode tree = (ObjectNode) MAPPER.readTree(GameJson.write(fallRetreat()));
    change.accept(tree);
    JsonFormatException e = assertThrows(JsonFormatException.class,
        () -> GameJson.read(MAPPER.writeValueAsString(tree), Variants::named));
    return e.getMessage();
  }

  private static ObjectNode at(ObjectNode tree, String pointer) {
    return (ObjectNode) tree.at(pointer);
  }

  @Test
  void badJsonNamesTheFieldAndTheValue() throws Exception {
    assertEquals("$.dislodged[0].unit.province: unknown province (found \"Xyz\")",
        error(t -> at(t, "/dislodged/0/unit").put("province", "Xyz")));
    // Issue 18, item 3: an unknown name is told with the known ones.
    assertEquals("$.position.units[0].power: unknown power"
        + " (known: Austria, England, France, Germany, Italy, Russia, Turkey) (found \"Atlantis\")",
        error(t -> at(t, "/position/units/0").put("power", "Atlantis")));
    assertEquals("$.position.owners.Atlantis: unknown power 'Atlantis'"
        + " (known: Austria, England, France, Germany, Italy, Russia, Turkey)",
        error(t -> at(t, "/position/owners").putArray("Atlantis").add("Par")));
    assertEquals("$.dislodged[0].retreats[0].province: missing field",
        error(t -> at(t, "/dislodged/0/retreats/0").remove("province")));
    assertEquals("$.rules: missing field", error(t -> t.remove("rules")));
    assertEquals("$.rules.convoy-paradox: unknown value 'sometimes' for convoy-paradox (known: szykman, 1982, all-hold, 1971, 2000)",
        error(t -> at(t, "/rules").put("convoy-paradox", "sometimes")));
    assertTrue(error(t -> t.put("variant", "nowhere")).startsWith("$.variant: unknown variant"));
    assertEquals("$.position.phase.year: expected a whole number (found \"1901\")",
        error(t -> at(t, "/position/phase").put("year", "1901")));
    assertTrue(error(t -> t.put("ovre", true)).startsWith("$.ovre: unknown field (known: "));
    assertEquals("$: dislodged units in Fall 1901 Movement: only a retreat phase has them",
        error(t -> at(t, "/position/phase").put("type", "movement")));
    assertEquals("$.winners[0]: the winner is not a player (found \"Nobody\")",
        error(t -> t.putArray("winners").add("Nobody")));
    assertEquals("$.over: a game that is over has winners (found true)", error(t -> t.put("over", true)));
    JsonFormatException notJson = assertThrows(JsonFormatException.class, () -> GameJson.read("{\"variant\": ", Variants::named));
    assertTrue(notJson.getMessage().startsWith("$: not JSON at line 1"), notJson.getMessage());
  }

  @Test
  void ordersReadFromJsonNameTheirField() throws Exception {
    GameMap map = Variants.named("classic").map();
    JsonFormatException e = assertThrows(JsonFormatException.class, () -> OrderJson.read(
        "{\"power\": \"France\", \"kind\": \"move\", \"unit\": {\"province\": \"Par\"}}", map));
    assertEquals("$.target: missing field", e.getMessage());
    e = assertThrows(JsonFormatException.class, () -> OrderJson.read(
        "{\"power\": \"France\", \"kind\": \"move\", \"unit\": {\"province\": \"Spa\", \"coast\": \"ec\"}, \"target\": {\"province\": \"Gas\"}}", map));
    assertEquals("$.unit.coast: Spa has no such coast (found \"ec\")", e.getMessage());
    e = assertThrows(JsonFormatException.class, () -> OrderJson.read("{\"power\": \"France\", \"kind\": \"jump\"}", map));
    assertTrue(e.getMessage().startsWith("$.kind: unknown kind of order"), e.getMessage());
  }
}
