package dev.dipadj.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/**
 * A tiny hand-built map:
 *
 * <pre>
 *   Lnd (land) --army-- Cst (coast) --army-- Two (coast; nc, sc) --army-- Lnd
 *   Cst --fleet-- Sea --fleet-- Two/nc
 *   Sea --fleet-- Se2 --fleet-- Two/sc
 *   Imp (impassable) touches nothing
 * </pre>
 */
class GameMapBuilderTest {
  private GameMapBuilder b;
  private Power red;
  private Power blue;
  private Province lnd;
  private Province cst;
  private Province two;
  private Province sea;
  private Province se2;
  private Province imp;
  private GameMap map;

  @BeforeEach
  void build() {
    b = new GameMapBuilder();
    red = b.addPower("Red", List.of());
    blue = b.addPower("Blue", List.of());
    lnd = b.addProvince("Lnd", "Landia", ProvinceKind.LAND, true, List.of());
    cst = b.addProvince("Cst", "Coastia", ProvinceKind.COAST, false, List.of());
    two = b.addProvince("Two", "Two Coasts", ProvinceKind.COAST, true, List.of(Coast.NORTH, Coast.SOUTH));
    sea = b.addProvince("Sea", "Open Sea", ProvinceKind.SEA, false, List.of());
    se2 = b.addProvince("Se2", "Other Sea", ProvinceKind.SEA, false, List.of());
    imp = b.addProvince("Imp", "Mountains", ProvinceKind.IMPASSABLE, false, List.of());
    b.addArmyEdge(lnd, cst);
    b.addArmyEdge(cst, two);
    b.addArmyEdge(two, lnd);
    assertTrue(b.addFleetEdge(cst, Coast.NONE, sea, Coast.NONE));
    assertTrue(b.addFleetEdge(sea, Coast.NONE, two, Coast.NORTH));
    assertTrue(b.addFleetEdge(two, Coast.SOUTH, se2, Coast.NONE));
    assertTrue(b.addFleetEdge(sea, Coast.NONE, se2, Coast.NONE));
    assertEquals(Optional.empty(), b.addAlias(sea, "os"));
    map = b.build();
  }

  private Location whole(Province p) {
    return map.location(p);
  }

  private Location coast(Province p, Coast c) {
    return map.location(p, c).orElseThrow();
  }

  @Test
  void powersAndProvincesAreIndexedInOrderOfAddition() {
    assertEquals(List.of(red, blue), map.powers());
    assertEquals(0, red.index());
    assertEquals(1, blue.index());
    assertEquals(List.of(lnd, cst, two, sea, se2, imp), map.provinces());
    for (int i = 0; i < map.provinces().size(); i++) {
      assertEquals(i, map.province(i).index());
    }
    assertEquals(Optional.of(blue), map.power("BLUE"));
    assertTrue(map.power("Green").isEmpty());
  }

  @Test
  void namesAbbreviationsAndAliasesInAnyCase() {
    assertEquals(Optional.of(two), map.province("two"));
    assertEquals(Optional.of(two), map.province("TWO COASTS"));
    assertEquals(Optional.of(two), map.province("two-coasts"));
    assertEquals(Optional.of(sea), map.province("open sea"));
    assertEquals(Optional.of(sea), map.province("OS"));
    assertTrue(map.province("nowhere").isEmpty());
  }

  @Test
  void aliasClashReportsTheProvinceHoldingTheName() {
    GameMapBuilder g = new GameMapBuilder();
    Province a = g.addProvince("Aaa", "Alpha", ProvinceKind.LAND, false, List.of());
    Province z = g.addProvince("Zzz", "Zeta", ProvinceKind.LAND, false, List.of());
    assertEquals(Optional.of(a), g.addAlias(z, "alpha"));
    assertEquals(Optional.of(a), g.addAlias(z, "AAA"));
    assertEquals(Optional.empty(), g.addAlias(a, "Alpha"), "re-adding a province's own name is no clash");
    assertEquals(Optional.empty(), g.addAlias(z, "last"));
    assertEquals(Optional.of(z), g.province("LAST"));
  }

