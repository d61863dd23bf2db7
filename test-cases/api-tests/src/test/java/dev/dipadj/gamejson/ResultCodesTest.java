package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Each situation of the code table (docs/game-json.md, "Result codes"), in a position made by
 * hand: the codes are what the table says the recording engines write there, worked out from
 * the rules and the table, not read off dipadj.
 */
class ResultCodesTest {
  private static final Variant CLASSIC = Variants.named("classic");
  private static final GameMap MAP = CLASSIC.map();
  private static final OrderParser PARSER = new OrderParser(MAP);

  /** A game in a phase ({@code S1901M}) with these units ({@code "France: A Par"}) and owners ({@code "France: Par"}). */
  private static Game game(String phase, List<String> units, String... owners) throws OrderSyntaxException {
    List<Unit> list = new ArrayList<>();
    for (String line : units) {
      String[] parts = line.split(": ");
      OrderParser.UnitAt at = PARSER.parseUnit(parts[1]);
      list.add(new Unit(power(parts[0]), at.type(), at.location()));
    }
    Map<Province, Power> owned = new HashMap<>();
    for (String line : owners) {
      String[] parts = line.split(": ");
      owned.put(MAP.province(parts[1]).orElseThrow(), power(parts[0]));
    }
    Phase p = Boards.phase(phase);
    return Game.from(CLASSIC, Position.of(p, list, owned), RuleOptions.DATC);
  }

  private static Power power(String name) {
    return MAP.power(name).orElseThrow();
  }

  private static List<Order> orders(Game game, String... lines) throws OrderSyntaxException {
    List<Order> out = new ArrayList<>();
    for (String line : lines) {
      String[] parts = line.split(": ");
      out.add(PARSER.parse(power(parts[0]), parts[1], game.phase().type()));
    }
    return out;
  }

  private static Map<String, ImmutableList<String>> codes(Game game, String... orders) throws OrderSyntaxException {
    PhaseOutcome outcome = game.adjudicate(orders(game, orders));
    return ResultCodes.of(game, outcome, null);
  }

  private static List<String> l(String... codes) {
    return List.of(codes);
  }

