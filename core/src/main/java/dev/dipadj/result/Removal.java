package dev.dipadj.result;

import dev.dipadj.position.Unit;

/** A unit that left the board in a phase, and why. */
public record Removal(Unit unit, RemovalCause cause) {}
