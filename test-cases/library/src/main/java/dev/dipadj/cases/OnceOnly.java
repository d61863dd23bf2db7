package dev.dipadj.cases;

import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * The statements a case gives once at most: in its setup ({@code variant}, {@code phase},
 * {@code units}, {@code owners}, {@code dislodged}, {@code players}) and in each step
 * ({@code phase}, {@code results} and every {@code expect}). A second one would either
 * replace the first unseen or have no place in the case's JSON; {@code check},
 * {@code adjudicate} and {@code json} all ask here, so that they refuse the same cases
 * (issue 19, point 9: {@code check} ran a case with two {@code units} blocks, using the
 * second, where {@code json} refused it). {@code rules} and {@code control} lines add up,
 * so they may repeat. A second {@code phase} line before the first orders is the first
 * step's own (as {@code adjudicate} writes it): only that step's control lines and orders
 * may follow it.
 */
final class OnceOnly {
  private static final Set<String> SETUP = Set.of("variant", "phase", "units", "owners", "dislodged", "players");
  private static final Set<String> STEP = Set.of(
      "phase", "results", "expect units", "expect dislodged", "expect owners", "expect same", "expect winner");

  private OnceOnly() {}

  /**
   * Refuses a case that gives a statement twice where it may give it once.
   *
   * @param text the case
   * @throws CaseError at the second statement, naming its file, line and keyword
   */
  static void check(CaseText text) throws CaseError {
    Set<String> seen = new HashSet<>();
    boolean inSetup = true;
    boolean stepHasOrders = false;
    boolean firstStepPhase = false;
    List<Statement> all = text.statements();
    for (Statement s : all) {
      String k = s.keyword();
      boolean opensStep = k.equals("orders") || k.equals("control") || k.equals("phase");
      if (firstStepPhase && !opensStep) {
        throw new CaseError(text.file(), s.line(), k, "'" + k + "' before the step's orders");
      }
      if (inSetup && k.equals("phase") && seen.contains(k)) {
        // The first step's phase line, after the setup's.
        inSetup = false;
        firstStepPhase = true;
        seen.clear();
      } else if (inSetup && (k.equals("orders") || k.equals("control"))) {
        inSetup = false;
        seen.clear();
      } else if (!inSetup && stepHasOrders && opensStep) {
        // A step runs from its phase and control lines through its orders to its expectations.
        seen.clear();
        stepHasOrders = false;
      }
      if (k.equals("orders")) {
        stepHasOrders = true;
        firstStepPhase = false;
      }
      if ((inSetup ? SETUP : STEP).contains(k) && !seen.add(k)) {
        throw new CaseError(text.file(), s.line(), k, "'" + k + "' given twice");
      }
    }
  }
}
