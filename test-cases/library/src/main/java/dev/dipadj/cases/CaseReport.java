package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;

/**
 * A case after running: its steps as far as they could run, and the first difference
 * from the expectations or the error that stopped it (null for both when it passed).
  *
  * @param text the case
  * @param steps the steps run (none when they were not kept)
  * @param difference the first difference, or null
  * @param error the error that stopped the case, or null
 */
public record CaseReport(CaseText text, ImmutableList<StepReport> steps, String difference, String error) {
  /** The difference of a case that ran without error but checks nothing ({@link CaseText#checksSomething()}). */
  public static final String CHECKS_NOTHING = "checks nothing (no results and no expect blocks)";

  /**
   * The report as {@code check} judges the case: one that passed but checks nothing fails,
   * with the difference {@link #CHECKS_NOTHING}, since it would pass whatever was adjudicated.
   *
   * @return this report, or the failed one of a case that checks nothing
   */
  public CaseReport checked() {
    return passed() && !text.checksSomething() ? new CaseReport(text, steps, CHECKS_NOTHING, null) : this;
  }

  /**
   * Whether the case met every expectation and ran without error.
   *
   * @return whether it passed
   */
  public boolean passed() {
    return difference == null && error == null;
  }

  /**
   * The one-line report of a failing case: file, case id and the first difference or error.
   *
   * @return the line
   */
  public String failureLine() {
    if (error != null) {
      return error;
    }
    return text.file() + ":" + text.line() + ": case " + text.id() + ": " + difference;
  }
}
