package dev.dipadj.oracle;

import static dev.dipadj.oracle.OracleCase.MAP;

import dev.dipadj.oracle.BoardOrders.Kind;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/**
 * A position's structure with the map, the unit types and the powers' names taken out, so
 * that minimized failures of the same kind group together: per unit its order kind and what
 * it meets (the kind of order at the target, head-to-head, convoyed, matched, same power or
 * not), plus the kinds of the decisions the resolver got wrong.
 */
final class FailureShape {
  private FailureShape() {}

  static String of(OracleCase c) {
    BoardOrders b = new BoardOrders(MAP, c.position(), c.orders());
    List<String> tokens = new ArrayList<>();
    for (int u = 0; u < b.n; u++) {
      tokens.add(token(b, u)); // armies and fleets alike: the type rarely makes a new shape
    }
    Collections.sort(tokens);
    List<String> wrong = new ArrayList<>(OracleComparison.of(c).mismatchedKinds());
    Collections.sort(wrong);
    return String.join("; ", tokens) + "  | wrong: " + String.join(", ", wrong);
  }

  private static String token(BoardOrders b, int u) {
    return switch (b.kind[u]) {
      case HOLD -> "HOLD";
      case MOVE -> OracleComparison.kindOf(b, u) + (b.headToHead[u] >= 0 ? " head-to-head" : "")
          + " into " + met(b, u, b.atTarget[u]);
      case CONVOY -> "CONVOY" + (b.matched[u] ? "" : " (unmatched)");
      default -> b.kind[u] + (b.matched[u] ? "" : " (unmatched)") + " of "
          + (b.other[u] < 0 ? "nothing" : OracleComparison.kindOf(b, b.other[u]))
          + (b.kind[u] == Kind.SUPPORT_MOVE && b.other[u] >= 0 && b.kind[b.other[u]] == Kind.MOVE
              ? " into " + met(b, b.other[u], b.atTarget[b.other[u]]) : "");
    };
  }

  /** What a move meets at its target: empty, or the kind of the order there and whose it is. */
  private static String met(BoardOrders b, int mover, int there) {
    if (there < 0) {
      return "empty";
    }
    return (b.samePower(mover, there) ? "own " : "foreign ") + b.kind[there];
  }
}
