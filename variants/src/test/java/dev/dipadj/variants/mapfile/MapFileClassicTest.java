package dev.dipadj.variants.mapfile;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.GameMap;
import dev.dipadj.variant.Variant;
import dev.dipadj.variants.Variants;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/**
 * The classic map written by hand as a {@code .map} file (test resource {@code
 * mapfile/standard.map}, from the reference tables) reads as classic.variant: every province,
 * border (one way at a time, coast by coast), power, home, unit and the solo count.
 */
class MapFileClassicTest {
  static Path resource(String name) throws Exception {
    return Path.of(MapFileClassicTest.class.getResource("/dev/dipadj/variants/mapfile/" + name).toURI());
  }

  @Test
  void standardMapIsTheClassicVariant() throws Exception {
    MapVariant read = MapFileReader.read(resource("standard.map"));
    assertEquals(java.util.List.of(), read.warnings());
    Variant standard = read.variant();
    SameVariant.assertSame(Variants.named("classic"), standard);
    assertEquals("standard", standard.name());
    assertEquals(18, standard.soloCentres(), "no VICTORY: one more than half of 34");
  }

  @Test
  void namesAndAliasesAnswerInOrders() throws Exception {
    GameMap map = MapFileReader.read(resource("standard.map")).variant().map();
    assertEquals("Gulf of Lyon", map.province("gulf of lyons").orElseThrow().name());
    assertEquals("HEL", map.province("Heligoland Bight").orElseThrow().abbreviation());
    assertEquals("STP", map.province("st. petersburg").orElseThrow().abbreviation());
    assertTrue(map.power("England").isPresent());
    assertEquals("England", map.nationality("english").orElseThrow().name());
  }

  @Test
  void venicesLowerCaseTuscanyIsForArmiesOnly() throws Exception {
    GameMap map = MapFileReader.read(resource("standard.map")).variant().map();
    var ven = map.province("VEN").orElseThrow();
    var tus = map.province("TUS").orElseThrow();
    assertTrue(map.armyNeighbours(ven).contains(tus));
    assertTrue(map.fleetNeighbours(map.location(ven)).stream().noneMatch(l -> l.province().equals(tus)));
  }
}
