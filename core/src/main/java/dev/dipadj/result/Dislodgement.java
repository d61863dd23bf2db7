package dev.dipadj.result;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Unit;
import java.util.Optional;

/**
 * A unit dislodged in a movement phase: the unit that dislodged it, where that attacker came
 * from and whether it was convoyed, the places the unit may retreat to, and, for a unit that
 * gets no retreat phase (a neutral one, or one with nowhere to go), why it is removed at once.
  *
  * @param unit the dislodged unit
  * @param dislodgedBy the unit that dislodged it
  * @param attackerOrigin where the attacker came from
  * @param byConvoy whether the attacker was convoyed
  * @param retreats the places it may retreat to
  * @param removedAtOnce why it is removed without a retreat phase, or empty
 */
public record Dislodgement(
    Unit unit,
    Unit dislodgedBy,
    Province attackerOrigin,
    boolean byConvoy,
    ImmutableList<Location> retreats,
    Optional<RemovalCause> removedAtOnce) {

  /**
   * Whether the unit waits for the retreat phase.
   *
   * @return whether it may retreat
   */
  public boolean mayRetreat() {
    return removedAtOnce.isEmpty();
  }

  /**
   * The unit as it waits in the retreat phase.
   *
   * @return the unit and the places it may retreat to
   */
  public DislodgedUnit waiting() {
    return new DislodgedUnit(unit, retreats);
  }
}
