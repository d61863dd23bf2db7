package dev.dipadj.cases;

import com.google.common.collect.ImmutableList;
import dev.dipadj.game.Game;
import dev.dipadj.game.PhaseOutcome;

/**
 * One adjudicated step of a case: the game before, the orders given and the outcome.
 *
 * @param before the game before the step
 * @param preamble the step's statements before its orders
 * @param orders the orders given
 * @param outcome the adjudicated phase
 */
public record StepReport(
    Game before, ImmutableList<Statement> preamble, ImmutableList<GivenOrder> orders, PhaseOutcome outcome) {}
