package dev.dipadj.gamejson;

/**
 * The bytes of one game's JSON, read by {@link QuickGameReader} without a general parser:
 * white space, names, strings, and values passed over, strings eight bytes at a time. It
 * reads only JSON written plainly and declines ({@link Declined}) everything else, stricter
 * than Jackson where that is simpler: an escaped surrogate, UTF-8 that is overlong or encodes
 * a surrogate ({@link StringBytes}), a number with more than {@value #LONGEST_NUMBER}
 * characters, nesting deeper than {@value #DEEPEST}, a name that is not plain ASCII. What it declines is read again by
 * Jackson's parser, which reports what is wrong, if anything; so it never accepts a text that
 * Jackson refuses, and whatever it reads, it reads as Jackson does.
 */
final class PlainJson {
  /** Deeper values are declined: Jackson has its own limit, which is not ours to copy. */
  static final int DEEPEST = 200;
  /** Longer numbers are declined, far below Jackson's limit. */
  static final int LONGEST_NUMBER = 100;

  /** The text is not plainly written: it is read by the general parser instead. Thrown without a stack. */
  static final class Declined extends Exception {
    private static final long serialVersionUID = 1L;
    static final Declined INSTANCE = new Declined();

    private Declined() {
      super("declined", null, false, false);
    }
  }

  private final byte[] b;
  private final int end;
  private final TextCache texts = TextCache.get();
  /** Whether each object or array open while a value is passed over is an array. */
  private final boolean[] inArray = new boolean[DEEPEST];
  /** The next byte to read. */
  private int i;
  private int lineEnds;
  private boolean cutShort;
  /** The bytes of the last name read, between its quotes. */
  private int nameFrom;
  private int nameTo;

  /** The bytes of a text from {@code from} to {@code to}, where more may follow ({@link #cutShort}). */
  PlainJson(byte[] b, int from, int to) {
    this.b = b;
    this.i = from;
    this.end = to;
  }

  private static Declined declined() {
    return Declined.INSTANCE;
  }

  /** The bytes ran out before the text ended: declined, and the text may be read again with more of them. */
  private Declined cutShort() {
    cutShort = true;
    return Declined.INSTANCE;
  }

  /** Whether the text was declined because its bytes ran out, not for what they say. */
  boolean wasCutShort() {
    return cutShort;
  }

  /** Where the next byte is. */
  int position() {
    return i;
  }

  /** The line ends passed so far: they stand only between values, as a string holds none. */
  int lineEnds() {
    return lineEnds;
  }

  /** The next byte that is not white space, not taken. */
  int peek() throws Declined {
    // Small enough for the quick compiler to inline: most values follow one another without white space.
    if (i < end) {
      byte c = b[i];
      if (c > ' ') {
        return c;
      }
    }
    return afterSpace();
  }

  /** The next byte after white space, not taken. */
  private int afterSpace() throws Declined {
    while (i < end) {
      byte c = b[i];
      if (c == '\n') {
        lineEnds++;
      } else if (c != ' ' && c != '\r' && c != '\t') {
        return c;
      }
      i++;
    }
    throw cutShort();
  }

  /** Takes the next byte, which must be {@code c}. */
  void expect(char c) throws Declined {
    if (peek() != c) {
      throw declined();
    }
    i++;
  }

  /** Takes the byte that opens an object or array, and tells whether a value follows (it is not empty). */
  boolean open(char open, char close) throws Declined {
    expect(open);
    if (peek() == close) {
      i++;
      return false;
    }
    return true;
  }

  /** After a value in an object or array: whether another follows (a comma, taken) or it ends ({@code close}, taken). */
  boolean more(char close) throws Declined {
    int c = peek();
    i++;
    if (c == ',') {
      return true;
    }
    if (c != close) {
      throw declined();
    }
    return false;
  }

  /** Reads a name and its colon; {@link #nameIs} then tells which it is. Names are plain ASCII, or declined. */
  void name() throws Declined {
    expect('"');
    int from = i;
    while (i < end) {
      byte c = b[i];
      if (c == '"') {
        nameFrom = from;
        nameTo = i++;
        expect(':');
        return;
      }
      if (c < 0x20 || c == '\\') {
        // A negative byte (not ASCII) is below 0x20 too.
        throw declined();
      }
      i++;
    }
    throw cutShort();
  }

  /** Whether the last name read is {@code name} (ASCII). */
  boolean nameIs(String name) {
    return nameTo - nameFrom == name.length() && sameName(name);
  }

  private boolean sameName(String name) {
    int n = nameTo - nameFrom;
    for (int k = 0; k < n; k++) {
      if (b[nameFrom + k] != name.charAt(k)) {
        return false;
      }
    }
    return true;
  }

  /** Whether the next value is {@code null}, taken if so. */
  boolean isNull() throws Declined {
    if (peek() != 'n') {
      return false;
    }
    literal("null");
    return true;
  }

  /** Reads a string; short ones are shared ({@link TextCache}). */
  String string() throws Declined {
    expect('"');
    int from = i;
    while (true) {
      i = StringBytes.plainEnd(b, i, end);
      if (i >= end) {
        throw cutShort();
      }
      byte c = b[i];
      if (c == '"') {
        break;
      }
      if (c >= 0 && c != '\\') {
        throw declined();
      }
      // Escapes ("F STP\\/SC", as PHP writes) or text beyond ASCII: decoded character by character.
      return decoded(from);
    }
    int to = i++;
    return texts.text(b, from, to - from);
  }

