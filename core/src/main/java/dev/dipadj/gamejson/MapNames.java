package dev.dipadj.gamejson;

import com.google.common.collect.ImmutableBiMap;
import dev.dipadj.variant.Variant;
import java.util.Objects;

/**
 * The game JSON's {@code map} field and dipadj's variants: the research data calls the
 * classic map {@code standard}, and the variants on it that MILA's engine ships by the names
 * of its map files ({@code standard_france_austria}, {@code standard_germany_italy},
 * {@code standard_fleet_rome}); every other variant goes by its own name (a shipped one,
 * {@code era-of-empire}) or, for a variant file, by the file's path.
 */
public final class MapNames {
  /** The name the research data gives the classic map. */
  public static final String STANDARD = "standard";

  /** MILA's names of its map files for the shipped variants that have one of the same map (to dipadj's names). */
  private static final ImmutableBiMap<String, String> MILA = ImmutableBiMap.of(
      STANDARD, "classic",
      "standard_france_austria", "france-austria",
      "standard_germany_italy", "italy-germany",
      "standard_fleet_rome", "fleet-rome");

  private MapNames() {}

  /**
   * The {@code map} a game of this variant is written with.
   *
   * @param variant the variant
   * @return MILA's name for classic and the variants named above, otherwise the variant's name
   */
  public static String of(Variant variant) {
    Objects.requireNonNull(variant, "variant");
    return mapName(variant.name());
  }

  /**
   * The {@code map} that names a variant: the inverse of {@link #variantName}, MILA's name
   * for classic and the variants above, any other name as it is.
   *
   * @param variantName a variant's name, as {@link #variantName} gives it
   * @return the name the research data gives it
   */
  public static String mapName(String variantName) {
    Objects.requireNonNull(variantName, "variantName");
    return MILA.inverse().getOrDefault(variantName, variantName);
  }

  /**
   * The variant a {@code map} names: {@code standard} is classic, MILA's names above their
   * variants; any other name is passed on as it is, to be found among the shipped variants or
   * as a variant file.
   *
   * @param map the {@code map} field
   * @return the variant's name, or the file's path
   */
  public static String variantName(String map) {
    Objects.requireNonNull(map, "map");
    return MILA.getOrDefault(map, map);
  }
}
