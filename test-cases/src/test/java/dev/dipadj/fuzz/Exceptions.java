package dev.dipadj.fuzz;

import java.io.PrintWriter;
import java.io.StringWriter;

/**
 * An exception escaping the library, as a violation grouped by its type and the library
 * frame it came from (two crashes at one place are one problem), with the stack trace as detail.
 */
final class Exceptions {
  private Exceptions() {}

  static Violation violation(String where, Throwable e) {
    String frame = "?";
    for (StackTraceElement f : e.getStackTrace()) {
      if (f.getClassName().startsWith("dev.dipadj.") && !f.getClassName().startsWith("dev.dipadj.fuzz.")) {
        frame = f.getClassName().substring(f.getClassName().lastIndexOf('.') + 1) + "." + f.getMethodName() + ":" + f.getLineNumber();
        break;
      }
    }
    StringWriter trace = new StringWriter();
    e.printStackTrace(new PrintWriter(trace));
    String[] lines = trace.toString().split("\n");
    StringBuilder shortTrace = new StringBuilder();
    for (int i = 0; i < Math.min(lines.length, 12); i++) {
      shortTrace.append(lines[i].stripTrailing()).append('\n');
    }
    return new Violation("exception (" + where + "): " + e.getClass().getSimpleName() + " at " + frame, shortTrace.toString());
  }
}
