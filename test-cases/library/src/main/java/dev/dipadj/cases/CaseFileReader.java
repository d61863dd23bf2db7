package dev.dipadj.cases;

import dev.dipadj.map.Names;
import com.google.common.collect.ImmutableList;
import dev.dipadj.text.TextFile;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;

/**
 * Splits a case file into its cases and each case into statements (the grammar of
 * docs/case-format.md). Whether units and orders make sense is left to {@link CaseRunner}.
 */
public final class CaseFileReader {
  private static final Set<String> BLOCKS =
      Set.of("units", "dislodged", "owners", "orders", "results", "players",
          "expect units", "expect dislodged", "expect owners");
  private static final Set<String> LINES =
      Set.of("variant", "rules", "phase", "control", "expect same", "expect winner", "end", "case");
  /** The keywords of one word and of two ("expect units"), to find a line's without copying it. */
  private static final List<String> ONE_WORD =
      Stream.concat(BLOCKS.stream(), LINES.stream()).filter(k -> k.indexOf(' ') < 0).toList();
  private static final int LONGEST_KEYWORD = ONE_WORD.stream().mapToInt(String::length).max().orElseThrow();
  private static final List<String> TWO_WORDS =
      Stream.concat(BLOCKS.stream(), LINES.stream()).filter(k -> k.indexOf(' ') >= 0).toList();

  /** The longest line a case file may have. */
  public static final int MAX_LINE = 10_000;
  /** The most cases one file may hold. */
  public static final int MAX_CASES = 100_000;

  private CaseFileReader() {}

  /**
   * Reads a file from disk; its path as given names it in messages.
   *
   * @param path the file
   * @return its cases, in file order
   * @throws CaseError if the file cannot be read or split into cases, naming file and line
   */
  public static List<CaseText> read(Path path) throws CaseError {
    String text;
    try {
      text = TextFile.read(path);
    } catch (TextFile.Unreadable e) {
      throw new CaseError(path.toString(), e.line(), "", e.reason());
    }
    return read(path.toString(), text);
  }

  /**
   * Reads case text; {@code file} names it in messages.
   *
   * @param file the file's name, for messages
   * @param text the file's text
   * @return its cases, in file order
   * @throws CaseError if the text cannot be split into cases, naming file and line
   */
  public static List<CaseText> read(String file, String text) throws CaseError {
    List<CaseText> cases = new ArrayList<>();
    String fileVariant = null;
    // A byte-order mark some editors write is not part of the first line.
    int at = text.startsWith("\uFEFF") ? 1 : 0;
    CaseText open = null;
    List<Statement> statements = null;
    String keyword = null;
    String argument = null;
    int keywordLine = 0;
    List<CaseLine> body = null;
    int n = 0;
    while (at <= text.length()) {
      n++;
      int end = text.indexOf('\n', at);
      if (end < 0) {
        end = text.length();
      }
      int lineStart = at;
      at = end + 1;
      if (end - lineStart > MAX_LINE) {
        throw new CaseError(file, n, "", "a line longer than " + MAX_LINE + " characters");
      }
      String line = content(text, lineStart, end);
      if (line == null) {
        continue;
      }
      String k = keywordOf(line);
      if (k == null) {
        if (body == null) {
          throw new CaseError(file, n, firstWord(line),
              open == null ? "expected 'case' or 'variant'" : "a line outside any block");
        }
        body.add(new CaseLine(n, line));
        continue;
      }
      if (statements != null && keyword != null) {
        statements.add(new Statement(keywordLine, keyword, argument, ImmutableList.copyOf(body == null ? List.of() : body)));
        keyword = null;
        body = null;
      }
      if (k.equals("expect")) {
        throw new CaseError(file, n, line, "unknown expectation (units, dislodged, owners, same, winner)");
      }
      String arg = argumentAfter(line, k.indexOf(' ') < 0 ? 1 : 2);
      switch (k) {
        case "case" -> {
          if (open != null) {
            throw new CaseError(file, n, "case", "case " + open.id() + " has no 'end'");
          }
          String[] parts = Words.firstAndRest(arg);
          if (arg.isEmpty()) {
            throw new CaseError(file, n, "case", "a case needs an id");
          }
          open = new CaseText(file, n, parts[0], parts[1], fileVariant, ImmutableList.of());
          statements = new ArrayList<>();
        }
        case "end" -> {
          if (open == null) {
            throw new CaseError(file, n, "end", "'end' without 'case'");
          }
          if (cases.size() == MAX_CASES) {
            throw new CaseError(file, n, "end", "more than " + MAX_CASES + " cases in one file");
          }
          cases.add(new CaseText(file, open.line(), open.id(), open.title(), fileVariant, ImmutableList.copyOf(statements)));
          open = null;
          statements = null;
        }
        default -> {
          if (open == null) {
            if (!k.equals("variant")) {
              throw new CaseError(file, n, firstWord(line), "'" + k + "' outside a case");
            }
            fileVariant = arg;
            continue;
          }
          keyword = k;
          argument = arg;
          keywordLine = n;
          body = BLOCKS.contains(k) ? new ArrayList<>() : null;
          if (body != null && !arg.isEmpty()) {
            throw new CaseError(file, n, arg, "'" + k + "' takes its lines below it");
          }
        }
      }
    }
    if (statements != null && keyword != null) {
      statements.add(new Statement(keywordLine, keyword, argument, ImmutableList.copyOf(body == null ? List.of() : body)));
    }
    if (open != null) {
      throw new CaseError(file, n, "", "case " + open.id() + " has no 'end'");
    }
    return cases;
  }

  /**
   * The text of the line from {@code start} to {@code end}, without its comment, its line end
   * and the white space around it; null when nothing is left. One copy of the text at most.
   */
  private static String content(String text, int start, int end) {
    for (int i = start; i < end; i++) {
      if (text.charAt(i) == '#') {
        end = i;
        break;
      }
    }
    while (end > start && Names.isSpace(text.charAt(end - 1))) {
      end--;
    }
    while (start < end && Names.isSpace(text.charAt(start))) {
      start++;
    }
    return start == end ? null : text.substring(start, end);
  }

  /** The text after the first {@code words} words of a line (a line that starts with a word). */
  private static String argumentAfter(String line, int words) {
    int i = 0;
    for (int w = 0; w < words; w++) {
      i = Words.skipSpace(line, Words.skipWord(line, i));
    }
    return line.substring(i).strip();
  }

  private static String firstWord(String line) {
    return line.substring(0, Words.skipWord(line, 0));
  }

  /** The statement keyword a line starts with, or null for a block line; no copy of the line is made. */
  private static String keywordOf(String line) {
    int end = Words.skipWord(line, 0);
    if (end > LONGEST_KEYWORD || line.charAt(end - 1) == ':') {
      // The lines of blocks start with "POWER:", or with a word longer than any keyword.
      return null;
    }
    if (isWord(line, 0, end, "expect")) {
      int start = Words.skipSpace(line, end);
      if (start < line.length()) {
        int second = Words.skipWord(line, start);
        for (String two : TWO_WORDS) {
          if (isWord(line, start, second, two.substring("expect ".length()))) {
            return two;
          }
        }
      }
      return "expect";
    }
    for (String one : ONE_WORD) {
      if (isWord(line, 0, end, one)) {
        return one;
      }
    }
    return null;
  }

  /** Whether line[start, end) is the word, in any case. */
  private static boolean isWord(String line, int start, int end, String word) {
    return end - start == word.length() && line.regionMatches(true, start, word, 0, word.length());
  }
}
