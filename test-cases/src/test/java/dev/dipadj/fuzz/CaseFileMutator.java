package dev.dipadj.fuzz;

import static dev.dipadj.fuzz.OrderTextSpellings.pick;

import dev.dipadj.fuzz.CaseFileCorpus.CaseFile;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.SplittableRandom;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * Mutates corpus case files: the whole file or a slice (its header and a few consecutive
 * cases), with one to four edits of its lines (deleted, duplicated, swapped, characters
 * mutated, random lines inserted, keywords changed, numbers and years pushed to their limits
 * such as 2147483647, a byte-order mark put in, the file truncated) and sometimes of its bytes
 * (invalid UTF-8, a BOM, UTF-16 or Latin-1 instead of UTF-8), which only a file on disk can
 * carry.
 */
final class CaseFileMutator {
  private CaseFileMutator() {}

  /** A mutated file: its name, text and, when its bytes were edited or it is read from disk, its bytes. */
  record Mutant(String name, String text, byte[] bytes, List<String> edits) {
    boolean onDisk() {
      return bytes != null;
    }
  }

  private static final String[] KEYWORDS = {
    "case", "end", "variant", "rules", "phase", "units", "owners", "orders", "results", "players",
    "control", "expect units", "expect dislodged", "expect owners", "expect same", "expect winner",
    "expect", "EXPECT UNITS", "Orders", "END", "ord ers", "unit", "expect nothing", "case case",
  };
  private static final String[] NUMBERS = {
    "2147483647", "2147483646", "-2147483648", "2147483648", "0", "-1", "1", "99999999999999999999",
    "+1901", "0001901", "1e3", "\u0661\u0669\u0660\u0661", "1_901", "-0", "1901.5",
  };
  private static final String[] WORDS = {
    "England", "France", "Italy", "Britain", "Holland", "nobody", "Par", "Spa/nc", "StP(sc)", "A", "F",
    "=>", "succeeds", "fails", "illegal", "bounce", "cut", "none", "#", ":", "::", "classic", "era-of-empire",
    "classic-2p", "unreadable-orders=ignore", "last-year=2147483647", "convoy-paradox=szykman",
    "retreats", "nowhere", "Spring", "Fall", "Winter", "Movement", "Retreat", "Adjustment", "West",
  };
  /** A real variant file, by absolute path: a {@code variant X.variant} line reads it from disk. */
  private static final String VARIANT_FILE =
      Path.of("../variants/src/main/resources/dev/dipadj/variants/classic.variant").toAbsolutePath().normalize()
          .toString();
  private static final Pattern NUMBER = Pattern.compile("-?\\d+");

  static Mutant mutate(SplittableRandom r) {
    CaseFile f = CaseFileCorpus.FILES.get(r.nextInt(CaseFileCorpus.FILES.size()));
    List<String> edits = new ArrayList<>();
    List<String> lines = r.nextBoolean() ? new ArrayList<>(f.lines()) : slice(r, f.lines(), edits);
    int n = 1 + r.nextInt(4);
    String text = null;
    for (int i = 0; i < n && text == null; i++) {
      text = edit(r, lines, edits);
    }
    if (text == null) {
      text = String.join(r.nextInt(10) == 0 ? "\r\n" : "\n", lines);
    }
    String name = "mutated/" + f.name();
    int disk = r.nextInt(10);
    if (disk < 2) {
      return new Mutant(name, text, bytes(r, text, edits), edits);
    }
    if (disk < 3) {
      return new Mutant(name, text, text.getBytes(StandardCharsets.UTF_8), edits);
    }
    return new Mutant(name, text, null, edits);
  }

