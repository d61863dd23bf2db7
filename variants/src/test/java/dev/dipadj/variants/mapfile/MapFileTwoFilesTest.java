package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import org.junit.jupiter.api.Test;

/**
 * A variant in two files: a file that uses {@code standard.map} ({@code MAP standard} or
 * {@code USE standard.map}) and removes five powers with {@code UNPLAYED} is dipadj's
 * france-austria in every part: the other powers' home centres stay centres of nobody, and
 * one more than half the 34 centres, 18, still wins.
 */
class MapFileTwoFilesTest {
  @Test
  void mapAndUnplayedAllExcept() throws Exception {
    Variant read = MapFileReader.read(MapFileClassicTest.resource("france-austria.map")).variant();
    SameVariant.assertSame(Variants.named("france-austria"), read);
    assertEquals("france-austria", read.name());
  }

  @Test
  void useAndUnplayedByName() throws Exception {
    Variant read = MapFileReader.read(MapFileClassicTest.resource("two-powers.map")).variant();
    SameVariant.assertSame(Variants.named("france-austria"), read);
  }

  @Test
  void variantsLoadTakesAMapFile() throws Exception {
    Variant read = Variants.load(MapFileClassicTest.resource("two-powers.map"));
    SameVariant.assertSame(Variants.named("france-austria"), read);
    assertEquals("two-powers", read.name());
  }
}
