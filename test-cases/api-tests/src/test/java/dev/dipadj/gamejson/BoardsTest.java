package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableMap;
import dev.dipadj.map.GameMap;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.variants.Variants;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Phase names and states of the game JSON turned into dipadj's phases and boards. */
class BoardsTest {
  private static final GameMap MAP = Variants.named("classic").map();

  @Test
  void phaseNames() {
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), Boards.phase("S1901M"));
    assertEquals(new Phase(Season.FALL, 1904, PhaseType.RETREAT), Boards.phase("F1904R"));
    assertEquals(new Phase(Season.WINTER, 1905, PhaseType.ADJUSTMENT), Boards.phase("W1905A"));
    assertEquals("F1904R", Boards.name(Boards.phase("F1904R")));
    assertEquals("W1905A", Boards.name(Boards.phase("W1905A")));
    // North Sea Wars begins in the year 0.
    assertEquals(new Phase(Season.SPRING, 0, PhaseType.MOVEMENT), Boards.phase("S0M"));
    assertEquals("S0M", Boards.name(Boards.phase("S0M")));
  }

  @ParameterizedTest
  @ValueSource(strings = {"COMPLETED", "", "S1901", "X1901M", "S19a1M", "W1901M", "S1901A", "S10000M", "Y1425M"})
  void otherNamesAreNotPhases(String name) {
    assertThrows(IllegalArgumentException.class, () -> Boards.phase(name));
  }

  private static RecordedState state(ImmutableMap<String, ImmutableList<String>> units,
      ImmutableMap<String, ImmutableMap<String, ImmutableList<String>>> retreats) {
    return new RecordedState("S1901R", units, ImmutableMap.of("FRANCE", ImmutableList.of("PAR")), ImmutableMap.of(),
        retreats, ImmutableMap.of());
  }

  @Test
  void starredUnitsAreDislodgedWithTheirRetreats() throws GameJsonException {
    Board b = Boards.board(MAP, state(ImmutableMap.of("FRANCE", ImmutableList.of("A PAR", "*F LYO")),
        ImmutableMap.of("FRANCE", ImmutableMap.of("F LYO", ImmutableList.of("MAR", "SPA/SC")))), "g");
    assertEquals(1, b.units().size());
    assertEquals(1, b.dislodged().size());
    assertEquals("[Mar, Spa/sc]", b.dislodged().values().iterator().next().toString());
    assertEquals("FRANCE", Boards.powerName(b.owners().get(MAP.province("Par").orElseThrow())));
  }

  @Test
  void aStarredUnitWithoutRetreatsMustDisband() throws GameJsonException {
    Board b = Boards.board(MAP, state(ImmutableMap.of("FRANCE", ImmutableList.of("*F LYO")), ImmutableMap.of()), "g");
    assertTrue(b.dislodged().values().iterator().next().isEmpty());
  }

  @Test
  void errorsNameWhereAndWhat() {
    GameJsonException power = assertThrows(GameJsonException.class, () -> Boards.board(MAP,
        state(ImmutableMap.of("ATLANTIS", ImmutableList.of("A PAR")), ImmutableMap.of()), "game g, phase S1901R"));
    assertEquals("game g, phase S1901R: state units: unknown power 'ATLANTIS' (known: Austria, England, France, Germany, Italy, Russia, Turkey)",
        power.getMessage());
    GameJsonException unit = assertThrows(GameJsonException.class, () -> Boards.board(MAP,
        state(ImmutableMap.of("FRANCE", ImmutableList.of("A XYZ")), ImmutableMap.of()), "game g, phase S1901R"));
    assertTrue(unit.getMessage().startsWith("game g, phase S1901R: state units of FRANCE: unit 'A XYZ'"), unit.getMessage());
    GameJsonException coast = assertThrows(GameJsonException.class, () -> Boards.board(MAP,
        state(ImmutableMap.of("RUSSIA", ImmutableList.of("F STP")), ImmutableMap.of()), "game g, phase S1901R"));
    assertTrue(coast.getMessage().contains("must be named"), coast.getMessage());
    GameJsonException fleetInland = assertThrows(GameJsonException.class, () -> Boards.board(MAP,
        state(ImmutableMap.of("FRANCE", ImmutableList.of("F PAR")), ImmutableMap.of()), "game g, phase S1901R"));
    assertTrue(fleetInland.getMessage().contains("cannot stand"), fleetInland.getMessage());
  }
}
