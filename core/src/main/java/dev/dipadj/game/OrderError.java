package dev.dipadj.game;

/**
 * One text of a batch that gave no order: it could not be read, or it is an order of another
 * phase ({@code F Rum - Sev} in Winter). The other texts of the batch are read all the same.
 *
 * @param index the text's index in the batch, from 0
 * @param text the text as given
 * @param reason what is wrong: {@code unknown province}, {@code F Rum - Sev is a move, and
 *     Winter 1901 Adjustment takes only builds, disbands and waives}
 * @param token the word where reading failed; the empty string at the end of the text, or
 *     where the whole text is wrong
 */
public record OrderError(int index, String text, String reason, String token) {
  /**
   * The index, the text, the reason and the token, as {@code OrderSyntaxException} says them
   * for a batch: {@code texts[1] "A Mar - Nowhere": unknown province at 'Nowhere'}.
   *
   * @return the message
   */
  public String message() {
    return "texts[" + index + "] \"" + text + "\": " + reason + (token.isEmpty() ? "" : " at '" + token + "'");
  }

  @Override
  public String toString() {
    return message();
  }
}
