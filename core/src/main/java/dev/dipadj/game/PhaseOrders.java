package dev.dipadj.game;

import dev.dipadj.order.CanalPermission;
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
import dev.dipadj.position.PhaseType;
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
    if (order.accept(TAKEN, phase.type())) {
      return null;
    }
    String kinds = switch (phase.type()) {
      case MOVEMENT -> "holds, moves, supports and convoys";
      case RETREAT -> "retreats and disbands";
      case ADJUSTMENT -> variant.variantRules().conversion()
          ? "builds, disbands, conversions and waives" : "builds, disbands and waives";
    };
    return order + " is " + order.accept(KIND, null) + ", and " + phase + " takes only " + kinds;
  }

  /** Whether a kind of phase takes the order. */
  private static final Order.Visitor<Boolean, PhaseType> TAKEN = new Order.Visitor<>() {
    @Override
    public Boolean hold(Hold o, PhaseType phase) {
      return phase == PhaseType.MOVEMENT;
    }

    @Override
    public Boolean move(Move o, PhaseType phase) {
      return phase == PhaseType.MOVEMENT;
    }

    @Override
    public Boolean supportHold(SupportHold o, PhaseType phase) {
      return phase == PhaseType.MOVEMENT;
    }

    @Override
    public Boolean supportMove(SupportMove o, PhaseType phase) {
      return phase == PhaseType.MOVEMENT;
    }

    @Override
    public Boolean convoy(Convoy o, PhaseType phase) {
      return phase == PhaseType.MOVEMENT;
    }

    @Override
    public Boolean retreat(Retreat o, PhaseType phase) {
      return phase == PhaseType.RETREAT;
    }

    @Override
    public Boolean disband(Disband o, PhaseType phase) {
      return phase == PhaseType.RETREAT || phase == PhaseType.ADJUSTMENT;
    }

    @Override
    public Boolean build(Build o, PhaseType phase) {
      return phase == PhaseType.ADJUSTMENT;
    }

    @Override
    public Boolean convert(Convert o, PhaseType phase) {
      return phase == PhaseType.ADJUSTMENT;
    }

    @Override
    public Boolean waive(Waive o, PhaseType phase) {
      return phase == PhaseType.ADJUSTMENT;
    }

    @Override
    public Boolean canalPermission(CanalPermission o, PhaseType phase) {
      return phase == PhaseType.MOVEMENT;
    }
  };

  /** The kind of order, as the refusal names it. */
  private static final Order.Visitor<String, Void> KIND = new Order.Visitor<>() {
    @Override
    public String hold(Hold o, Void none) {
      return "a hold";
    }

    @Override
    public String move(Move o, Void none) {
      return "a move";
    }

    @Override
    public String supportHold(SupportHold o, Void none) {
      return "a support";
    }

    @Override
    public String supportMove(SupportMove o, Void none) {
      return "a support";
    }

    @Override
    public String convoy(Convoy o, Void none) {
      return "a convoy";
    }

    @Override
    public String retreat(Retreat o, Void none) {
      return "a retreat";
    }

    @Override
    public String disband(Disband o, Void none) {
      return "a disband";
    }

    @Override
    public String build(Build o, Void none) {
      return "a build";
    }

    @Override
    public String convert(Convert o, Void none) {
      return "a conversion";
    }

    @Override
    public String waive(Waive o, Void none) {
      return "a waive";
    }

    @Override
    public String canalPermission(CanalPermission o, Void none) {
      return "a canal permission";
    }
  };
}
