package dev.dipadj.text;

import java.io.IOException;
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
 * changed; a file larger than {@link #MAX_BYTES} is refused before it is read.
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
    byte[] bytes;
    try {
      if (Files.size(path) > MAX_BYTES) {
        throw new Unreadable(path.toString(), 0, "the file is larger than " + MAX_BYTES + " bytes");
      }
      bytes = Files.readAllBytes(path);
    } catch (Unreadable e) {
      throw e;
    } catch (NoSuchFileException e) {
      throw new Unreadable(path.toString(), 0, "no such file");
    } catch (IOException e) {
      throw new Unreadable(path.toString(), 0,
          "cannot read the file (" + e.getClass().getSimpleName() + ": " + e.getMessage() + ")");
    }
    return decode(path.toString(), bytes);
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
