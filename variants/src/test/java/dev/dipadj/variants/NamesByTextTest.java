package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.map.GameMap;
import dev.dipadj.text.OrderSyntaxException;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Issue 18, item 3: powers, provinces, places and variants are looked up by the text a person
 * writes, as forgivingly as the order parser reads them (any case, names or abbreviations,
 * nationalities, coasts written any way), and a name nobody answers to is an error that
 * quotes it and lists the known names ({@code unknown power 'FRENSH' (known: Austria, …)}).
 */
class NamesByTextTest {
  private static final Game GAME = Game.start(Variants.named("classic"));
  private static final GameMap MAP = GAME.variant().map();

  @Test
  void aPowerByNameOrNationalityInAnyCase() {
    for (String name : List.of("France", "FRANCE", "france", " France ", "French", "FRENCH")) {
      assertSame(MAP.power("France").orElseThrow(), GAME.power(name), name);
    }
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.power("FRENSH"));
    assertEquals("unknown power 'FRENSH' (known: Austria, England, France, Germany, Italy, Russia, Turkey)",
        e.getMessage());
  }

  @Test
  void everyQuestionAndReadingTakesThePowerByText() throws OrderSyntaxException {
    // game.orders("FRENCH", …) failed with "unknown power" alone (the item 3).
    assertEquals(3, GAME.ordersOrThrow("FRENCH", "A Par H", "A Mar H", "F Bre H").size());
    assertEquals(3, GAME.read("french", "A Par H", "A Mar H", "F Bre H").orders().size());
    assertEquals(3, GAME.units("FRANCE").size());
    assertEquals(3, GAME.centres("French").size());
    // Unit letters, names and coasts as the order parser reads them (DATC 4.C: letters need not be given).
    assertEquals(List.of("A Par - Bur", "F Bre - Mao", "Spa/nc - Mao"),
        GAME.read("France", "army paris -> burgundy", "fleet Brest - Mid-Atlantic Ocean", "Spain(nc) -> mao")
            .orders().stream().map(Object::toString).toList());
    OrderSyntaxException e = assertThrows(OrderSyntaxException.class, () -> GAME.ordersOrThrow("FRENSH", "A Par H"));
    assertTrue(e.getMessage().startsWith("unknown power 'FRENSH' (known: Austria, "), e.getMessage());
    assertEquals("FRENSH", e.token());
  }

  @Test
  void aProvinceByAnyOfItsNamesOrAPlaceInIt() {
    for (String name : List.of("Par", "PAR", "paris", "Paris")) {
      assertEquals("Par", GAME.province(name).abbreviation(), name);
    }
    assertEquals("StP", GAME.province("St Petersburg").abbreviation());
    assertEquals("StP", GAME.province("StP/nc").abbreviation());
    assertEquals("Mao", GAME.province("mid").abbreviation());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.province("Pariss"));
    assertTrue(e.getMessage().startsWith("unknown province 'Pariss' (known: Adr, Aeg, Alb, "), e.getMessage());
  }

  @Test
  void aPlaceWithItsCoastWrittenAsOrdersWriteIt() {
    for (String text : List.of("Spa/nc", "spa(nc)", "Spain (north coast)", "SPA NC", "spain/north")) {
      assertEquals("Spa/nc", GAME.location(text).toString(), text);
    }
    assertEquals("Par", GAME.location("Paris").toString());
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> GAME.location("Spa/xc"));
    assertEquals("unknown location 'Spa/xc': unknown coast (at 'xc')", e.getMessage());
  }

  @Test
  void aVariantByItsNameWrittenAnyWay() {
    assertSame(Variants.named("era-of-empire"), Variants.named("Era of Empire"));
    assertSame(Variants.named("classic-2p"), Variants.named("CLASSIC_2P"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Variants.named("standard"));
    assertEquals("unknown variant 'standard' (known: classic, classic-2p, classic-3p, classic-4p, classic-5p,"
        + " classic-6p, era-of-empire, colonial)", e.getMessage());
  }

  @Test
  void anUnknownPlayerNamesTheKnownOnes() {
    Game twoPlayers = Game.start(Variants.named("classic-2p"));
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class,
        () -> twoPlayers.withControl(twoPlayers.power("Italy"), "North"));
    assertEquals("unknown player 'North' (known: West, East)", e.getMessage());
  }
}