  @Test
  void locationsOneWholeProvinceEachPlusOnePerCoast() {
    assertEquals(6 + 2, map.locations().size());
    for (Location l : map.locations()) {
      assertSame(l, map.location(l.id()));
    }
    for (Province p : map.provinces()) {
      assertEquals(p, whole(p).province());
      assertTrue(whole(p).isWholeProvince());
      assertEquals(whole(p), map.location(p, Coast.NONE).orElseThrow());
    }
    Location nc = coast(two, Coast.NORTH);
    assertEquals(Coast.NORTH, nc.coast());
    assertEquals(two, nc.province());
    assertFalse(nc.isWholeProvince());
    assertEquals("Two/nc", nc.toString());
    assertTrue(map.location(two, Coast.EAST).isEmpty(), "Two has no east coast");
    assertTrue(map.location(cst, Coast.NORTH).isEmpty(), "Cst has a single coastline");
  }

  @Test
  void fleetLocations() {
    assertEquals(List.of(coast(two, Coast.NORTH), coast(two, Coast.SOUTH)), map.fleetLocations(two));
    assertEquals(List.of(whole(cst)), map.fleetLocations(cst));
    assertEquals(List.of(whole(sea)), map.fleetLocations(sea));
    assertTrue(map.fleetLocations(lnd).isEmpty());
    assertTrue(map.fleetLocations(imp).isEmpty());
  }

  @Test
  void armyAdjacencyIsSymmetricAndOnlyWhereGiven() {
    for (Province a : map.provinces()) {
      for (Province c : map.provinces()) {
        assertEquals(map.armyAdjacent(a.index(), c.index()), map.armyAdjacent(c.index(), a.index()), a + "/" + c);
      }
    }
    assertTrue(map.armyAdjacent(lnd.index(), cst.index()));
    assertTrue(map.armyAdjacent(cst.index(), lnd.index()));
    assertTrue(map.armyAdjacent(lnd.index(), two.index()));
    assertTrue(map.armyAdjacent(two.index(), cst.index()));
    assertFalse(map.armyAdjacent(lnd.index(), lnd.index()));
    assertFalse(map.armyAdjacent(cst.index(), sea.index()), "a fleet edge is no army edge");
    assertFalse(map.armyAdjacent(lnd.index(), imp.index()));
  }

  @Test
  void fleetAdjacencyIsSymmetricAndCoastByCoast() {
    for (Location a : map.locations()) {
      for (Location c : map.locations()) {
        assertEquals(map.fleetAdjacent(a.id(), c.id()), map.fleetAdjacent(c.id(), a.id()), a + "/" + c);
      }
    }
    assertTrue(map.fleetAdjacent(whole(cst).id(), whole(sea).id()));
    assertTrue(map.fleetAdjacent(whole(sea).id(), coast(two, Coast.NORTH).id()));
    assertFalse(map.fleetAdjacent(whole(sea).id(), coast(two, Coast.SOUTH).id()));
    assertFalse(map.fleetAdjacent(whole(sea).id(), whole(two).id()), "not the bare two-coast province");
    assertTrue(map.fleetAdjacent(coast(two, Coast.SOUTH).id(), whole(se2).id()));
    assertFalse(map.fleetAdjacent(whole(cst).id(), whole(two).id()), "an army edge is no fleet edge");
    assertFalse(map.fleetAdjacent(whole(cst).id(), whole(lnd).id()));
  }

  @Test
  void fleetReaches() {
    assertTrue(map.fleetReaches(whole(sea).id(), two.index()), "Sea reaches Two on its north coast");
    assertTrue(map.fleetReaches(whole(se2).id(), two.index()));
    assertTrue(map.fleetReaches(coast(two, Coast.NORTH).id(), sea.index()));
    assertFalse(map.fleetReaches(coast(two, Coast.NORTH).id(), se2.index()), "only the south coast touches Se2");
    assertTrue(map.fleetReaches(coast(two, Coast.SOUTH).id(), se2.index()));
    assertFalse(map.fleetReaches(whole(cst).id(), two.index()));
    assertFalse(map.fleetReaches(whole(sea).id(), lnd.index()));
    assertFalse(map.fleetReaches(whole(sea).id(), sea.index()));
  }

