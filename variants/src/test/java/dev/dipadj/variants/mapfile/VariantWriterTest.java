package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.variant.Variant;
import dev.dipadj.variants.VariantReader;
import dev.dipadj.variants.VariantWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A variant read from a {@code .map} file, written in dipadj's own format and read back, is
 * the same variant: every province, border (one-way ones too), power, home, unit, player,
 * the first phase, the solo count and where powers build.
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
  void centresOwnedThatAreNoHomesAreRefused() throws Exception {
    Variant tiny = MapFileReader.read(MapFileClassicTest.resource("tiny.map")).variant();
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> VariantWriter.write(tiny, List.of()));
    assertTrue(e.getMessage().contains("centres owned at the start that are not the owner's home centres"), e.getMessage());
  }
}
