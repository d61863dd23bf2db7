package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.game.Adjustment;
import dev.dipadj.game.Game;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.UnitType;
import dev.dipadj.position.Phase;
import dev.dipadj.position.PhaseType;
import dev.dipadj.position.Position;
import dev.dipadj.position.Season;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * What a judge asks of a Winter phase ({@link Game#adjustment}: how many builds, where) on the
 * vocabulary's test variants with other build places than the home centres: the answers follow
 * the variant's {@code builds}, {@code build-place} and {@code no-build} lines, as the
 * adjudication does (test-cases/vocabulary has the cases).
 */
class BuildPlacesQuestionsTest {
  private static Variant variant(String name) throws Exception {
    return Variants.load(Path.of("vocabulary", name + ".variant"));
  }

  /** A Winter 1901 game of the variant: units as "Power: A Prov", owners as province to power. */
  private static Game winter(Variant variant, Map<String, String> owners, String... units) {
    Game start = Game.start(variant);
    List<Unit> placed = new ArrayList<>();
    for (String u : units) {
      String[] parts = u.split(":? ");
      placed.add(new Unit(start.power(parts[0]), parts[1].equals("A") ? UnitType.ARMY : UnitType.FLEET,
          start.location(parts[2])));
    }
    Map<Province, Power> owned = new HashMap<>();
    owners.forEach((p, power) -> owned.put(start.province(p), start.power(power)));
    return Game.from(variant, Position.of(new Phase(Season.WINTER, 1901, PhaseType.ADJUSTMENT), placed, owned),
        variant.rules());
  }

  private static List<String> names(List<Province> provinces) {
    return provinces.stream().map(Province::abbreviation).toList();
  }

  /**
   * Red never builds in Necliff (no-build): with one build owed and Necliff its only empty
   * centre, it has nowhere to build, so no build; Blue owns its extra place Neaport, empty,
   * and its home Bluegate, empty: two builds owed, both places offered.
   */
  @Test
  void barredCentresAreNoPlaceAndExtraPlacesAre() throws Exception {
    Game game = winter(variant("build-places"),
        Map.of("Rea", "Red", "Rey", "Red", "Nec", "Red", "Blu", "Blue", "Bly", "Blue", "Nea", "Blue", "Grn", "Green"),
        "Red: F Rea", "Red: A Rey", "Blue: A Bly", "Green: A Grn");
    Adjustment red = game.adjustment("Red");
    assertEquals(0, red.builds());
    assertTrue(red.buildCentres().isEmpty());
    Adjustment blue = game.adjustment("Blue");
    assertEquals(2, blue.builds());
    assertEquals(List.of("Blu", "Nea"), names(blue.buildCentres()));
  }

  /**
   * Under builds any-home Red may build in Blue's Blyford, which it took, but not in Nebrook,
   * which began neutral: of its two builds owed, one has a place.
   */
  @Test
  void anyHomeOffersCapturedHomesNotNeutralCentres() throws Exception {
    Game game = winter(variant("builds-any-home"),
        Map.of("Rea", "Red", "Rey", "Red", "Bly", "Red", "Neb", "Red", "Blu", "Blue", "Grn", "Green"),
        "Red: F Rea", "Red: A Rey", "Blue: F Blu", "Green: A Grn");
    Adjustment red = game.adjustment("Red");
    assertEquals(1, red.builds());
    assertEquals(List.of("Bly"), names(red.buildCentres()));
  }
}
