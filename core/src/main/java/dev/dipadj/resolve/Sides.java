package dev.dipadj.resolve;

import dev.dipadj.map.Power;
import java.util.Arrays;
import java.util.List;

/**
 * Who fights whom in a movement phase: powers on one side may not dislodge each other's
 * units, support the dislodging of them, or cut each other's supports; a neutral power's
 * units only hold (orders for them are illegal) and have no retreat when dislodged.
 * Ordinarily every power is a side of its own and none is neutral.
 */
public final class Sides {
  private final int[] side;
  private final boolean[] neutral;

  private Sides(int[] side, boolean[] neutral) {
    this.side = side;
    this.neutral = neutral;
  }

  /** The sides of the usual game, for up to this many powers, made once (they never change). */
  private static final Sides[] ALONE = new Sides[65];

  /**
   * Every power on its own side, none neutral.
   *
   * @param powers how many powers there are
   * @return the sides
   */
  public static Sides eachPowerAlone(int powers) {
    if (powers < ALONE.length) {
      Sides s = ALONE[powers];
      if (s == null) {
        s = alone(powers);
        ALONE[powers] = s;
      }
      return s;
    }
    return alone(powers);
  }

  private static Sides alone(int powers) {
    int[] side = new int[powers];
    for (int p = 0; p < powers; p++) {
      side[p] = p;
    }
    return new Sides(side, new boolean[powers]);
  }

  /**
   * Sides from a side number per power (by power index) and the neutral powers.
   *
   * @param sideOfPower per power (by index), its side number
   * @param neutralPowers the powers no player commands
   * @return the sides
   */
  public static Sides of(int[] sideOfPower, List<Power> neutralPowers) {
    boolean[] neutral = new boolean[sideOfPower.length];
    for (Power p : neutralPowers) {
      neutral[p.index()] = true;
    }
    return new Sides(Arrays.copyOf(sideOfPower, sideOfPower.length), neutral);
  }

  /**
   * The side of a power (by index).
   *
   * @param power the power's index
   * @return its side number
   */
  public int side(int power) {
    return side[power];
  }

  /**
   * Whether a power (by index) is neutral.
   *
   * @param power the power's index
   * @return whether it is neutral
   */
  public boolean neutral(int power) {
    return neutral[power];
  }
}
