package dev.dipadj.picture;

import java.util.ArrayList;
import java.util.List;

/**
 * Where each province's name is written: above its unit's spot, or where that would cover a
 * unit (its own, a neighbour's, a dislodged one beside it), a centre's dot, an order's line or a
 * name already placed, below the centre's dot, to the right, to the left, or at a corner; the
 * first that covers nothing (above, if none is free). The boxes are
 * reckoned from the font's size (a character at most about 0.72 of it wide), with a unit of room.
 */
final class LabelPlaces {
  /** A name's box or a mark's, in drawing units. */
  record Box(double left, double top, double right, double bottom) {
    boolean overlaps(Box o) {
      return left < o.right && o.left < right && top < o.bottom && o.top < bottom;
    }
  }

  private final double r;
  private final double font;
  private final List<Box> marks = new ArrayList<>();
  private final List<Box> names = new ArrayList<>();

  /**
   * Places for names beside marks of size {@code r}.
   *
   * @param r a unit mark's half width
   * @param font the names' font size
   */
  LabelPlaces(double r, double font) {
    this.r = r;
    this.font = font;
  }

  /** Notes a unit mark centred at (x, y), which no name may cover. */
  void unitAt(double x, double y) {
    marks.add(new Box(x - r - 1, y - r - 1, x + r + 1, y + r + 1));
  }

  /** Notes a centre's dot at (x, y), of radius {@code radius}. */
  void dotAt(double x, double y, double radius) {
    marks.add(new Box(x - radius - 1, y - radius - 1, x + radius + 1, y + radius + 1));
  }

  /** Notes an order's line from (x1, y1) to (x2, y2): boxes of a few units along it. */
  void lineFrom(double x1, double y1, double x2, double y2) {
    int steps = (int) Math.ceil(Math.hypot(x2 - x1, y2 - y1) / 3);
    for (int k = 0; k <= steps; k++) {
      double x = x1 + (x2 - x1) * k / Math.max(1, steps);
      double y = y1 + (y2 - y1) * k / Math.max(1, steps);
      marks.add(new Box(x - 1.5, y - 1.5, x + 1.5, y + 1.5));
    }
  }

  /**
   * The name's place for a province whose unit stands at (x, y).
   *
   * @param x the unit spot's x
   * @param y its y
   * @param characters the name's length
   * @return the name's anchor: its middle's x and its baseline's y
   */
  double[] place(double x, double y, int characters) {
    double half = characters * font * 0.36 + 1;
    double above = y - r - 3;
    double below = y + r + r * 0.9 + 2 + font * 0.85;
    double side = r + 2 + half;
    double[][] tries = {
      {x, above}, {x, below}, {x + side, y + font * 0.35}, {x - side, y + font * 0.35},
      {x + side, above}, {x - side, above}, {x + side, below}, {x - side, below}, {x, above - font}, {x, below + font}
    };
    for (double[] at : tries) {
      Box box = new Box(at[0] - half, at[1] - font * 0.95, at[0] + half, at[1] + font * 0.3);
      if (marks.stream().noneMatch(box::overlaps) && names.stream().noneMatch(box::overlaps)) {
        names.add(box);
        return at;
      }
    }
    double[] at = tries[0];
    names.add(new Box(at[0] - half, at[1] - font * 0.8, at[0] + half, at[1] + font * 0.25));
    return at;
  }
}
