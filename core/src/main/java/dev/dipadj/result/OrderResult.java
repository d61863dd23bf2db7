package dev.dipadj.result;

import dev.dipadj.order.Order;

/**
 * What became of one order: its outcome, and why, as a typed {@link Reason} (the culprit and
 * the strengths compared). {@link Reason#words()} makes the sentence only when asked.
  *
  * @param order the order
  * @param outcome succeeds, fails or illegal
  * @param reason why
 */
public record OrderResult(Order order, Outcome outcome, Reason reason) {

  /**
   * A result for an order that did what it said.
   *
   * @param order the order
   * @return the result
   */
  public static OrderResult succeeded(Order order) {
    return new OrderResult(order, Outcome.SUCCEEDS, Reason.NONE);
  }

  /**
   * A result for an order that could not be given as written.
   *
   * @param order the order
   * @param why why it is illegal: the kind of fault and the words
   * @return the result
   */
  public static OrderResult illegal(Order order, Reason.Illegal why) {
    return new OrderResult(order, Outcome.ILLEGAL, why);
  }

  /**
   * A result for a valid order that did not succeed, for the given reason.
   *
   * @param order the order
   * @param reason why it failed
   * @return the result
   */
  public static OrderResult failed(Order order, Reason reason) {
    return new OrderResult(order, Outcome.FAILS, reason);
  }

  /**
   * The order's text, its outcome, the reason's word (for an illegal order, its {@link
   * IllegalReason}'s) and its words, as {@code dipadj
   * adjudicate} gives them: {@code A Par - Bur: succeeds}, {@code A Mun - Bur: fails bounced
   * (A Mun (1) against A Par (2))}, {@code F Rum - Sev: illegal no-unit (no unit in Rum)}.
   *
   * @return the result in words
   */
  @Override
  public String toString() {
    StringBuilder b = new StringBuilder().append(order).append(": ").append(outcome.word());
    String word = reason instanceof Reason.Illegal i ? i.reason().word() : reason.kind().word();
    if (!word.isEmpty()) {
      b.append(' ').append(word);
    }
    String words = reason.words().strip();
    if (!words.isEmpty()) {
      b.append(" (").append(words).append(')');
    }
    return b.toString();
  }
}
