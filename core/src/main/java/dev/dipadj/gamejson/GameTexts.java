package dev.dipadj.gamejson;

import java.io.IOException;
import java.io.InputStream;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.Arrays;

/**
 * Finds where each game of a game JSON file begins and ends. A plainly written game is read
 * where it stands among the bytes read, in the one pass that finds its end
 * ({@link QuickGameReader}); any other game is cut out by counting brackets outside strings, to
 * be parsed on the thread that asks. What stands between the games (the array's brackets and
 * commas, white space) is checked here; what is inside a game is the parser's business, so a
 * game that is not JSON fails alone and the next one is read.
 */
final class GameTexts {
  /** The largest game read ({@link RecordedGameReader#LARGEST_GAME}). */
  static final int LARGEST_GAME = RecordedGameReader.LARGEST_GAME;
  /** The bytes read at a time at first, and the size a game's text starts from when it is cut. */
  private static final int BUFFER = 1 << 16;
  /** The most bytes kept ahead of a game to read it in place: a larger game is cut when it does not fit. */
  private static final int MOST_AHEAD = 8 << 20;
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long QUOTES = 0x2222222222222222L;
  private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
  private static final long LINE_ENDS = 0x0A0A0A0A0A0A0A0AL;

  private final InputStream in;
  private final String source;
  private byte[] buffer = new byte[BUFFER];
  /** The bytes kept ahead of a game when the file has them: twice the largest game read, and a megabyte at least. */
  private int ahead = 1 << 20;
  private int pos;
  private int limit;
  private boolean eof;
  /** The line of the byte at {@code pos}, from 1. */
  private int line = 1;
  private byte[] text = new byte[BUFFER];
  private int length;
  /** The values at the top of the file read so far; the first may be an array of games. */
  private int rootValues;
  private boolean inArray;
  /** Values of the array read so far. */
  private int elements;
  /** The games (or values standing for games) found so far. */
  private int games;
  private boolean done;

  /** Whether the states' homes and builds are kept ({@link QuickGameReader#at}). */
  private final boolean everything;

  GameTexts(InputStream in, String source, boolean everything) {
    this.in = in;
    this.source = source;
    this.everything = everything;
  }

  /**
   * The text of the next game, or null at the end of the file.
   *
   * @throws GameJsonException for what stands between the games and is not JSON or not a game;
   *     the file ends there
   */
  RecordedGameText next() throws IOException, GameJsonException {
    if (done) {
      return null;
    }
    try {
      return find();
    } catch (GameJsonException | IOException | RuntimeException e) {
      done = true;
      throw e;
    }
  }

  private RecordedGameText find() throws IOException, GameJsonException {
    if (rootValues == 0 && line == 1 && pos == 0) {
      skipByteOrderMark();
    }
    int c = skipSpace();
    if (inArray) {
      if (elements > 0) {
        if (c == ']') {
          pos++;
          inArray = false;
          return find();
        }
        if (c != ',') {
          throw notJson(c < 0 ? "the array of games is not closed (end of file)"
              : "expected ',' or ']' after game #" + elements + ", found " + shown(c));
        }
        pos++;
        c = skipSpace();
      } else if (c == ']') {
        pos++;
        inArray = false;
        return find();
      }
      if (c < 0) {
        throw notJson("the array of games is not closed (end of file)");
      }
      elements++;
      return text(c, source + ": game #" + ++games);
    }
    if (c < 0) {
      done = true;
      if (rootValues == 0) {
        throw new GameJsonException(source + ": empty file");
      }
      return null;
    }
    rootValues++;
    if (rootValues == 1 && c == '[') {
      pos++;
      inArray = true;
      return find();
    }
    if (rootValues > 1 && c != '{') {
      throw new GameJsonException(source + ": line " + line + ": after the games, " + describe(c) + " that is not a game");
    }
    games++;
    return text(c, games > 1 ? source + ": game #" + games : source);
  }

  /** The text of the value that begins with {@code c}, for the game named {@code unnamed} while it has no id. */
  private RecordedGameText text(int c, String unnamed) throws IOException, GameJsonException {
    if (c == '{') {
      RecordedGameText read = readInPlace(unnamed);
      if (read != null) {
        return read;
      }
    }
    int first = line;
    length = 0;
    if (c == '{' || c == '[') {
      container();
    } else if (c == '"') {
      pos++;
      append('"');
      string();
    } else {
      scalar();
      if (length == 0) {
        // A close bracket or a comma where a value should be.
        throw notJson("expected a game, found " + shown(c));
      }
    }
    return new RecordedGameText(Arrays.copyOf(text, length), source, unnamed, first);
  }

  /**
   * Reads a plainly written game where it stands among the bytes read ({@link QuickGameReader}):
   * one pass finds its end and reads it, where cutting it and reading it would take two and a
   * copy. Null for a game that is not plainly written, or longer than the bytes at hand: it is
   * cut, and read where it is asked for.
   */
  private RecordedGameText readInPlace(String unnamed) throws IOException {
    if (limit - pos < ahead && !eof) {
      keepAhead();
    }
    QuickGameReader reader = QuickGameReader.at(buffer, pos, limit, everything);
    RecordedGame game = reader.game();
    if (game == null) {
      return null;
    }
    int size = reader.end() - pos;
    RecordedGameText read = new RecordedGameText(game, size, source, unnamed, line);
    line += reader.lineEnds();
    pos = reader.end();
    ahead = Math.max(ahead, Math.min(2 * size, MOST_AHEAD));
    return read;
  }

