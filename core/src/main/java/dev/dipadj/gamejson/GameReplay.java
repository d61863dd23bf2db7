package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableList;
import java.util.Objects;
import java.util.Optional;

/**
 * A replayed game: its phases as far as they could be replayed, and the error that stopped
 * the replay (an unknown map, an order that cannot be read, …), if one did.
 *
 * @param game the game's name
 * @param phases the phases replayed, in play order
 * @param error what stopped the replay, naming the game, the phase and the order; empty when it ran to the end
 */
public record GameReplay(String game, ImmutableList<PhaseCheck> phases, Optional<String> error) {
  /**
   * Checks the parts.
   *
   * @param game the game's name
   * @param phases the phases replayed
   * @param error what stopped the replay
   */
  public GameReplay {
    Objects.requireNonNull(game, "game");
    Objects.requireNonNull(phases, "phases");
    Objects.requireNonNull(error, "error");
  }

  /**
   * The phases where dipadj agrees with the record.
   *
   * @return their number
   */
  public int passed() {
    int n = 0;
    for (PhaseCheck p : phases) {
      if (p.passed()) {
        n++;
      }
    }
    return n;
  }

  /**
   * The phases that differ, and one more for the error that stopped the replay.
   *
   * @return their number
   */
  public int failed() {
    return phases.size() - passed() + (error.isPresent() ? 1 : 0);
  }
}
