package dev.dipadj.result;

import dev.dipadj.position.Unit;

/**
 * A unit that left the board in a phase, and why.
 *
 * @param unit the unit
 * @param cause why it left
 */
public record Removal(Unit unit, RemovalCause cause) {}
