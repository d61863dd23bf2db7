package dev.dipadj.gamejson;

import com.fasterxml.jackson.core.JsonParser;
import java.io.IOException;

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
  private static final ThreadLocal<TextCache> PER_THREAD = ThreadLocal.withInitial(TextCache::new);

  private final String[] slots = new String[SLOTS];

  private TextCache() {}

  static TextCache get() {
    return PER_THREAD.get();
  }

  /** The text of the parser's current string value. */
  String text(JsonParser p) throws IOException {
    int length = p.getTextLength();
    if (length > LONGEST) {
      return p.getText();
    }
    char[] chars = p.getTextCharacters();
    int offset = p.getTextOffset();
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

  private static boolean same(String s, char[] chars, int offset) {
    for (int i = 0; i < s.length(); i++) {
      if (s.charAt(i) != chars[offset + i]) {
        return false;
      }
    }
    return true;
  }
}
