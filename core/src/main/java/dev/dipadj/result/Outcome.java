package dev.dipadj.result;

import java.util.Locale;

/** What became of an order. */
public enum Outcome {
  /** The order did what it said: the unit moved, the support was given, the convoy carried. */
  SUCCEEDS,
  /** The order was valid but did not succeed: bounced, cut, disrupted, not matched, dislodged. */
  FAILS,
  /** The order cannot be given as written; it was ignored (a unit so ordered holds). */
  ILLEGAL;

  private final String word = name().toLowerCase(Locale.ROOT);

  /**
   * {@code succeeds}, {@code fails} or {@code illegal}, as case files write it.
   *
   * @return the word
   */
  public String word() {
    return word;
  }
}
