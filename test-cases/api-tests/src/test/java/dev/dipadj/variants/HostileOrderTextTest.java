package dev.dipadj.variants;

import static dev.dipadj.map.UnitType.ARMY;
import static dev.dipadj.map.UnitType.FLEET;
import static dev.dipadj.variants.ClassicBoard.PARSER;
import static dev.dipadj.variants.ClassicBoard.loc;
import static dev.dipadj.variants.ClassicBoard.power;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Power;
import dev.dipadj.order.Move;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.position.PhaseType;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * Order text from people and from anywhere else: the forms a person writes are read (a
 * nationality adjective that names a power, a no-break space), the rest is refused with an
 * {@link OrderSyntaxException} naming the token, never another exception: letters that only
 * look like Latin ones, control and format characters, words that merely resemble a power.
 */
class HostileOrderTextTest {
  private static final Power FRANCE = power("France");

  private static OrderSyntaxException refused(String text) {
    return assertThrows(OrderSyntaxException.class, () -> PARSER.parse(FRANCE, text, PhaseType.MOVEMENT),
        "'" + text + "' should be refused");
  }

  @Test
  void aLetterWhoseLowerCaseIsLongerDoesNotBreakTheHyphenSplit() {
    // 'İ' lower-cases to two chars in some locales: splitting at the hyphen must not use
    // positions of another string. It only looks like an I, so it is refused.
    OrderSyntaxException e = refused("A Par - \u0130\u0130-x");
    assertTrue(e.getMessage().contains("U+0130"), e.getMessage());
    refused("A Par - \u00e9\u00e9-x");
  }

  @Test
  void lookalikeLettersAreNotLatinLetters() {
    // The Kelvin sign lower-cases to 'k': "\u212Aie" is not Kiel.
    OrderSyntaxException e = refused("F \u212Aie - Hol");
    assertTrue(e.getMessage().contains("U+212A"), e.getMessage());
    assertTrue(e.token().contains("ie"), e.token());
  }

  @ParameterizedTest
  @ValueSource(strings = {"F Eng\u0000 - Bel", "F Eng - Bel\u0007", "A Par\u200F - Bur", "A Par - Bur\uFEFF",
      "A Par - \uD800Bur"})
  void controlAndFormatCharactersAreRefused(String text) {
    OrderSyntaxException e = refused(text);
    assertTrue(e.getMessage().startsWith("unexpected character U+"), e.getMessage());
    // The token is printable: a message about it stays on one line.
    assertTrue(e.token().codePoints().noneMatch(Character::isISOControl), e.token());
  }

  @Test
  void aWordThatOnlyResemblesAPowerIsNotANationality() {
    assertEquals("Turkzy", refused("A Mun S Turkzy A Bur - Ruh").token());
    refused("A Mun S Englandish A Bur - Ruh");
  }

  @ParameterizedTest
  @ValueSource(strings = {"A Mun S German A Bur - Ruh", "A Mun S Germany A Bur - Ruh", "A Mun S GERMAN A Bur - Ruh"})
  void aNationalityThatNamesAPowerIsSkipped(String text) throws OrderSyntaxException {
    assertEquals(new SupportMove(FRANCE, ARMY, loc("Mun"), ARMY, loc("Bur"), loc("Ruh")),
        PARSER.parse(FRANCE, text, PhaseType.MOVEMENT));
  }

  @Test
  void englishChannelIsAProvinceNotANationality() throws OrderSyntaxException {
    assertEquals(new SupportHold(FRANCE, FLEET, loc("Bre"), FLEET, loc("Eng")),
        PARSER.parse(FRANCE, "F Bre S English F English Channel", PhaseType.MOVEMENT));
  }

  @Test
  void noBreakSpacesAndTabsSeparateWords() throws OrderSyntaxException {
    assertEquals(new Move(FRANCE, ARMY, loc("Par"), loc("Bur"), false),
        PARSER.parse(FRANCE, "A\u00A0Par\t-\u2009Bur", PhaseType.MOVEMENT));
  }

  @Test
  void eraOfEmpireAdjectives() throws Exception {
    var map = Variants.named("era-of-empire").map();
    OrderParser parser = new OrderParser(map);
    Power britain = map.power("Britain").orElseThrow();
    assertTrue(parser.parse(britain, "F Mad S Dutch F Jav", PhaseType.MOVEMENT) instanceof SupportHold);
    assertThrows(OrderSyntaxException.class, () -> parser.parse(britain, "F Mad S Dutchy F Jav", PhaseType.MOVEMENT));
  }

  @Test
  void aVeryLongTextIsRefusedQuickly() {
    refused("A Par - " + "Bur ".repeat(25_000));
  }

  @Test
  void aNameThatRunsIntoTheMovesHyphenIsReadSplit() throws Exception {
    // "Celebes Sea" is a province too; but after it an order cannot go on with "of Japan".
    var map = Variants.named("era-of-empire").map();
    Power holland = map.power("Holland").orElseThrow();
    var order = new OrderParser(map).parse(holland, "Army Celebes-sea of Japan", PhaseType.MOVEMENT);
    assertTrue(order instanceof Move m && m.unit().province().abbreviation().equals("CEL")
        && m.destination().province().abbreviation().equals("SOJ"), order.toString());
  }
}
