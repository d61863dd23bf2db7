package dev.dipadj.fuzz;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Players;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** Counting a power's centres and units, and a player's centres, from a position alone. */
final class Counts {
  private Counts() {}

  /** The centres the power owns that count for it: a centre the map leaves out for it does not. */
  static int centres(GameMap map, Position position, Power power) {
    int n = 0;
    for (Map.Entry<Province, Power> e : position.owners().entrySet()) {
      if (e.getValue().equals(power) && map.countsFor(e.getKey(), power)) {
        n++;
      }
    }
    return n;
  }

  static int units(Position position, Power power) {
    return unitsOf(position, power).size();
  }

  static List<Unit> unitsOf(Position position, Power power) {
    List<Unit> out = new ArrayList<>();
    for (Unit u : position.units()) {
      if (u.power().equals(power)) {
        out.add(u);
      }
    }
    return out;
  }

  /** Each player's centres: every centre of every power the player commands. */
  static Map<String, Integer> playerCentres(GameMap map, Position position, Players players) {
    Map<String, Integer> out = new HashMap<>();
    for (String player : players.commands().keySet()) {
      int n = 0;
      for (Power p : players.commands().get(player)) {
        n += centres(map, position, p);
      }
      out.put(player, n);
    }
    return out;
  }
}
