package dev.dipadj.explain;

import com.google.common.collect.ImmutableList;
import dev.dipadj.rules.RuleChoice;
import java.util.Objects;

/**
 * The PATH of a move (DATC 5.B.4): over land, or by convoy with the fleets ordered to carry
 * it; and the rule option that decided that an army next to its destination went by convoy.
 *
 * @param byConvoy whether the move goes by convoy
 * @param exists whether it has a path
 * @param fleets the fleets ordered to convoy it (empty over land)
 * @param decidedBy the convoy-to-adjacent rule when the army could have gone over land, else null
 */
public record Path(boolean byConvoy, boolean exists, ImmutableList<ConvoyFleet> fleets, RuleChoice decidedBy) {
  /**
   * Checks the parts.
   *
   * @param byConvoy whether it goes by convoy
   * @param exists whether it has a path
   * @param fleets the convoying fleets
   * @param decidedBy the rule that decided it went by convoy, or null
   */
  public Path {
    Objects.requireNonNull(fleets, "fleets");
  }
}
