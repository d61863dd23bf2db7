package dev.dipadj.cli;

import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;

/**
 * The one check of the files and folders named on a command line, so that every command
 * says the same about a missing one: {@code PATH: no such file}, exit code 3.
 */
final class Inputs {
  private Inputs() {}

  /** Throws for the first path that does not exist ({@code -}, standard input, always does). */
  static void requireExisting(List<Path> paths) throws NoSuchFileException {
    for (Path p : paths) {
      if (!p.toString().equals("-") && !Files.exists(p)) {
        throw new NoSuchFileException(p.toString());
      }
    }
  }

  /** The one line printed for an input that cannot be used, without the {@code dipadj:} prefix. */
  static String problem(Exception e) {
    if (e instanceof NoSuchFileException) {
      return e.getMessage() + ": no such file";
    }
    return e.getMessage() == null ? e.toString() : e.getMessage();
  }
}
