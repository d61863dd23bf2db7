package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.position.DislodgedUnit;
import dev.dipadj.position.Position;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Players;
import java.util.List;
import java.util.Objects;

/**
 * Everything a game is, as a value to store between requests: {@link Game#state()} gives it,
 * {@link Game#restore(GameState, dev.dipadj.variant.Variant)} makes the game again, in any
 * phase, a finished game included. The variant is named, not held: it is data shipped with
 * the program, so a saved game stays small.
 *
 * @param variant the name of the variant played ({@link dev.dipadj.variant.Variant#name()})
 * @param position the phase, the units on the board and the owners of the centres
 * @param dislodged in a Retreat phase the units waiting to retreat and where each may go; otherwise empty
 * @param players who commands which power
 * @param rules the rule options the game is played by
 * @param winners the players who have won; empty while the game goes on
 */
public record GameState(
    String variant,
    Position position,
    ImmutableList<DislodgedUnit> dislodged,
    Players players,
    RuleOptions rules,
    ImmutableSet<String> winners) {
  /**
   * Checks that every part is there.
   *
   * @param variant the name of the variant
   * @param position the position
   * @param dislodged the units waiting to retreat
   * @param players who commands which power
   * @param rules the rule options
   * @param winners the players who have won
   */
  public GameState {
    Objects.requireNonNull(variant, "variant");
    Objects.requireNonNull(position, "position");
    Objects.requireNonNull(dislodged, "dislodged");
    Objects.requireNonNull(players, "players");
    Objects.requireNonNull(rules, "rules");
    Objects.requireNonNull(winners, "winners");
  }

  /** The state after a phase was played: the same players and rules, at the next phase or over. */
  GameState next(Position after, List<DislodgedUnit> waiting, ImmutableSet<String> won) {
    return new GameState(variant, after, ImmutableList.copyOf(waiting), players, rules, won);
  }

  /** The same state with a power handed to a player from now on (see {@link Game#withControl}). */
  GameState withControl(Power power, String player) {
    return new GameState(variant, position, dislodged, players.withControl(power, player), rules, winners);
  }

  /**
   * Whether somebody has won, so no phase follows.
   *
   * @return whether the game is over
   */
  public boolean isOver() {
    return !winners.isEmpty();
  }
}
