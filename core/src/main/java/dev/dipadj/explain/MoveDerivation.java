package dev.dipadj.explain;

import com.google.common.collect.ImmutableList;
import dev.dipadj.order.Order;
import dev.dipadj.position.Unit;
import dev.dipadj.result.OrderResult;
import java.util.Objects;

/**
 * A move (DATC 5.B.1): its path, its attack strength, and what it met: the prevent strength of
 * every other move into its destination, and either its head-to-head opponent's defend
 * strength or the destination's hold strength.
 *
 * @param order the move
 * @param result its result
 * @param path its path
 * @param attack its attack strength
 * @param prevents the prevent strengths of the other moves into its destination
 * @param defend the head-to-head opponent's defend strength, or null when not head to head
 * @param hold the destination's hold strength, or null when head to head
 * @param dislodgedBy the unit that dislodged the mover, or null
 */
public record MoveDerivation(Order order, OrderResult result, Path path, Strength attack,
    ImmutableList<Strength> prevents, Strength defend, Strength hold, Unit dislodgedBy) implements OrderDerivation {
  /**
   * Checks the parts.
   *
   * @param order the move
   * @param result its result
   * @param path its path
   * @param attack its attack strength
   * @param prevents the rivals' prevent strengths
   * @param defend the opponent's defend strength, or null
   * @param hold the destination's hold strength, or null
   * @param dislodgedBy who dislodged the mover, or null
   */
  public MoveDerivation {
    Objects.requireNonNull(order, "order");
    Objects.requireNonNull(result, "result");
    Objects.requireNonNull(path, "path");
    Objects.requireNonNull(attack, "attack");
    Objects.requireNonNull(prevents, "prevents");
  }

  /**
   * Whether the move met its destination's unit moving the other way (DATC 5.B.7).
   *
   * @return whether it was head to head
   */
  public boolean headToHead() {
    return defend != null;
  }
}