  /**
   * Moves the bytes not yet taken to the start of the buffer and reads more after them, the
   * buffer doubled while they fill half of it, until {@link #ahead} bytes are at hand or the
   * file has no more: a small file keeps a small buffer.
   */
  private void keepAhead() throws IOException {
    do {
      int kept = limit - pos;
      byte[] to = kept < buffer.length / 2 ? buffer : new byte[buffer.length * 2];
      System.arraycopy(buffer, pos, to, 0, kept);
      buffer = to;
      pos = 0;
      limit = kept;
      limit += in.readNBytes(buffer, limit, buffer.length - limit);
      // Fewer bytes than asked for: the file has no more.
      eof = limit < buffer.length;
    } while (!eof && limit - pos < ahead);
  }

  /** Copies an object or array to its matching close, or to the end of the file. */
  private void container() throws IOException, GameJsonException {
    int depth = 0;
    boolean inString = false;
    boolean escaped = false;
    while (pos < limit || fill()) {
      byte[] b = buffer;
      int start = pos;
      int end = limit;
      int lines = 0;
      int i = start;
      while (i < end) {
        byte x = b[i++];
        if (x == '\n') {
          lines++;
        } else if (inString) {
          if (escaped) {
            escaped = false;
          } else if (x == '"') {
            inString = false;
          } else if (x == '\\') {
            escaped = true;
          } else {
            i = plainTextEnd(b, i, end);
          }
        } else if (x == '"') {
          inString = true;
        } else if (x == '{' || x == '[') {
          depth++;
        } else if ((x == '}' || x == ']') && --depth == 0) {
          break;
        }
      }
      line += lines;
      append(b, start, i);
      pos = i;
      if (depth == 0) {
        return;
      }
    }
  }

  /**
   * Where the plain text of a string ends from {@code i}: at its next quote, backslash or line
   * end. Most of a file is the text of strings (press, logs), passed over eight bytes at a time.
   */
  private static int plainTextEnd(byte[] b, int i, int end) {
    while (i + Long.BYTES <= end) {
      long w = (long) LONGS.get(b, i);
      if (hasByte(w, QUOTES) || hasByte(w, BACKSLASHES) || hasByte(w, LINE_ENDS)) {
        break;
      }
      i += Long.BYTES;
    }
    while (i < end && b[i] != '"' && b[i] != '\\' && b[i] != '\n') {
      i++;
    }
    return i;
  }

  /** Whether one of the eight bytes of {@code w} is the byte repeated in {@code pattern}. */
  private static boolean hasByte(long w, long pattern) {
    long x = w ^ pattern;
    return ((x - 0x0101010101010101L) & ~x & 0x8080808080808080L) != 0;
  }

  /** Copies the rest of a string whose opening quote is copied. */
  private void string() throws IOException, GameJsonException {
    boolean escaped = false;
    while (pos < limit || fill()) {
      int start = pos;
      int i = start;
      boolean closed = false;
      for (; i < limit && !closed; i++) {
        byte x = buffer[i];
        if (x == '\n') {
          line++;
        } else if (escaped) {
          escaped = false;
        } else if (x == '\\') {
          escaped = true;
        } else if (x == '"') {
          closed = true;
        }
      }
      append(buffer, start, i);
      pos = i;
      if (closed) {
        return;
      }
    }
  }

  /** Copies a number or a word (or whatever is not JSON) up to white space or a bracket. */
  private void scalar() throws IOException, GameJsonException {
    while (pos < limit || fill()) {
      byte x = buffer[pos];
      if (x == ' ' || x == '\t' || x == '\n' || x == '\r' || x == ',' || x == ']' || x == '}' || x == '[' || x == '{') {
        return;
      }
      append(x);
      pos++;
    }
  }

  private void append(byte[] b, int from, int to) throws GameJsonException {
    int n = to - from;
    if (length + n > text.length) {
      if (length + n > LARGEST_GAME) {
        done = true;
        throw new GameJsonException(source + ": game #" + games + " (line " + line + "): larger than "
            + (LARGEST_GAME >> 20) + " MB, not read (is a string left open?)", true);
      }
      text = Arrays.copyOf(text, Math.min(LARGEST_GAME, Math.max(length + n, text.length * 2)));
    }
    System.arraycopy(b, from, text, length, n);
    length += n;
  }

  private void append(int x) throws GameJsonException {
    append(new byte[] {(byte) x}, 0, 1);
  }

  /** The next byte that is not white space (not taken), or -1 at the end of the file. */
  private int skipSpace() throws IOException {
    while (pos < limit || fill()) {
      byte x = buffer[pos];
      if (x == '\n') {
        line++;
      } else if (x != ' ' && x != '\t' && x != '\r') {
        return x & 0xff;
      }
      pos++;
    }
    return -1;
  }

  private void skipByteOrderMark() throws IOException {
    if ((pos < limit || fill()) && limit - pos >= 3 && (buffer[pos] & 0xff) == 0xEF
        && (buffer[pos + 1] & 0xff) == 0xBB && (buffer[pos + 2] & 0xff) == 0xBF) {
      pos += 3;
    }
  }

  /** Reads more of the file; false at its end. */
  private boolean fill() throws IOException {
    if (eof) {
      return false;
    }
    int n = in.readNBytes(buffer, 0, buffer.length);
    if (n <= 0) {
      eof = true;
      return false;
    }
    pos = 0;
    limit = n;
    return true;
  }

  private GameJsonException notJson(String what) {
    return new GameJsonException(source + ": not JSON: " + what + " (line " + line + ")");
  }

  private static String shown(int c) {
    return c >= 0x20 && c < 0x7f ? "'" + (char) c + "'" : String.format("byte 0x%02X", c);
  }

  private static String describe(int c) {
    return switch (c) {
      case '[' -> "an array";
      case '"' -> "a string";
      case '-', '0', '1', '2', '3', '4', '5', '6', '7', '8', '9' -> "a number";
      default -> "text " + shown(c);
    };
  }
}
