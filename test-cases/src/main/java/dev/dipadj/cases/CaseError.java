package dev.dipadj.cases;

/**
 * A case file that cannot be read: the message names the file, the line and the
 * offending token, in the one-line form users see.
 */
public final class CaseError extends Exception {
  private static final long serialVersionUID = 1L;

  public CaseError(String file, int line, String token, String reason) {
    super(file + ":" + line + ": " + reason + (token == null || token.isEmpty() ? "" : " (at '" + token + "')"));
  }
}
