package dev.dipadj.phase;

import dev.dipadj.map.Coasts;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
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
import dev.dipadj.order.UnitDesignation;
import dev.dipadj.order.UnitOrder;
import dev.dipadj.order.Waive;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.result.IllegalReason;
import dev.dipadj.result.Reason;
import dev.dipadj.variant.BuildRule;
import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.Set;

/**
 * The check of one adjustment order and what it does: why a build, disband, waive or
 * conversion may not be carried out now (DATC 6.I, 6.J), the change it makes to the board
 * when it may, and which orders count against a power's builds or disbands when it orders
 * too many. Each kind of order is handled by a visitor, so that a new kind must be decided
 * here. {@link AdjustmentResolver} applies them in the order given.
 */
final class AdjustmentOrders {
  private AdjustmentOrders() {}

  /**
   * Why an order may not be carried out now, or null when it may. {@code left} holds each
   * power's builds (positive) or disbands (negative) still open, and {@code ordered} the
   * provinces already built in, disbanded or converted this phase: one order per place.
   */
  static Reason.Illegal problem(
      Variant variant, Position position, Order order, int[] left, Set<Province> ordered) {
    return order.accept(PROBLEM, new Board(variant, position, left, ordered));
  }

  /** What {@link #problem} and {@link #change} look at beside the order ({@code left} and {@code ordered} only for problems). */
  private record Board(Variant variant, Position position, int[] left, Set<Province> ordered) {
    boolean noBuildLeft(Order order) {
      return left[order.power().index()] <= 0;
    }

    boolean noDisbandLeft(Order order) {
      return left[order.power().index()] >= 0;
    }

    Unit unitIn(UnitOrder order) {
      return position.unitIn(order.unit().province()).orElse(null);
    }
  }

  /** Why each kind of order may not be carried out now, or null when it may: {@link #problem}. */
  private static final Order.Visitor<Reason.Illegal, Board> PROBLEM = new Order.Visitor<>() {
    @Override
    public Reason.Illegal build(Build b, Board board) {
      Reason.Illegal problem = buildProblem(board.variant(), board.position(), b, board.ordered());
      return problem == null && board.noBuildLeft(b) ? noBuildLeft(b) : problem;
    }

    @Override
    public Reason.Illegal waive(Waive w, Board board) {
      return board.noBuildLeft(w) ? noBuildLeft(w) : null;
    }

    @Override
    public Reason.Illegal canalPermission(CanalPermission order, Board board) {
      return wrongPhase();
    }

    @Override
    public Reason.Illegal disband(Disband d, Board board) {
      Reason.Illegal problem = ownUnitProblem(d, board.unitIn(d), board.ordered());
      return problem == null && board.noDisbandLeft(d)
          ? new Reason.Illegal(IllegalReason.NO_DISBANDS_LEFT, d.power() + " has no disband left")
          : problem;
    }

    @Override
    public Reason.Illegal convert(Convert c, Board board) {
      Unit u = board.unitIn(c);
      Reason.Illegal problem = ownUnitProblem(c, u, board.ordered());
      return problem == null ? conversionProblem(board.variant(), board.position(), u, c.unit()) : problem;
    }

    @Override
    public Reason.Illegal hold(Hold order, Board board) {
      return wrongPhase();
    }

    @Override
    public Reason.Illegal move(Move order, Board board) {
      return wrongPhase();
    }

    @Override
    public Reason.Illegal supportHold(SupportHold order, Board board) {
      return wrongPhase();
    }

    @Override
    public Reason.Illegal supportMove(SupportMove order, Board board) {
      return wrongPhase();
    }

    @Override
    public Reason.Illegal convoy(Convoy order, Board board) {
      return wrongPhase();
    }

    @Override
    public Reason.Illegal retreat(Retreat order, Board board) {
      return wrongPhase();
    }

    private Reason.Illegal noBuildLeft(Order order) {
      return new Reason.Illegal(IllegalReason.NO_BUILDS_LEFT, order.power() + " has no build left");
    }

    private Reason.Illegal wrongPhase() {
      return new Reason.Illegal(IllegalReason.WRONG_PHASE, "not an order for an adjustment phase");
    }
  };

  /**
   * What an order that may be carried out ({@link #problem} found nothing) does: the change
   * to its power's builds still open (a build or waive uses one, a disband settles one owed),
   * the unit it takes off the board and the one it puts on (a conversion both), and the
   * province it claims for the phase.
   *
   * @param count the change to the power's adjustments still open
   * @param removed the unit taken off, or null
   * @param added the unit put on, or null
   * @param province the province the order claims, or null (a waive)
   */
  record Change(int count, Unit removed, Unit added, Province province) {}

