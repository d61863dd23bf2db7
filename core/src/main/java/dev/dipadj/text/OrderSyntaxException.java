package dev.dipadj.text;

import java.util.Optional;
import java.util.OptionalInt;

/**
 * Order or location text that cannot be read at all (an unknown province, a missing
 * destination). Carries the offending token so callers can report file, line and token;
 * when the text was one of a batch ({@code Game.ordersOrThrow(power, texts...)}) it also names
 * which text failed: its index in the batch and the text itself.
 *
 * <p>It is checked: the text comes from a player or a file, and the caller can tell them
 * what to correct.
 */
public final class OrderSyntaxException extends Exception {
  private static final long serialVersionUID = 1L;
  /** What is wrong. */
  private final String reason;
  /** Where reading failed. */
  private final String token;
  /** The whole text of a batch that failed, or null. */
  private final String text;
  /** Its index in the batch, or -1. */
  private final int index;

  /**
   * Text that cannot be read.
   *
   * @param reason what is wrong, such as {@code unknown coast}
   * @param token the token where reading failed, or the empty string at the end of the text
   */
  public OrderSyntaxException(String reason, String token) {
    this(reason, token, null, -1);
  }

  private OrderSyntaxException(String reason, String token, String text, int index) {
    super(text == null ? reason : "texts[" + index + "] \"" + text + "\": " + reason
        + (token.isEmpty() ? "" : " at '" + token + "'"));
    this.reason = reason;
    this.token = token;
    this.text = text;
    this.index = index;
  }

  /**
   * The same failure, said of one text of a batch.
   *
   * @param index the text's index in the batch, from 0
   * @param text the whole text that failed
   * @return an exception whose message names the index, the text, the reason and the token
   */
  public OrderSyntaxException inBatch(int index, String text) {
    OrderSyntaxException e = new OrderSyntaxException(reason, token, text, index);
    e.setStackTrace(getStackTrace());
    return e;
  }

  /**
   * What is wrong, without the text or index.
   *
   * @return the reason, such as {@code unknown coast}
   */
  public String reason() {
    return reason;
  }

  /**
   * The token where reading failed.
   *
   * @return the token, or the empty string at the end of the text
   */
  public String token() {
    return token;
  }

  /**
   * The whole text that failed, when it was one of a batch.
   *
   * @return the text, or empty when the exception was not raised for a batch
   */
  public Optional<String> text() {
    return Optional.ofNullable(text);
  }

  /**
   * Which text of a batch failed.
   *
   * @return its index from 0, or empty when the exception was not raised for a batch
   */
  public OptionalInt index() {
    return index < 0 ? OptionalInt.empty() : OptionalInt.of(index);
  }
}
