package dev.dipadj.map;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Coast spellings of CASE-FORMAT ("coasts are nc, sc, ec, wc"; "Spain (north coast)"). */
class CoastTest {
  @ParameterizedTest
  @ValueSource(strings = {"nc", "NC", "Nc", "n", "N", "north", "North", "NORTH", "north coast", "North Coast",
      "north  coast", " nc ", "nc.", "n."})
  void north(String text) {
    assertEquals(Optional.of(Coast.NORTH), Coast.parse(text), "'" + text + "'");
  }

  @ParameterizedTest
  @ValueSource(strings = {"sc", "SC", "s", "south", "south coast", "South Coast"})
  void south(String text) {
    assertEquals(Optional.of(Coast.SOUTH), Coast.parse(text), "'" + text + "'");
  }

  @ParameterizedTest
  @ValueSource(strings = {"ec", "EC", "e", "east", "east coast", "East Coast"})
  void east(String text) {
    assertEquals(Optional.of(Coast.EAST), Coast.parse(text), "'" + text + "'");
  }

  @ParameterizedTest
  @ValueSource(strings = {"wc", "WC", "w", "west", "west coast", "West Coast"})
  void west(String text) {
    assertEquals(Optional.of(Coast.WEST), Coast.parse(text), "'" + text + "'");
  }

  @ParameterizedTest
  @ValueSource(strings = {"", " ", "coast", "xc", "nw", "northeast", "north pole", "nc sc", "centre", "c"})
  void notACoast(String text) {
    assertTrue(Coast.parse(text).isEmpty(), "'" + text + "' is no coast");
  }

  @Test
  void abbreviations() {
    assertEquals("nc", Coast.NORTH.abbreviation());
    assertEquals("sc", Coast.SOUTH.abbreviation());
    assertEquals("ec", Coast.EAST.abbreviation());
    assertEquals("wc", Coast.WEST.abbreviation());
    assertEquals("", Coast.NONE.abbreviation());
    for (Coast c : Coast.values()) {
      if (c != Coast.NONE) {
        assertEquals(Optional.of(c), Coast.parse(c.abbreviation()), "round trip of " + c);
      }
    }
  }
}
