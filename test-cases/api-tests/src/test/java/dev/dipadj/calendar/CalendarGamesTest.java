package dev.dipadj.calendar;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Game;
import dev.dipadj.gamejson.Boards;
import dev.dipadj.gamejson.GameHistory;
import dev.dipadj.gamejson.GameReplay;
import dev.dipadj.gamejson.RecordedGame;
import dev.dipadj.gamejson.RecordedGames;
import dev.dipadj.gamejson.RecordedPhase;
import dev.dipadj.gamejson.Replay;
import dev.dipadj.json.GameJson;
import dev.dipadj.json.JsonFormatException;
import dev.dipadj.json.PositionJson;
import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Games on the calendar test variants (issue 21, test-cases/vocabulary): the phase names of
 * the game JSON ({@code Y1425M}, {@code S0M}, {@code W1900A}) and the saved game JSON
 * follow the variant's own seasons, and both read back to the same game.
 */
class CalendarGamesTest {
  private static Variant variant(String file) throws Exception {
    return Variants.load(Path.of("vocabulary", file));
  }

  /** The game after this many phases without orders. */
  private static Game play(Game game, int phases) {
    Game g = game;
    for (int i = 0; i < phases; i++) {
      g = g.adjudicate(List.of()).next();
    }
    return g;
  }

  private static List<String> names(RecordedGame recorded) {
    return recorded.phases().stream().map(RecordedPhase::name).toList();
  }

  @Test
  void hundredPhasesAreNamedByTheYearSeason() throws Exception {
    Variant hundred = variant("calendar-hundred.variant");
    // 1425 Movement; 1430 Movement, then 1430 Adjustment (Blue owes a disband); 1435 Movement.
    Game g = play(Game.start(hundred), 3);
    assertEquals(new Phase(hundred.calendar().seasons().get(0), 1435, PhaseType.MOVEMENT), g.phase());
    RecordedGame recorded = GameHistory.record("h", g);
    assertEquals(List.of("Y1425M", "Y1430M", "Y1430A", "Y1435M"), names(recorded));
    // The names read back in the variant's calendar, and the game replays to the same board.
    assertEquals(new Phase(new Season("Year", 0, true, true), 1430, PhaseType.ADJUSTMENT),
        Boards.phase("Y1430A", hundred.calendar()));
    RecordedGame again = RecordedGames.read(RecordedGames.write(recorded), "h.json").get(0);
    Game restored = GameHistory.restore(again, name -> hundred, List.of());
    assertEquals(g.position(), restored.position());
    GameReplay replay = Replay.replay(again, name -> hundred, List.of());
    assertTrue(replay.error().isEmpty(), replay.error().toString());
    assertEquals(3, replay.passed());
  }

  @Test
  void aPhaseNameOutsideTheCalendarIsRefused() throws Exception {
    Calendar hundred = variant("calendar-hundred.variant").calendar();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> Boards.phase("S1425M", hundred));
    assertTrue(e.getMessage().contains("Y1901M"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> Boards.phase("Y1425M"));
  }

  @Test
  void yearZeroPhasesAreNamedWithTheYearZero() throws Exception {
    Variant zero = variant("calendar-year-zero.variant");
    Game g = play(Game.start(zero), 2);
    assertEquals(new Phase(Season.SPRING, 1, PhaseType.MOVEMENT), g.phase());
    assertEquals(List.of("S0M", "F0M", "S1M"), names(GameHistory.record("z", g)));
    assertEquals(new Phase(Season.WINTER, 0, PhaseType.ADJUSTMENT), Boards.phase("W0A"));
  }

  @Test
  void aGameBeginningWithBuildsIsRecordedFromItsWinter() throws Exception {
    Variant first = variant("calendar-builds-first.variant");
    Game start = Game.start(first);
    Game g = start.adjudicate(start.read("Red", "Build A Rhm").orders()).next();
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), g.phase());
    RecordedGame recorded = GameHistory.record("b", g);
    assertEquals(List.of("W1900A", "S1901M"), names(recorded));
    assertEquals(g.position(), GameHistory.restore(recorded, name -> first, List.of()).position());
  }

  @Test
  void savedGamesKeepTheVariantsSeason() throws Exception {
    Variant hundred = variant("calendar-hundred.variant");
    Game g = play(Game.start(hundred), 2);
    String json = GameJson.write(g);
    assertTrue(json.contains("\"season\": \"year\""), json);
    Game back = GameJson.read(json, name -> hundred);
    assertEquals(g.phase(), back.phase());
    assertEquals(g.position(), back.position());
    String position = PositionJson.write(g.position());
    assertEquals(g.position(), PositionJson.read(position, hundred.map(), hundred.calendar()));
    // Read as a classic position, the season Year is unknown: the message lists the known ones.
    JsonFormatException e = assertThrows(JsonFormatException.class, () -> PositionJson.read(position, hundred.map()));
    assertTrue(e.getMessage().contains("spring, fall, winter"), e.getMessage());
  }

  @Test
  void aSavedPhaseTheSeasonDoesNotPlayIsRefused() {
    String classic = GameJson.write(Game.start(Variants.named("classic")))
        .replace("\"season\": \"spring\"", "\"season\": \"winter\"");
    JsonFormatException e = assertThrows(JsonFormatException.class, () -> GameJson.read(classic, Variants::named));
    assertTrue(e.getMessage().contains("winter has no movement phase"), e.getMessage());
  }
}
