package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.replacing;
import static dev.dipadj.variants.TinyVariant.withLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.position.Calendar;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.variant.Variant;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * The calendar statements of the variant format (issue 21): {@code season}, {@code
 * year-step}, {@code adjustment-years}, and a {@code start} in the calendar's words; every
 * wrong use refused with file, line and reason. Lines are put into the tiny variant, whose
 * line 4 is its {@code start}.
 */
class CalendarStatementsTest {
  /** The tiny variant on a Hundred-like calendar: seasons at lines 4 to 6, start at 7. */
  private static String hundred(String... more) {
    List<String> l = TinyVariant.base();
    l.set(3, "start Year 1425 Movement");
    l.add(3, "adjustment-years 10");
    l.add(3, "year-step 5");
    l.add(3, "season Year movement adjustment");
    l.addAll(List.of(more));
    return TinyVariant.text(l);
  }

  private static Variant read(String text) throws VariantFormatException {
    return VariantReader.read(FILE, text);
  }

  @Test
  void withoutCalendarLinesTheCalendarIsClassic() throws VariantFormatException {
    Variant v = read(TinyVariant.text(TinyVariant.base()));
    assertEquals(Calendar.CLASSIC, v.calendar());
    assertEquals(Calendar.CLASSIC, Variants.named("classic").calendar());
  }

  @Test
  void aHundredLikeCalendarIsRead() throws VariantFormatException {
    Variant v = read(hundred());
    Season year = new Season("Year", 0, true, true);
    assertEquals(Calendar.of(List.of(year), 5, 10), v.calendar());
    assertEquals(new Phase(year, 1425, PhaseType.MOVEMENT), v.start().phase());
    assertEquals("Year 1425 Movement", v.start().phase().toString());
  }

  @Test
  void theStartNamesTheSeasonInAnyCase() throws VariantFormatException {
    List<String> l = TinyVariant.base();
    l.set(3, "start yEAR 1425 movement");
    l.add(3, "season Year movement adjustment");
    assertEquals("Year", read(TinyVariant.text(l)).start().phase().season().name());
  }

  @Test
  void yearZeroAndAStartWithBuildsAreRead() throws VariantFormatException {
    assertEquals(new Phase(Season.SPRING, 0, PhaseType.MOVEMENT),
        read(replacing(4, "start Spring 0 Movement")).start().phase());
    assertEquals(new Phase(Season.WINTER, 1900, PhaseType.ADJUSTMENT),
        read(replacing(4, "start Winter 1900 Adjustment")).start().phase());
  }

  @Test
  void seasonsOfAFileReplaceThoseOfItsBase() throws VariantFormatException {
    Variant v = read("base classic\nvariant quick\nseason Turn movement adjustment\nstart Turn 1901 Movement\n");
    assertEquals(1, v.calendar().seasons().size());
    assertEquals("Turn", v.calendar().seasons().get(0).name());
  }

  @Test
  void aCalendarWithoutMovementIsRefused() {
    List<String> l = TinyVariant.base();
    l.set(3, "start Winter 1901 Adjustment");
    l.add(3, "season Winter adjustment");
    assertError(TinyVariant.text(l), 4, "no season plays movement");
  }

  @Test
  void aBadYearStepIsRefused() {
    assertError(withLine(5, "year-step 0"), 5, "steps by 1 or more", "0");
    assertError(withLine(5, "year-step -5"), 5, "steps by 1 or more");
    assertError(withLine(5, "year-step five"), 5, "expected a number", "five");
    assertError(withLine(5, "year-step 5 10"), 5, "one value");
  }

  @Test
  void aBadAdjustmentDivisorIsRefused() {
    assertError(withLine(5, "adjustment-years 0"), 5, "divisible by 1 or more");
    assertError(withLine(5, "adjustment-years"), 5, "one value");
  }

  @Test
  void aCalendarInWhichNoYearAdjustsIsRefused() {
    // From 1901 by steps of 2 every year is odd: none is divisible by 2, so nobody would ever build.
    List<String> l = TinyVariant.base();
    l.add(3, "adjustment-years 2");
    l.add(3, "year-step 2");
    assertError(TinyVariant.text(l), 5, "no year of the game plays adjustments", "1901", "2");
  }

  @Test
  void badSeasonLinesAreRefused() {
    assertError(withLine(4, "season Year"), 4, "expected 'season NAME");
    assertError(withLine(4, "season Year dance"), 4, "unknown phase 'dance'", "movement, adjustment");
    assertError(withLine(4, "season Year movement movement"), 4, "'movement' given twice");
    assertError(withLine(4, "season Year adjustment adjustment"), 4, "'adjustment' given twice");
    assertError(withLine(4, "season Year2 movement"), 4, "one word of letters");
  }

  @Test
  void aSeasonTwiceIsRefused() {
    List<String> l = TinyVariant.base();
    l.add(3, "season spring movement");
    l.add(3, "season Spring movement");
    assertError(TinyVariant.text(l), 5, "the season spring given twice");
  }

  @Test
  void twoSeasonsOfOneInitialAreRefused() {
    // Phase names of the game JSON (S1901M) name a season by its initial.
    List<String> l = TinyVariant.base();
    l.set(3, "start Spring 1901 Movement");
    l.add(3, "season Summer movement");
    l.add(3, "season Spring movement adjustment");
    assertError(TinyVariant.text(l), 5, "two seasons begin with S");
  }

  @Test
  void aStartOutsideTheCalendarIsRefused() {
    // The tiny variant's start is Spring, which a calendar of one Year does not have.
    assertError(withLine(4, "season Year movement adjustment"), 5, "no season 'Spring'", "Year");
    assertError(hundred().replace("start Year 1425 Movement", "start Year 1425 Retreat"), 7, "not a Retreat phase");
    assertError(hundred().replace("start Year 1425 Movement", "start Year 1425 Adjustment"), 7,
        "1425 has no adjustments", "divisible by 10");
    assertError(hundred().replace("start Year 1425 Movement", "start Year 1425 Builds"), 7, "not a phase");
    assertError(hundred().replace("start Year 1425 Movement", "start Year MCD Movement"), 7, "expected a year");
    assertError(hundred().replace("start Year 1425 Movement", "start Year -5 Movement"), 7, "not between 0 and");
    assertError(hundred().replace("season Year movement adjustment", "season Year movement")
        .replace("start Year 1425 Movement", "start Year 1430 Adjustment"), 7, "no Adjustment phase");
  }

  @Test
  void theClassicSeasonsKeepTheirRules() {
    assertError(replacing(4, "start Winter 1901 Movement"), 4, "Winter has no Movement phase");
    assertError(replacing(4, "start Fall 1901 Adjustment"), 4, "Fall has no Adjustment phase");
  }

  @Test
  void aCalendarWithoutAdjustmentsNeedsNoAdjustmentYear() throws VariantFormatException {
    // A season that never adjusts: nothing to check about the years that would.
    List<String> l = TinyVariant.base();
    l.set(3, "start Turn 1901 Movement");
    l.add(3, "adjustment-years 2");
    l.add(3, "year-step 2");
    l.add(3, "season Turn movement");
    Variant v = read(TinyVariant.text(l));
    assertFalse(v.calendar().seasons().get(0).adjustment());
    assertTrue(v.calendar().changesCentres(v.calendar().seasons().get(0)));
  }
}
