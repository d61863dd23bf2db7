package dev.dipadj.position;

import java.util.Objects;

/**
 * A season of a game year, as a variant's {@link Calendar} names it: its name, its place in
 * the year, and the phases it plays. The classic year has {@link #SPRING}, {@link #FALL} and
 * {@link #WINTER}; a variant may name its own ({@code Year}, which plays movement, retreats
 * and adjustments).
 *
 * @param name the season's name as players write it ({@code Spring}): one word of letters
 * @param index its place in the year, from 0
 * @param movement whether it plays a movement phase (and that phase's retreats)
 * @param adjustment whether it plays an adjustment phase, after its movement if it has one
 */
public record Season(String name, int index, boolean movement, boolean adjustment) {
  /** Spring: a movement phase and its retreats. */
  public static final Season SPRING = new Season("Spring", 0, true, false);
  /** Fall: a movement phase and its retreats, after which supply centres change hands. */
  public static final Season FALL = new Season("Fall", 1, true, false);
  /** Winter: the adjustment phase. */
  public static final Season WINTER = new Season("Winter", 2, false, true);

  /**
   * Checks the name and that the season plays something.
   *
   * @param name the name
   * @param index the place in the year
   * @param movement whether it plays movement
   * @param adjustment whether it plays adjustments
   * @throws IllegalArgumentException for a name that is not one word of letters, a negative
   *     index, or a season that plays no phase
   */
  public Season {
    Objects.requireNonNull(name, "name");
    if (name.isEmpty() || !name.chars().allMatch(Character::isLetter)) {
      throw new IllegalArgumentException("a season's name is one word of letters, not '" + name + "'");
    }
    if (index < 0) {
      throw new IllegalArgumentException("a season's place in the year is 0 or more, not " + index);
    }
    if (!movement && !adjustment) {
      throw new IllegalArgumentException("the season " + name + " plays no phase");
    }
  }

  /**
   * Whether the season plays phases of this type (retreats come with movement).
   *
   * @param type the type of phase
   * @return whether the season has such a phase
   */
  public boolean plays(PhaseType type) {
    return type == PhaseType.ADJUSTMENT ? adjustment : movement;
  }

  /**
   * The letter that stands for the season in phase names of the game JSON ({@code S} in {@code S1901M}).
   *
   * @return the season's initial, upper case
   */
  public char initial() {
    return Character.toUpperCase(name.charAt(0));
  }

  @Override
  public String toString() {
    return name;
  }
}
