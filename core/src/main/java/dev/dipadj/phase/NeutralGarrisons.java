package dev.dipadj.phase;

import com.google.common.collect.ImmutableList;
import dev.dipadj.map.GameMap;
import dev.dipadj.position.Position;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.util.ArrayList;
import java.util.List;

/**
 * The neutral units a variant sets on its centres ({@code unit Neutral A Geo}, as in Western
 * World 901): each only holds, is disbanded when dislodged, and is rebuilt on its centre at an
 * adjustment phase while the centre is unowned. A variant's garrisons are its starting
 * neutral units; the rebuilt unit is the one the variant started with there.
 */
public final class NeutralGarrisons {
  private NeutralGarrisons() {}

  /**
   * The Winter position with every missing garrison rebuilt: where a starting neutral unit
   * stood, the centre has no owner and no unit stands there. A power's unit standing on
   * the centre without owning it (it retreated there after the centres changed hands)
   * keeps the garrison out, as any unit keeps a build out. Done when the centres have
   * changed hands at the end of a Fall turn, before the adjustments, whether or not anybody
   * then has an adjustment to make.
   *
   * @param variant the variant, whose starting neutral units are the garrisons
   * @param winter the position after the centres changed hands
   * @return the position with the garrisons rebuilt, or {@code winter} itself when none is due
   */
  public static Position rebuilt(Variant variant, Position winter) {
    GameMap map = variant.map();
    List<Unit> units = null;
    for (Unit garrison : variant.start().units()) {
      if (map.isNeutral(garrison.power())
          && !winter.owners().containsKey(garrison.location().province())
          && !winter.isOccupied(garrison.location().province())) {
        if (units == null) {
          units = new ArrayList<>(winter.units());
        }
        units.add(garrison);
      }
    }
    return units == null ? winter : new Position(winter.phase(), ImmutableList.copyOf(units), winter.owners());
  }
}
