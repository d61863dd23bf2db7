package dev.dipadj.order;

import dev.dipadj.map.Power;

/**
 * In an adjustment phase, the power declines one build.
 *
 * @param power the power
 */
public record Waive(Power power) implements Order {}
