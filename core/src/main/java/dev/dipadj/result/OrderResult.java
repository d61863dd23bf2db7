package dev.dipadj.result;

import dev.dipadj.order.Order;

/**
 * What became of one order: its outcome, and why, as a typed {@link Reason} (the culprit and
 * the strengths compared). {@link Reason#words()} makes the sentence only when asked.
 */
public record OrderResult(Order order, Outcome outcome, Reason reason) {

  /** A result for an order that did what it said. */
  public static OrderResult succeeded(Order order) {
    return new OrderResult(order, Outcome.SUCCEEDS, Reason.NONE);
  }

  /** A result for an order that could not be given as written. */
  public static OrderResult illegal(Order order, String why) {
    return new OrderResult(order, Outcome.ILLEGAL, new Reason.Illegal(why));
  }

  /** A result for a valid order that did not succeed, for the given reason. */
  public static OrderResult failed(Order order, Reason reason) {
    return new OrderResult(order, Outcome.FAILS, reason);
  }
}
