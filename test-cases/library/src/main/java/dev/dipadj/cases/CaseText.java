package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;

/**
 * One {@code case … end} of a file, split into statements but not yet read against a
 * variant. {@code defaultVariant} is the file's {@code variant} line, if any.
  *
  * @param file the file's name
  * @param line the line of {@code case}
  * @param id the case's id
  * @param title its title
  * @param defaultVariant the file's variant, or null
  * @param statements the case's statements
 */
public record CaseText(
    String file, int line, String id, String title, String defaultVariant, ImmutableList<Statement> statements) {
  /**
   * Whether the case has something to compare: a {@code results} or {@code expect} block in
   * some step. Without one it would pass whatever the adjudicator did.
   *
   * @return whether some step has a results or expect block
   */
  public boolean checksSomething() {
    for (Statement s : statements) {
      if (s.keyword().equals("results") || s.keyword().startsWith("expect")) {
        return true;
      }
    }
    return false;
  }
}
