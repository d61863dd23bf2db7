package dev.dipadj.text;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;

/**
 * Reads a text file of the project's formats (cases, variants): UTF-8 and nothing else. A
 * file that is not UTF-8 is refused with the line where decoding failed, not silently
 * changed; a file larger than {@link #MAX_BYTES} is refused before it is read, and a stream or
 * a file of unknown size (a pipe, a device) is read up to the limit and refused past it.
 */
public final class TextFile {
  /** The largest file read: far beyond any corpus or variant, small enough for any machine. */
  public static final long MAX_BYTES = 256L * 1024 * 1024;

  private TextFile() {}

  /** A file that cannot be read as text: the line is 0 when the problem is the whole file (the message then names none). */
  public static final class Unreadable extends IOException {
    private static final long serialVersionUID = 1L;
    /** The line where decoding failed, or 0. */
    private final int line;
    /** What is wrong, without the file's name. */
    private final String reason;

    Unreadable(String name, int line, String reason) {
      super(name + (line > 0 ? ":" + line : "") + ": " + reason);
      this.line = line;
      this.reason = reason;
    }

    /**
     * The line where decoding failed.
     *
     * @return the line from 1, or 0 when the problem is the whole file
     */
    public int line() {
      return line;
    }

    /**
     * What is wrong, without the file's name and line.
     *
     * @return the reason
     */
    public String reason() {
      return reason;
    }
  }

  /**
   * The whole text of a UTF-8 file.
   *
   * @param path the file
   * @return its text
   * @throws Unreadable if the file is missing, larger than {@link #MAX_BYTES} or not UTF-8
   */
  public static String read(Path path) throws Unreadable {
    return read(path, MAX_BYTES);
  }

  /**
   * The whole text of a UTF-8 file of at most {@code limit} bytes. A file whose size the system
   * does not know beforehand (a pipe, a device such as {@code /dev/zero}, which report 0) is read
   * up to the limit and refused past it, so that no input is held beyond the limit.
   *
   * @param path the file
   * @param limit the most bytes read
   * @return its text
   * @throws Unreadable if the file is missing, larger than {@code limit} or not UTF-8
   */
  public static String read(Path path, long limit) throws Unreadable {
    String name = path.toString();
    try {
      if (Files.size(path) > limit) {
        // Refused before a byte is read; a file that reports a smaller size is still counted as read.
        throw tooLarge(name, limit);
      }
      try (InputStream in = Files.newInputStream(path)) {
        return read(name, in, limit);
      }
    } catch (Unreadable e) {
      throw e;
    } catch (NoSuchFileException e) {
      throw new Unreadable(name, 0, "no such file");
    } catch (IOException e) {
      throw new Unreadable(name, 0,
          "cannot read the file (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
    }
  }

  /**
   * The whole text of a stream of UTF-8 (standard input), read up to {@code limit} bytes: a
   * stream with more is refused without reading the rest, however long it goes on. The stream is
   * not closed.
   *
   * @param name what the stream is, for the message ({@code <stdin>})
   * @param in the stream
   * @param limit the most bytes read
   * @return its text
   * @throws Unreadable if the stream has more than {@code limit} bytes, is not UTF-8 (naming
   *     the line) or cannot be read
   */
  public static String read(String name, InputStream in, long limit) throws Unreadable {
    return decode(name, bytes(name, in, limit));
  }

  /**
   * The bytes of a stream, read up to {@code limit}: one more byte than the limit is asked for,
   * and finding it refuses the stream. The stream is not closed.
   *
   * @param name what the stream is, for the message
   * @param in the stream
   * @param limit the most bytes read, below 2 GB (the largest array)
   * @return the bytes
   * @throws Unreadable if the stream has more than {@code limit} bytes or cannot be read
   */
  public static byte[] bytes(String name, InputStream in, long limit) throws Unreadable {
    if (limit < 0 || limit >= Integer.MAX_VALUE - 8) {
      throw new IllegalArgumentException("a limit from 0 to below 2 GB, not " + limit);
    }
    byte[] bytes;
    try {
      // readNBytes grows its buffer as bytes come, so a short stream costs little.
      bytes = in.readNBytes((int) limit + 1);
    } catch (IOException e) {
      throw new Unreadable(name, 0,
          "cannot read it (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
    }
    if (bytes.length > limit) {
      throw tooLarge(name, limit);
    }
    return bytes;
  }

  private static Unreadable tooLarge(String name, long limit) {
    return new Unreadable(name, 0, "larger than " + limit + " bytes, the most read");
  }

  /**
   * Bytes as UTF-8 text; {@code name} names them in the error.
   *
   * @param name what the bytes are, for the message
   * @param bytes the bytes
   * @return the text
   * @throws Unreadable if the bytes are not UTF-8, naming the line
   */
  public static String decode(String name, byte[] bytes) throws Unreadable {
    if (isAscii(bytes)) {
      // ASCII is UTF-8 as it stands: no decoding, one copy.
      return new String(bytes, StandardCharsets.US_ASCII);
    }
    CharsetDecoder decoder = StandardCharsets.UTF_8.newDecoder()
        .onMalformedInput(CodingErrorAction.REPORT)
        .onUnmappableCharacter(CodingErrorAction.REPORT);
    ByteBuffer in = ByteBuffer.wrap(bytes);
    CharBuffer out = CharBuffer.allocate(bytes.length);
    CoderResult result = decoder.decode(in, out, true);
    if (result.isError()) {
      int at = in.position();
      int line = 1;
      int lineStart = 0;
      for (int i = 0; i < at; i++) {
        if (bytes[i] == '\n') {
          line++;
          lineStart = i + 1;
        }
      }
      throw new Unreadable(name, line, String.format(
          "not UTF-8 text (byte 0x%02X at byte %d of the line)", bytes[at] & 0xFF, at - lineStart + 1));
    }
    decoder.flush(out);
    return out.flip().toString();
  }

  private static boolean isAscii(byte[] bytes) {
    for (byte b : bytes) {
      if (b < 0) {
        return false;
      }
    }
    return true;
  }
}
