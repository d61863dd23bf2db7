package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantReader;
import dev.dipadj.variants.VariantWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A variant read from a {@code .map} file, written in dipadj's own format and read back, is
 * the same variant: every province, border (one-way ones too), power, home, unit, player,
 * the first phase, the solo count and where powers build; and a country beyond the home centres.
 */
class VariantWriterTest {
  @TempDir Path dir;

  private static Variant roundTrip(Variant v) throws Exception {
    String text = VariantWriter.write(v, List.of("written by a test"));
    return VariantReader.read("written.variant", text);
  }

  @Test
  void theStandardMapAndTheTwoPlayerGame() throws Exception {
    for (String name : List.of("standard.map", "two-powers.map")) {
      Variant read = MapFileReader.read(MapFileClassicTest.resource(name)).variant();
      Variant again = roundTrip(read);
      SameVariant.assertSame(read, again);
      assertEquals(read.map().provinceNames(), again.map().provinceNames(), "names and aliases");
      assertEquals(read.name(), again.name());
      assertEquals(read.title(), again.title());
    }
  }

  @Test
  void oneWayBordersDummiesBuildAnyAndALaterStart() throws Exception {
    Path file = dir.resolve("small.map");
    Files.writeString(file, String.join("\n",
        "Alpha Point = aaa",
        "COAST AAA ABUTS BBB SEA",
        "LAND BBB ABUTS AAA CCC",
        "LAND CCC ABUTS",
        "WATER SEA ABUTS AAA",
        "RED (REDDISH:R) AAA",
        "A AAA",
        "BLUE BBB",
        "DUMMY",
        "UNOWNED CCC",
        "RULE BUILD_ANY",
        "BEGIN FALL 1905 MOVEMENT",
        ""));
    Variant read = MapFileReader.read(file).variant();
    Variant again = roundTrip(read);
    SameVariant.assertSame(read, again);
    assertTrue(again.map().armyAdjacent(1, 2) && !again.map().armyAdjacent(2, 1), "BBB to CCC one way");
  }

  @Test
  void aSoloCountByYearIsWrittenAsSeveralCounts() throws Exception {
    // VICTORY 2 1: two centres in the first year, one after; dipadj's "solo 2 1" says the same.
    Path file = dir.resolve("victory.map");
    Files.writeString(file, String.join("\n",
        "LAND AAA ABUTS BBB",
        "LAND BBB ABUTS AAA",
        "RED AAA",
        "A AAA",
        "BLUE BBB",
        "A BBB",
        "VICTORY 2 1",
        ""));
    Variant read = MapFileReader.read(file).variant();
    Variant again = roundTrip(read);
    SameVariant.assertSame(read, again);
    assertEquals(List.of(2, 1), again.variantRules().victory().soloByYear());
    assertEquals(read.variantRules(), again.variantRules());
  }

  @Test
  void aProvinceWithCoastsReadsTheSameWhateverTheCaseOfItsLine() throws Exception {
    // The convention writes "COAST spa"; "COAST SPA" and "LAND bul" name the same provinces,
    // whose fleets stand on their coasts only (docs/map-files.md, Coasts).
    Path standard = MapFileClassicTest.resource("standard.map");
    Path other = dir.resolve("standard.map");
    Files.writeString(other, Files.readString(standard)
        .replace("COAST spa ABUTS", "COAST SPA ABUTS").replace("COAST bul ABUTS", "LAND bul ABUTS"));
    SameVariant.assertSame(MapFileReader.read(standard).variant(), MapFileReader.read(other).variant());
  }

  @Test
  void aCountryBeyondTheHomeCentresIsWrittenAndReadBack() throws Exception {
    // Red's country is its home centre and the land beside it; Blue's, its home alone, needs no line.
    Path file = dir.resolve("countries.map");
    Files.writeString(file, String.join("\n",
        "LAND AAA ABUTS BBB",
        "LAND BBB ABUTS AAA CCC",
        "LAND CCC ABUTS BBB",
        "RED AAA",
        "A AAA",
        "BLUE CCC",
        "A CCC",
        ""));
    Variant read = MapFileReader.read(file).variant();
    Power red = read.map().power("Red").orElseThrow();
    Province bbb = read.map().province("BBB").orElseThrow();
    Variant withCountry = new Variant(read.name(), read.title(), read.map(), read.homeCentres(),
        ImmutableMap.of(red, ImmutableSet.of(bbb, read.map().province("AAA").orElseThrow()),
            read.map().power("Blue").orElseThrow(), ImmutableSet.of(read.map().province("CCC").orElseThrow())),
        read.start(), read.soloCentres(), read.players(), read.variantRules(), read.rules(), read.calendar());
    String text = VariantWriter.write(withCountry, List.of());
    String lower = text.toLowerCase(Locale.ROOT);
    assertTrue(lower.contains("\ncountry red bbb aaa\n"), text);
    assertFalse(lower.contains("country blue"), text);
    Variant again = VariantReader.read("written.variant", text);
    assertEquals(Set.of("AAA", "BBB"), abbreviations(again.countries().get(again.map().power("Red").orElseThrow())));
    assertEquals(Set.of("CCC"), abbreviations(again.countries().get(again.map().power("Blue").orElseThrow())));
  }

  private static Set<String> abbreviations(Set<Province> provinces) {
    return provinces.stream().map(p -> p.abbreviation().toUpperCase(Locale.ROOT)).collect(Collectors.toSet());
  }

  @Test
  void centresOwnedThatAreNoHomesAreRefused() throws Exception {
    Variant tiny = MapFileReader.read(MapFileClassicTest.resource("tiny.map")).variant();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> VariantWriter.write(tiny, List.of()));
    assertTrue(e.getMessage().contains("centres owned at the start that are not the owner's home centres"), e.getMessage());
  }
}
