package dev.dipadj.oracle;

import dev.dipadj.map.GameMap;
import dev.dipadj.order.Order;
import dev.dipadj.oracle.BoardOrders.Kind;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * A brute-force oracle for a movement phase: tries EVERY assignment of the boolean
 * decisions (each move, each matched support, each matched convoy by a fleet at sea) and
 * keeps those in which each decision equals what its DATC 5.B.1–5.B.3 condition says, given
 * all the others. Dislodged, PATH (5.B.4) and the four strengths (5.B.5–5.B.8) are derived
 * from the assignment exactly as the DATC words them.
 *
 * <p>A position with exactly one consistent assignment has that one as its ruling (5.B.9);
 * zero or several need a backup rule, which this oracle deliberately does not apply. It is
 * meant for small positions: the work doubles with each decision.
 */
final class ConsistentResolutions {
  private final BoardOrders b;
  /** The units whose order is a decision, in unit order; bit k of an assignment is decisions[k]. */
  private final int[] decisions;

  private ConsistentResolutions(BoardOrders b) {
    this.b = b;
    List<Integer> d = new ArrayList<>();
    for (int u = 0; u < b.n; u++) {
      if (b.isDecision(u)) {
        d.add(u);
      }
    }
    decisions = d.stream().mapToInt(Integer::intValue).toArray();
    if (decisions.length > 20) {
      throw new IllegalArgumentException("too many decisions to enumerate: " + decisions.length);
    }
  }

  /** Every consistent assignment for these orders (legal ones only; units without an order hold). */
  static List<Resolution> of(GameMap map, Position position, List<? extends Order> orders) {
    return new ConsistentResolutions(new BoardOrders(map, position, orders)).all();
  }

  /** Every consistent assignment for orders already read. */
  static List<Resolution> of(BoardOrders orders) {
    return new ConsistentResolutions(orders).all();
  }

  /** The strengths and cuts of every consistent assignment for orders already read, in the order of {@link #of}. */
  static List<OracleStrengths> strengthsOf(BoardOrders orders) {
    return new ConsistentResolutions(orders).consistent().stream().map(Assignment::strengths).toList();
  }

  private List<Resolution> all() {
    return consistent().stream().map(Assignment::toResolution).toList();
  }

  private List<Assignment> consistent() {
    List<Assignment> out = new ArrayList<>();
    for (long mask = 0; mask < (1L << decisions.length); mask++) {
      boolean[] value = new boolean[b.n];
      for (int k = 0; k < decisions.length; k++) {
        value[decisions[k]] = (mask & (1L << k)) != 0;
      }
      Assignment a = new Assignment(value);
      if (a.consistent()) {
        out.add(a);
      }
    }
    return out;
  }

  /** One guess at all decisions, with what follows from it. */
  private final class Assignment {
    /** The guessed success of each unit's decision (false for units without one). */
    final boolean[] value;
    final boolean[] dislodged;
    /** PATH of each move (5.B.4), computed on demand: 0 unknown, 1 true, 2 false. */
    final byte[] path;

    Assignment(boolean[] value) {
      this.value = value;
      this.path = new byte[b.n];
      this.dislodged = new boolean[b.n];
      for (int u = 0; u < b.n; u++) {
        // Dislodged: the unit does not move successfully and some move into its province does.
        if (!moves(u)) {
          for (int k : b.attackers.get(u)) {
            dislodged[u] |= value[k];
          }
        }
      }
    }

    boolean moves(int u) {
      return b.kind[u] == Kind.MOVE && value[u];
    }

    boolean consistent() {
      for (int u : decisions) {
        boolean condition = switch (b.kind[u]) {
          case MOVE -> moveCondition(u);
          case SUPPORT_HOLD, SUPPORT_MOVE -> !supportCut(u);
          case CONVOY -> !dislodged[u]; // 5.B.3
          default -> throw new IllegalStateException();
        };
        if (condition != value[u]) {
          return false; // the first contradiction is enough
        }
      }
      return true;
    }

    /** 5.B.1. */
    boolean moveCondition(int u) {
      int attack = attack(u);
      int opposing = b.headToHead[u] >= 0 ? defend(b.headToHead[u]) : hold(b.atTarget[u]);
      if (attack <= opposing) {
        return false;
      }
      for (int k : b.rivals.get(u)) {
        if (attack <= prevent(k)) {
          return false;
        }
      }
      return true;
    }

    /** 5.B.2: cut by a unit ordered into the supporter's province. */
    boolean supportCut(int s) {
      for (int k : b.attackers.get(s)) {
        if (value[k]) {
          return true; // it dislodges the supporter
        }
        // Only a support of a move has a destination the attack may come from.
        boolean fromSupportedDestination = b.kind[s] == Kind.SUPPORT_MOVE && b.target[s] == b.province(k);
        if (path(k) && !b.samePower(k, s) && !fromSupportedDestination) {
          return true;
        }
      }
      return false;
    }

    /** 5.B.4: the direct move when not convoyed; else a chain of successfully convoying matched fleets. */
    boolean path(int u) {
      if (path[u] == 0) {
        path[u] = (byte) ((b.convoyed[u] ? convoyChain(u) : b.direct[u]) ? 1 : 2);
      }
      return path[u] == 1;
    }

