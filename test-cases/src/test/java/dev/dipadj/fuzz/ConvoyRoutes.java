package dev.dipadj.fuzz;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The convoy routes a position offers: chains of fleets that convoy (at sea or in an
 * archipelago, of any power) along which an army on a coast could be carried, each step
 * the way a fleet could move (a one-way border forbids the way back), and the coasts each
 * chain ends at. The movement order
 * generator uses them so that many convoys are real ones, with every fleet of a route ordered
 * to carry the army, rather than convoys that never have a route.
 */
final class ConvoyRoutes {
  private final GameMap map;
  /** Per province index: whether a fleet stands there and may convoy (a sea or an archipelago). */
  private final boolean[] fleetAtSea;

  ConvoyRoutes(GameMap map, Position position) {
    this.map = map;
    this.fleetAtSea = new boolean[map.provinces().size()];
    for (Unit u : position.units()) {
      if (u.type() == UnitType.FLEET && u.location().province().kind().fleetConvoys()) {
        fleetAtSea[u.location().province().index()] = true;
      }
    }
  }

  /** Whether the province holds a fleet that could convoy. */
  boolean fleetAtSea(Province p) {
    return fleetAtSea[p.index()];
  }

  /**
   * For an army on the coast {@code from}: every other coast a chain of fleets at sea could
   * carry it to, each with one shortest chain (the seas in order, first next to {@code from}).
   * Breadth-first, so the chains are short and the map is walked once.
   */
  Map<Province, List<Province>> destinations(Province from) {
    Map<Province, List<Province>> out = new LinkedHashMap<>();
    if (!from.kind().coastal()) {
      return out;
    }
    Map<Province, Province> cameFrom = new HashMap<>();
    Deque<Province> queue = new ArrayDeque<>();
    for (Province sea : map.provinces()) {
      // The first step leaves the army's coast the way a fleet there could move.
      if (fleetAtSea[sea.index()] && map.fleetLeaves(from.index(), sea.index())) {
        cameFrom.put(sea, null);
        queue.add(sea);
      }
    }
    while (!queue.isEmpty()) {
      Province sea = queue.poll();
      for (Province p : map.provinces()) {
        if (!touches(sea, p)) {
          continue;
        }
        if (fleetAtSea[p.index()] && !cameFrom.containsKey(p)) {
          cameFrom.put(p, sea);
          queue.add(p);
        } else if (!fleetAtSea[p.index()] && p.kind().coastal() && !p.equals(from) && !out.containsKey(p)) {
          out.put(p, chain(cameFrom, sea));
        }
      }
    }
    return out;
  }

  /** Whether a fleet on this sea reaches some coast of {@code p}. */
  private boolean touches(Province sea, Province p) {
    return map.fleetReaches(map.location(sea).id(), p.index());
  }

  private static List<Province> chain(Map<Province, Province> cameFrom, Province last) {
    List<Province> seas = new ArrayList<>();
    for (Province s = last; s != null; s = cameFrom.get(s)) {
      seas.add(s);
    }
    Collections.reverse(seas);
    return seas;
  }
}