  /** What an order that may be carried out does (see {@link Change}). */
  static Change change(Variant variant, Position position, Order order) {
    return order.accept(CHANGE, new Board(variant, position, null, null));
  }

  /** What each kind of order that may be carried out does: {@link #change}. */
  private static final Order.Visitor<Change, Board> CHANGE = new Order.Visitor<>() {
    @Override
    public Change build(Build b, Board board) {
      UnitType type = b.designation().type().orElseThrow();
      Unit built = new Unit(b.power(), type, Coasts.forUnit(board.variant().map(), type, b.location()));
      return new Change(-1, null, built, b.location().province());
    }

    @Override
    public Change waive(Waive w, Board board) {
      return new Change(-1, null, null, null);
    }

    @Override
    public Change canalPermission(CanalPermission order, Board board) {
      throw notCarriedOut(order);
    }

    @Override
    public Change disband(Disband d, Board board) {
      Unit u = board.position().unitIn(d.unit().province()).orElseThrow();
      return new Change(1, u, null, u.location().province());
    }

    @Override
    public Change convert(Convert c, Board board) {
      Unit u = board.position().unitIn(c.unit().province()).orElseThrow();
      return new Change(0, u, converted(board.variant(), u, c.unit()), u.location().province());
    }

    @Override
    public Change hold(Hold order, Board board) {
      throw notCarriedOut(order);
    }

    @Override
    public Change move(Move order, Board board) {
      throw notCarriedOut(order);
    }

    @Override
    public Change supportHold(SupportHold order, Board board) {
      throw notCarriedOut(order);
    }

    @Override
    public Change supportMove(SupportMove order, Board board) {
      throw notCarriedOut(order);
    }

    @Override
    public Change convoy(Convoy order, Board board) {
      throw notCarriedOut(order);
    }

    @Override
    public Change retreat(Retreat order, Board board) {
      throw notCarriedOut(order);
    }

    /** {@link AdjustmentOrders#problem} refuses every order of another phase, so none is ever carried out. */
    private IllegalStateException notCarriedOut(Order order) {
      return new IllegalStateException("not an adjustment order: " + order);
    }
  };

  private static Reason.Illegal ownUnitProblem(Order order, Unit u, Set<Province> ordered) {
    if (u == null) {
      return new Reason.Illegal(IllegalReason.NO_UNIT, "no unit there");
    }
    if (!u.power().equals(order.power())) {
      return new Reason.Illegal(IllegalReason.FOREIGN_UNIT, u.describe() + " belongs to " + u.power());
    }
    if (ordered.contains(u.location().province())) {
      return new Reason.Illegal(IllegalReason.SEVERAL_ORDERS, u.describe() + " was already ordered");
    }
    return null;
  }

