package dev.dipadj.variants.mapfile;

import dev.dipadj.variant.Variant;
import java.util.List;
import java.util.Objects;

/**
 * A variant read from a {@code .map} file, and what the file says that dipadj ignores (a
 * rule about press or deadlines), one warning a line naming file and line, for the user to see.
 *
 * @param variant the variant
 * @param warnings the warnings, in the order of the lines
 */
public record MapVariant(Variant variant, List<String> warnings) {
  /**
   * Checks that nothing is missing.
   *
   * @param variant the variant
   * @param warnings the warnings
   */
  public MapVariant {
    Objects.requireNonNull(variant, "variant");
    warnings = List.copyOf(warnings);
  }
}
