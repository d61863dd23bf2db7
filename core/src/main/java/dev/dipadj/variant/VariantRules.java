package dev.dipadj.variant;

/**
 * The rules that differ between variants, as switches a variant file turns on
 * ({@code switch build-anywhere}, {@code switch conversion}); both off is the classic game.
 *
 * @param buildAnywhere builds in any owned, unoccupied supply centre, not only home centres
 * @param conversion in the adjustment phase a unit on a supply centre its power owns may
 *     change type where it stands (army to fleet on a coast, fleet to army)
 */
public record VariantRules(boolean buildAnywhere, boolean conversion) {
  /** The classic game: builds in home centres, no conversion. */
  public static final VariantRules CLASSIC = new VariantRules(false, false);
}
