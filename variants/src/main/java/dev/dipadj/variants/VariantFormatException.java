package dev.dipadj.variants;

/** A variant file that cannot be loaded, with the file, line and reason in its message. */
public final class VariantFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  public VariantFormatException(String file, int line, String reason) {
    super(file + ":" + line + ": " + reason);
  }

  public VariantFormatException(String message) {
    super(message);
  }
}
