package dev.dipadj.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Where a command's text goes, checked after writing (issue 19, point 6): a {@link PrintStream}
 * swallows a failed write, so a command writing to a full disk ({@code > /dev/full}) would
 * exit 0 with its output lost. A write that fails is an {@link IOException} naming the stream
 * or the file, which the command line reports on one line with {@link ExitCode#INPUT}.
 */
final class Output {
  /** How standard output is named in messages. */
  static final String STANDARD_OUTPUT = "standard output";

  private Output() {}

  /** What a command writes, a piece at a time, so that nothing has to be held whole. */
  @FunctionalInterface
  interface Text {
    /** Writes the text to {@code out}. */
    void writeTo(Writer out) throws IOException;
  }

  /**
   * Writes text to a file, or to standard output when {@code file} is null, streaming it
   * through a buffer, and checks that it was all written.
   *
   * @throws IOException naming the file or standard output when it could not be written
   */
  static void write(Path file, Text text) throws IOException {
    if (file == null) {
      Writer out = new BufferedWriter(new OutputStreamWriter(System.out, StandardCharsets.UTF_8));
      text.writeTo(out);
      out.flush();
      requireWritten(System.out, STANDARD_OUTPUT);
      return;
    }
    try (Writer out = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
      text.writeTo(out);
    } catch (IOException e) {
      throw unwritable(file.toString(), e);
    }
  }

  /**
   * Throws when a stream has failed a write since it was made (its error flag is set).
   *
   * @param stream the stream, flushed first
   * @param name how messages name it
   * @throws IOException naming the stream
   */
  static void requireWritten(PrintStream stream, String name) throws IOException {
    if (stream.checkError()) {
      throw new Unwritable(name + ": cannot be written");
    }
  }

  private static IOException unwritable(String name, IOException e) {
    return new Unwritable(name + ": cannot be written" + (e.getMessage() == null ? "" : ": " + e.getMessage()));
  }

  /** An output that could not be written; its message names it. */
  static final class Unwritable extends IOException {
    private static final long serialVersionUID = 1L;

    Unwritable(String message) {
      super(message);
    }
  }
}
