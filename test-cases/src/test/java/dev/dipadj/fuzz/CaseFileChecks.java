package dev.dipadj.fuzz;

import dev.dipadj.cases.CaseError;
import dev.dipadj.cases.CaseFileReader;
import dev.dipadj.cases.CaseReport;
import dev.dipadj.cases.CaseRunner;
import dev.dipadj.cases.CaseText;
import dev.dipadj.cases.CaseWriter;
import dev.dipadj.cases.Corpus;
import dev.dipadj.cases.StepReport;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * What must hold for any case file, however broken: reading and running it throws nothing;
 * each case runs (passing, or with a difference) or reports an error that is one clean line
 * ({@code FILE:LINE: ...}, the file's name and a line of the file, no line break and no raw
 * control character) and that is not an "internal error" (what CaseRunner says when an
 * exception escapes: a bug); years never go backwards (an overflow); and a case that runs is
 * printed back by CaseWriter as a case that reads and runs without error and passes.
 * Each broken rule is a problem with a signature naming its kind, not the input.
 */
final class CaseFileChecks {
  private CaseFileChecks() {}

  /** What a file gave: its cases' reports counted, and its problems. */
  record Result(int cases, int passed, int differences, int errors, List<Problem> problems) {}

  /** A broken rule: the signature groups equal failures, the detail shows this one. */
  record Problem(String signature, String detail) {}

  private static final Pattern INTERNAL = Pattern.compile("internal error: ([\\w.$]+)");

  /** A case text read as a string under a file name (CaseFileReader.read, then CaseRunner.run). */
  static Result checkText(String name, String text) {
    List<Problem> problems = new ArrayList<>();
    List<CaseReport> reports = new ArrayList<>();
    String readError = null;
    try {
      for (CaseText c : CaseFileReader.read(name, text)) {
        reports.add(CaseRunner.run(c));
      }
    } catch (CaseError e) {
      readError = e.getMessage();
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("reading or running throws " + OrderTextChecks.describe(e), OrderTextChecks.trace(e)));
    }
    return judge(name, lineCount(text), readError, reports, problems);
  }

  /** A file on disk, read and run by Corpus.run. */
  static Result checkFile(Path file, byte[] bytes) {
    List<Problem> problems = new ArrayList<>();
    List<CaseReport> reports = new ArrayList<>();
    try {
      reports.addAll(Corpus.run(file));
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("Corpus.run throws " + OrderTextChecks.describe(e), OrderTextChecks.trace(e)));
    }
    int lines = 1;
    for (byte b : bytes) {
      lines += b == '\n' ? 1 : 0;
    }
    return judge(file.toString(), lines, null, reports, problems);
  }

  private static Result judge(String name, int lines, String readError, List<CaseReport> reports,
      List<Problem> problems) {
    int passed = 0;
    int differences = 0;
    int errors = 0;
    if (readError != null) {
      errors++;
      checkError(name, lines, readError, problems);
    }
    for (CaseReport report : reports) {
      if (report.error() != null) {
        errors++;
        checkError(name, lines, report.error(), problems);
        continue;
      }
      if (report.passed()) {
        passed++;
      } else {
        differences++;
      }
      checkYears(report, problems);
      checkRoundTrip(report, problems);
    }
    return new Result(reports.size() + (readError != null ? 1 : 0), passed, differences, errors, problems);
  }

  /** One clean line, FILE:LINE: with a line of the file, and no internal error. */
  static void checkError(String name, int lines, String error, List<Problem> problems) {
    Matcher internal = INTERNAL.matcher(error);
    if (internal.find()) {
      problems.add(new Problem("an internal error (" + internal.group(1) + ")", error));
    }
    for (int i = 0; i < error.length(); i++) {
      char c = error.charAt(i);
      if (TextFuzzChars.breaksALine(c)) {
        problems.add(new Problem("an error message with a raw " + charName(c) + " in it", TextFuzzChars.escape(error)));
        break;
      }
    }
    Matcher m = Pattern.compile("^" + Pattern.quote(name) + ":(-?\\d+): \\S").matcher(error);
    if (!m.find()) {
      problems.add(new Problem("an error not of the form FILE:LINE: ...", TextFuzzChars.escape(error)));
      return;
    }
    long line = Long.parseLong(m.group(1));
    if (line < 1 || line > lines) {
      problems.add(new Problem("an error naming line " + (line < 1 ? line : "past the end") + " of the file",
          TextFuzzChars.escape(error) + " (the file has " + lines + " lines)"));
    }
  }

  private static String charName(char c) {
    return switch (c) {
      case '\r' -> "CR";
      case '\n' -> "LF";
      case '\u0000' -> "NUL";
      case '\t' -> "tab";
      case '\u2028', '\u2029' -> "Unicode line or paragraph separator";
      default -> c < 0x20 || c == 0x7F ? "C0 control character" : "C1 control character";
    };
  }

  /** The game moves forward in time: a year that wraps to a negative number is an overflow. */
  private static void checkYears(CaseReport report, List<Problem> problems) {
    for (StepReport step : report.steps()) {
      int before = step.before().phase().year();
      int after = step.outcome().next().phase().year();
      if (after < before) {
        problems.add(new Problem("the year goes backwards after a step (integer overflow)",
            step.before().phase() + " is followed by " + step.outcome().next().phase()));
        return;
      }
    }
  }

  /** CaseWriter's output reads back, runs without error and passes (the round trip of docs/case-format.md). */
  private static void checkRoundTrip(CaseReport report, List<Problem> problems) {
    String written;
    try {
      written = CaseWriter.write(report, true);
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("CaseWriter throws " + OrderTextChecks.describe(e), OrderTextChecks.trace(e)));
      return;
    }
    try {
      for (CaseText c : CaseFileReader.read("written.case", written)) {
        CaseReport again = CaseRunner.run(c);
        if (again.error() != null) {
          problems.add(new Problem("CaseWriter's output gives an error when run",
              again.error() + "\n  written:\n" + TextFuzzChars.escapeLines(written)));
        } else if (!again.passed()) {
          problems.add(new Problem("CaseWriter's output does not pass",
              again.failureLine() + "\n  written:\n" + TextFuzzChars.escapeLines(written)));
        }
      }
    } catch (CaseError e) {
      problems.add(new Problem("CaseWriter's output does not read back",
          e.getMessage() + "\n  written:\n" + TextFuzzChars.escapeLines(written)));
    } catch (RuntimeException | StackOverflowError e) {
      problems.add(new Problem("reading CaseWriter's output throws " + OrderTextChecks.describe(e),
          OrderTextChecks.trace(e)));
    }
  }

  /** Lines as CaseFileReader counts them (split at LF). */
  static int lineCount(String text) {
    int n = 1;
    for (int i = 0; i < text.length(); i++) {
      n += text.charAt(i) == '\n' ? 1 : 0;
    }
    return n;
  }
}
