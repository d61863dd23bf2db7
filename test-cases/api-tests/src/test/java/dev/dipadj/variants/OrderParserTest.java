package dev.dipadj.variants;

import static dev.dipadj.map.UnitType.ARMY;
import static dev.dipadj.map.UnitType.FLEET;
import static dev.dipadj.order.UnitDesignation.OMITTED;
import static dev.dipadj.variants.ClassicBoard.PARSER;
import static dev.dipadj.variants.ClassicBoard.loc;
import static dev.dipadj.variants.ClassicBoard.power;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.order.Build;
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
import dev.dipadj.order.Waive;
import dev.dipadj.position.PhaseType;
import dev.dipadj.text.OrderSyntaxException;
import java.util.Locale;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Every order form of the CASE-FORMAT orders table, on the classic map. */
class OrderParserTest {
  private static final Power FRANCE = power("France");
  private static final Power ENGLAND = power("England");

  private static Order parse(Power p, String text, PhaseType phase) {
    try {
      return PARSER.parse(p, text, phase);
    } catch (OrderSyntaxException e) {
      throw new AssertionError("'" + text + "' did not parse: " + e.getMessage() + " at '" + e.token() + "'", e);
    }
  }

  private static Order move(String text) {
    return parse(FRANCE, text, PhaseType.MOVEMENT);
  }

  private static Location spa(Coast c) {
    return loc("Spa", c);
  }

  // ---------------------------------------------------------------------- hold

  @ParameterizedTest
  @ValueSource(strings = {"A Par H", "A Par Hold", "A Par Holds", "A Paris Holds", "a par h", "A PAR HOLD", "Par H",
      "Paris Hold"})
  void hold(String text) {
    Order o = move(text);
    // DATC 4.C.1: the letter may be left out, and the order says so.
    UnitDesignation written = text.toLowerCase(Locale.ROOT).startsWith("a ") ? UnitDesignation.ARMY : OMITTED;
    Hold expected = new Hold(FRANCE, written, loc("Par"));
    assertEquals(expected, o);
  }

  // ---------------------------------------------------------------------- move

