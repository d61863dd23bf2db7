package dev.dipadj.fuzz;

import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;

/**
 * Shrinks a failing input to a small one that fails the same way (delta debugging, ddmin):
 * it removes ever smaller chunks of the input's parts (lines, characters, bytes) while the
 * predicate still holds. jqwik cannot shrink our inputs (a seed does not shrink), and a
 * reproduction of a few characters says much more than a mutated 300-line case file.
 */
final class TextFuzzMinimizer {
  /** At most this many tries of the predicate per shrink, so a slow input cannot stall a run. */
  static final int BUDGET = 3_000;
  /** And at most this long per shrink. */
  static final long MILLIS = 5_000;

  private TextFuzzMinimizer() {}

  /** The smallest sub-list found (parts kept in order) for which {@code fails} is still true. */
  static <T> List<T> minimize(List<T> parts, Predicate<List<T>> fails) {
    List<T> current = new ArrayList<>(parts);
    long deadline = System.currentTimeMillis() + MILLIS;
    int tries = 0;
    int chunks = 2;
    while (current.size() >= 2 && tries < BUDGET) {
      int size = Math.max(1, current.size() / chunks);
      boolean removed = false;
      for (int start = 0; start < current.size() && tries < BUDGET; start += size) {
        if (System.currentTimeMillis() > deadline) {
          tries = BUDGET;
          break;
        }
        List<T> without = new ArrayList<>(current.subList(0, start));
        without.addAll(current.subList(Math.min(current.size(), start + size), current.size()));
        tries++;
        if (safely(fails, without)) {
          current = without;
          chunks = Math.max(chunks - 1, 2);
          removed = true;
          break;
        }
      }
      if (!removed) {
        if (size == 1) {
          break;
        }
        chunks = Math.min(current.size(), chunks * 2);
      }
    }
    if (current.size() == 1 && tries < BUDGET && safely(fails, List.of())) {
      return List.of();
    }
    return current;
  }

  /** A string shrunk character by character (as UTF-16 chars, so a lone surrogate may result). */
  static String minimize(String s, Predicate<String> fails) {
    List<Character> chars = new ArrayList<>();
    for (char c : s.toCharArray()) {
      chars.add(c);
    }
    List<Character> small = minimize(chars, l -> fails.test(join(l)));
    return join(small);
  }

  /** A text shrunk first by words (runs of non-spaces and runs of spaces), then by characters. */
  static String minimizeWords(String s, Predicate<String> fails) {
    List<String> words = List.of(s.split("(?<=\\s)(?=\\S)|(?<=\\S)(?=\\s)"));
    String byWords = String.join("", minimize(words, l -> fails.test(String.join("", l))));
    return minimize(byWords, fails);
  }

  /** A text shrunk first by whole lines, then by characters. */
  static String minimizeText(String s, Predicate<String> fails) {
    List<String> lines = List.of(s.split("(?<=\n)", -1));
    String byLines = String.join("", minimize(lines, l -> fails.test(String.join("", l))));
    return byLines.length() > 4_000 ? byLines : minimize(byLines, fails);
  }

  /** Bytes shrunk first by lines (split after each {@code \n} byte), then byte by byte. */
  static byte[] minimizeBytes(byte[] bytes, Predicate<byte[]> fails) {
    List<byte[]> lines = new ArrayList<>();
    int start = 0;
    for (int i = 0; i < bytes.length; i++) {
      if (bytes[i] == '\n') {
        lines.add(java.util.Arrays.copyOfRange(bytes, start, i + 1));
        start = i + 1;
      }
    }
    lines.add(java.util.Arrays.copyOfRange(bytes, start, bytes.length));
    byte[] byLines = concat(minimize(lines, l -> fails.test(concat(l))));
    if (byLines.length > 4_000) {
      return byLines;
    }
    List<Byte> each = new ArrayList<>();
    for (byte b : byLines) {
      each.add(b);
    }
    List<Byte> small = minimize(each, l -> fails.test(toArray(l)));
    return toArray(small);
  }

  private static <T> boolean safely(Predicate<List<T>> fails, List<T> input) {
    try {
      return fails.test(input);
    } catch (RuntimeException | StackOverflowError e) {
      // A different crash is a different problem: not the one being shrunk.
      return false;
    }
  }

  private static String join(List<Character> chars) {
    StringBuilder b = new StringBuilder(chars.size());
    for (char c : chars) {
      b.append(c);
    }
    return b.toString();
  }

  private static byte[] concat(List<byte[]> parts) {
    int n = 0;
    for (byte[] p : parts) {
      n += p.length;
    }
    byte[] out = new byte[n];
    int at = 0;
    for (byte[] p : parts) {
      System.arraycopy(p, 0, out, at, p.length);
      at += p.length;
    }
    return out;
  }

  private static byte[] toArray(List<Byte> l) {
    byte[] out = new byte[l.size()];
    for (int i = 0; i < out.length; i++) {
      out[i] = l.get(i);
    }
    return out;
  }
}
