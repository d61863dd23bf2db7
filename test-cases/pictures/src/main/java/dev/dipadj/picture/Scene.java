package dev.dipadj.picture;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Position;
import dev.dipadj.result.OrderResult;
import java.util.Objects;

/**
 * What one picture shows: a map, the units and centre owners of a position,
 * the orders of a phase with what became of them, and the dislodged units waiting to retreat.
 *
 * @param title the line written under the board
 * @param map the map (drawn on its board, or on one laid out from its borders if it has none)
 * @param position the units and the owners of the centres
 * @param results the orders drawn, each with its outcome
 * @param dislodged the dislodged units, drawn beside their province
 */
public record Scene(
    String title,
    GameMap map,
    Position position,
    ImmutableList<OrderResult> results,
    ImmutableList<DislodgedUnit> dislodged) {
  /**
   * Checks that nothing is null.
   *
   * @param title the line written under the board
   * @param map the map (drawn on its board, or on one laid out from its borders if it has none)
   * @param position the units and the owners of the centres
   * @param results the orders drawn, each with its outcome
   * @param dislodged the dislodged units, drawn beside their province
   * @throws NullPointerException if an argument is null
   */
  public Scene {
    Objects.requireNonNull(title, "title");
    Objects.requireNonNull(map, "map");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(results, "results");
    Objects.requireNonNull(dislodged, "dislodged");
  }
}
