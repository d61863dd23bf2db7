package dev.dipadj.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/**
 * The calendar (issue 21): which phase follows which, worked out by hand from the classic
 * rulebook's year (Spring, Fall, Winter) and from Hundred's (one season a turn, years by
 * five, adjustments in years ending in 0).
 */
class CalendarTest {
  private static final Season YEAR = new Season("Year", 0, true, true);
  private static final Calendar HUNDRED = Calendar.of(List.of(YEAR), 5, 10);

  private static Phase phase(Season s, int year, PhaseType type) {
    return new Phase(s, year, type);
  }

  @Test
  void theClassicYear() {
    Calendar c = Calendar.CLASSIC;
    assertEquals(phase(Season.FALL, 1901, PhaseType.MOVEMENT), c.next(phase(Season.SPRING, 1901, PhaseType.MOVEMENT)));
    assertEquals(phase(Season.FALL, 1901, PhaseType.MOVEMENT), c.next(phase(Season.SPRING, 1901, PhaseType.RETREAT)));
    assertEquals(phase(Season.WINTER, 1901, PhaseType.ADJUSTMENT), c.next(phase(Season.FALL, 1901, PhaseType.RETREAT)));
    assertEquals(phase(Season.SPRING, 1902, PhaseType.MOVEMENT), c.next(phase(Season.WINTER, 1901, PhaseType.ADJUSTMENT)));
    assertTrue(c.changesCentres(Season.FALL));
    assertFalse(c.changesCentres(Season.SPRING));
    assertFalse(c.changesCentres(Season.WINTER));
  }

  @Test
  void hundredStepsByFiveAndAdjustsInYearsEndingInZero() {
    assertEquals(phase(YEAR, 1430, PhaseType.MOVEMENT), HUNDRED.next(phase(YEAR, 1425, PhaseType.MOVEMENT)));
    assertEquals(phase(YEAR, 1430, PhaseType.MOVEMENT), HUNDRED.next(phase(YEAR, 1425, PhaseType.RETREAT)));
    assertEquals(phase(YEAR, 1430, PhaseType.ADJUSTMENT), HUNDRED.next(phase(YEAR, 1430, PhaseType.MOVEMENT)));
    assertEquals(phase(YEAR, 1430, PhaseType.ADJUSTMENT), HUNDRED.next(phase(YEAR, 1430, PhaseType.RETREAT)));
    assertEquals(phase(YEAR, 1435, PhaseType.MOVEMENT), HUNDRED.next(phase(YEAR, 1430, PhaseType.ADJUSTMENT)));
    assertTrue(HUNDRED.changesCentres(YEAR));
    assertTrue(HUNDRED.plays(phase(YEAR, 1430, PhaseType.ADJUSTMENT)));
    assertFalse(HUNDRED.plays(phase(YEAR, 1425, PhaseType.ADJUSTMENT)));
    assertFalse(HUNDRED.plays(phase(Season.SPRING, 1425, PhaseType.MOVEMENT)));
  }

  @Test
  void anAdjustmentSeasonOutsideItsYearsIsPassedOver() {
    // Spring and Fall every year, Winter's adjustments only in even years.
    Calendar even = Calendar.of(Calendar.CLASSIC.seasons(), 1, 2);
    assertEquals(phase(Season.SPRING, 1902, PhaseType.MOVEMENT), even.next(phase(Season.FALL, 1901, PhaseType.MOVEMENT)));
    assertEquals(phase(Season.WINTER, 1902, PhaseType.ADJUSTMENT), even.next(phase(Season.FALL, 1902, PhaseType.MOVEMENT)));
  }

  @Test
  void theYearZero() {
    assertEquals(phase(Season.SPRING, 1, PhaseType.MOVEMENT),
        Calendar.CLASSIC.next(phase(Season.WINTER, 0, PhaseType.ADJUSTMENT)));
    assertTrue(Calendar.CLASSIC.adjustsIn(0));
  }

  @Test
  void noPhasePastTheLastYear() {
    assertThrows(IllegalStateException.class,
        () -> HUNDRED.next(phase(YEAR, Phase.LAST_YEAR - 4, PhaseType.ADJUSTMENT)));
    assertThrows(IllegalStateException.class,
        () -> Calendar.CLASSIC.next(phase(Season.WINTER, Phase.LAST_YEAR, PhaseType.ADJUSTMENT)));
  }

  @Test
  void seasonsByNameAndInitial() {
    assertEquals(Optional.of(Season.FALL), Calendar.CLASSIC.season("FALL"));
    assertEquals(Optional.of(Season.WINTER), Calendar.CLASSIC.season('W'));
    assertEquals(Optional.empty(), Calendar.CLASSIC.season("Year"));
    assertEquals(Optional.of(YEAR), HUNDRED.season('Y'));
  }

  @Test
  void unplayableCalendarsAreRefused() {
    Season winter = new Season("Winter", 0, false, true);
    assertThrows(IllegalArgumentException.class, () -> Calendar.of(List.of(winter), 1, 1));
    assertThrows(IllegalArgumentException.class, () -> Calendar.of(List.of(), 1, 1));
    assertThrows(IllegalArgumentException.class, () -> Calendar.of(List.of(YEAR), 0, 1));
    assertThrows(IllegalArgumentException.class, () -> Calendar.of(List.of(YEAR), 1, 0));
    assertThrows(IllegalArgumentException.class, () -> Calendar.of(List.of(Season.FALL), 1, 1));
    Season summer = new Season("Summer", 1, true, false);
    assertThrows(IllegalArgumentException.class, () -> Calendar.of(List.of(Season.SPRING, summer), 1, 1));
    assertThrows(IllegalArgumentException.class, () -> new Season("Two words", 0, true, false));
    assertThrows(IllegalArgumentException.class, () -> new Season("Idle", 0, false, false));
  }
}
