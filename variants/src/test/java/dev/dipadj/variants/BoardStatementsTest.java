package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.base;
import static dev.dipadj.variants.TinyVariant.text;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Board;
import dev.dipadj.map.BoardPoint;
import dev.dipadj.map.GameMap;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The {@code board} and {@code position} statements: a map without them has no board; with
 * them every province has its point; each mistake is reported with file, line and reason.
 */
class BoardStatementsTest {
  private static final List<String> POSITIONS = List.of(
      "position Lan 10 10", "position In2 30 10", "position Cst 10 40", "position Two 30 40",
      "position Sea 10 70", "position Se2 30 70", "position Imp 50 50");

  /** The tiny variant with a board of 60 by 80 and a position for each of its seven provinces. */
  private static List<String> withBoard() {
    List<String> l = base();
    l.add("board 60 80");
    l.addAll(POSITIONS);
    return l;
  }

  @Test
  void aMapWithoutBoardStatementsHasNoBoard() throws VariantFormatException {
    assertTrue(VariantReader.read("tiny.variant", text(base())).map().board().isEmpty());
  }

  @Test
  void positionsAreReadOntoTheBoard() throws VariantFormatException {
    GameMap map = VariantReader.read("tiny.variant", text(withBoard())).map();
    Board board = map.board().orElseThrow();
    assertEquals(60, board.width());
    assertEquals(80, board.height());
    assertEquals(new BoardPoint(30, 40), board.point(map.province("Two").orElseThrow()));
    assertEquals(new BoardPoint(50, 50), board.point(map.province("Mountains").orElseThrow()));
    assertEquals(map.provinces().size(), board.points().size());
  }

  @Test
  void theEdgesOfTheBoardAreOnIt() throws VariantFormatException {
    List<String> l = withBoard();
    l.set(l.indexOf("position Lan 10 10"), "position Lan 0 80");
    l.set(l.indexOf("position In2 30 10"), "position In2 60 0");
    GameMap map = VariantReader.read("tiny.variant", text(l)).map();
    assertEquals(new BoardPoint(60, 0), map.board().orElseThrow().point(map.province("In2").orElseThrow()));
  }

  @Test
  void aMissingPositionIsReportedAtTheBoardLine() {
    List<String> l = withBoard();
    l.remove("position Cst 10 40");
    assertError(text(l), 26, "Cst", "no 'position'");
  }

  @Test
  void aPositionOffTheBoard() {
    List<String> l = withBoard();
    l.set(l.indexOf("position Sea 10 70"), "position Sea 10 81");
    assertError(text(l), 31, "off the 60 by 80 board", "Sea");
    l.set(l.indexOf("position Sea 10 81"), "position Sea -1 70");
    assertError(text(l), 31, "off the", "Sea");
  }

  @Test
  void aPositionBeforeTheBoard() {
    List<String> l = base();
    l.add("position Lan 1 1");
    l.add("board 60 80");
    assertError(text(l), 26, "before 'board");
  }

  @Test
  void aPositionOfAnUnknownProvince() {
    List<String> l = withBoard();
    l.add("position Xyz 1 1");
    assertError(text(l), 34, "unknown province", "Xyz");
  }

  @Test
  void aSecondPositionForAProvince() {
    List<String> l = withBoard();
    l.add("position Landia 2 2");
    assertError(text(l), 34, "second position", "Lan");
  }

  @Test
  void malformedStatements() {
    List<String> l = withBoard();
    l.set(l.indexOf("position Lan 10 10"), "position Lan 10");
    assertError(text(l), 27, "position PROVINCE X Y");
    l = withBoard();
    l.set(l.indexOf("position Lan 10 10"), "position Lan ten 10");
    assertError(text(l), 27, "expected a number", "ten");
    l = withBoard();
    l.set(l.indexOf("board 60 80"), "board 60");
    assertError(text(l), 26, "board WIDTH HEIGHT");
    l = withBoard();
    l.set(l.indexOf("board 60 80"), "board 0 80");
    assertError(text(l), 26, "measures 1 to");
    l = withBoard();
    l.add("board 60 80");
    assertError(text(l), 34, "second 'board'");
  }

  @Test
  void theShippedVariantsWithDrawnMapsHaveBoards() {
    // Maps of no drawn geography (their facts are borders only) have no board statements: the
    // pictures lay them out from their borders.
    List<String> withoutGeography = List.of("cold-war", "hundred", "north-sea-wars", "ancient-mediterranean",
        "empires-and-coalitions", "twenty-twenty", "western-world-901", "youngstown-redux");
    for (String name : Variants.NAMES) {
      Variant v = Variants.named(name);
      if (withoutGeography.contains(name)) {
        assertTrue(v.map().board().isEmpty(), name + " has a board");
        continue;
      }
      Board board = v.map().board().orElseThrow(() -> new AssertionError(name + " has no board"));
      assertEquals(v.map().provinces().size(), board.points().size(), name);
    }
  }

  @Test
  void aBoardIsCheckedWhenMadeInCode() {
    List<BoardPoint> points = new ArrayList<>(List.of(new BoardPoint(1, 1)));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Board.of(0, 10, points));
    points.add(new BoardPoint(11, 1));
    org.junit.jupiter.api.Assertions.assertThrows(IllegalArgumentException.class, () -> Board.of(10, 10, points));
  }
}
