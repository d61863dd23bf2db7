package dev.dipadj.oracle;

import dev.dipadj.oracle.BoardOrders.Kind;
import java.util.ArrayList;
import java.util.List;

/**
 * Which decisions each decision's DATC 5.B condition reads, and whether that graph has a
 * cycle. Without a cycle the decisions can be settled one after the other, so exactly one
 * assignment is consistent (DATC 5.B.9: none or several need a circular dependency); the
 * property uses that to check the oracle against itself and to count cyclic positions.
 */
final class DecisionDependencies {
  private final BoardOrders b;
  private final List<List<Integer>> reads = new ArrayList<>();

  DecisionDependencies(BoardOrders b) {
    this.b = b;
    for (int u = 0; u < b.n; u++) {
      List<Integer> r = new ArrayList<>();
      if (b.isDecision(u)) {
        switch (b.kind[u]) {
          case MOVE -> move(u, r);
          case CONVOY -> r.addAll(b.attackers.get(u)); // dislodged: the moves into its province
          default -> { // support: the moves into its province, and their PATH
            for (int k : b.attackers.get(u)) {
              r.add(k);
              r.addAll(b.convoyers.get(k));
            }
          }
        }
      }
      reads.add(r);
    }
  }

  /** ATTACK of u, HOLD or DEFEND of what it meets, PREVENT of each rival. */
  private void move(int u, List<Integer> r) {
    r.addAll(b.convoyers.get(u));
    r.addAll(b.moveSupporters.get(u));
    int d = b.atTarget[u];
    if (d >= 0) {
      if (b.headToHead[u] >= 0) {
        r.addAll(b.moveSupporters.get(d));
      } else if (b.kind[d] == Kind.MOVE) {
        r.add(d);
      } else {
        r.addAll(b.holdSupporters.get(d));
      }
    }
    for (int k : b.rivals.get(u)) {
      r.addAll(b.convoyers.get(k));
      r.addAll(b.moveSupporters.get(k));
      if (b.headToHead[k] >= 0) {
        r.add(b.headToHead[k]);
      }
    }
  }

  /** Whether some decision depends, through others, on itself. */
  boolean cyclic() {
    int[] state = new int[b.n]; // 0 new, 1 on the DFS stack, 2 done
    for (int u = 0; u < b.n; u++) {
      if (state[u] == 0 && reachesStack(u, state)) {
        return true;
      }
    }
    return false;
  }

  private boolean reachesStack(int u, int[] state) {
    state[u] = 1;
    for (int v : reads.get(u)) {
      if (state[v] == 1 || (state[v] == 0 && reachesStack(v, state))) {
        return true;
      }
    }
    state[u] = 2;
    return false;
  }
}
