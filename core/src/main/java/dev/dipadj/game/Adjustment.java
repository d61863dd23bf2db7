package dev.dipadj.game;

import com.google.common.collect.ImmutableList;
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
 *     and no unit stands in (any centre it owns where the variant builds anywhere); empty
 *     when it has no build
 */
public record Adjustment(
    Power power, int centres, int units, int builds, int disbands, ImmutableList<Province> buildCentres) {

  /** What the power adjusts in the game's current phase. */
  static Adjustment of(Game game, Power power) {
    Position position = game.position();
    int centres = 0;
    for (Power owner : position.owners().values()) {
      if (owner.equals(power)) {
        centres++;
      }
    }
    int units = 0;
    for (Unit u : position.units()) {
      if (u.power().equals(power)) {
        units++;
      }
    }
    if (position.phase().type() != PhaseType.ADJUSTMENT || game.isOver()) {
      return new Adjustment(power, centres, units, 0, 0, ImmutableList.of());
    }
    if (units >= centres) {
      return new Adjustment(power, centres, units, 0, units - centres, ImmutableList.of());
    }
    if (game.players().isNeutral(power)) {
      return new Adjustment(power, centres, units, 0, 0, ImmutableList.of());
    }
    // The resolver's own places to build, so that the count and the adjudication agree.
    ImmutableList<Province> where = AdjustmentResolver.buildCentres(game.variant(), position, power);
    int builds = Math.min(centres - units, where.size());
    return new Adjustment(power, centres, units, builds, 0, builds == 0 ? ImmutableList.of() : where);
  }

}
