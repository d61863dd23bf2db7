package dev.dipadj.variants;

import dev.dipadj.map.Names;

/** A variant file that cannot be loaded, with the file, line and reason in its message. */
public final class VariantFormatException extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * The message {@code FILE:LINE: reason}, with line ends and control characters shown as {@code U+XXXX}.
   *
   * @param file the file's name
   * @param line the line from 1
   * @param reason what is wrong
   */
  public VariantFormatException(String file, int line, String reason) {
    super(Names.printable(file + ":" + line + ": " + reason));
  }

  /**
   * A variant that cannot be loaded, for a reason that is not on one line.
   *
   * @param message the message, naming the file
   */
  public VariantFormatException(String message) {
    super(Names.printable(message));
  }
}
