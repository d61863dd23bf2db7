package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.nio.charset.StandardCharsets;

/**
 * The short strings of a game file, one instance of each per thread as far as it can: a data
 * set repeats the same few thousand unit, place and order texts in every phase, so a string
 * read again is the one made before, with its hash already known, instead of a new one for
 * every value. A table of fixed size, each text in the slot of its hash; a text that meets
 * another in its slot takes it.
 */
final class TextCache {
  private static final int SLOTS = 1 << 15;
  private static final int LONGEST = 40;
  /** Texts of at most this many bytes are found by their bytes ({@link #text(byte[], int, int)}). */
  private static final int KEY_BYTES = 24;
  private static final int KEYED_BITS = 15;
  private static final VarHandle LONGS = MethodHandles.byteArrayViewVarHandle(long[].class, ByteOrder.LITTLE_ENDIAN);
  private static final ThreadLocal<TextCache> PER_THREAD = ThreadLocal.withInitial(TextCache::new);

  private final String[] slots = new String[SLOTS];
  /** Per slot of {@link #keyed}: the text's bytes as three numbers, and its length plus one (0 in an empty slot). */
  private final long[] keys = new long[4 << KEYED_BITS];
  private final String[] keyed = new String[1 << KEYED_BITS];

  private TextCache() {}

  static TextCache get() {
    return PER_THREAD.get();
  }

  /** The text of the parser's current string value. */
  String text(JsonParser p) throws IOException {
    int length = p.getTextLength();
    return length > LONGEST ? p.getText() : text(p.getTextCharacters(), p.getTextOffset(), length);
  }

  /** The text of {@code length} characters from {@code offset}. */
  String text(char[] chars, int offset, int length) {
    if (length > LONGEST) {
      return new String(chars, offset, length);
    }
    int hash = 0;
    for (int i = 0; i < length; i++) {
      hash = 31 * hash + chars[offset + i];
    }
    int slot = (hash ^ (hash >>> 13)) & (SLOTS - 1);
    String s = slots[slot];
    if (s != null && s.length() == length && same(s, chars, offset)) {
      return s;
    }
    s = new String(chars, offset, length);
    slots[slot] = s;
    return s;
  }

  /**
   * The text of {@code length} ASCII bytes from {@code offset}. One of at most
   * {@value #KEY_BYTES} bytes is found by its bytes alone, read as three numbers and compared
   * with the slot's, without reaching for the string: most texts of a file are that short.
   */
  String text(byte[] bytes, int offset, int length) {
    if (length > KEY_BYTES || offset + KEY_BYTES > bytes.length) {
      return longText(bytes, offset, length);
    }
    long a = (long) LONGS.get(bytes, offset) & mask(length);
    long b = (long) LONGS.get(bytes, offset + 8) & mask(length - 8);
    long c = (long) LONGS.get(bytes, offset + 16) & mask(length - 16);
    long h = (a * 0x9E3779B97F4A7C15L) ^ (b * 0xC2B2AE3D27D4EB4FL) ^ (c * 0x165667B19E3779F9L) ^ length;
    int slot = (int) ((h ^ (h >>> 29)) * 0x9E3779B97F4A7C15L >>> (64 - KEYED_BITS));
    int k = slot * 4;
    if (keys[k] == a && keys[k + 1] == b && keys[k + 2] == c && keys[k + 3] == length + 1) {
      return keyed[slot];
    }
    String s = new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
    keys[k] = a;
    keys[k + 1] = b;
    keys[k + 2] = c;
    keys[k + 3] = length + 1;
    keyed[slot] = s;
    return s;
  }

  /** The bits of the first {@code n} bytes of a number read from eight (all of them from 8, none below 1). */
  private static long mask(int n) {
    return n >= 8 ? -1L : n <= 0 ? 0L : (1L << (n << 3)) - 1;
  }

  /** A text too long to be keyed by its bytes, or too near the end to read them eight at a time. */
  private String longText(byte[] bytes, int offset, int length) {
    if (length > LONGEST) {
      return new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
    }
    int hash = 0;
    for (int i = 0; i < length; i++) {
      hash = 31 * hash + bytes[offset + i];
    }
    int slot = (hash ^ (hash >>> 13)) & (SLOTS - 1);
    String s = slots[slot];
    if (s != null && s.length() == length && same(s, bytes, offset)) {
      return s;
    }
    s = new String(bytes, offset, length, StandardCharsets.ISO_8859_1);
    slots[slot] = s;
    return s;
  }

  private static boolean same(String s, byte[] bytes, int offset) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) != bytes[offset + i]) {
        return false;
      }
    }
    return true;
  }

  private static boolean same(String s, char[] chars, int offset) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) != chars[offset + i]) {
        return false;
      }
    }
    return true;
  }
}
