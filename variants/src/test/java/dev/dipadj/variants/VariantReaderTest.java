package dev.dipadj.variants;

import static dev.dipadj.variants.TinyVariant.FILE;
import static dev.dipadj.variants.TinyVariant.assertError;
import static dev.dipadj.variants.TinyVariant.fixedBase;
import static dev.dipadj.variants.TinyVariant.text;
import static dev.dipadj.variants.TinyVariant.withLine;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.rules.ConvoyParadoxRule;
import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;

/**
 * The variant reader on a tiny valid variant and on valid statements added to it: names,
 * powers, provinces, aliases and edges, rule options, a fleet starting on a coast, comments
 * and case, edges that hold both ways, players, and a variant built on a base variant.
 */
class VariantReaderTest {
  @Test
  void smallValidVariantLoads() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, text(fixedBase()));
    GameMap map = v.map();
    assertEquals("tiny", v.name());
    assertEquals("Tiny test map", v.title());
    assertEquals(new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT), v.start().phase());
    assertEquals(2, v.soloCentres());
    assertEquals(List.of("Red", "Blue"), map.powers().stream().map(Power::name).collect(Collectors.toList()));
    assertEquals(7, map.provinces().size());

    Province lan = map.province("Lan").orElseThrow();
    Province cst = map.province("coastia").orElseThrow();
    Province two = map.province("TWO").orElseThrow();
    Province sea = map.province("the open sea").orElseThrow();
    Province se2 = map.province("Se2").orElseThrow();
    Province in2 = map.province("Inner").orElseThrow();
    assertSame(sea, map.province("os").orElseThrow());
    assertEquals(ProvinceKind.LAND, lan.kind());
    assertEquals(ProvinceKind.COAST, cst.kind());
    assertEquals(ProvinceKind.SEA, sea.kind());
    assertEquals(ProvinceKind.IMPASSABLE, map.province("Imp").orElseThrow().kind());
    assertTrue(lan.supplyCentre());
    assertTrue(two.supplyCentre());
    assertFalse(sea.supplyCentre());
    assertFalse(in2.supplyCentre());
    assertEquals(List.of(Coast.NORTH, Coast.SOUTH), two.coasts());

    assertTrue(map.armyAdjacent(lan.index(), cst.index()));
    assertTrue(map.armyAdjacent(cst.index(), lan.index()), "edges go both ways");
    assertTrue(map.armyAdjacent(two.index(), cst.index()));
    assertFalse(map.armyAdjacent(lan.index(), sea.index()));
    assertFalse(map.armyAdjacent(in2.index(), cst.index()));
    Location twoNc = map.location(two, Coast.NORTH).orElseThrow();
    Location twoSc = map.location(two, Coast.SOUTH).orElseThrow();
    assertTrue(map.fleetAdjacent(map.location(sea).id(), twoNc.id()));
    assertTrue(map.fleetAdjacent(twoSc.id(), map.location(se2).id()));
    assertFalse(map.fleetAdjacent(map.location(sea).id(), twoSc.id()));
    assertTrue(map.fleetAdjacent(map.location(sea).id(), map.location(se2).id()));
    assertFalse(map.fleetAdjacent(map.location(cst).id(), map.location(se2).id()));
    assertFalse(map.fleetReaches(map.location(cst).id(), two.index()), "only 'army Cst Two' was given");

    Power red = map.power("red").orElseThrow();
    Power blue = map.power("BLUE").orElseThrow();
    assertEquals(Set.of(lan), v.homeCentres().get(red));
    assertEquals(Set.of(cst), v.homeCentres().get(blue));
    assertEquals(red, v.start().owners().get(lan));
    assertEquals(blue, v.start().owners().get(cst));
    assertEquals(2, v.start().owners().size(), "only home centres are owned at the start");
    assertEquals(
        List.of(new Unit(red, UnitType.ARMY, map.location(lan)), new Unit(blue, UnitType.FLEET, map.location(cst))),
        v.start().units());
  }

  @Test
  void ruleOptionsAreRead() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, withLine(6, "rules convoy-paradox=1982"));
    assertEquals(ConvoyParadoxRule.RULE_1982, v.rules().convoyParadox());
  }

  @Test
  void fleetStartsOnANamedCoast() throws VariantFormatException {
    List<String> l = fixedBase();
    l.add("unit Red F Two/sc");
    Variant v = VariantReader.read(FILE, text(l));
    Province two = v.map().province("Two").orElseThrow();
    Unit u = v.start().unitIn(two).orElseThrow();
    assertEquals(v.map().location(two, Coast.SOUTH).orElseThrow(), u.location());
  }

  @Test
  void commentsAndCaseDoNotMatter() throws VariantFormatException {
    List<String> l = fixedBase();
    l.set(15, "ARMY lan CST   # a comment");
    Variant v = VariantReader.read(FILE, text(l));
    assertTrue(v.map().armyAdjacent(v.map().province("Lan").orElseThrow().index(),
        v.map().province("Cst").orElseThrow().index()));
  }

  @Test
  void anEdgeWrittenOnceHoldsBothWays() throws VariantFormatException {
    // The format has no one-way edges: each border line is read as two-way, and the same
    // border written again in the other direction is the error the loader can meet.
    GameMap map = VariantReader.read(FILE, text(fixedBase())).map();
    Province lan = map.province("Lan").orElseThrow();
    Province cst = map.province("Cst").orElseThrow();
    assertTrue(map.armyAdjacent(lan.index(), cst.index()));
    assertTrue(map.armyAdjacent(cst.index(), lan.index()));
    assertError(withLine(26, "army Cst Lan"), 26, "given twice");
  }

  @Test
  void playerStatementsMakeTheOtherPowersNeutral() throws VariantFormatException {
    Variant v = VariantReader.read(FILE, withLine(26, "player Solo Red"));
    Power red = v.map().power("Red").orElseThrow();
    Power blue = v.map().power("Blue").orElseThrow();
    assertEquals("Solo", v.players().playerOf(red).orElseThrow());
    assertTrue(v.players().isNeutral(blue));
  }

  @Test
  void aVariantOnABaseKeepsItsMapAndChangesWhatItSays() throws VariantFormatException {
    Variant v = VariantReader.read("two.variant", "base classic\nvariant two\nstart Spring 1914 Movement\nsolo 24\n"
        + "player West England France Russia\nplayer East Germany Turkey Austria\n");
    assertEquals("two", v.name());
    assertEquals(24, v.soloCentres());
    assertEquals(1914, v.start().phase().year());
    assertEquals(22, v.start().units().size());
    assertEquals(75 + 1, v.map().provinces().size());
    assertTrue(v.players().isNeutral(v.map().power("Italy").orElseThrow()));
  }
}
