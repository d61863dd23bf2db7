package dev.dipadj.json;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;
import dev.dipadj.map.GameMap;
import dev.dipadj.order.Order;
import dev.dipadj.position.PhaseType;
import dev.dipadj.result.OrderResult;
import dev.dipadj.text.OrderParser;
import dev.dipadj.text.OrderSyntaxException;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Every JSON document dipadj reads from text is one JSON value (issue 19, point 2): text after
 * it (a second document, a stray bracket, a word) is refused with the line and column where it
 * starts, instead of being silently dropped; white space after it is not text; and a document
 * opening with a UTF-8 byte-order mark, as some editors save files, is read (issue 19, point 9).
 */
class OneDocumentTest {
  /** A reader of one kind of document, and a document of that kind it reads. */
  private interface Reader {
    Object read(String json) throws JsonFormatException;
  }

  static Stream<Arguments> documents() throws OrderSyntaxException {
    Variant classic = Variants.named("classic");
    GameMap map = classic.map();
    Game game = Game.start(classic);
    Order move = new OrderParser(map).parse(map.power("France").orElseThrow(), "A Par - Bur", PhaseType.MOVEMENT);
    PhaseOutcome outcome = game.adjudicate(List.of(move));
    OrderResult result = outcome.results().get(0);
    return Stream.of(
        Arguments.of("saved game", GameJson.write(game), (Reader) j -> GameJson.read(j, Variants::named)),
        Arguments.of("saved state", GameJson.write(game), (Reader) j -> GameJson.readState(j, Variants::named)),
        Arguments.of("position", PositionJson.write(game.position()), (Reader) j -> PositionJson.read(j, map)),
        Arguments.of("order", OrderJson.write(result.order()), (Reader) j -> OrderJson.read(j, map)),
        Arguments.of("orders", OrderJson.write(List.of(result.order())), (Reader) j -> OrderJson.readList(j, map)),
        Arguments.of("result", ResultJson.write(result), (Reader) j -> ResultJson.read(j, map)),
        Arguments.of("phase outcome", PhaseOutcomeJson.write(outcome),
            (Reader) j -> PhaseOutcomeJson.read(j, Variants::named)),
        Arguments.of("any document", GameJson.write(game), (Reader) JsonInput::parse));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("documents")
  void textAfterTheDocumentIsRefusedAtItsLineAndColumn(String kind, String json, Reader reader) throws Exception {
    reader.read(json);
    reader.read(json + "\n \t\r\n");
    for (String after : List.of("\n{}", "\n  x", "\n]", "\n" + json)) {
      JsonFormatException e = assertThrows(JsonFormatException.class, () -> reader.read(json + after), kind + after);
      int line = (int) json.lines().count() + 1;
      int column = after.length() - after.stripLeading().length();
      assertEquals("$", e.path(), e.getMessage());
      assertTrue(e.getMessage().contains("text after the JSON value at line " + line + ", column " + column),
          () -> kind + ": " + e.getMessage());
    }
    JsonFormatException sameLine = assertThrows(JsonFormatException.class, () -> reader.read(json.strip() + " 7"));
    assertTrue(sameLine.getMessage().contains("column " + (lastLine(json.strip()).length() + 2)), sameLine.getMessage());
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("documents")
  void aByteOrderMarkBeforeTheDocumentIsPassedOver(String kind, String json, Reader reader) throws Exception {
    assertEquals(shown(reader.read(json)), shown(reader.read("\uFEFF" + json)), kind);
    assertThrows(JsonFormatException.class, () -> reader.read("\uFEFF\uFEFF" + json), "one mark, not two");
  }

  /** What was read, as text that two equal readings share. */
  private static String shown(Object read) {
    if (read instanceof Game g) {
      return GameJson.write(g);
    }
    if (read instanceof PhaseOutcome o) {
      return PhaseOutcomeJson.write(o);
    }
    return read instanceof JsonInput in ? in.node().toString() : read.toString();
  }

  private static String lastLine(String text) {
    return text.substring(text.lastIndexOf('\n') + 1);
  }
}
