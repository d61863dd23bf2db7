package dev.dipadj.cases;

import dev.dipadj.map.Names;

/**
 * A case file that cannot be read: the message names the file, the line and the
 * offending token, in the one-line form users see.
 */
public final class CaseError extends Exception {
  private static final long serialVersionUID = 1L;
  /** The line at fault, or 0 for the whole file. */
  private final int line;

  /**
   * The message {@code FILE:LINE: reason (at 'token')} ({@code FILE: reason} for line 0, the whole file), with line ends and control characters shown as {@code U+XXXX}.
   *
   * @param file the file's name
   * @param line the line from 1, or 0 for the whole file
   * @param token the token at fault, or the empty string
   * @param reason what is wrong
   */
  public CaseError(String file, int line, String token, String reason) {
    super(Names.printable(
        file + (line > 0 ? ":" + line : "") + ": " + reason + (token == null || token.isEmpty() ? "" : " (at '" + token + "')")));
    this.line = line;
  }

  /**
   * The line at fault.
   *
   * @return the line from 1, or 0 when the whole file is refused (it cannot be read, or is
   *     larger than the most read)
   */
  public int line() {
    return line;
  }
}
