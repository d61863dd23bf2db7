package dev.dipadj.fuzz;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.List;

/**
 * Where units can go on a map, read from the public map API only, so that the generators
 * and the invariants do not lean on the resolver's own code.
 */
final class Reach {
  private Reach() {}

  /** The places a unit can move to by itself: an army's neighbouring provinces, a fleet's neighbouring coasts and seas. */
  static List<Location> targets(GameMap map, Unit u) {
    if (u.type() == UnitType.FLEET) {
      return map.fleetNeighbours(u.location());
    }
    List<Location> out = new ArrayList<>();
    for (Province p : map.armyNeighbours(u.location().province())) {
      out.add(map.location(p));
    }
    return out;
  }

  /** Whether a unit could move to this exact place by itself (a fleet: to this coast). */
  static boolean canMoveTo(GameMap map, Unit u, Location to) {
    if (u.type() == UnitType.FLEET) {
      return map.fleetNeighbours(u.location()).contains(to);
    }
    return to.isWholeProvince() && map.armyNeighbours(u.location().province()).contains(to.province());
  }

  /** The provinces of one kind. */
  static List<Province> ofKind(GameMap map, ProvinceKind kind) {
    List<Province> out = new ArrayList<>();
    for (Province p : map.provinces()) {
      if (p.kind() == kind) {
        out.add(p);
      }
    }
    return out;
  }

  /** The coastal provinces: coasts and archipelagos, where a convoy starts and ends. */
  static List<Province> coasts(GameMap map) {
    List<Province> out = new ArrayList<>();
    for (Province p : map.provinces()) {
      if (p.kind().coastal()) {
        out.add(p);
      }
    }
    return out;
  }

  /** The supply centres. */
  static List<Province> centres(GameMap map) {
    List<Province> out = new ArrayList<>();
    for (Province p : map.provinces()) {
      if (p.supplyCentre()) {
        out.add(p);
      }
    }
    return out;
  }

  /** The places a unit of this type could stand in the province (an army: the province; a fleet: each coast). */
  static List<Location> standing(GameMap map, UnitType type, Province p) {
    if (type == UnitType.ARMY) {
      return p.kind().allowsArmy() ? List.of(map.location(p)) : List.of();
    }
    return map.fleetLocations(p);
  }
}
