package dev.dipadj.game;

import dev.dipadj.map.Power;
import dev.dipadj.resolve.Sides;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.rules.SelfDislodgementRule;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The sides a game's movement resolver tells apart: each power alone, or under the stricter
 * self-dislodgement rule ({@link SelfDislodgementRule#PLAYER}) each player's powers together;
 * the powers nobody commands are the neutral ones. A game makes them once, on first demand,
 * and hands them on to its next phase, as the players and rules stay the same.
 */
final class PlayerSides {
  private PlayerSides() {}

  /** The sides of these players under these rules, by power index of the variant's map. */
  static Sides of(Variant variant, RuleOptions rules, Players players) {
    List<Power> powers = variant.map().powers();
    int[] side = new int[powers.size()];
    List<Power> neutral = new ArrayList<>();
    List<String> names = new ArrayList<>(players.commands().keySet());
    for (Power p : powers) {
      side[p.index()] = p.index();
      if (players.isNeutral(p)) {
        neutral.add(p);
      } else if (rules.selfDislodgement() == SelfDislodgementRule.PLAYER) {
        // A player's side is numbered past every power's own, so it never meets one.
        side[p.index()] = powers.size() + names.indexOf(players.playerOf(p).orElseThrow());
      }
    }
    return Sides.of(side, neutral);
  }
}
