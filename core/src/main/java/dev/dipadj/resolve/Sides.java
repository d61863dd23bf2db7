package dev.dipadj.resolve;

import dev.dipadj.map.Power;
import java.util.Arrays;
import java.util.List;

/**
 * Who fights whom in a movement phase: powers on one side may not dislodge each other's
 * units, support the dislodging of them, or cut each other's supports; a neutral power's
 * units only hold (orders for them are illegal) and have no retreat when dislodged.
 * Ordinarily every power is a side of its own and none is neutral. The tables hold one slot
 * more than there are powers, for the neutral units of the map ({@code GameMap.neutral()}):
 * neutral, on a side of their own.
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
    int[] side = new int[powers + 1];
    for (int p = 0; p < powers; p++) {
      side[p] = p;
    }
    boolean[] neutral = new boolean[powers + 1];
    side[powers] = NEUTRAL_SIDE;
    neutral[powers] = true;
    return new Sides(side, neutral);
  }

  /** The side of the neutral units: no power's number, nor any player's. */
  private static final int NEUTRAL_SIDE = -1;

  /**
   * Sides from a side number per power (by power index, each at least 0) and the neutral
   * powers; the neutral units' slot is added after the powers'.
   *
   * @param sideOfPower per power (by index), its side number
   * @param neutralPowers the powers no player commands
   * @return the sides
   */
  public static Sides of(int[] sideOfPower, List<Power> neutralPowers) {
    int powers = sideOfPower.length;
    boolean[] neutral = new boolean[powers + 1];
    for (Power p : neutralPowers) {
      if (p.index() < powers) {
        neutral[p.index()] = true;
      }
    }
    neutral[powers] = true;
    int[] side = Arrays.copyOf(sideOfPower, powers + 1);
    side[powers] = NEUTRAL_SIDE;
    return new Sides(side, neutral);
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
