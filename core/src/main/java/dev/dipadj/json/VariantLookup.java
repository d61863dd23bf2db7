package dev.dipadj.json;

import dev.dipadj.variant.Variant;

/**
 * Finds the variant a saved game names, so this package need not know where variants come
 * from: {@code Variants::named} of the variants module fits, and so does a map of an
 * application's own variants.
 */
@FunctionalInterface
public interface VariantLookup {
  /**
   * The variant of this name.
   *
   * @param name the name, as {@link Variant#name()} gives it
   * @return the variant, or null when there is none of that name
   * @throws Exception when there is no such variant or it cannot be loaded; its message is
   *     reported, naming the document's {@code variant} field
   */
  Variant named(String name) throws Exception;
}
