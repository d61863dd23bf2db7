package dev.dipadj.explain;

import com.google.common.collect.ImmutableList;
import dev.dipadj.order.Order;
import dev.dipadj.rules.RuleChoice;
import java.util.Objects;

/**
 * A cycle of decisions that had no single resolution, and how the backup rule settled it
 * (DATC 5.B.9): its members, what each came to on the two guesses of the cycle's head, and
 * the rule.
 *
 * @param kind circular movement, a convoy paradox, or another paradox
 * @param head the order whose decision headed the cycle (was guessed both ways)
 * @param members the orders of the cycle, the head first; in a convoy paradox also the moves on
 *     its convoying fleets and the armies they convoy, which the cycle runs through but never
 *     guesses ({@link Tried#NOT_REACHED} on both guesses)
 * @param rule the convoy-paradox rule that settled a convoy paradox, else null
 */
public record Paradox(Kind kind, Order head, ImmutableList<Member> members, RuleChoice rule) {
  /** What sort of cycle. */
  public enum Kind {
    /** Moves only, each into the next one's province: every move succeeds (DATC 5.B.9). */
    CIRCULAR_MOVEMENT,
    /** A convoy in the cycle: the convoy-paradox rule settles it (DATC 4.A.2). */
    CONVOY_PARADOX,
    /** Anything else (supports and moves, trains, canals): its moves and supports fail. */
    OTHER
  }

  /** What a member's decision came to on one guess of the head. */
  public enum Tried {
    /** It succeeded (a move moved, a support stood, a convoy held). */
    SUCCEEDS,
    /** It failed. */
    FAILS,
    /** Not adjudicated within the cycle on that guess (or failed by the rule without being guessed). */
    NOT_REACHED
  }

  /**
   * An order of the cycle, and what its decision came to with the head guessed to fail and to
   * succeed: the two resolutions tried.
   *
   * @param order the order
   * @param ifHeadFails on the guess that the head fails
   * @param ifHeadSucceeds on the guess that the head succeeds
   */
  public record Member(Order order, Tried ifHeadFails, Tried ifHeadSucceeds) {}

  /**
   * Checks the parts.
   *
   * @param kind the kind
   * @param head the head's order
   * @param members the members
   * @param rule the rule, or null
   */
  public Paradox {
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(head, "head");
    Objects.requireNonNull(members, "members");
  }

  /**
   * The member orders.
   *
   * @return the orders, the head first
   */
  public ImmutableList<Order> orders() {
    return members.stream().map(Member::order).collect(ImmutableList.toImmutableList());
  }
}
