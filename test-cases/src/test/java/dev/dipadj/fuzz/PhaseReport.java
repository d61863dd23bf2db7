package dev.dipadj.fuzz;

import dev.dipadj.game.Game;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.order.Order;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import dev.dipadj.text.OrderWriter;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

/**
 * A phase as text, close to the case format, so that a failure can be replayed by hand or
 * turned into a case: variant and rules, phase, units, centre owners, dislodged units with
 * their retreats, and every order as its power wrote it.
 */
final class PhaseReport {
  private PhaseReport() {}

  static String describe(Game game, List<Order> orders) {
    StringBuilder b = new StringBuilder();
    b.append("variant ").append(game.variant().name()).append('\n');
    b.append("rules ").append(game.rules()).append('\n');
    b.append("players ").append(game.players().commands()).append('\n');
    b.append("phase ").append(game.phase()).append('\n');
    b.append("units\n");
    for (Unit u : game.position().units()) {
      b.append("  ").append(u).append('\n');
    }
    Map<String, StringBuilder> owned = new TreeMap<>();
    for (Map.Entry<Province, Power> e : game.position().owners().entrySet()) {
      owned.computeIfAbsent(e.getValue().name(), k -> new StringBuilder()).append(' ').append(e.getKey());
    }
    b.append("owners\n");
    owned.forEach((power, centres) -> b.append("  ").append(power).append(':').append(centres).append('\n'));
    if (!game.dislodged().isEmpty()) {
      b.append("dislodged\n");
      for (DislodgedUnit d : game.dislodged()) {
        b.append("  ").append(d.unit()).append(", retreats ").append(d.retreats()).append('\n');
      }
    }
    b.append("orders\n");
    for (Order o : orders) {
      b.append("  ").append(o.power()).append(": ").append(OrderWriter.write(o)).append('\n');
    }
    return b.toString();
  }
}