  /** The rest of a string from {@code from}, its escapes and UTF-8 decoded, as Jackson decodes them. */
  private String decoded(int from) throws Declined {
    char[] chars = new char[Math.min(end - from, 64)];
    int n = 0;
    int k = from;
    while (true) {
      if (k >= end) {
        throw cutShort();
      }
      if (n + 2 > chars.length) {
        chars = java.util.Arrays.copyOf(chars, chars.length * 2);
      }
      byte c = b[k];
      if (c == '"') {
        break;
      }
      if (c == '\\') {
        int next = escape(k + 1);
        chars[n++] = StringBytes.escaped(b, k + 1);
        k = next;
      } else if (c < 0) {
        int next = utf8(k);
        n += Character.toChars(StringBytes.codePoint(b, k, next), chars, n);
        k = next;
      } else if (c < 0x20) {
        throw declined();
      } else {
        chars[n++] = (char) c;
        k++;
      }
    }
    i = k + 1;
    return texts.text(chars, 0, n);
  }

  /**
   * Reads a number as Jackson's {@code int} value: null for a number that is not an integer
   * ({@code 1.0}, {@code 1e3}); integers of more than nine digits are declined.
   */
  Integer integer() throws Declined {
    int c = peek();
    if (c != '-' && (c < '0' || c > '9')) {
      throw declined();
    }
    int from = i;
    number();
    boolean negative = b[from] == '-';
    int k = negative ? from + 1 : from;
    int value = 0;
    for (; k < i; k++) {
      byte d = b[k];
      if (d < '0' || d > '9') {
        return null;
      }
      if (k - from >= 9 + (negative ? 1 : 0)) {
        throw declined();
      }
      value = value * 10 + (d - '0');
    }
    return negative ? -value : value;
  }

  /**
   * Passes over a value of any kind. Without recursion, the kind of each open object or array
   * kept in {@link #inArray}: a loop the compiler makes small.
   */
  void skipValue() throws Declined {
    int depth = 0;
    while (true) {
      int c = peek();
      if (c == '{' || c == '[') {
        i++;
        boolean array = c == '[';
        if (peek() == (array ? ']' : '}')) {
          i++;
        } else if (depth >= DEEPEST) {
          throw declined();
        } else {
          inArray[depth++] = array;
          if (!array) {
            name();
          }
          continue;
        }
      } else if (c == '"') {
        skipString();
      } else if (c == 't') {
        literal("true");
      } else if (c == 'f') {
        literal("false");
      } else if (c == 'n') {
        literal("null");
      } else {
        number();
      }
      // A value is passed: the next one of its object or array, or the end of those that end here.
      while (true) {
        if (depth == 0) {
          return;
        }
        boolean array = inArray[depth - 1];
        if (more(array ? ']' : '}')) {
          if (!array) {
            name();
          }
          break;
        }
        depth--;
      }
    }
  }

  private void literal(String word) throws Declined {
    if (i + word.length() > end) {
      throw cutShort();
    }
    for (int k = 0; k < word.length(); k++) {
      if (b[i + k] != word.charAt(k)) {
        throw declined();
      }
    }
    i += word.length();
    // What follows must end the value: white space, a comma or a close (checked by the caller).
  }

  /** A number as JSON writes it: {@code -?(0|[1-9][0-9]*)(\.[0-9]+)?([eE][+-]?[0-9]+)?}. */
  private void number() throws Declined {
    int from = i;
    if (i < end && b[i] == '-') {
      i++;
    }
    if (i < end && b[i] == '0') {
      i++;
    } else if (!digits()) {
      throw i >= end ? cutShort() : declined();
    }
    if (i < end && b[i] == '.') {
      i++;
      if (!digits()) {
        throw i >= end ? cutShort() : declined();
      }
    }
    if (i < end && (b[i] == 'e' || b[i] == 'E')) {
      i++;
      if (i < end && (b[i] == '+' || b[i] == '-')) {
        i++;
      }
      if (!digits()) {
        throw i >= end ? cutShort() : declined();
      }
    }
    if (i - from > LONGEST_NUMBER) {
      throw declined();
    }
    if (i >= end) {
      // More digits may follow.
      throw cutShort();
    }
  }

  private boolean digits() {
    int from = i;
    while (i < end && b[i] >= '0' && b[i] <= '9') {
      i++;
    }
    return i > from;
  }

  /** Passes over a string, escapes and all, whose opening quote is next. */
  private void skipString() throws Declined {
    i++;
    while (true) {
      i = StringBytes.plainEnd(b, i, end);
      if (i >= end) {
        throw cutShort();
      }
      byte c = b[i];
      if (c == '"') {
        i++;
        return;
      }
      if (c == '\\') {
        i = escape(i + 1);
      } else if (c < 0) {
        i = utf8(i);
      } else {
        throw declined();
      }
    }
  }

  /** Where an escape whose backslash is before {@code k} ends ({@link StringBytes#escape}). */
  private int escape(int k) throws Declined {
    return checked(StringBytes.escape(b, k, end));
  }

  /** Where a character of UTF-8 beyond ASCII from {@code k} ends ({@link StringBytes#utf8}). */
  private int utf8(int k) throws Declined {
    return checked(StringBytes.utf8(b, k, end));
  }

  private int checked(int next) throws Declined {
    if (next == StringBytes.CUT_SHORT) {
      throw cutShort();
    }
    if (next < 0) {
      throw declined();
    }
    return next;
  }
}
