package dev.dipadj.fuzz;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Railroad;
import dev.dipadj.order.Move;
import java.util.ArrayList;
import java.util.List;

/**
 * The invariant of the railroad rule (DATC v2.4 section 7): a train that fails stands on its
 * way, from where it stood to the place before its destination, never beyond, and never where
 * another unit stands. Here: the units left over after every other unit is found where it
 * should be are exactly the stopped trains, each on its own way short of its destination.
 */
final class RailroadStops {
  private RailroadStops() {}

  /** Whether {@code leftover} (unit keys) is one unit per stopped train, each on its way short of its destination. */
  static boolean placed(GameMap map, List<Move> stopped, List<String> leftover) {
    if (leftover.size() != stopped.size()) {
      return false;
    }
    List<String> left = new ArrayList<>(leftover);
    for (Move m : stopped) {
      Railroad r = map.railroad(m.railroad()).orElse(null);
      if (r == null) {
        return false;
      }
      int from = r.indexOf(m.unit().province());
      int to = r.indexOf(m.destination().province());
      int step = to > from ? 1 : -1;
      boolean found = false;
      for (int i = from; i != to && !found; i += step) {
        found = left.remove(Units.key(m.power(), dev.dipadj.map.UnitType.ARMY, r.line().get(i)));
      }
      if (!found) {
        return false;
      }
    }
    return left.isEmpty();
  }
}
