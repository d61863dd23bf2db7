package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;

/** One adjudicated step of a case: the game before, the orders given and the outcome. */
public record StepReport(
    Game before, ImmutableList<Statement> preamble, ImmutableList<GivenOrder> orders, PhaseOutcome outcome) {}
