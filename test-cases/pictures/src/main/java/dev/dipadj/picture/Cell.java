package dev.dipadj.picture;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.Province;

/**
 * A province's area on a drawing: the polygon of the board nearer its point than any other
 * province's point, and the provinces whose cells share an edge with it.
 *
 * @param province the province
 * @param xs the corners' x coordinates, in order around the polygon
 * @param ys the corners' y coordinates, in the same order
 * @param touching the provinces whose cells share an edge with this one
 */
public record Cell(
    Province province, ImmutableList<Double> xs, ImmutableList<Double> ys, ImmutableList<Province> touching) {}
