package dev.dipadj.position;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Location;
import java.util.List;
import java.util.Objects;

/**
 * A dislodged unit waiting in a retreat phase, with the places it may retreat to. An empty
 * list means it can only be disbanded. This is all a retreat phase needs to know about a
 * dislodgement, so a game can be saved or set up in a retreat phase without the movement
 * that caused it. A value knows no map: {@code Game.from} and {@code Game.restore} check it
 * against the board (a unit of another power where it stood, each place one the retreat
 * rules give, once) and refuse what the rules could never produce.
 *
 * @param unit the dislodged unit, where it stood
 * @param retreats the places it may retreat to, in map order
 */
public record DislodgedUnit(Unit unit, ImmutableList<Location> retreats) {
  /**
   * Checks the parts.
   *
   * @param unit the dislodged unit
   * @param retreats the places it may retreat to
   */
  public DislodgedUnit {
    Objects.requireNonNull(unit, "unit");
    Objects.requireNonNull(retreats, "retreats");
  }

  /**
   * A dislodged unit from any list of places.
   *
   * @param unit the dislodged unit
   * @param retreats the places it may retreat to
   * @return the dislodged unit
   */
  public static DislodgedUnit of(Unit unit, List<Location> retreats) {
    return new DislodgedUnit(unit, ImmutableList.copyOf(retreats));
  }
}
