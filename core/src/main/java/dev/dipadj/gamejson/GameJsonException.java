package dev.dipadj.gamejson;

/**
 * A game file that cannot be read or a game that cannot be replayed as recorded: the
 * message names the file, the game, the phase and the order or field at fault.
 */
public final class GameJsonException extends Exception {
  private static final long serialVersionUID = 1L;

  /**
   * An error with its message.
   *
   * @param message what is wrong and where
   */
  public GameJsonException(String message) {
    super(message);
  }
}