  /** The lines before the first case, and one to three consecutive cases. */
  private static List<String> slice(SplittableRandom r, List<String> lines, List<String> edits) {
    List<Integer> starts = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      if (lines.get(i).strip().toLowerCase(Locale.ROOT).startsWith("case ")) {
        starts.add(i);
      }
    }
    if (starts.isEmpty()) {
      return new ArrayList<>(lines);
    }
    int first = r.nextInt(starts.size());
    int last = Math.min(starts.size(), first + 1 + r.nextInt(3));
    List<String> out = new ArrayList<>(lines.subList(0, starts.get(0)));
    out.addAll(lines.subList(starts.get(first), last < starts.size() ? starts.get(last) : lines.size()));
    edits.add("cases " + (first + 1) + ".." + last + " of " + starts.size());
    return out;
  }

  /** One edit of the lines; a truncation returns the final text at once (null otherwise). */
  private static String edit(SplittableRandom r, List<String> lines, List<String> edits) {
    if (lines.isEmpty()) {
      lines.add("");
    }
    int at = r.nextInt(lines.size());
    String line = lines.get(at);
    int op = r.nextInt(13);
    edits.add(op + "@" + (at + 1));
    switch (op) {
      case 0 -> {
        int end = Math.min(lines.size(), at + 1 + (r.nextInt(4) == 0 ? r.nextInt(10) : 0));
        lines.subList(at, end).clear();
      }
      case 1 -> lines.add(at, line);
      case 2 -> {
        int other = r.nextBoolean() ? Math.min(lines.size() - 1, at + 1) : r.nextInt(lines.size());
        lines.set(at, lines.get(other));
        lines.set(other, line);
      }
      case 3, 4 -> lines.set(at, OrderTextNoise.mutate(r, line));
      case 5 -> lines.add(at, randomLine(r));
      case 6 -> lines.set(at, keyword(r, line));
      case 7 -> lines.set(at, number(r, line));
      case 8 -> year(r, lines);
      case 9 -> lines.set(at, (at == 0 && r.nextBoolean() ? "\uFEFF" : "") + insertAnywhere(r, line, "\uFEFF"));
      case 10 -> lines.set(at, insertAnywhere(r, line, pick(r, "\r", "\u0000", "\t", "\u2028", "\u0085", "\u001B")));
      case 11 -> lines.set(at, replaceWord(r, line));
      default -> {
        // Truncated: cut anywhere, even in the middle of a line.
        String all = String.join("\n", lines);
        return all.substring(0, r.nextInt(all.length() + 1));
      }
    }
    return null;
  }

  /**
   * A phase at the limits of the year: an existing {@code phase} line's year changed, or a
   * phase put before a step's {@code orders}, where it is read.
   */
  private static void year(SplittableRandom r, List<String> lines) {
    String year = pick(r, "2147483647", "2147483647", "2147483646", "-2147483648", "0", "-1");
    List<Integer> phases = new ArrayList<>();
    List<Integer> orders = new ArrayList<>();
    for (int i = 0; i < lines.size(); i++) {
      String l = lines.get(i).strip().toLowerCase(Locale.ROOT);
      if (l.startsWith("phase ")) {
        phases.add(i);
      } else if (l.equals("orders")) {
        orders.add(i);
      }
    }
    if (!phases.isEmpty() && r.nextBoolean()) {
      int at = phases.get(r.nextInt(phases.size()));
      lines.set(at, NUMBER.matcher(lines.get(at)).replaceFirst(year));
    } else if (!orders.isEmpty()) {
      lines.add(orders.get(r.nextInt(orders.size())), "phase " + pick(r, "Spring", "Fall", "Fall", "Winter") + " "
          + year + " " + pick(r, "Movement", "Movement", "Retreat", "Adjustment"));
    }
  }

  private static String randomLine(SplittableRandom r) {
    return switch (r.nextInt(4)) {
      case 0, 1 -> CaseFileCorpus.LINES.get(r.nextInt(CaseFileCorpus.LINES.size()));
      case 2 -> pick(r, KEYWORDS) + pick(r, "", " ", " x", " " + pick(r, WORDS), " " + VARIANT_FILE, " x.variant");
      default -> {
        StringBuilder b = new StringBuilder(pick(r, "", "  "));
        int n = r.nextInt(6);
        for (int i = 0; i < n; i++) {
          b.append(r.nextBoolean() ? pick(r, WORDS) : TextFuzzChars.any(r)).append(' ');
        }
        yield b.toString();
      }
    };
  }

  /** The line's first word (or two) replaced by another keyword, or its case changed. */
  private static String keyword(SplittableRandom r, String line) {
    String stripped = line.strip();
    String[] words = stripped.split("\\s+", 2);
    String rest = words.length > 1 ? " " + words[1] : "";
    return switch (r.nextInt(3)) {
      case 0 -> pick(r, KEYWORDS) + rest;
      case 1 -> stripped.toUpperCase(Locale.ROOT);
      default -> words[0].equalsIgnoreCase("variant")
          ? "variant " + pick(r, "classic", "Classic", "nonsense", "x.variant", VARIANT_FILE, "")
          : pick(r, KEYWORDS) + " " + stripped;
    };
  }

  /** A number of the line (a year, a count) replaced by a limit value, or one put in. */
  private static String number(SplittableRandom r, String line) {
    Matcher m = NUMBER.matcher(line);
    List<int[]> spans = new ArrayList<>();
    while (m.find()) {
      spans.add(new int[] {m.start(), m.end()});
    }
    if (spans.isEmpty()) {
      return insertAnywhere(r, line, pick(r, NUMBERS));
    }
    int[] s = spans.get(r.nextInt(spans.size()));
    return line.substring(0, s[0]) + pick(r, NUMBERS) + line.substring(s[1]);
  }

  private static String replaceWord(SplittableRandom r, String line) {
    String[] words = line.split(" ", -1);
    words[r.nextInt(words.length)] = pick(r, WORDS);
    return String.join(" ", words);
  }

  private static String insertAnywhere(SplittableRandom r, String line, String piece) {
    int at = r.nextInt(line.length() + 1);
    return line.substring(0, at) + piece + line.substring(at);
  }

  /** The text's bytes, edited: invalid UTF-8, a BOM, NUL bytes, or another encoding altogether. */
  private static byte[] bytes(SplittableRandom r, String text, List<String> edits) {
    byte[] utf8 = text.getBytes(StandardCharsets.UTF_8);
    int op = r.nextInt(6);
    edits.add("bytes " + op);
    return switch (op) {
      case 0 -> cat(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF}, utf8);
      case 1 -> text.getBytes(StandardCharsets.UTF_16);
      case 2 -> text.getBytes(StandardCharsets.ISO_8859_1);
      default -> {
        byte[][] bad = {
          {(byte) 0xFF}, {(byte) 0xC3}, {(byte) 0xC0, (byte) 0xAF}, {(byte) 0x80}, {(byte) 0xE2, (byte) 0x82},
          {(byte) 0xED, (byte) 0xA0, (byte) 0x80}, {(byte) 0xF8, (byte) 0x88, (byte) 0x80, (byte) 0x80, (byte) 0x80},
          {0}, {(byte) 0xFE, (byte) 0xFF},
        };
        int at = r.nextInt(utf8.length + 1);
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(utf8, 0, at);
        byte[] b = bad[r.nextInt(bad.length)];
        out.write(b, 0, b.length);
        out.write(utf8, at, utf8.length - at);
        yield out.toByteArray();
      }
    };
  }

  private static byte[] cat(byte[] a, byte[] b) {
    byte[] out = new byte[a.length + b.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    return out;
  }
}
