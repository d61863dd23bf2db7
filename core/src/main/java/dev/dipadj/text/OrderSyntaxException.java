package dev.dipadj.text;

/**
 * Order or location text that cannot be read at all (an unknown province, a missing
 * destination). Carries the offending token so callers can report file, line and token.
 */
public final class OrderSyntaxException extends Exception {
  private static final long serialVersionUID = 1L;
  private final String token;

  public OrderSyntaxException(String message, String token) {
    super(message);
    this.token = token;
  }

  /** The token where reading failed, or the empty string at the end of the text. */
  public String token() {
    return token;
  }
}
