package dev.dipadj.variants;

import dev.dipadj.map.Names;

/** A variant file that cannot be loaded, with the file, line and reason in its message. */
public final class VariantFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /** The message {@code FILE:LINE: reason}, with line ends and control characters shown as {@code U+XXXX}. */
  public VariantFormatException(String file, int line, String reason) {
    super(Names.printable(file + ":" + line + ": " + reason));
  }

  public VariantFormatException(String message) {
    super(Names.printable(message));
  }
}