    private boolean convoyChain(int army) {
      int from = b.province(army);
      List<Integer> fleets = new ArrayList<>();
      for (int c : b.convoyers.get(army)) {
        if (value[c]) {
          fleets.add(c);
        }
      }
      Set<Integer> reached = new HashSet<>();
      Deque<Integer> todo = new ArrayDeque<>();
      for (int c : fleets) {
        if (b.map.fleetReaches(loc(c), from) && reached.add(c)) {
          todo.add(c);
        }
      }
      while (!todo.isEmpty()) {
        int c = todo.poll();
        if (b.map.fleetReaches(loc(c), b.target[army])) {
          return true;
        }
        for (int d : fleets) {
          if (b.map.fleetAdjacent(loc(c), loc(d)) && reached.add(d)) {
            todo.add(d);
          }
        }
      }
      return false;
    }

    private int loc(int u) {
      return b.units.get(u).location().id();
    }

    /** 5.B.5: of the province where unit u stands, or of an empty province when u is -1. */
    int hold(int u) {
      if (u < 0) {
        return 0;
      }
      if (b.kind[u] == Kind.MOVE) {
        return value[u] ? 0 : 1;
      }
      return 1 + successful(b.holdSupporters.get(u), -1);
    }

    /** 5.B.6. */
    int prevent(int u) {
      if (!path(u)) {
        return 0;
      }
      int opponent = b.headToHead[u];
      if (opponent >= 0 && value[opponent]) {
        return 0;
      }
      return 1 + successful(b.moveSupporters.get(u), -1);
    }

    /** 5.B.7. */
    int defend(int u) {
      return 1 + successful(b.moveSupporters.get(u), -1);
    }

    /** 5.B.8. */
    int attack(int u) {
      if (!path(u)) {
        return 0;
      }
      int d = b.atTarget[u];
      if (d < 0 || (b.headToHead[u] < 0 && moves(d))) {
        return 1 + successful(b.moveSupporters.get(u), -1);
      }
      if (b.samePower(u, d)) {
        return 0;
      }
      return 1 + successful(b.moveSupporters.get(u), d);
    }

    /** The successful supports among these, leaving out those of the power of {@code notOf} if any. */
    private int successful(List<Integer> supporters, int notOf) {
      int count = 0;
      for (int s : supporters) {
        if (value[s] && (notOf < 0 || !b.samePower(s, notOf))) {
          count++;
        }
      }
      return count;
    }

    /** Each strength of 5.B.5-5.B.8 and each cut of 5.B.2 under this assignment, per unit. */
    OracleStrengths strengths() {
      int[] attack = new int[b.n];
      int[] prevent = new int[b.n];
      int[] defend = new int[b.n];
      int[] hold = new int[b.n];
      boolean[][] cuts = new boolean[b.n][b.n];
      for (int u = 0; u < b.n; u++) {
        hold[u] = hold(u);
        boolean move = b.kind[u] == Kind.MOVE;
        attack[u] = move ? attack(u) : -1;
        prevent[u] = move ? prevent(u) : -1;
        defend[u] = move ? defend(u) : -1;
        if (b.kind[u] == Kind.SUPPORT_HOLD || b.kind[u] == Kind.SUPPORT_MOVE) {
          for (int k : b.attackers.get(u)) {
            cuts[u][k] = cuts(u, k);
          }
        }
      }
      return new OracleStrengths(value.clone(), attack, prevent, defend, hold, cuts);
    }

    /** 5.B.2 for one attack: it cuts unless it has no path, is of the supporter's power, or comes from the target. */
    private boolean cuts(int s, int k) {
      boolean fromSupportedDestination = b.kind[s] == Kind.SUPPORT_MOVE && b.target[s] == b.province(k);
      return path(k) && !b.samePower(k, s) && !fromSupportedDestination;
    }

    Resolution toResolution() {
      Map<Unit, Boolean> byUnit = new HashMap<>();
      for (int u : decisions) {
        byUnit.put(b.units.get(u), value[u]);
      }
      Set<Unit> out = new HashSet<>();
      Map<Unit, String> reasons = new HashMap<>();
      for (int u = 0; u < b.n; u++) {
        if (dislodged[u]) {
          out.add(b.units.get(u));
        }
        String reason = reason(u);
        if (reason != null) {
          reasons.put(b.units.get(u), reason);
        }
      }
      return new Resolution(byUnit, out, reasons);
    }

    /**
     * The reason word of the case format for a unit's failed order under this assignment, or
     * null when it did not fail: the first cause of the format's table that holds, worked out
     * from the strengths above (no paradox here: a single consistent assignment needs no
     * backup rule).
     */
    String reason(int u) {
      if (b.isDecision(u) && value[u]) {
        return null;
      }
      return switch (b.kind[u]) {
        case MOVE -> moveReason(u);
        case SUPPORT_HOLD, SUPPORT_MOVE -> !b.matched[u] ? "not-matched" : supportReason(u);
        case CONVOY -> !b.matched[u] ? "not-matched" : "dislodged";
        default -> dislodged[u] ? "dislodged" : null;
      };
    }

    private String moveReason(int u) {
      if (!path(u)) {
        return "no-route";
      }
      int attack = attack(u);
      for (int k : b.rivals.get(u)) {
        int prevent = prevent(k);
        if (prevent > 0 && attack <= prevent) {
          return "bounced";
        }
      }
      if (b.headToHead[u] >= 0) {
        return "head-to-head";
      }
      return attack == 0 ? "own-unit" : "held";
    }

    private String supportReason(int s) {
      for (int k : b.attackers.get(s)) {
        boolean fromSupportedDestination = b.kind[s] == Kind.SUPPORT_MOVE && b.target[s] == b.province(k);
        if (path(k) && !b.samePower(k, s) && !fromSupportedDestination) {
          return "cut";
        }
      }
      return "dislodged";
    }
  }
}