  @ParameterizedTest
  @ValueSource(strings = {"A Par - Bur", "A Par -> Bur", "A Paris - Burgundy", "A Paris -> Burgundy",
      "A Par->Bur", "A Par-Bur", "a par - bur", "A PARIS - BURGUNDY", "A Paris->Burgundy"})
  void moveForms(String text) {
    assertEquals(new Move(FRANCE, ARMY, loc("Par"), loc("Bur"), false), move(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"Par - Bur", "Paris -> Burgundy"})
  void moveWithoutUnitLetter(String text) {
    assertEquals(new Move(FRANCE, OMITTED, loc("Par"), loc("Bur"), false), move(text));
  }

  @Test
  void fleetLetter() {
    assertEquals(new Move(FRANCE, FLEET, loc("Bre"), loc("Eng"), false), move("F Brest - English Channel"));
    assertEquals(new Move(FRANCE, FLEET, loc("Bre"), loc("Eng"), false), move("Fleet Brest - English Channel"));
    assertEquals(new Move(FRANCE, ARMY, loc("Par"), loc("Bur"), false), move("Army Paris - Burgundy"));
  }

  @ParameterizedTest
  @ValueSource(strings = {"A Lon - Bel via convoy", "A Lon - Bel via Convoy", "A London -> Belgium via convoy",
      "A Lon - Bel VIA CONVOY", "A LON - BEL VIA", "A Lon - Bel via", "A Lon - Bel by convoy"})
  void moveViaConvoy(String text) {
    assertEquals(new Move(ENGLAND, ARMY, loc("Lon"), loc("Bel"), true), parse(ENGLAND, text, PhaseType.MOVEMENT));
  }

  @ParameterizedTest
  @ValueSource(strings = {"A Lon - Bel via land", "A Lon - Bel by", "A Lon - Bel VIA VIA"})
  void viaFollowedByAnythingButConvoyIsRefused(String text) {
    assertThrows(OrderSyntaxException.class, () -> PARSER.parse(ENGLAND, text, PhaseType.MOVEMENT));
  }

  /** The notation of the game JSON of research: upper case, R, D, B after the unit, bare VIA. */
  @Test
  void researchGameJsonNotation() {
    assertEquals(new Retreat(FRANCE, ARMY, loc("Par"), loc("Bur")), parse(FRANCE, "A PAR R BUR", PhaseType.RETREAT));
    assertEquals(new Disband(FRANCE, FLEET, loc("Bla")), parse(FRANCE, "F BLA D", PhaseType.RETREAT));
    assertEquals(new Disband(FRANCE, ARMY, loc("Mun")), parse(FRANCE, "A MUN D", PhaseType.ADJUSTMENT));
    assertEquals(new Build(FRANCE, FLEET, loc("StP", Coast.NORTH)), parse(FRANCE, "F STP/NC B", PhaseType.ADJUSTMENT));
    assertEquals(new Waive(FRANCE), parse(FRANCE, "WAIVE", PhaseType.ADJUSTMENT));
    assertEquals(new SupportHold(FRANCE, ARMY, loc("Mun"), FLEET, loc("StP", Coast.NORTH)),
        parse(FRANCE, "A MUN S F STP/NC", PhaseType.MOVEMENT));
  }

  @Test
  void moveWithoutViaConvoyIsNotMarked() {
    assertEquals(new Move(ENGLAND, ARMY, loc("Lon"), loc("Bel"), false),
        parse(ENGLAND, "A Lon - Bel", PhaseType.MOVEMENT));
  }

  // ---------------------------------------------------------------------- aliases

  @Test
  void aliasesInOrders() {
    assertEquals(new Move(FRANCE, FLEET, loc("Nao"), loc("Mao"), false), move("F nat - mid"));
    assertEquals(new Move(FRANCE, FLEET, loc("Nao"), loc("Mao"), false), move("F North Atlantic Ocean - Mid-Atlantic Ocean"));
    assertEquals(new Move(FRANCE, FLEET, loc("Nao"), loc("Mao"), false), move("F NAO -> MAO"));
    assertEquals(new Move(FRANCE, FLEET, loc("Lyo"), loc("Tys"), false), move("F gol - tyn"));
    assertEquals(new Move(FRANCE, FLEET, loc("Lyo"), loc("Tys"), false), move("F Gulf of Lyon - Tyrrhenian Sea"));
    assertEquals(new Move(FRANCE, FLEET, loc("Eng"), loc("Nth"), false), move("F ech - nts"));
    assertEquals(new Move(FRANCE, FLEET, loc("Nwg"), loc("Nwy"), false), move("F nrg - nor"));
    assertEquals(new Move(FRANCE, FLEET, loc("Nwg"), loc("Nwy"), false), move("F Norwegian Sea - Norway"));
    assertEquals(new Move(FRANCE, FLEET, loc("Hel"), loc("Hol"), false), move("F Heligoland Bight - Holland"));
  }

  // ---------------------------------------------------------------------- coasts

  @ParameterizedTest
  @ValueSource(strings = {"F Mao - Spa/nc", "F Mao - Spa(nc)", "F Mao - Spa (nc)", "F Mao - Spain/north coast",
      "F Mao - Spain (north coast)", "F Mao - Spa/NC", "F Mao - SPAIN (NORTH COAST)", "F Mao - Spa / nc",
      "F Mid-Atlantic Ocean -> Spain(nc)", "F Mao - Spain (nc)", "F Mao - Spa/north"})
  void northCoastSpellings(String text) {
    assertEquals(new Move(FRANCE, FLEET, loc("Mao"), spa(Coast.NORTH), false), move(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"F Mao - Spa/sc", "F Mao - Spa(sc)", "F Mao - Spa (sc)", "F Mao - Spain/south coast",
      "F Mao - Spain (south coast)"})
  void southCoastSpellings(String text) {
    assertEquals(new Move(FRANCE, FLEET, loc("Mao"), spa(Coast.SOUTH), false), move(text));
  }

  @Test
  void otherTwoCoastProvinces() {
    assertEquals(new Move(FRANCE, FLEET, loc("Bla"), loc("Bul", Coast.EAST), false), move("F Bla - Bul/ec"));
    assertEquals(new Move(FRANCE, FLEET, loc("Bla"), loc("Bul", Coast.EAST), false), move("F Black Sea - Bulgaria (east coast)"));
    assertEquals(new Move(FRANCE, FLEET, loc("Aeg"), loc("Bul", Coast.SOUTH), false), move("F Aeg - Bul(sc)"));
    assertEquals(new Move(FRANCE, FLEET, loc("Bar"), loc("StP", Coast.NORTH), false), move("F Bar - StP/nc"));
    assertEquals(new Move(FRANCE, FLEET, loc("Bot"), loc("StP", Coast.SOUTH), false), move("F Bot - St Petersburg (south coast)"));
    assertEquals(new Move(FRANCE, FLEET, loc("Bot"), loc("StP", Coast.SOUTH), false), move("F Gulf of Bothnia - St. Petersburg(sc)"));
  }

  @Test
  void coastOnTheOrderedUnit() {
    assertEquals(new Move(FRANCE, FLEET, spa(Coast.SOUTH), loc("Wes"), false), move("F Spa(sc) - Wes"));
    assertEquals(new Move(FRANCE, FLEET, spa(Coast.SOUTH), loc("Wes"), false), move("F Spain (south coast) - Western Mediterranean"));
    assertEquals(new Hold(FRANCE, FLEET, loc("StP", Coast.NORTH)), move("F StP/nc H"));
  }

  @Test
  void provinceWithoutCoastStaysWhole() {
    assertEquals(new Move(FRANCE, FLEET, loc("Por"), loc("Spa"), false), move("F Por - Spa"));
  }

  // ---------------------------------------------------------------------- support

  @ParameterizedTest
  @ValueSource(strings = {"A Mun S A Bur", "A Mun S A Bur H", "A Mun Supports A Bur", "A Mun Support A Bur",
      "A Munich supports A Burgundy", "A Mun S A Bur Hold", "A Mun SUPPORTS A Bur Holds"})
  void supportHold(String text) {
    assertEquals(new SupportHold(FRANCE, ARMY, loc("Mun"), ARMY, loc("Bur")), move(text));
  }

  @ParameterizedTest
  @ValueSource(strings = {"A Mun S A Par - Bur", "A Mun Supports A Par -> Bur", "A Mun Support A Paris - Burgundy",
      "A Munich S A Paris->Burgundy"})
  void supportMove(String text) {
    assertEquals(new SupportMove(FRANCE, ARMY, loc("Mun"), ARMY, loc("Par"), loc("Bur")), move(text));
  }

  @Test
  void supportMoveToACoast() {
    assertEquals(new SupportMove(FRANCE, FLEET, loc("Mar"), FLEET, loc("Gas"), spa(Coast.NORTH)),
        move("F Mar S F Gas - Spa/nc"));
    assertEquals(new SupportMove(FRANCE, FLEET, loc("Mar"), FLEET, loc("Gas"), spa(Coast.NORTH)),
        move("F Marseilles Supports F Gascony - Spain (north coast)"));
  }

  @Test
  void supportWithoutUnitLetter() {
    assertEquals(new SupportHold(FRANCE, UnitDesignation.ARMY, loc("Mun"), OMITTED, loc("Bur")), move("A Mun S Bur"));
    assertEquals(new SupportMove(FRANCE, UnitDesignation.ARMY, loc("Mun"), OMITTED, loc("Par"), loc("Bur")), move("A Mun S Par - Bur"));
  }

  @Test
  void supportOfAUnitInTheEnglishChannelWithoutUnitLetter() {
    // "English Channel" begins like the adjective of England; it is still a province here.
    assertEquals(new SupportHold(FRANCE, UnitDesignation.FLEET, loc("Bre"), OMITTED, loc("Eng")), move("F Bre S English Channel"));
    assertEquals(new SupportMove(FRANCE, UnitDesignation.FLEET, loc("Bre"), OMITTED, loc("Eng"), loc("Pic")),
        move("F Bre S English Channel - Picardy"));
  }

  @Test
  void supportNamingTheNationalityOfTheSupportedUnit() {
    // DATC 4.C.5/4.C.6: a nationality written in front of the supported unit is ignored.
    assertEquals(new SupportHold(FRANCE, FLEET, loc("Bre"), FLEET, loc("Eng")), move("F Bre S English F Eng"));
    assertEquals(new SupportMove(FRANCE, ARMY, loc("Mun"), ARMY, loc("Par"), loc("Bur")), move("A Mun S France A Par - Bur"));
  }

  // ---------------------------------------------------------------------- convoy

  @ParameterizedTest
  @ValueSource(strings = {"F Nth C A Lon - Bel", "F Nth Convoys A Lon - Bel", "F Nth Convoy A Lon - Bel",
      "F North Sea convoys A London -> Belgium", "F nts C A Lon - Bel", "F Nth CONVOYS A Lon->Bel"})
  void convoy(String text) {
    assertEquals(new Convoy(ENGLAND, FLEET, loc("Nth"), ARMY, loc("Lon"), loc("Bel")),
        parse(ENGLAND, text, PhaseType.MOVEMENT));
  }

  @Test
  void convoyWithoutLetters() {
    assertEquals(new Convoy(ENGLAND, OMITTED, loc("Nth"), OMITTED, loc("Lon"), loc("Bel")),
        parse(ENGLAND, "Nth C Lon - Bel", PhaseType.MOVEMENT));
  }

  // ---------------------------------------------------------------------- retreats

  @ParameterizedTest
  @ValueSource(strings = {"A Mun - Bur", "A Mun R Bur", "A Mun Retreat Bur", "A Mun -> Bur", "A Munich retreats Burgundy"})
  void retreat(String text) {
    assertEquals(new Retreat(FRANCE, ARMY, loc("Mun"), loc("Bur")), parse(FRANCE, text, PhaseType.RETREAT));
  }

  @Test
  void retreatToACoast() {
    assertEquals(new Retreat(FRANCE, FLEET, loc("Mao"), spa(Coast.SOUTH)),
        parse(FRANCE, "F Mao R Spa (south coast)", PhaseType.RETREAT));
  }

  @Test
  void dashIsAMoveOutsideRetreatPhases() {
    assertTrue(parse(FRANCE, "A Mun - Bur", PhaseType.MOVEMENT) instanceof Move);
    assertFalse(parse(FRANCE, "A Mun - Bur", PhaseType.RETREAT) instanceof Move);
  }

  @ParameterizedTest
  @ValueSource(strings = {"A Mun D", "A Mun Disband", "Disband A Mun", "A Munich disband", "disband a mun"})
  void disbandInARetreatPhase(String text) {
    assertEquals(new Disband(FRANCE, ARMY, loc("Mun")), parse(FRANCE, text, PhaseType.RETREAT));
  }

  // ---------------------------------------------------------------------- adjustments

  @ParameterizedTest
  @ValueSource(strings = {"Build A Par", "A Par Build", "B A Par", "build a paris", "BUILD A PAR"})
  void build(String text) {
    assertEquals(new Build(FRANCE, ARMY, loc("Par")), parse(FRANCE, text, PhaseType.ADJUSTMENT));
  }

  @Test
  void buildFleetOnACoast() {
    Power russia = power("Russia");
    assertEquals(new Build(russia, FLEET, loc("StP", Coast.NORTH)), parse(russia, "Build F StP/nc", PhaseType.ADJUSTMENT));
    assertEquals(new Build(russia, FLEET, loc("StP", Coast.NORTH)),
        parse(russia, "Build F St Petersburg (north coast)", PhaseType.ADJUSTMENT));
    // DATC 6.B.14: a build without coast is read as written (whole province), and fails later.
    assertEquals(new Build(russia, FLEET, loc("StP")), parse(russia, "Build F StP", PhaseType.ADJUSTMENT));
  }

  @ParameterizedTest
  @ValueSource(strings = {"Disband A Mun", "Remove A Mun", "A Mun D", "remove a munich", "A Mun Disband"})
  void disbandInAnAdjustmentPhase(String text) {
    assertEquals(new Disband(FRANCE, ARMY, loc("Mun")), parse(FRANCE, text, PhaseType.ADJUSTMENT));
  }

  @ParameterizedTest
  @ValueSource(strings = {"Waive", "waive", "WAIVE"})
  void waive(String text) {
    assertEquals(new Waive(FRANCE), parse(FRANCE, text, PhaseType.ADJUSTMENT));
  }

  @Test
  void convert() {
    assertEquals(new Convert(FRANCE, ARMY, loc("Bul", Coast.EAST)), parse(FRANCE, "Convert A Bul/ec", PhaseType.ADJUSTMENT));
    assertEquals(new Convert(FRANCE, FLEET, loc("Bre")), parse(FRANCE, "Convert F Bre", PhaseType.ADJUSTMENT));
    assertEquals(new Convert(FRANCE, ARMY, loc("Spa", Coast.SOUTH)),
        parse(FRANCE, "Convert A Spain (south coast)", PhaseType.ADJUSTMENT));
  }

  // ---------------------------------------------------------------------- errors

  private static OrderSyntaxException syntaxError(String text, PhaseType phase) {
    return assertThrows(OrderSyntaxException.class, () -> PARSER.parse(FRANCE, text, phase),
        "'" + text + "' should not parse");
  }

  private static void assertToken(String expected, OrderSyntaxException e) {
    assertEquals(expected.toLowerCase(Locale.ROOT), e.token().toLowerCase(Locale.ROOT),
        "token of '" + e.getMessage() + "'");
    assertFalse(e.getMessage().isBlank());
  }

  @Test
  void unknownProvinceNamesTheToken() {
    OrderSyntaxException e = syntaxError("A Pariss - Bur", PhaseType.MOVEMENT);
    assertToken("Pariss", e);
    assertTrue(e.getMessage().contains("province"), e.getMessage());
    assertToken("Burgundyy", syntaxError("A Par - Burgundyy", PhaseType.MOVEMENT));
    assertToken("Xyz", syntaxError("A Mun S A Xyz - Bur", PhaseType.MOVEMENT));
    assertToken("Atlantis", syntaxError("Build F Atlantis", PhaseType.ADJUSTMENT));
  }

  @Test
  void missingDestination() {
    assertToken("", syntaxError("A Par -", PhaseType.MOVEMENT));
    assertToken("", syntaxError("A Par ->", PhaseType.MOVEMENT));
    assertToken("", syntaxError("A Mun S A Par -", PhaseType.MOVEMENT));
    assertToken("", syntaxError("F Nth C A Lon", PhaseType.MOVEMENT));
    assertToken("", syntaxError("A Mun R", PhaseType.RETREAT));
    assertToken("", syntaxError("A Lon - Bel by", PhaseType.MOVEMENT));
  }

  @Test
  void garbageAtTheEnd() {
    assertToken("please", syntaxError("A Par - Bur please", PhaseType.MOVEMENT));
    assertToken("now", syntaxError("A Par H now", PhaseType.MOVEMENT));
    assertToken("twice", syntaxError("Waive twice", PhaseType.ADJUSTMENT));
    assertToken("extra", syntaxError("Build A Par extra", PhaseType.ADJUSTMENT));
    assertToken("bur", syntaxError("A Par - Pic Bur", PhaseType.MOVEMENT));
  }

  @Test
  void brokenCoasts() {
    assertToken("xc", syntaxError("F Mao - Spa(xc)", PhaseType.MOVEMENT));
    assertToken("", syntaxError("F Mao - Spa(nc", PhaseType.MOVEMENT));
  }

  @Test
  void emptyAndNonsense() {
    syntaxError("", PhaseType.MOVEMENT);
    syntaxError("   ", PhaseType.MOVEMENT);
    assertToken("jumps", syntaxError("A Par jumps Bur", PhaseType.MOVEMENT));
  }

  @Test
  void parseLocationAndUnit() throws OrderSyntaxException {
    assertEquals(spa(Coast.NORTH), PARSER.parseLocation("Spain (north coast)"));
    assertEquals(loc("Mao"), PARSER.parseLocation("mid-atlantic ocean"));
    assertEquals(FLEET, PARSER.parseUnit("F StP/sc").type());
    assertEquals(loc("StP", Coast.SOUTH), PARSER.parseUnit("F StP/sc").location());
    assertThrows(OrderSyntaxException.class, () -> PARSER.parseUnit("StP/sc"));
    assertThrows(OrderSyntaxException.class, () -> PARSER.parseLocation("Spain north pole"));
  }
}
