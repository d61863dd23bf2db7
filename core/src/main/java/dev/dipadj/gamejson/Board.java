package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableMap;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.position.Unit;
import java.util.Objects;

/**
 * What a replay compares between the position dipadj reaches and the one the file records
 * next: the units on the board, the dislodged units with their retreat options, and who owns
 * each supply centre. The phase's name is not part of it (see {@link Replay}).
 *
 * @param units the units on the board, dislodged ones excluded; in province order as
 *     {@link Boards} reads and makes them, so that a position is made from them without sorting
 * @param dislodged the dislodged units waiting to retreat, each with the places it may go
 * @param owners the owner of each owned supply centre
 */
public record Board(
    ImmutableSet<Unit> units,
    ImmutableMap<Unit, ImmutableSet<Location>> dislodged,
    ImmutableMap<Province, Power> owners) {
  /**
   * Checks the parts.
   *
   * @param units the units on the board
   * @param dislodged the dislodged units and their retreats
   * @param owners the centres' owners
   */
  public Board {
    Objects.requireNonNull(units, "units");
    Objects.requireNonNull(dislodged, "dislodged");
    Objects.requireNonNull(owners, "owners");
  }
}
