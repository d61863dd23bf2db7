package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Locale;
import org.junit.jupiter.api.Test;

/**
 * Looking up built-in variants by name with {@link Variants#named}: an unknown name fails
 * clearly, names are not paths, and case does not matter.
 */
class VariantsTest {
  @Test
  void unknownVariantNameFailsClearly() {
    VariantFormatException e = assertThrows(VariantFormatException.class, () -> Variants.named("nope"));
    assertTrue(e.getMessage().contains("nope"), e.getMessage());
    assertTrue(e.getMessage().toLowerCase(Locale.ROOT).contains("unknown variant"), e.getMessage());
  }

  @Test
  void variantNamesAreNotPaths() {
    assertThrows(VariantFormatException.class, () -> Variants.named("../variants/classic"));
  }

  @Test
  void variantNamesIgnoreCase() throws VariantFormatException {
    assertSame(Variants.named("classic"), Variants.named("Classic"));
  }
}
