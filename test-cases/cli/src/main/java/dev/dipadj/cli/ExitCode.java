package dev.dipadj.cli;

/**
 * The exit codes of every {@code dipadj} command, the same in each (docs/command-line.md).
 */
final class ExitCode {
  /** Everything went well: every case passed, or every case was adjudicated. */
  static final int OK = 0;
  /** Some case failed, could not be run, or checks nothing. */
  static final int CASES_FAILED = 1;
  /** The command line itself is wrong: an unknown command or option, a missing argument. */
  static final int USAGE = 2;
  /** An input is missing or cannot be read (no such file, not UTF-8, no cases in it), or the output cannot be written. */
  static final int INPUT = 3;
  /** A fault of dipadj itself; the message says what, and it is a bug to report. */
  static final int INTERNAL = 4;

  private ExitCode() {}
}