  /** Under {@code excess-adjustments=none}: a power that orders too many builds or disbands has all of them void. */
  static Reason.Illegal[] voidExcess(
      Variant variant, Position position, List<? extends Order> orders, int[] left) {
    Reason.Illegal[] illegal = new Reason.Illegal[orders.size()];
    int[] builds = new int[left.length];
    int[] disbands = new int[left.length];
    // Only orders that could be carried out count and are voided: an order illegal in its
    // own right keeps its own reason (DATC 4.E.1).
    int[] counted = new int[orders.size()];
    Board board = new Board(variant, position, null, null);
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      int p = o.power().index();
      counted[i] = o.accept(COUNTED, board);
      if (counted[i] > 0) {
        builds[p]++;
      } else if (counted[i] < 0) {
        disbands[p]++;
      }
    }
    for (int i = 0; i < orders.size(); i++) {
      Order o = orders.get(i);
      int p = o.power().index();
      if (counted[i] > 0 && left[p] > 0 && builds[p] > left[p]) {
        illegal[i] = new Reason.Illegal(
            IllegalReason.EXCESS_ADJUSTMENTS, o.power() + " ordered more builds than it has: none counts");
      } else if (counted[i] < 0 && left[p] < 0 && disbands[p] > -left[p]) {
        illegal[i] = new Reason.Illegal(
            IllegalReason.EXCESS_ADJUSTMENTS, o.power() + " ordered more disbands than it owes: civil disorder chooses");
      }
    }
    return illegal;
  }

  /**
   * How an order counts against a power's builds or disbands under {@code excess-adjustments=none}:
   * 1 a build that could be made or a waive, -1 a disband of the power's own unit, 0 anything else.
   */
  private static final Order.Visitor<Integer, Board> COUNTED = new Order.Visitor<>() {
    @Override
    public Integer build(Build b, Board board) {
      return buildProblem(board.variant(), board.position(), b, Set.of()) == null ? 1 : 0;
    }

    @Override
    public Integer waive(Waive w, Board board) {
      return 1;
    }

    @Override
    public Integer canalPermission(CanalPermission order, Board board) {
      return 0;
    }

    @Override
    public Integer disband(Disband d, Board board) {
      Unit u = board.unitIn(d);
      return u != null && u.power().equals(d.power()) ? -1 : 0;
    }

    @Override
    public Integer convert(Convert c, Board board) {
      return 0;
    }

    @Override
    public Integer hold(Hold order, Board board) {
      return 0;
    }

    @Override
    public Integer move(Move order, Board board) {
      return 0;
    }

    @Override
    public Integer supportHold(SupportHold order, Board board) {
      return 0;
    }

    @Override
    public Integer supportMove(SupportMove order, Board board) {
      return 0;
    }

    @Override
    public Integer convoy(Convoy order, Board board) {
      return 0;
    }

    @Override
    public Integer retreat(Retreat order, Board board) {
      return 0;
    }
  };

  /**
   * Why a build may not be made, {@code claimed} holding the provinces this phase's earlier
   * orders built in, disbanded or converted.
   */
  private static Reason.Illegal buildProblem(Variant variant, Position position, Build b, Set<Province> claimed) {
    Province p = b.location().province();
    if (b.designation() == UnitDesignation.OMITTED) {
      return new Reason.Illegal(IllegalReason.MISSING_TYPE, "a build must say A or F");
    }
    UnitType type = b.designation().type().orElseThrow();
    IllegalReason place = AdjustmentResolver.whyNoBuild(variant, position, b.power(), p, claimed);
    if (place != null) {
      return new Reason.Illegal(place, switch (place) {
        case NOT_A_CENTRE -> p + " is not a supply centre";
        case NOT_OWNED -> b.power() + " does not own " + p;
        case NOT_HOME_CENTRE -> p + notHome(variant, b.power());
        case BARRED_CENTRE -> b.power() + " never builds in " + p;
        default -> position.isOccupied(p) ? p + " is occupied" : p + " already has a build";
      });
    }
    String coast = Coasts.missingCoast(type, b.location());
    if (coast != null) {
      return new Reason.Illegal(IllegalReason.MISSING_COAST, coast);
    }
    Location at = Coasts.forUnit(variant.map(), type, b.location());
    if (!variant.map().canStand(type, at)) {
      return type == UnitType.ARMY
          ? new Reason.Illegal(IllegalReason.ARMY_TO_SEA, "an army cannot stand on " + p)
          : new Reason.Illegal(IllegalReason.FLEET_INLAND, "a fleet cannot stand on " + p);
    }
    return null;
  }

  /** The words after the centre's name for a build the variant's build rule does not allow there. */
  private static String notHome(Variant variant, Power power) {
    return variant.variantRules().builds().rule() == BuildRule.ANY_HOME
        ? " is no power's home centre: it began neutral"
        : " is not a home centre of " + power;
  }

  /**
   * Why a unit may not change type where it stands, or null. {@code written} is the place
   * the order names (its coast is where a new fleet goes), or null to ask whether any
   * conversion is possible.
   */
  static Reason.Illegal conversionProblem(Variant variant, Position position, Unit u, Location written) {
    if (!variant.variantRules().conversion()) {
      return new Reason.Illegal(IllegalReason.NO_CONVERSION, "this variant has no conversion");
    }
    Province p = u.location().province();
    if (!p.supplyCentre() || !u.power().equals(position.owners().get(p))) {
      return new Reason.Illegal(p.supplyCentre() ? IllegalReason.NOT_OWNED : IllegalReason.NOT_A_CENTRE,
          u.describe() + " is not on a supply centre its power owns");
    }
    if (u.type() == UnitType.FLEET) {
      return null;
    }
    if (!p.kind().coastal()) {
      return new Reason.Illegal(IllegalReason.FLEET_INLAND, "an army becomes a fleet only on a coast");
    }
    String coast = written == null ? null : Coasts.missingCoast(UnitType.FLEET, written);
    return coast == null ? null : new Reason.Illegal(IllegalReason.MISSING_COAST, coast);
  }

  private static Unit converted(Variant variant, Unit u, Location written) {
    if (u.type() == UnitType.FLEET) {
      return new Unit(u.power(), UnitType.ARMY, variant.map().location(u.location().province()));
    }
    // The coast written is where the new fleet stands (a coast it needs was checked before).
    return new Unit(u.power(), UnitType.FLEET, Coasts.written(variant.map(), written.province(), written.coast()));
  }
}
