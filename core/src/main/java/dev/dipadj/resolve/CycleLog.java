package dev.dipadj.resolve;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * What {@link Decisions} writes down of the cycles it settles by the backup rule, only when a
 * phase is explained (plain adjudication has none): the members of each cycle and what each
 * came to on the two guesses of its head. The settled tables keep only the final verdicts.
 */
final class CycleLog {
  /** One guess of a cycle's head: the head and the provisional members, with whether each succeeded. */
  record Try(int[] members, boolean[] succeeds) {}

  /** A cycle the backup rule settled: its head and its two tries (the first may be missing). */
  record Cycle(int head, Try ifHeadFails, Try ifHeadSucceeds) {}

  /** The first try of each head whose second try is still under way. */
  private final Map<Integer, Try> firstTries = new HashMap<>();
  private final List<Cycle> cycles = new ArrayList<>();

  /** The head's first guess (fails) has been adjudicated: its members are {@code cycle[from .. to)}. */
  void firstTry(int head, long verdict, int[] cycle, int from, int to, long[] verdicts) {
    firstTries.put(head, snapshot(head, verdict, cycle, from, to, verdicts));
  }

  /** The head's second guess (succeeds) disagreed with its first: the backup rule settles the cycle. */
  void backupRule(int head, long verdict, int[] cycle, int from, int to, long[] verdicts) {
    cycles.add(new Cycle(head, firstTries.remove(head), snapshot(head, verdict, cycle, from, to, verdicts)));
  }

  /** The cycles settled, in the order they were. */
  List<Cycle> cycles() {
    return cycles;
  }

  private static Try snapshot(int head, long verdict, int[] cycle, int from, int to, long[] verdicts) {
    int[] members = new int[to - from + 1];
    boolean[] succeeds = new boolean[members.length];
    members[0] = head;
    succeeds[0] = Verdict.succeeds(verdict);
    for (int i = from; i < to; i++) {
      members[i - from + 1] = cycle[i];
      succeeds[i - from + 1] = Verdict.succeeds(verdicts[cycle[i]]);
    }
    return new Try(members, succeeds);
  }
}
