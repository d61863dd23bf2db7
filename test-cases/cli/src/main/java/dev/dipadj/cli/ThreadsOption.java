package dev.dipadj.cli;

import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Spec;

/**
 * The {@code --threads N} option of the commands that run their work on several threads
 * ({@code check}, {@code replay}), checked where it is read (issue 19, point 5): a count past
 * {@link #MAX} would start no worker, or overflow the count of results waiting in order, so it
 * is a usage error, as is a count below one.
 */
final class ThreadsOption {
  /** The most threads a command starts: far more than any machine's cores, far below a count that overflows. */
  static final int MAX = 1024;

  @Spec(Spec.Target.MIXEE)
  private CommandSpec spec;

  private int threads = Runtime.getRuntime().availableProcessors();

  @Option(names = "--threads", paramLabel = "N",
      description = "threads to run on, from 1 to " + MAX + " (default: one per core)")
  void threads(int n) {
    if (n < 1 || n > MAX) {
      throw new ParameterException(spec.commandLine(), "--threads must be from 1 to " + MAX + ", not " + n);
    }
    threads = n;
  }

  /** The count chosen, from 1 to {@link #MAX}. */
  int count() {
    return threads;
  }
}