  /** A move that fails gets bounce; one that succeeds, and a hold, get nothing. */
  @Test
  void aMoveThatFailsBounces() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("France: A Par", "Germany: A Mun", "Italy: A Ven"));
    Map<String, ImmutableList<String>> c = codes(g, "France: A Par - Bur", "Germany: A Mun - Bur", "Italy: A Ven - Pie");
    assertEquals(l("bounce"), c.get("A PAR"));
    assertEquals(l("bounce"), c.get("A MUN"));
    assertEquals(l(), c.get("A VEN"));
  }

  /**
   * A move into its own power's unit that stays bounces (also when supported), and the
   * supports of it given by that power are void; a support from another power is not.
   */
  @Test
  void supportsOfAMoveStoppedOnlyByItsOwnUnitAreVoid() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("France: A Par", "France: A Mar", "France: A Bur", "Germany: A Mun"));
    Map<String, ImmutableList<String>> c = codes(g, "France: A Par - Bur", "France: A Mar S A Par - Bur",
        "France: A Bur H", "Germany: A Mun S A Par - Bur");
    assertEquals(l("bounce"), c.get("A PAR"));
    assertEquals(l("void"), c.get("A MAR"));
    assertEquals(l(), c.get("A MUN"));
    assertEquals(l(), c.get("A BUR"));
  }

  /** Both sides of a head-to-head between units of one power bounce, and their supports are void. */
  @Test
  void bothSidesOfAHeadToHeadOfOnePower() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("France: A Bur", "France: A Mar", "France: A Gas", "France: A Par"));
    Map<String, ImmutableList<String>> c = codes(g, "France: A Bur - Mar", "France: A Mar - Bur",
        "France: A Gas S A Bur - Mar", "France: A Par S A Mar - Bur");
    assertEquals(l("bounce"), c.get("A BUR"));
    assertEquals(l("bounce"), c.get("A MAR"));
    assertEquals(l("void"), c.get("A GAS"));
    assertEquals(l("void"), c.get("A PAR"));
  }

  /**
   * A move into its own unit that another move of equal strength stands off anyway fails for
   * that standoff: its supports are not void (F Edi and F Ska, 2 each, into the North Sea).
   */
  @Test
  void aMoveThatAStandoffStopsKeepsItsSupports() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("France: F Edi", "France: F Nwg", "France: F Nth", "Germany: A Hol",
        "Germany: F Ska", "Germany: F Den"));
    Map<String, ImmutableList<String>> c = codes(g, "France: F Edi - Nth", "France: F Nwg S F Edi - Nth",
        "France: F Nth - Hol", "Germany: A Hol H", "Germany: F Ska - Nth", "Germany: F Den S F Ska - Nth");
    assertEquals(l("bounce"), c.get("F EDI"));
    assertEquals(l(), c.get("F NWG"));
    assertEquals(l("bounce"), c.get("F NTH"));
    assertEquals(l("bounce"), c.get("F SKA"));
    assertEquals(l(), c.get("F DEN"));
  }

  /**
   * The engines look for the own unit at the place the move names: an army's move to
   * Bulgaria does not find the fleet on its south coast, so the support stays as given.
   */
  @Test
  void theOwnUnitIsLookedForAtThePlaceTheMoveNames() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("Turkey: A Con", "Turkey: F Aeg", "Turkey: F Bul/sc", "Austria: A Gre"));
    Map<String, ImmutableList<String>> c = codes(g, "Turkey: A Con - Bul", "Turkey: F Aeg S A Con - Bul",
        "Turkey: F Bul/sc - Gre", "Austria: A Gre H");
    assertEquals(l("bounce"), c.get("A CON"));
    assertEquals(l(), c.get("F AEG"));
    assertEquals(l("bounce"), c.get("F BUL/SC"));
  }

  /**
   * Void: a support of a unit that holds when a move is supported, of a hold when the unit
   * moves, of a move elsewhere, and of a unit that is not there (an order that cannot be given).
   */
  @Test
  void supportsThatMatchNothingAreVoid() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("Germany: A Mun", "Germany: A Ber", "Germany: A Kie", "Austria: A Boh",
        "Austria: A Vie", "Austria: A Bud"));
    Map<String, ImmutableList<String>> c = codes(g, "Germany: A Mun S A Ber - Sil", "Germany: A Ber H",
        "Germany: A Kie S A Ber", "Austria: A Boh S A Vie - Gal", "Austria: A Vie - Tyr",
        "Austria: A Bud S A Ser - Rum");
    assertEquals(l("void"), c.get("A MUN"));
    assertEquals(l(), c.get("A BER"));
    assertEquals(l(), c.get("A KIE"));
    assertEquals(l("void"), c.get("A BOH"));
    assertEquals(l("void"), c.get("A BUD"));
    Map<String, ImmutableList<String>> moving = codes(g, "Germany: A Kie S A Ber", "Germany: A Ber - Sil");
    assertEquals(l("void"), moving.get("A KIE"));
  }

  /**
   * An army ordered across the sea with no convoy ordered for it: no convoy on the army, void
   * on its support (a support of a move that has no route at all).
   */
  @Test
  void anArmyWithNoConvoyRouteAtAll() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("England: A Lon", "England: F Nth", "England: F Eng"));
    Map<String, ImmutableList<String>> c = codes(g, "England: A Lon - Bel", "England: F Nth H",
        "England: F Eng S A Lon - Bel");
    assertEquals(l("no convoy"), c.get("A LON"));
    assertEquals(l("void"), c.get("F ENG"));
    assertEquals(l(), c.get("F NTH"));
  }

  /**
   * A disrupted convoy (its one fleet dislodged): no convoy on the army and on the support of
   * its move; the dislodged fleet is only dislodged.
   */
  @Test
  void aDisruptedConvoy() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("England: A Lon", "England: F Nth", "England: F Eng", "Germany: F Hel",
        "Germany: F Den"));
    Map<String, ImmutableList<String>> c = codes(g, "England: A Lon - Bel", "England: F Nth C A Lon - Bel",
        "England: F Eng S A Lon - Bel", "Germany: F Hel - Nth", "Germany: F Den S F Hel - Nth");
    assertEquals(l("no convoy"), c.get("A LON"));
    assertEquals(l("dislodged"), c.get("F NTH"));
    assertEquals(l("no convoy"), c.get("F ENG"));
    assertEquals(l(), c.get("F HEL"));
    assertEquals(l(), c.get("F DEN"));
  }

  /**
   * Two routes, one of them disrupted: the army arrives by the other; the fleet of the
   * disrupted route is dislodged, the convoys that carried it have nothing.
   */
  @Test
  void aRouteThatHoldsCarriesTheArmy() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("England: A Lon", "England: F Nth", "England: F Eng", "Germany: F Hel",
        "Germany: F Den"));
    Map<String, ImmutableList<String>> c = codes(g, "England: A Lon - Bel", "England: F Nth C A Lon - Bel",
        "England: F Eng C A Lon - Bel", "Germany: F Hel - Nth", "Germany: F Den S F Hel - Nth");
    assertEquals(l(), c.get("A LON"));
    assertEquals(l("dislodged"), c.get("F NTH"));
    assertEquals(l(), c.get("F ENG"));
  }

  /**
   * Convoy orders no route of the army uses: for another destination (void); and the convoy
   * of an army whose fleets form no route at all (no convoy on the army and on the convoy).
   */
  @Test
  void convoysThatNoRouteUses() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("England: A Lon", "England: F Nth", "England: F Eng"));
    Map<String, ImmutableList<String>> c = codes(g, "England: A Lon - Bel", "England: F Nth C A Lon - Bel",
        "England: F Eng C A Lon - Pic");
    assertEquals(l(), c.get("A LON"));
    assertEquals(l(), c.get("F NTH"));
    assertEquals(l("void"), c.get("F ENG"));
    // London to Kiel needs the North Sea and Heligoland Bight: Heligoland's convoy alone is no route.
    Game far = game("S1901M", List.of("England: A Lon", "England: F Nth", "Germany: F Hel"));
    Map<String, ImmutableList<String>> none = codes(far, "England: A Lon - Kie", "Germany: F Hel C A Lon - Kie");
    assertEquals(l("no convoy"), none.get("A LON"));
    assertEquals(l("no convoy"), none.get("F HEL"));
    assertEquals(l(), none.get("F NTH"));
  }

  /**
   * Under the rules that move an army to an adjacent province by convoy only when it says so,
   * an army without {@code VIA} goes over land: a convoy ordered for it is used by no route.
   */
  @Test
  void aConvoyOfAnArmyThatGoesOverLandIsVoid() throws OrderSyntaxException {
    Game g = Game.from(CLASSIC, game("S1901M", List.of("France: A Bre", "France: F Eng")).position(),
        RuleOptions.DATC.with("edition=mila"));
    Map<String, ImmutableList<String>> c = codes(g, "France: A Bre - Pic", "France: F Eng C A Bre - Pic");
    assertEquals(l(), c.get("A BRE"));
    assertEquals(l("void"), c.get("F ENG"));
  }

  /**
   * A supporter that is dislodged: cut and dislodged, also when the attack comes from the
   * province it supports into (which does not cut a support by the rules, but dislodging does);
   * a void support that is dislodged: void and dislodged.
   */
  @Test
  void aDislodgedSupporterIsCut() throws OrderSyntaxException {
    Game g = game("S1901M", List.of("Germany: A Ruh", "Germany: A Mun", "France: A Bur", "France: A Bel"));
    Map<String, ImmutableList<String>> c = codes(g, "Germany: A Ruh S A Mun - Bur", "Germany: A Mun - Bur",
        "France: A Bur - Ruh", "France: A Bel S A Bur - Ruh");
    assertEquals(l("cut", "dislodged"), c.get("A RUH"));
    assertEquals(l(), c.get("A MUN"));
    assertEquals(l(), c.get("A BUR"));
    Map<String, ImmutableList<String>> v = codes(g, "Germany: A Ruh S A Mun - Bur", "Germany: A Mun H",
        "France: A Bur - Ruh", "France: A Bel S A Bur - Ruh");
    assertEquals(l("void", "dislodged"), v.get("A RUH"));
    Map<String, ImmutableList<String>> cut = codes(g, "Germany: A Ruh S A Mun - Bur", "Germany: A Mun - Bur",
        "France: A Bel - Ruh", "France: A Bur H");
    assertEquals(l("cut"), cut.get("A RUH"));
    assertEquals(l("bounce"), cut.get("A MUN"));
  }

  /**
   * A retreat phase: a retreat that succeeds has nothing; a unit ordered to disband, one given
   * no order, and two retreating to one place (bounce) are disbanded; and a unit the movement
   * removed at once, with nowhere to go, is listed as disbanded in this phase. Spring 1901:
   * Austria dislodges the Russian A Gal (it may go to Ukr or War), Germany the Russian A Sil
   * (Mun or War); the Turkish F Bla, dislodged by F Sev, has nowhere to go: Sevastopol is where
   * the attack came from, and Ankara, Armenia, Bulgaria, Constantinople and Rumania are held.
   */
  @Test
  void everyDislodgedUnitThatDoesNotRetreatIsDisbanded() throws OrderSyntaxException {
    Game g = game("S1901M", List.of(
        "Austria: A Vie", "Austria: A Bud", "Russia: A Gal",
        "Germany: A Ber", "Germany: A Pru", "Russia: A Sil",
        "Russia: F Sev", "Russia: A Arm", "Russia: F Rum", "Turkey: F Bla", "Turkey: F Ank", "Turkey: A Con",
        "Turkey: A Bul",
        "Austria: A Boh"));
    PhaseOutcome spring = g.adjudicate(orders(g, "Austria: A Vie - Gal", "Austria: A Bud S A Vie - Gal",
        "Germany: A Ber - Sil", "Germany: A Pru S A Ber - Sil", "Russia: F Sev - Bla", "Russia: F Rum S F Sev - Bla",
        "Austria: A Boh H"));
    assertEquals(PhaseType.RETREAT, spring.next().phase().type());
    assertTrue(ResultCodes.of(g, spring, null).get("F BLA").contains("dislodged"));
    Game retreat = spring.next();
    PhaseOutcome r = retreat.adjudicate(orders(retreat, "Russia: A Gal - Ukr", "Russia: A Sil D"));
    Map<String, ImmutableList<String>> c = ResultCodes.of(retreat, r, spring);
    assertEquals(l(), c.get("A GAL"));
    assertEquals(l("disband"), c.get("A SIL"));
    assertEquals(l("disband"), c.get("F BLA"));
    PhaseOutcome unordered = retreat.adjudicate(List.of());
    assertEquals(l("disband"), ResultCodes.of(retreat, unordered, spring).get("A GAL"));
    assertFalse(ResultCodes.of(retreat, unordered, null).containsKey("F BLA"), "known only from the movement");
    PhaseOutcome bounce = retreat.adjudicate(orders(retreat, "Russia: A Gal - War", "Russia: A Sil - War"));
    Map<String, ImmutableList<String>> b = ResultCodes.of(retreat, bounce, spring);
    assertEquals(l("bounce", "disband"), b.get("A GAL"));
    assertEquals(l("bounce", "disband"), b.get("A SIL"));
  }

  /**
   * With nobody left to retreat there is no retreat phase: after a Fall movement, the unit
   * removed at once is listed as disbanded in the Winter adjustment that follows; builds and
   * disbands that took effect have the empty code. After a Spring movement it is listed
   * nowhere: the Fall movement lists the units on the board.
   */
  @Test
  void aUnitWithNowhereToGoIsDisbandedInTheNextAdjustment() throws OrderSyntaxException {
    List<String> units = List.of("Russia: F Sev", "Russia: F Rum", "Turkey: F Bla", "Turkey: F Ank",
        "Turkey: A Con", "Turkey: A Bul", "Turkey: A Arm", "Germany: A Ber");
    Game fall = game("F1901M", units, "Russia: Sev", "Russia: Rum", "Russia: Mos", "Turkey: Ank", "Turkey: Con",
        "Turkey: Bul", "Germany: Ber", "Germany: Kie");
    PhaseOutcome moves = fall.adjudicate(orders(fall, "Russia: F Sev - Bla", "Russia: F Rum S F Sev - Bla"));
    Game winter = moves.next();
    assertEquals(PhaseType.ADJUSTMENT, winter.phase().type());
    PhaseOutcome builds = winter.adjudicate(orders(winter, "Russia: Build A Mos", "Germany: Build A Kie",
        "Turkey: Disband A Arm"));
    Map<String, ImmutableList<String>> c = ResultCodes.of(winter, builds, moves);
    assertEquals(l("disband"), c.get("F BLA"));
    assertEquals(l(""), c.get("A MOS"));
    assertEquals(l(""), c.get("A KIE"));
    assertEquals(l(""), c.get("A ARM"));
    Game spring = game("S1901M", units);
    PhaseOutcome springMoves = spring.adjudicate(orders(spring, "Russia: F Sev - Bla", "Russia: F Rum S F Sev - Bla"));
    Game fallAfter = springMoves.next();
    assertEquals(PhaseType.MOVEMENT, fallAfter.phase().type());
    // The Russian fleet now in the Black Sea holds; the Turkish one's disband is not carried into a movement phase.
    assertEquals(l(), ResultCodes.of(fallAfter, fallAfter.adjudicate(List.of()), springMoves).get("F BLA"));
  }
}
