package dev.dipadj.position;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.GameMapBuilder;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/** A position holds at most one unit per province (rulebook: one unit per province). */
class PositionTest {
  private static final Phase SPRING = new Phase(Season.SPRING, 1901, PhaseType.MOVEMENT);

  private final GameMapBuilder b = new GameMapBuilder();
  private final Power red = b.addPower("Red", List.of());
  private final Power blue = b.addPower("Blue", List.of());
  private final Province lnd = b.addProvince("Lnd", "Landia", ProvinceKind.LAND, true, List.of());
  private final Province two = b.addProvince("Two", "Two Coasts", ProvinceKind.COAST, true, List.of(Coast.NORTH, Coast.SOUTH));
  private final Province sea = b.addProvince("Sea", "Open Sea", ProvinceKind.SEA, false, List.of());
  private final GameMap map = b.build();

  @Test
  void twoUnitsInOneProvinceAreRejected() {
    Unit a = new Unit(red, UnitType.ARMY, map.location(lnd));
    Unit c = new Unit(blue, UnitType.ARMY, map.location(lnd));
    IllegalArgumentException e =
        assertThrows(IllegalArgumentException.class, () -> Position.of(SPRING, List.of(a, c), Map.of()));
    assertTrue(e.getMessage().contains("Lnd"), e.getMessage());
  }

  @Test
  void twoUnitsOnDifferentCoastsOfOneProvinceAreRejected() {
    Unit nc = new Unit(red, UnitType.FLEET, map.location(two, Coast.NORTH).orElseThrow());
    Unit sc = new Unit(blue, UnitType.FLEET, map.location(two, Coast.SOUTH).orElseThrow());
    assertThrows(IllegalArgumentException.class, () -> Position.of(SPRING, List.of(nc, sc), Map.of()));
    Unit army = new Unit(blue, UnitType.ARMY, map.location(two));
    assertThrows(IllegalArgumentException.class, () -> Position.of(SPRING, List.of(nc, army), Map.of()));
  }

  @Test
  void unitsAreFoundByProvinceAndListedInProvinceOrder() {
    Unit f = new Unit(blue, UnitType.FLEET, map.location(sea));
    Unit a = new Unit(red, UnitType.ARMY, map.location(lnd));
    Unit t = new Unit(red, UnitType.FLEET, map.location(two, Coast.SOUTH).orElseThrow());
    Position p = Position.of(SPRING, List.of(f, t, a), Map.of(lnd, red));
    assertEquals(List.of(a, t, f), p.units());
    assertEquals(a, p.unitIn(lnd).orElseThrow());
    assertEquals(t, p.unitIn(two).orElseThrow());
    assertEquals(red, p.owners().get(lnd));
    Position empty = Position.of(SPRING, List.of(), Map.of());
    assertTrue(empty.unitIn(lnd).isEmpty());
  }

  @Test
  void withPhaseKeepsUnitsAndOwners() {
    Unit a = new Unit(red, UnitType.ARMY, map.location(lnd));
    Position p = Position.of(SPRING, List.of(a), Map.of(lnd, red));
    Phase fall = new Phase(Season.FALL, 1901, PhaseType.MOVEMENT);
    Position q = p.withPhase(fall);
    assertEquals(fall, q.phase());
    assertEquals(p.units(), q.units());
    assertEquals(p.owners(), q.owners());
  }

  @Test
  void describe() {
    assertEquals("F Two/sc", new Unit(red, UnitType.FLEET, map.location(two, Coast.SOUTH).orElseThrow()).describe());
    assertEquals("A Lnd", new Unit(red, UnitType.ARMY, map.location(lnd)).describe());
  }
}
