package dev.dipadj.map;

import com.google.common.collect.ImmutableList;
import java.util.List;
import java.util.Objects;

/**
 * The geometry of a map for drawing it: the board's size and one point per province, an
 * approximate geographic position projected onto the board. It says nothing about the rules;
 * a picture draws each province as the cell of the board nearer its point than any other.
 *
 * @param width the board's width, at least 1
 * @param height the board's height, at least 1
 * @param points each province's point, by province index
 */
public record Board(int width, int height, ImmutableList<BoardPoint> points) {
  /**
   * Checks the size and that every point lies on the board.
   *
   * @param width the board's width, at least 1
   * @param height the board's height, at least 1
   * @param points each province's point, by province index
   * @throws IllegalArgumentException if the size is not positive or a point lies off the board
   */
  public Board {
    Objects.requireNonNull(points, "points");
    if (width < 1 || height < 1) {
      throw new IllegalArgumentException("a board needs a positive size, not " + width + "x" + height);
    }
    for (BoardPoint p : points) {
      if (p.x() < 0 || p.x() > width || p.y() < 0 || p.y() > height) {
        throw new IllegalArgumentException("point " + p + " lies off the " + width + "x" + height + " board");
      }
    }
  }

  /**
   * A board from a list of points, one per province in index order.
   *
   * @param width the board's width
   * @param height the board's height
   * @param points the points
   * @return the board
   * @throws IllegalArgumentException if the size is not positive or a point lies off the board
   */
  public static Board of(int width, int height, List<BoardPoint> points) {
    return new Board(width, height, ImmutableList.copyOf(points));
  }

  /**
   * Where a province sits.
   *
   * @param province a province of the map this board belongs to
   * @return its point
   * @throws IndexOutOfBoundsException if the province is not one of this board's
   */
  public BoardPoint point(Province province) {
    return points.get(province.index());
  }
}
