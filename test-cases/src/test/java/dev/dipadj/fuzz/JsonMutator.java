package dev.dipadj.fuzz;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Random;

/**
 * Mutates the bytes of a JSON document as a careless program or an attacker would (issue 19,
 * points 2, 3 and 9): cut short, text after it, a value of the wrong kind, a huge number,
 * deep nesting, a byte-order mark, invalid UTF-8 or another encoding, bytes changed, a slice
 * repeated. One to three mutations a document, chosen by the seed.
 */
final class JsonMutator {
  /** The names of the mutations, in the order of {@link #mutateOnce}'s choice. */
  static final String[] KINDS = {
      "truncated", "trailing text", "wrong type", "huge number", "deep nesting", "byte-order mark",
      "invalid UTF-8", "bytes changed", "slice repeated"};

  private JsonMutator() {}

  /** The document mutated; {@code kinds[k]} counts the mutations of kind k applied. */
  static byte[] mutate(byte[] json, Random random, int[] kinds) {
    byte[] out = json;
    int n = 1 + random.nextInt(3);
    for (int i = 0; i < n; i++) {
      int kind = random.nextInt(KINDS.length);
      kinds[kind]++;
      out = mutateOnce(out, kind, random);
    }
    return out;
  }

  private static byte[] mutateOnce(byte[] b, int kind, Random random) {
    return switch (kind) {
      case 0 -> Arrays.copyOf(b, b.length == 0 ? 0 : random.nextInt(b.length));
      case 1 -> concat(b, ascii(pick(random, "\n{}", " x", "]", "}", "\n" + new String(b, StandardCharsets.UTF_8),
          "null", " 1", "\n\n[\"", ",", "\u0000")));
      case 2 -> replaceValue(b, random, pick(random, "1", "[]", "{}", "null", "true", "\"\"", "-0.5", "\"x\"",
          "[\"A PAR\", 7]", "{\"count\": \"two\"}"));
      case 3 -> replaceValue(b, random, pick(random, "1" + "0".repeat(2_000), "1e99999", "-2147483649",
          "2147483648", "99999999999999999999", "1" + "0".repeat(20), "-0", "1.5e-400", "0." + "1".repeat(500)));
      case 4 -> {
        int depth = pickInt(random, 70, 250, 1_100, 20_000, 200_000);
        yield replaceValue(b, random, "[".repeat(depth) + "]".repeat(depth));
      }
      case 5 -> random.nextBoolean() ? concat(bom(), b) : insert(b, random.nextInt(b.length + 1), bom());
      case 6 -> invalidUtf8(b, random);
      case 7 -> {
        byte[] c = b.clone();
        for (int i = 0, n = 1 + random.nextInt(8); i < n && c.length > 0; i++) {
          c[random.nextInt(c.length)] = (byte) pickInt(random, '"', '\\', '{', '}', '[', ']', ',', ':', '\n', 0, 0x7f,
              random.nextInt(256));
        }
        yield c;
      }
      default -> {
        if (b.length == 0) {
          yield b;
        }
        int from = random.nextInt(b.length);
        int to = Math.min(b.length, from + 1 + random.nextInt(2_000));
        yield insert(b, random.nextInt(b.length + 1), Arrays.copyOfRange(b, from, to));
      }
    };
  }

  /** A string or number of the document (or any place, when it has none) replaced by {@code value}. */
  private static byte[] replaceValue(byte[] b, Random random, String value) {
    if (b.length == 0) {
      return ascii(value);
    }
    int start = random.nextInt(b.length);
    for (int k = 0; k < b.length; k++) {
      int i = (start + k) % b.length;
      if (b[i] == ':' || b[i] == '[' || (b[i] == ',' && i > 0)) {
        // The value after a colon, an opening bracket or a comma: up to its end.
        int from = i + 1;
        while (from < b.length && b[from] == ' ') {
          from++;
        }
        int to = valueEnd(b, from);
        ByteArrayOutputStream out = new ByteArrayOutputStream(b.length + value.length());
        out.write(b, 0, from);
        out.writeBytes(ascii(value));
        out.write(b, to, b.length - to);
        return out.toByteArray();
      }
    }
    return insert(b, start, ascii(value));
  }

  /** Where a string, number or word from {@code i} ends; {@code i} for an object or array (nothing replaced). */
  private static int valueEnd(byte[] b, int i) {
    if (i >= b.length) {
      return i;
    }
    if (b[i] == '"') {
      int k = i + 1;
      while (k < b.length && b[k] != '"') {
        k += b[k] == '\\' ? 2 : 1;
      }
      return Math.min(b.length, k + 1);
    }
    int k = i;
    while (k < b.length && b[k] != ',' && b[k] != '}' && b[k] != ']' && b[k] != '{' && b[k] != '[' && b[k] > ' ') {
      k++;
    }
    return k;
  }

  private static byte[] invalidUtf8(byte[] b, Random random) {
    String text = new String(b, StandardCharsets.UTF_8);
    return switch (random.nextInt(4)) {
      case 0 -> text.getBytes(StandardCharsets.UTF_16);
      case 1 -> text.replace("A ", "\u00c0 ").getBytes(StandardCharsets.ISO_8859_1);
      default -> {
        byte[] bad = {(byte) pickInt(random, 0x80, 0xbf, 0xc0, 0xc1, 0xed, 0xf5, 0xff, 0xe2), (byte) pickInt(random, 0x22, 0x80, 0x41, 0xa0)};
        yield insert(b, b.length == 0 ? 0 : random.nextInt(b.length), bad);
      }
    };
  }

  private static byte[] bom() {
    return new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
  }

  private static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.UTF_8);
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] out = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }

  private static byte[] insert(byte[] b, int at, byte[] what) {
    byte[] out = new byte[b.length + what.length];
    System.arraycopy(b, 0, out, 0, at);
    System.arraycopy(what, 0, out, at, what.length);
    System.arraycopy(b, at, out, at + what.length, b.length - at);
    return out;
  }

  @SafeVarargs
  private static <T> T pick(Random random, T... choices) {
    return choices[random.nextInt(choices.length)];
  }

  private static int pickInt(Random random, int... choices) {
    return choices[random.nextInt(choices.length)];
  }
}
