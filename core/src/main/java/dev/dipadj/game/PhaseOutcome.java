package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.position.Phase;
import dev.dipadj.position.Unit;
import dev.dipadj.result.Dislodgement;
import dev.dipadj.result.OrderResult;
import dev.dipadj.result.Removal;

/**
 * One adjudicated phase: the result of every order given, the units dislodged and the
 * armies convoyed (movement), the units removed and why (at once when dislodged, disbanded in a retreat phase, by civil
 * disorder), the armies built for unordered builds, and the game as it stands afterwards, at the next phase that has something to do.
  *
  * @param phase the phase adjudicated
  * @param results the result of every order given
  * @param dislodged the units dislodged, with their retreat options (movement only)
  * @param byConvoy the armies whose moves went by convoy (movement only): each needed a route of
  *     convoying fleets, whether or not one held
  * @param removed the units removed, and why
  * @param builtByDefault the armies an adjustment phase built for builds their powers left
  *     unordered, where the variant says so ({@code unordered-builds army}); empty otherwise
  * @param next the game at its next phase
 */
public record PhaseOutcome(
    Phase phase,
    ImmutableList<OrderResult> results,
    ImmutableList<Dislodgement> dislodged,
    ImmutableSet<Unit> byConvoy,
    ImmutableList<Removal> removed,
    ImmutableList<Unit> builtByDefault,
    Game next) {}
