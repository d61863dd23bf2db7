package dev.dipadj.game;

import com.google.common.collect.ImmutableSet;
import dev.dipadj.map.Power;
import dev.dipadj.phase.AdjustmentResolver;
import dev.dipadj.position.Position;
import dev.dipadj.rules.RuleOptions;
import dev.dipadj.variant.Players;
import dev.dipadj.variant.Variant;
import dev.dipadj.variant.VictoryRules;

/**
 * Who has won when a Fall turn is over: the one statement of victory. A player wins with the
 * variant's solo count of centres (all its powers' together), or where the variant has a
 * lead rule with the year's lead over every other player; the players with the most centres
 * win, a tie for the most sharing the victory unless the variant's ties play on (then nobody
 * wins that year). After the last year, if there is one, the most centres win, a tie shared.
 */
final class Victory {
  private Victory() {}

  /**
   * The winners after the Fall turn of a year, or none.
   *
   * @param variant the variant, with its solo count and victory rules
   * @param rules the rule options (the last year)
   * @param players who commands which powers
   * @param owned the position once the centres changed hands
   * @param year the year whose Fall turn is over
   * @return the players who won, or an empty set when the game goes on
   */
  static ImmutableSet<String> winners(Variant variant, RuleOptions rules, Players players, Position owned, int year) {
    int[] byPower = AdjustmentResolver.centres(variant.map(), owned);
    int[] byPlayer = new int[players.commands().size()];
    // The most centres and the next most, which equals the most when players tie for it.
    int most = 0;
    int second = 0;
    int k = 0;
    for (ImmutableSet<Power> powers : players.commands().values()) {
      for (Power p : powers) {
        byPlayer[k] += byPower[p.index()];
      }
      int n = byPlayer[k++];
      if (n > most) {
        second = most;
        most = n;
      } else {
        second = Math.max(second, n);
      }
    }
    if (most == 0) {
      return ImmutableSet.of();
    }
    VictoryRules victory = variant.variantRules().victory();
    int lead = victory.leadIn(year, variant.start().phase().year());
    int solo = victory.soloIn(year, variant.start().phase().year(), variant.soloCentres());
    boolean won = most >= solo || (lead > 0 && most - second >= lead);
    boolean ended = rules.lastYear() > 0 && year >= rules.lastYear();
    if (!ended && (!won || (victory.tiesPlayOn() && second == most))) {
      return ImmutableSet.of();
    }
    ImmutableSet.Builder<String> b = ImmutableSet.builder();
    k = 0;
    for (String player : players.commands().keySet()) {
      if (byPlayer[k++] == most) {
        b.add(player);
      }
    }
    return b.build();
  }
}
