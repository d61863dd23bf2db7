package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Unit;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variants.Variants;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The reader of the notation reads every order the notation writes as the order parser reads
 * it, on every shipped map, and leaves to the parser what is not written exactly so, the
 * places whose names the parser would read on into the next word, and the maps where a
 * supported unit's letter could be a nationality.
 */
class NotationReaderTest {
  private static Order parsed(GameMap map, Power power, String text, PhaseType phase) {
    try {
      return new OrderParser(map).parse(power, text, phase);
    } catch (OrderSyntaxException e) {
      return null;
    }
  }

  @Test
  void readsEveryPossibleOrderAsTheParserDoes() {
    int read = 0;
    for (String variant : Variants.NAMES) {
      GameMap map = Variants.named(variant).map();
      NotationReader reader = new NotationReader(map);
      for (int seed = 0; seed < 4; seed++) {
        Game game = Game.start(Variants.named(variant));
        for (int n = 0; n < 12 && !game.isOver(); n++) {
          Game g = game;
          for (Order o : game.possibleOrders().all()) {
            String text = Notation.order(o, p -> g.position().unitIn(p).map(Unit::type).orElse(null));
            Order quick = reader.order(o.power(), text, game.phase().type());
            assertNotNull(quick, variant + ": " + text);
            assertEquals(parsed(map, o.power(), text, game.phase().type()), quick, variant + ": " + text);
            read++;
          }
          game = GameHistoryTest.selfPlay(variant, seed * 100 + n, 1 + n);
        }
      }
    }
    assertTrue(read > 10_000, read + " orders");
  }

  @Test
  void aMoveInARetreatPhaseIsARetreatUnlessByConvoy() {
    GameMap map = Variants.named("classic").map();
    Power france = map.power("France").orElseThrow();
    NotationReader reader = new NotationReader(map);
    assertInstanceOf(Retreat.class, reader.order(france, "A PAR - BUR", PhaseType.RETREAT));
    assertInstanceOf(Move.class, reader.order(france, "A PAR - BUR VIA", PhaseType.RETREAT));
    assertInstanceOf(Move.class, reader.order(france, "A PAR - BUR", PhaseType.MOVEMENT));
    assertInstanceOf(Hold.class, reader.order(france, "A PAR", PhaseType.MOVEMENT));
  }

  @Test
  void whatIsNotWrittenExactlySoIsLeftToTheParser() {
    GameMap map = Variants.named("classic").map();
    Power france = map.power("France").orElseThrow();
    NotationReader reader = new NotationReader(map);
    for (String text : List.of("a par - bur", "A PAR  - BUR", " A PAR H", "A PAR H ", "A PAR -> BUR",
        "A PAR - BUR VIA CONVOY", "F STP(SC) - BOT", "F BRE S ENGLISH F ENG", "A Paris H", "A PAR - BUR H",
        "A XYZ H", "", "A", "WAIVE BUILD", "A PAR S A MAR - ", "F ENG C A LON BRE", "A PAR M BUR")) {
      assertNull(reader.order(france, text, PhaseType.MOVEMENT), text);
    }
    assertNotNull(parsed(map, france, "a par - bur", PhaseType.MOVEMENT), "the parser reads what this leaves");
    assertNotNull(parsed(map, france, "F BRE S ENGLISH F ENG", PhaseType.MOVEMENT));
  }

  @Test
  void aPlaceWhoseNameRunsOnIsLeftToTheParser() {
    GameMapBuilder b = new GameMapBuilder();
    Power england = b.addPower("England", List.of("English"));
    b.addProvince("Lon", "London", ProvinceKind.LAND, true, List.of());
    Province wales = b.addProvince("Wal", "Lon H", ProvinceKind.LAND, false, List.of());
    GameMap map = b.build();
    Order parsed = parsed(map, england, "A LON H", PhaseType.MOVEMENT);
    assertEquals(new Hold(england, dev.dipadj.map.UnitType.ARMY, map.location(wales)), parsed,
        "the parser reads 'LON H' as one name");
    NotationReader reader = new NotationReader(map);
    assertNull(reader.order(england, "A LON H", PhaseType.MOVEMENT));
    assertNull(reader.order(england, "A WAL - LON", PhaseType.MOVEMENT), "London is left to the parser");
    assertEquals(parsed(map, england, "A WAL H", PhaseType.MOVEMENT), reader.order(england, "A WAL H", PhaseType.MOVEMENT));

    GameMapBuilder c = new GameMapBuilder();
    Power austria = c.addPower("Austria", List.of("A"));
    c.addProvince("Vie", "Vienna", ProvinceKind.LAND, true, List.of());
    c.addProvince("Bud", "Budapest", ProvinceKind.LAND, true, List.of());
    GameMap adjectiveA = c.build();
    assertNull(new NotationReader(adjectiveA).order(austria, "A VIE S A BUD", PhaseType.MOVEMENT),
        "'A' could be a nationality there");
  }
}
