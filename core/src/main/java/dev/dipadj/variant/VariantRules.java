package dev.dipadj.variant;

import java.util.Objects;

/**
 * The rules that differ between variants, as a variant file states them: where powers build
 * ({@code builds}, {@code build-place}, {@code no-build}, {@code switch build-anywhere}),
 * conversion ({@code switch conversion}) and how the game is won besides the solo count
 * ({@code solo N ties-play-on}, {@code lead}), and what a build left unordered becomes
 * ({@code unordered-builds}). {@link #CLASSIC} is the classic game.
 *
 * @param builds where each power may build
 * @param conversion in the adjustment phase a unit on a supply centre its power owns may
 *     change type where it stands (army to fleet on a coast, fleet to army)
 * @param victory how the game is won besides the solo count
 * @param unorderedBuilds what becomes of the builds a power does not order
 */
public record VariantRules(BuildPlaces builds, boolean conversion, VictoryRules victory, UnorderedBuilds unorderedBuilds) {
  /**
   * The classic game: builds in home centres, no conversion, the solo count alone wins,
   * unordered builds are waived.
   */
  public static final VariantRules CLASSIC =
      new VariantRules(BuildPlaces.HOME, false, VictoryRules.SOLO, UnorderedBuilds.WAIVED);

  /**
   * Checks that nothing is missing.
   *
   * @param builds where each power may build
   * @param conversion whether units may change type
   * @param victory how the game is won besides the solo count
   * @param unorderedBuilds what becomes of the builds a power does not order
   */
  public VariantRules {
    Objects.requireNonNull(builds, "builds");
    Objects.requireNonNull(victory, "victory");
    Objects.requireNonNull(unorderedBuilds, "unorderedBuilds");
  }
}
