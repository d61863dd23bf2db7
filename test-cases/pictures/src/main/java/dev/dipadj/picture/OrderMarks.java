package dev.dipadj.picture;

import dev.dipadj.map.Location;
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
import java.util.Map;
import java.util.function.Function;

/**
 * What each kind of order draws on the board (its line, ring, build plus or disband cross,
 * and where a failed order is crossed out), worked out from the board's points; {@link
 * BoardSvg} draws it with the colours of the order's outcome. A visitor over the orders, so
 * that a new kind of order is not drawn until it is decided here.
 */
final class OrderMarks implements Order.Visitor<OrderMarks.Mark, Void> {
  private final Function<Location, double[]> at;
  private final Map<Integer, double[]> dislodgedAt;
  private final double r;

  /**
   * @param at the point of a location on the board
   * @param dislodgedAt per province (by index), where a dislodged unit is drawn
   * @param r the radius of a unit's token
   */
  OrderMarks(Function<Location, double[]> at, Map<Integer, double[]> dislodgedAt, double r) {
    this.at = at;
    this.dislodgedAt = dislodgedAt;
    this.r = r;
  }

  private double[] at(Location l) {
    return at.apply(l);
  }

  /**
   * A line an order draws: an arrow (with the marker of its outcome) or a plain line.
   *
   * @param seg its ends
   * @param width its stroke width
   * @param dashes its dash pattern, or null for a solid line
   * @param arrow whether it ends in an arrowhead
   */
  record Line(double[] seg, double width, String dashes, boolean arrow) {}

  /**
   * A ring an order draws around a unit.
   *
   * @param centre its centre
   * @param radius its radius
   * @param width its stroke width
   * @param dashes its dash pattern, or null for a solid ring
   */
  record Ring(double[] centre, double radius, double width, String dashes) {}

  /**
   * What an order draws, drawn in this order, each part null where it has none: its line, its
   * ring, the plus of a build, the cross of a disband; then, where the order did not succeed,
   * a cross at {@code failed}.
   *
   * @param line the line
   * @param ring the ring
   * @param plus the centre of a build's plus
   * @param disband the centre of a disband's cross
   * @param failed where a failed or illegal order is crossed out
   */
  record Mark(Line line, Ring ring, double[] plus, double[] disband, double[] failed) {}

  // What each kind of order draws.

  @Override
  public Mark hold(Hold h, Void none) {
    return new Mark(null, new Ring(at(h.unit()), r + 4, 2.5, null), null, null, at(h.unit()));
  }

  @Override
  public Mark move(Move m, Void none) {
    double[] seg = SvgPen.shorten(at(m.unit()), at(m.destination()), r, r * 0.6);
    return new Mark(new Line(seg, 3, null, true), null, null, null, SvgPen.point(seg, 0.92));
  }

  @Override
  public Mark supportHold(SupportHold s, Void none) {
    double[] seg = SvgPen.shorten(at(s.unit()), at(s.supported()), r, r + 5);
    return new Mark(new Line(seg, 2, "6 4", false), new Ring(at(s.supported()), r + 5, 2, "6 4"), null, null,
        SvgPen.point(seg, 0.5));
  }

  @Override
  public Mark supportMove(SupportMove s, Void none) {
    double[] target = SvgPen.point(SvgPen.shorten(at(s.supported()), at(s.destination()), r, r * 0.6), 0.7);
    double[] seg = SvgPen.shorten(at(s.unit()), target, r, 0);
    return new Mark(new Line(seg, 2, "6 4", false), null, null, null, SvgPen.point(seg, 0.5));
  }

  @Override
  public Mark convoy(Convoy c, Void none) {
    double[] target = SvgPen.point(SvgPen.shorten(at(c.army()), at(c.destination()), r, r * 0.6), 0.5);
    double[] seg = SvgPen.shorten(at(c.unit()), target, r, 0);
    return new Mark(new Line(seg, 2, "1 4", false), new Ring(at(c.unit()), r + 4, 2, "1 4"), null, null,
        SvgPen.point(seg, 0.5));
  }

  @Override
  public Mark retreat(Retreat m, Void none) {
    double[] a = dislodgedAt.getOrDefault(m.unit().province().index(), at(m.unit()));
    double[] seg = SvgPen.shorten(a, at(m.destination()), r, r * 0.6);
    return new Mark(new Line(seg, 3, "8 3", true), null, null, null, SvgPen.point(seg, 0.92));
  }

  @Override
  public Mark disband(Disband d, Void none) {
    return new Mark(null, null, null, dislodgedAt.getOrDefault(d.unit().province().index(), at(d.unit())), null);
  }

  @Override
  public Mark build(Build b, Void none) {
    double[] a = at(b.location());
    return new Mark(null, new Ring(a, r + 5, 2.5, "4 3"), a, null, a);
  }

  @Override
  public Mark convert(Convert c, Void none) {
    return new Mark(null, new Ring(at(c.unit()), r + 5, 2.5, "2 2"), null, null, at(c.unit()));
  }

  @Override
  public Mark waive(Waive w, Void none) {
    return new Mark(null, null, null, null, null);
  }

  @Override
  public Mark canalPermission(CanalPermission p, Void none) {
    return new Mark(null, null, null, null, null);
  }


  /** The word naming an order's kind in its element's class. */
  static final Order.Visitor<String, Void> WORD = new Order.Visitor<>() {
    @Override
    public String hold(Hold o, Void none) {
      return "hold";
    }

    @Override
    public String move(Move o, Void none) {
      return "move";
    }

    @Override
    public String supportHold(SupportHold o, Void none) {
      return "support";
    }

    @Override
    public String supportMove(SupportMove o, Void none) {
      return "support";
    }

    @Override
    public String convoy(Convoy o, Void none) {
      return "convoy";
    }

    @Override
    public String retreat(Retreat o, Void none) {
      return "retreat";
    }

    @Override
    public String disband(Disband o, Void none) {
      return "disband";
    }

    @Override
    public String build(Build o, Void none) {
      return "build";
    }

    @Override
    public String convert(Convert o, Void none) {
      return "convert";
    }

    @Override
    public String waive(Waive o, Void none) {
      return "waive";
    }

    @Override
    public String canalPermission(CanalPermission o, Void none) {
      return "canal-permission";
    }
  };
}
