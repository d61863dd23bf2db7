package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.phase.AdjustmentResolver;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;

/**
 * A power's count of supply centres and units, and what it adjusts in a Winter adjustment
 * phase: how many units it may build and where, or how many it must disband. Outside an
 * adjustment phase, and in a game that is over, it builds and disbands nothing.
 *
 * @param power the power
 * @param centres how many supply centres it owns
 * @param units how many units it has on the board (in a retreat phase, the dislodged aside)
 * @param builds how many units it may build: its centres less its units, but no more than
 *     the places where it may build, and none for a neutral power
 * @param disbands how many units it must disband: its units less its centres (what it leaves
 *     undone, and a neutral power's, civil disorder disbands)
 * @param buildCentres where it may build, in province order: its home centres it still owns
 *     and no unit stands in (or the others its variant's build places allow: any centre it
 *     owns, any power's home centre, an extra place; never a barred one); empty when it has
 *     no build
 */
public record Adjustment(
    Power power, int centres, int units, int builds, int disbands, ImmutableList<Province> buildCentres) {

  /** What each power adjusts in the game's current phase, by power index: every power's counts in one pass. */
  static ImmutableList<Adjustment> all(Game game) {
    Position position = game.position();
    GameMap map = game.variant().map();
    int[] centres = AdjustmentResolver.centres(map, position);
    int[] units = new int[centres.length];
    for (Unit u : position.units()) {
      units[u.power().index()]++;
    }
    boolean adjusting = position.phase().type() == PhaseType.ADJUSTMENT && !game.isOver();
    ImmutableList.Builder<Adjustment> out = ImmutableList.builderWithExpectedSize(centres.length);
    for (Power power : map.powers()) {
      int c = centres[power.index()];
      int n = units[power.index()];
      if (!adjusting || (n < c && game.players().isNeutral(power))) {
        out.add(new Adjustment(power, c, n, 0, 0, ImmutableList.of()));
      } else if (n >= c) {
        out.add(new Adjustment(power, c, n, 0, n - c, ImmutableList.of()));
      } else {
        // The resolver's own places to build, so that the count and the adjudication agree.
        ImmutableList<Province> where = AdjustmentResolver.buildCentres(game.variant(), position, power);
        int builds = Math.min(c - n, where.size());
        out.add(new Adjustment(power, c, n, builds, 0, builds == 0 ? ImmutableList.of() : where));
      }
    }
    return out.build();
  }


}
