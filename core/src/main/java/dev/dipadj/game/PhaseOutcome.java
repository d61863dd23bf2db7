package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.position.Phase;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Removal;

/**
 * One adjudicated phase: the result of every order given, the units dislodged (movement),
 * the units removed and why (at once when dislodged, disbanded in a retreat phase, by civil
 * disorder), and the game as it stands afterwards, at the next phase that has something to do.
  *
  * @param phase the phase adjudicated
  * @param results the result of every order given
  * @param dislodged the units dislodged, with their retreat options (movement only)
  * @param removed the units removed, and why
  * @param next the game at its next phase
 */
public record PhaseOutcome(
    Phase phase,
    ImmutableList<OrderResult> results,
    ImmutableList<Dislodgement> dislodged,
    ImmutableList<Removal> removed,
    Game next) {}
