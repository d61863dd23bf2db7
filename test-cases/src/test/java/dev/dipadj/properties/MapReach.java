package dev.dipadj.properties;

import static dev.dipadj.properties.MovementScenarios.MAP;

import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * Where units can go on the classic map, for generating orders: army and fleet neighbours,
 * the provinces a unit can reach, the seas next to a province, chains of fleets at sea and
 * the coasts a convoy could carry an army to.
 */
final class MapReach {
  private MapReach() {}

  static List<Province> armyNeighbours(Province p) {
    List<Province> out = new ArrayList<>();
    for (Province q : MAP.provinces()) {
      if (MAP.armyAdjacent(p.index(), q.index())) {
        out.add(q);
      }
    }
    return out;
  }

  static List<Location> fleetNeighbours(Location l) {
    List<Location> out = new ArrayList<>();
    for (Location m : MAP.locations()) {
      if (MAP.fleetAdjacent(l.id(), m.id())) {
        out.add(m);
      }
    }
    return out;
  }

  static List<Province> reachable(Unit u) {
    List<Province> out = new ArrayList<>();
    for (Province q : MAP.provinces()) {
      if (MAP.canReach(u.type(), u.location(), q)) {
        out.add(q);
      }
    }
    return out;
  }

  static List<Province> seasNear(Province p) {
    List<Province> out = new ArrayList<>();
    for (Province s : MAP.provinces()) {
      if (s.kind() == ProvinceKind.SEA && MAP.fleetReaches(MAP.location(s).id(), p.index())) {
        out.add(s);
      }
    }
    return out;
  }

  /** The seas holding fleets that form a chain from a coastal province. */
  static Set<Province> fleetSeas(Position position, Province from) {
    Set<Province> reached = new LinkedHashSet<>();
    List<Province> frontier = new ArrayList<>();
    for (Province s : seasNear(from)) {
      if (position.unitIn(s).isPresent() && reached.add(s)) {
        frontier.add(s);
      }
    }
    while (!frontier.isEmpty()) {
      Province s = frontier.remove(frontier.size() - 1);
      for (Province t : MAP.provinces()) {
        if (t.kind() == ProvinceKind.SEA && MAP.fleetReaches(MAP.location(s).id(), t.index())
            && position.unitIn(t).isPresent() && reached.add(t)) {
          frontier.add(t);
        }
      }
    }
    return reached;
  }

  /** Coastal provinces the fleets at sea could convoy an army to from a coast. */
  static List<Province> routeDestinations(Position position, Province from) {
    if (from.kind() != ProvinceKind.COAST) {
      return List.of();
    }
    Set<Province> out = new LinkedHashSet<>();
    for (Province s : fleetSeas(position, from)) {
      for (Province c : MAP.provinces()) {
        if (c.kind() == ProvinceKind.COAST && !c.equals(from)
            && MAP.fleetReaches(MAP.location(s).id(), c.index())) {
          out.add(c);
        }
      }
    }
    return new ArrayList<>(out);
  }

  /** Coastal provinces an army on a coast could reach by a convoy through one or two seas. */
  static List<Province> convoyDestinations(Province from) {
    if (from.kind() != ProvinceKind.COAST) {
      return List.of();
    }
    Set<Province> seas = new LinkedHashSet<>(seasNear(from));
    for (Province s : List.copyOf(seas)) {
      for (Province t : MAP.provinces()) {
        if (t.kind() == ProvinceKind.SEA && MAP.fleetReaches(MAP.location(s).id(), t.index())) {
          seas.add(t);
        }
      }
    }
    Set<Province> out = new LinkedHashSet<>();
    for (Province s : seas) {
      for (Province c : MAP.provinces()) {
        if (c.kind() == ProvinceKind.COAST && !c.equals(from)
            && MAP.fleetReaches(MAP.location(s).id(), c.index())) {
          out.add(c);
        }
      }
    }
    return new ArrayList<>(out);
  }
}
