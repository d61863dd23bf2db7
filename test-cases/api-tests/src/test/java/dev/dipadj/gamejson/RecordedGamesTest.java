package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.google.common.collect.ImmutableList;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Reading and writing the game JSON: what is kept, what is ignored, both forms of a file, clear errors. */
class RecordedGamesTest {
  @Test
  void readsAGameObject() {
    ImmutableList<RecordedGame> games = Files.read("every-order-form.json");
    assertEquals(1, games.size());
    RecordedGame g = games.get(0);
    assertEquals("every-order-form", g.id());
    assertEquals("standard", g.map());
    assertEquals(List.of("NO_PRESS", "POWER_CHOICE"), g.rules());
    assertEquals(List.of("S1901M", "S1901R", "F1901M", "W1901A", "COMPLETED"),
        g.phases().stream().map(RecordedPhase::name).toList());
    assertTrue(g.phases().get(4).completed());
    assertFalse(g.phases().get(3).completed());
    RecordedPhase spring = g.phases().get(0);
    assertEquals(List.of("A LON - BEL VIA", "F NTH C A LON - BEL"), spring.orders().get("ENGLAND"));
    assertEquals(List.of(), spring.orders().get("AUSTRIA"));
    assertFalse(spring.orders().containsKey("ITALY"), "Italy gave no orders at all");
    assertEquals(List.of("bounce"), spring.results().get("A RUH"));
    RecordedState retreat = g.phases().get(1).state();
    assertEquals(List.of("F ANK", "*F BLA"), retreat.units().get("TURKEY"));
    assertEquals(List.of("ARM", "BUL/EC", "CON"), retreat.retreats().get("TURKEY").get("F BLA"));
    RecordedState winter = g.phases().get(3).state();
    assertEquals(new BuildCount(1, ImmutableList.of("SEV", "STP", "WAR")), winter.builds().get("RUSSIA"));
    assertEquals(-1, winter.builds().get("GERMANY").count());
  }

  @Test
  void readsAnArrayOfGames() {
    ImmutableList<RecordedGame> games = Files.read("departures.json");
    assertEquals(List.of("convoy-to-adjacent-by-land", "wrong-result-code"), games.stream().map(RecordedGame::id).toList());
  }

  @ParameterizedTest
  @ValueSource(strings = {"every-order-form.json", "departures.json", "errors.json"})
  void writesWhatItReads(String file) throws GameJsonException {
    ImmutableList<RecordedGame> games = Files.read(file);
    assertEquals(games, RecordedGames.read(RecordedGames.write(games), "written"));
    assertEquals(games.get(0), RecordedGames.read(RecordedGames.write(games.get(0)), "written").get(0));
  }

  /**
   * The text written is Jackson's own rendering of its tree, compact or indented by Jackson's
   * default pretty printer, fields in the format's order; and a line written to a stream is the
   * line's text in UTF-8.
   */
  @ParameterizedTest
  @ValueSource(strings = {"every-order-form.json", "departures.json", "errors.json"})
  void writesJacksonsTextOfTheGame(String file) throws Exception {
    ObjectMapper compact = new ObjectMapper();
    ObjectMapper indented = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);
    ImmutableList<RecordedGame> games = Files.read(file);
    for (RecordedGame g : games) {
      String line = RecordedGames.writeLine(g);
      assertEquals(compact.writeValueAsString(compact.readTree(line)) + "\n", line);
      String text = RecordedGames.write(g);
      assertEquals(indented.writeValueAsString(indented.readTree(text)), text);
      assertTrue(text.startsWith("{\n  \"id\" : \"" + g.id() + "\",\n  \"map\" : "), text.substring(0, 40));
      ByteArrayOutputStream out = new ByteArrayOutputStream();
      RecordedGames.writeLine(g, out);
      RecordedGames.writeLine(g, out);
      assertEquals(line + line, out.toString(StandardCharsets.UTF_8), "two lines, the stream left open");
    }
    String all = RecordedGames.write(games);
    assertEquals(indented.writeValueAsString(indented.readTree(all)), all);
  }

  @Test
  void notJsonNamesTheSourceAndLine() {
    GameJsonException e = assertThrows(GameJsonException.class, () -> RecordedGames.read("{\n\"id\": ", "x.json"));
    assertTrue(e.getMessage().startsWith("x.json: not JSON"), e.getMessage());
  }

  @Test
  void aGameWithoutMapOrPhasesIsRefusedByName() {
    GameJsonException noMap = assertThrows(GameJsonException.class,
        () -> RecordedGames.read("{\"id\": \"g1\", \"phases\": []}", "x.json"));
    assertEquals("x.json: game g1: no \"map\" named", noMap.getMessage());
    GameJsonException noPhases = assertThrows(GameJsonException.class,
        () -> RecordedGames.read("[{\"id\": \"g1\", \"map\": \"standard\", \"phases\": []}, {\"id\": \"g2\", \"map\": \"standard\"}]", "x.json"));
    assertEquals("x.json: game g2: no \"phases\" list", noPhases.getMessage());
  }

  @Test
  void aPhaseWithoutStateIsRefusedByName() {
    GameJsonException e = assertThrows(GameJsonException.class,
        () -> RecordedGames.read("{\"id\": \"g1\", \"map\": \"standard\", \"phases\": [{\"name\": \"S1901M\"}]}", "x.json"));
    assertEquals("x.json: game g1, phase S1901M: no \"state\"", e.getMessage());
  }

  @Test
  void anOrderThatIsNotAStringIsRefusedByName() {
    GameJsonException e = assertThrows(GameJsonException.class, () -> RecordedGames.read(
        "{\"id\": \"g1\", \"map\": \"standard\", \"phases\": [{\"name\": \"S1901M\", \"state\": {},"
            + " \"orders\": {\"FRANCE\": [[1]]}}]}", "x.json"));
    assertTrue(e.getMessage().startsWith("x.json: game g1, phase S1901M: orders of FRANCE: expected a list of strings"),
        e.getMessage());
  }
}
