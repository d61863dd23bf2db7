package dev.dipadj.cli;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseText;
import dev.dipadj.text.TextFile;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Collectors;

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

  /**
   * The cases of a case file that must exist and hold a case. A file that cannot be read as
   * cases is an input problem like a missing one: its message (file, line, token) is printed
   * and the command exits with {@link ExitCode#INPUT}; so does a file without a case, with the
   * line {@code check} prints for one (issue 19, point 9: every command agrees). The warnings
   * of the {@code .map} files the cases name are printed on standard error.
   */
  static List<CaseText> cases(Path file) throws IOException {
    requireExisting(List.of(file));
    List<CaseText> cases;
    try {
      cases = CaseFileReader.read(file);
    } catch (CaseError e) {
      throw new UnreadableInput(e.getMessage());
    }
    if (cases.isEmpty()) {
      throw new UnreadableInput(noCases(List.of(file)));
    }
    MapFileWarnings.print(cases);
    return cases;
  }

  /** The one line for files and folders that hold no case: {@code dipadj: no cases in PATH, PATH}. */
  static String noCases(List<Path> paths) {
    return "dipadj: no cases in " + paths.stream().map(Path::toString).collect(Collectors.joining(", "));
  }

  /** An input that exists but cannot be used; its message says where and why. */
  private static final class UnreadableInput extends IOException {
    private static final long serialVersionUID = 1L;

    UnreadableInput(String message) {
      super(message);
    }
  }

  /**
   * The text of standard input ({@code -} as a path), read up to the limit of a case file: a
   * pipe of any length is refused past it, not held.
   *
   * @return the text
   * @throws CaseError for input that is too long or not UTF-8, naming {@code <stdin>}
   */
  static String standardInput() throws CaseError {
    try {
      return TextFile.read("<stdin>", System.in, TextFile.MAX_BYTES);
    } catch (TextFile.Unreadable e) {
      throw new CaseError("<stdin>", e.line(), "", e.reason());
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
