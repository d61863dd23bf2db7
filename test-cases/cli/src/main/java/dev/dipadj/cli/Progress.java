package dev.dipadj.cli;

/**
 * The count of cases done, shown on standard error when it is a terminal and a run takes a
 * while (at most a few times a second); nothing at all otherwise, so output piped to a file
 * or another program stays clean.
 */
final class Progress {
  private static final long EVERY_NANOS = 200_000_000L;
  private final boolean shown;
  private final String done;
  private long last = System.nanoTime();
  private boolean onScreen;

  private Progress(boolean shown, String done) {
    this.shown = shown;
    this.done = done;
  }

  /** Progress on a terminal, silent when standard output or error is redirected. */
  static Progress onTerminal() {
    return onTerminal("cases checked");
  }

  /** Progress on a terminal counting what {@code done} says ({@code "phases replayed"}). */
  static Progress onTerminal(String done) {
    return new Progress(System.console() != null, done);
  }

  void count(int cases) {
    long now = System.nanoTime();
    if (shown && now - last > EVERY_NANOS) {
      last = now;
      System.err.print("\r" + cases + " " + done);
      System.err.flush();
      onScreen = true;
    }
  }

  /** Wipes the line before something else is printed. */
  void clear() {
    if (onScreen) {
      System.err.print("\r\u001b[K");
      System.err.flush();
      onScreen = false;
    }
  }

  void done() {
    clear();
  }
}
