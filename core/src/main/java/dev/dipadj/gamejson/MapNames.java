package dev.dipadj.gamejson;

import dev.dipadj.variant.Variant;
import java.util.Objects;

/**
 * The game JSON's {@code map} field and dipadj's variants: the research data calls the
 * classic map {@code standard}; every other variant goes by its own name (a shipped one,
 * {@code era-of-empire}) or, for a variant file, by the file's path.
 */
public final class MapNames {
  /** The name the research data gives the classic map. */
  public static final String STANDARD = "standard";

  private static final String CLASSIC = "classic";

  private MapNames() {}

  /**
   * The {@code map} a game of this variant is written with.
   *
   * @param variant the variant
   * @return {@code standard} for classic, otherwise the variant's name
   */
  public static String of(Variant variant) {
    Objects.requireNonNull(variant, "variant");
    return variant.name().equals(CLASSIC) ? STANDARD : variant.name();
  }

  /**
   * The variant a {@code map} names: {@code standard} is classic; any other name is passed on
   * as it is, to be found among the shipped variants or as a variant file.
   *
   * @param map the {@code map} field
   * @return the variant's name, or the file's path
   */
  public static String variantName(String map) {
    Objects.requireNonNull(map, "map");
    return map.equals(STANDARD) ? CLASSIC : map;
  }
}