  @Test
  void canReach() {
    assertTrue(map.canReach(UnitType.ARMY, whole(lnd), cst));
    assertFalse(map.canReach(UnitType.ARMY, whole(cst), sea));
    assertTrue(map.canReach(UnitType.FLEET, whole(cst), sea));
    assertFalse(map.canReach(UnitType.FLEET, whole(cst), two));
    assertTrue(map.canReach(UnitType.FLEET, coast(two, Coast.SOUTH), se2));
    assertFalse(map.canReach(UnitType.FLEET, coast(two, Coast.NORTH), se2));
  }

  @Test
  void borders() {
    assertTrue(map.borders(lnd.index(), cst.index()));
    assertTrue(map.borders(cst.index(), sea.index()));
    assertTrue(map.borders(sea.index(), two.index()));
    assertTrue(map.borders(two.index(), se2.index()), "through the south coast");
    assertFalse(map.borders(lnd.index(), sea.index()));
    assertFalse(map.borders(cst.index(), se2.index()));
    for (Province p : map.provinces()) {
      assertFalse(map.borders(imp.index(), p.index()));
      assertFalse(map.borders(p.index(), imp.index()));
    }
  }

  @Test
  void canStand() {
    assertTrue(map.canStand(UnitType.ARMY, whole(lnd)));
    assertTrue(map.canStand(UnitType.ARMY, whole(cst)));
    assertTrue(map.canStand(UnitType.ARMY, whole(two)));
    assertFalse(map.canStand(UnitType.ARMY, whole(sea)));
    assertFalse(map.canStand(UnitType.ARMY, whole(imp)));
    assertFalse(map.canStand(UnitType.FLEET, whole(lnd)));
    assertTrue(map.canStand(UnitType.FLEET, whole(cst)));
    assertTrue(map.canStand(UnitType.FLEET, whole(sea)));
    assertFalse(map.canStand(UnitType.FLEET, whole(two)), "a fleet on a two-coast province needs a coast");
    assertTrue(map.canStand(UnitType.FLEET, coast(two, Coast.NORTH)));
    assertTrue(map.canStand(UnitType.FLEET, coast(two, Coast.SOUTH)));
    assertFalse(map.canStand(UnitType.FLEET, whole(imp)));
  }

  @Test
  void fleetEdgesMustNameACoastExactlyWhereThereAreSeveral() {
    GameMapBuilder g = new GameMapBuilder();
    Province c = g.addProvince("Cst", "Coastia", ProvinceKind.COAST, false, List.of());
    Province t = g.addProvince("Two", "Two Coasts", ProvinceKind.COAST, false, List.of(Coast.NORTH, Coast.SOUTH));
    Province s = g.addProvince("Sea", "Open Sea", ProvinceKind.SEA, false, List.of());
    assertFalse(g.addFleetEdge(s, Coast.NONE, t, Coast.NONE), "two-coast province without coast");
    assertFalse(g.addFleetEdge(t, Coast.EAST, s, Coast.NONE), "a coast the province lacks");
    assertFalse(g.addFleetEdge(c, Coast.NORTH, s, Coast.NONE), "a coast on a single-coast province");
    assertTrue(g.addFleetEdge(t, Coast.SOUTH, s, Coast.NONE));
    GameMap m = g.build();
    Location ts = m.location(t, Coast.SOUTH).orElseThrow();
    Location tn = m.location(t, Coast.NORTH).orElseThrow();
    assertTrue(m.fleetAdjacent(ts.id(), m.location(s).id()));
    assertFalse(m.fleetAdjacent(tn.id(), m.location(s).id()), "rejected edges were not added");
    assertFalse(m.fleetAdjacent(m.location(c).id(), m.location(s).id()), "rejected edges were not added");
  }

  @Test
  void provinceFacts() {
    assertTrue(lnd.supplyCentre());
    assertFalse(cst.supplyCentre());
    assertTrue(two.hasSeveralCoasts());
    assertFalse(cst.hasSeveralCoasts());
    assertEquals("Two", two.toString());
    assertTrue(ProvinceKind.LAND.allowsArmy() && !ProvinceKind.LAND.allowsFleet());
    assertTrue(ProvinceKind.COAST.allowsArmy() && ProvinceKind.COAST.allowsFleet());
    assertTrue(!ProvinceKind.SEA.allowsArmy() && ProvinceKind.SEA.allowsFleet());
    assertTrue(!ProvinceKind.IMPASSABLE.allowsArmy() && !ProvinceKind.IMPASSABLE.allowsFleet());
  }
}
