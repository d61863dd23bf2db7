package dev.dipadj.fuzz;

/**
 * One broken invariant (or an exception) in one phase. {@code check} names the invariant and
 * is the same for every occurrence of one problem, so that failures can be grouped by it;
 * {@code detail} says what was seen in this occurrence.
 */
record Violation(String check, String detail) {
  @Override
  public String toString() {
    return check + ": " + detail;
  }
}
