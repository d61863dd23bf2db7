package dev.dipadj.position;

import static org.junit.jupiter.api.Assertions.assertDoesNotThrow;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Adjustments happen in Winter, and Winter has only adjustments (rulebook: the game year). */
class PhaseTest {
  @Test
  void springAndFallHaveMovementAndRetreats() {
    for (Season s : new Season[] {Season.SPRING, Season.FALL}) {
      assertDoesNotThrow(() -> new Phase(s, 1901, PhaseType.MOVEMENT));
      assertDoesNotThrow(() -> new Phase(s, 1901, PhaseType.RETREAT));
    }
  }

  @Test
  void winterHasAdjustments() {
    Phase w = new Phase(Season.WINTER, 1901, PhaseType.ADJUSTMENT);
    assertEquals(Season.WINTER, w.season());
    assertEquals(1901, w.year());
    assertEquals(PhaseType.ADJUSTMENT, w.type());
  }

  @Test
  void adjustmentsOnlyInWinter() {
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> new Phase(Season.SPRING, 1901, PhaseType.ADJUSTMENT));
    assertFalse(e.getMessage().isBlank());
    assertThrows(IllegalArgumentException.class, () -> new Phase(Season.FALL, 1901, PhaseType.ADJUSTMENT));
  }

  @Test
  void winterHasNoMovementOrRetreat() {
    assertThrows(IllegalArgumentException.class, () -> new Phase(Season.WINTER, 1901, PhaseType.MOVEMENT));
    assertThrows(IllegalArgumentException.class, () -> new Phase(Season.WINTER, 1901, PhaseType.RETREAT));
  }

  @Test
  void readableNames() {
    assertEquals("Spring 1901 Movement", new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT).toString());
    assertEquals("Fall 1907 Retreat", new Phase(Season.FALL, 1907, PhaseType.RETREAT).toString());
    assertEquals("Winter 1910 Adjustment", new Phase(Season.WINTER, 1910, PhaseType.ADJUSTMENT).toString());
  }

  @Test
  void yearsFromZero() {
    // North Sea Wars begins in the year 0; no game goes before it.
    assertDoesNotThrow(() -> new Phase(Season.SPRING, 0, PhaseType.MOVEMENT));
    assertThrows(IllegalArgumentException.class, () -> new Phase(Season.SPRING, -1, PhaseType.MOVEMENT));
    assertThrows(IllegalArgumentException.class, () -> new Phase(Season.SPRING, Phase.LAST_YEAR + 1, PhaseType.MOVEMENT));
  }

  @Test
  void aVariantsSeasonPlaysWhatItsLineGives() {
    Season year = new Season("Year", 0, true, true);
    assertEquals("Year 1430 Adjustment", new Phase(year, 1430, PhaseType.ADJUSTMENT).toString());
    assertEquals("Year 1425 Retreat", new Phase(year, 1425, PhaseType.RETREAT).toString());
    Season turn = new Season("Turn", 0, true, false);
    assertThrows(IllegalArgumentException.class, () -> new Phase(turn, 1425, PhaseType.ADJUSTMENT));
  }

  @Test
  void equality() {
    assertEquals(new Phase(Season.FALL, 1901, PhaseType.MOVEMENT), new Phase(Season.FALL, 1901, PhaseType.MOVEMENT));
  }
}
