package dev.dipadj.gamejson;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;

/**
 * The bytes of the strings of a JSON text, for {@link PlainJson}: where a string's plain text
 * ends (eight bytes at a time), its escapes and its UTF-8 beyond ASCII, checked more strictly
 * than Jackson checks them, so that what passes here Jackson reads alike. Positions are
 * indexes in the bytes; a negative one says why there is none.
 */
final class StringBytes {
  /** The bytes ended before what was read: more may follow. */
  static final int CUT_SHORT = -1;
  /** The bytes are not what plainly written JSON has there. */
  static final int NOT_PLAIN = -2;
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final long ONES = 0x0101010101010101L;
  private static final long HIGH_BITS = 0x8080808080808080L;
  private static final long QUOTES = 0x2222222222222222L;
  private static final long BACKSLASHES = 0x5C5C5C5C5C5C5C5CL;
  private static final long SPACES = 0x2020202020202020L;

  private StringBytes() {}

  /**
   * Where the plain ASCII of a string ends from {@code k}: at a quote, a backslash, a control
   * character or a byte that is not ASCII; most of a file is such text, passed over eight
   * bytes at a time.
   */
  static int plainEnd(byte[] b, int k, int end) {
    while (k + Long.BYTES <= end && !special((long) LONGS.get(b, k))) {
      k += Long.BYTES;
    }
    while (k < end) {
      byte c = b[k];
      if (c == '"' || c == '\\' || c < 0x20) {
        return k;
      }
      k++;
    }
    return k;
  }

  /**
   * Whether one of the eight bytes is a quote, a backslash, below 0x20 or not ASCII: each test
   * sets a byte's high bit where the byte is one of them (exactly so when no byte is beyond ASCII).
   */
  private static boolean special(long w) {
    long quote = w ^ QUOTES;
    long backslash = w ^ BACKSLASHES;
    return ((w | ((quote - ONES) & ~quote) | ((backslash - ONES) & ~backslash) | ((w - SPACES) & ~w)) & HIGH_BITS) != 0;
  }

  /**
   * Where an escape whose backslash is before {@code k} ends; {@link #CUT_SHORT} when the
   * bytes end first, {@link #NOT_PLAIN} for an escape JSON does not have, or a surrogate's.
   */
  static int escape(byte[] b, int k, int end) {
    if (k >= end) {
      return CUT_SHORT;
    }
    switch (b[k]) {
      case '"', '\\', '/', 'b', 'f', 'n', 'r', 't' -> {
        return k + 1;
      }
      case 'u' -> {
        if (k + 5 > end) {
          return CUT_SHORT;
        }
        int value = hex(b, k + 1);
        return value < 0 || value >= 0xD800 && value <= 0xDFFF ? NOT_PLAIN : k + 5;
      }
      default -> {
        return NOT_PLAIN;
      }
    }
  }

  /** The character an escape stands for, its backslash before {@code k}; checked by {@link #escape}. */
  static char escaped(byte[] b, int k) {
    return switch (b[k]) {
      case 'u' -> (char) hex(b, k + 1);
      case 'b' -> '\b';
      case 'f' -> '\f';
      case 'n' -> '\n';
      case 'r' -> '\r';
      case 't' -> '\t';
      default -> (char) b[k];
    };
  }

  /** The value of the four hexadecimal digits from {@code k}, or -1. */
  private static int hex(byte[] b, int k) {
    int value = 0;
    for (int j = k; j < k + 4; j++) {
      int d = Character.digit(b[j], 16);
      if (d < 0) {
        return -1;
      }
      value = value * 16 + d;
    }
    return value;
  }

  /** The character of the UTF-8 bytes from {@code k} to {@code next}, checked by {@link #utf8}. */
  static int codePoint(byte[] b, int k, int next) {
    int c = b[k] & 0xff;
    int value = next - k == 2 ? c & 0x1F : next - k == 3 ? c & 0x0F : c & 0x07;
    for (int j = k + 1; j < next; j++) {
      value = (value << 6) | (b[j] & 0x3F);
    }
    return value;
  }

  /**
   * Where one character of UTF-8 beyond ASCII from {@code k} ends, checked strictly (no
   * overlong form, no surrogate, nothing past U+10FFFF); {@link #CUT_SHORT} when the bytes end
   * first, {@link #NOT_PLAIN} for bytes that are not such a character.
   */
  static int utf8(byte[] b, int k, int end) {
    int c = b[k] & 0xff;
    int more;
    int low = 0x80;
    int high = 0xBF;
    if (c >= 0xC2 && c <= 0xDF) {
      more = 1;
    } else if (c >= 0xE0 && c <= 0xEF) {
      more = 2;
      low = c == 0xE0 ? 0xA0 : 0x80;
      high = c == 0xED ? 0x9F : 0xBF;
    } else if (c >= 0xF0 && c <= 0xF4) {
      more = 3;
      low = c == 0xF0 ? 0x90 : 0x80;
      high = c == 0xF4 ? 0x8F : 0xBF;
    } else {
      return NOT_PLAIN;
    }
    if (k + more >= end) {
      return CUT_SHORT;
    }
    int second = b[k + 1] & 0xff;
    if (second < low || second > high) {
      return NOT_PLAIN;
    }
    for (int j = k + 2; j <= k + more; j++) {
      if ((b[j] & 0xC0) != 0x80) {
        return NOT_PLAIN;
      }
    }
    return k + more + 1;
  }
}
