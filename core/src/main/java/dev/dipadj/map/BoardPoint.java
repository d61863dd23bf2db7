package dev.dipadj.map;

/**
 * Where a province sits on a drawing of its map, in board units from the top left corner
 * (x to the right, y downwards).
 *
 * @param x the distance from the left edge
 * @param y the distance from the top edge
 */
public record BoardPoint(int x, int y) {}
