package dev.dipadj.gamejson;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.dipadj.variants.Variants;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The research data's {@code map} names (spec GAME-JSON: {@code standard}; MILA's engine ships
 * its variants on the classic map as {@code standard_france_austria}, {@code
 * standard_germany_italy} and {@code standard_fleet_rome}) and dipadj's variants, both ways.
 */
class MapNamesTest {
  private static final Map<String, String> MILA = Map.of(
      "standard", "classic",
      "standard_france_austria", "france-austria",
      "standard_germany_italy", "italy-germany",
      "standard_fleet_rome", "fleet-rome");

  @Test
  void milasNamesAreTheirVariantsBothWays() {
    MILA.forEach((map, variant) -> {
      assertEquals(variant, MapNames.variantName(map));
      assertEquals(map, MapNames.mapName(variant));
      assertEquals(map, MapNames.of(Variants.named(variant)));
    });
  }

  @Test
  void everyOtherNameIsItself() {
    for (String name : Variants.NAMES) {
      if (!MILA.containsValue(name)) {
        assertEquals(name, MapNames.of(Variants.named(name)));
        assertEquals(name, MapNames.variantName(name));
      }
    }
    // dipadj's own names of the three are read too, as games written before were named.
    assertEquals("france-austria", MapNames.variantName("france-austria"));
  }
}
