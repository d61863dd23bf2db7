package dev.dipadj.order;

import dev.dipadj.map.Power;

/**
 * In an adjustment phase, the power declines one build.
 *
 * @param power the power
 */
public record Waive(Power power) implements Order {
  @Override
  public <R, A> R accept(Order.Visitor<R, A> visitor, A argument) {
    return visitor.waive(this, argument);
  }

  /**
   * The order's text, as the order parser reads it back and {@code dipadj possible} prints it
   * ({@code Waive}); the power is not part of it.
   *
   * @return the text
   */
  @Override
  public String toString() {
    return "Waive";
  }
}
