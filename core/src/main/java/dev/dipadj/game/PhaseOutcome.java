package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Unit;
import dev.dipadj.resolve.Dislodgement;
import dev.dipadj.resolve.OrderResult;

/**
 * One adjudicated phase: the result of every order given, the units dislodged (movement),
 * the units removed (disbanded in a retreat phase or by civil disorder), and the game as it
 * stands afterwards, at the next phase that has something to do.
 */
public record PhaseOutcome(
    Phase phase,
    ImmutableList<OrderResult> results,
    ImmutableList<Dislodgement> dislodged,
    ImmutableList<Unit> removed,
    Game next) {}
