package dev.dipadj.gamejson;

/**
 * A game file that cannot be read or a game that cannot be replayed as recorded: the
 * message names the file, the game, the phase and the order or field at fault.
 */
public final class GameJsonException extends Exception {
  private static final long serialVersionUID = 1L;
  /** Whether the input was refused past a limit, not for what it says. */
  private final boolean overLimit;

  /**
   * An error with its message.
   *
   * @param message what is wrong and where
   */
  public GameJsonException(String message) {
    this(message, false);
  }

  /**
   * An error with its message, telling whether it is a limit of the input passed.
   *
   * @param message what is wrong and where
   * @param overLimit whether the input was refused for its size (a game larger than the most
   *     read), which ends the file, rather than for what it says
   */
  public GameJsonException(String message, boolean overLimit) {
    super(message);
    this.overLimit = overLimit;
  }

  /**
   * Whether the input was refused for its size ({@link RecordedGameReader#LARGEST_GAME}): the
   * rest of the file is not read, and a command says so as an input problem.
   *
   * @return true for an input past a limit
   */
  public boolean isOverLimit() {
    return overLimit;
  }
}
