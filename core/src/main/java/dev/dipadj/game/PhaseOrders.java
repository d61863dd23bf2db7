package dev.dipadj.game;

import dev.dipadj.order.Build;
import dev.dipadj.order.Convert;
import dev.dipadj.order.Convoy;
import dev.dipadj.order.Disband;
import dev.dipadj.order.Hold;
import dev.dipadj.order.Move;
import dev.dipadj.order.Order;
import dev.dipadj.order.Retreat;
import dev.dipadj.order.SupportHold;
import dev.dipadj.order.SupportMove;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Phase;
import dev.dipadj.variant.Variant;

/**
 * The kinds of order each kind of phase takes: holds, moves, supports and convoys in a
 * Movement phase; retreats and disbands in a Retreat phase; builds, disbands, conversions and
 * waives in an Adjustment phase. A game refuses an order of another phase rather than
 * spend the phase on it; case files and recorded games have it adjudicated, illegal.
 */
final class PhaseOrders {
  private PhaseOrders() {}

  /** Why the phase does not take the order, naming both; null when it does. */
  static String refusal(Order order, Phase phase, Variant variant) {
    boolean takes = switch (phase.type()) {
      case MOVEMENT -> order instanceof Hold || order instanceof Move || order instanceof SupportHold
          || order instanceof SupportMove || order instanceof Convoy;
      case RETREAT -> order instanceof Retreat || order instanceof Disband;
      case ADJUSTMENT -> order instanceof Build || order instanceof Disband || order instanceof Convert
          || order instanceof Waive;
    };
    if (takes) {
      return null;
    }
    String kinds = switch (phase.type()) {
      case MOVEMENT -> "holds, moves, supports and convoys";
      case RETREAT -> "retreats and disbands";
      case ADJUSTMENT -> variant.variantRules().conversion()
          ? "builds, disbands, conversions and waives" : "builds, disbands and waives";
    };
    return order + " is " + kind(order) + ", and " + phase + " takes only " + kinds;
  }

  private static String kind(Order order) {
    if (order instanceof Hold) {
      return "a hold";
    } else if (order instanceof Move) {
      return "a move";
    } else if (order instanceof SupportHold || order instanceof SupportMove) {
      return "a support";
    } else if (order instanceof Convoy) {
      return "a convoy";
    } else if (order instanceof Retreat) {
      return "a retreat";
    } else if (order instanceof Disband) {
      return "a disband";
    } else if (order instanceof Build) {
      return "a build";
    } else if (order instanceof Convert) {
      return "a conversion";
    }
    return "a waive";
  }
}
