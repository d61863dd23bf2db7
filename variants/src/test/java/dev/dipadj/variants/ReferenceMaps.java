package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Province;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.TreeSet;

/**
 * The reference map tables (test resources copied from the map sources) and the map's borders in
 * the same spelling, so a map test compares the variant file with the reference pair by pair.
 */
final class ReferenceMaps {
  private ReferenceMaps() {}

  /** The rows of a reference TSV (a resource next to this class), header dropped; a missing or ragged table fails the test. */
  static List<String[]> tsv(String resource) throws IOException {
    List<String> lines;
    try (InputStream in = ReferenceMaps.class.getResourceAsStream(resource)) {
      assertNotNull(in, "test resource " + resource + " is missing");
      lines = new String(in.readAllBytes(), StandardCharsets.UTF_8).lines().toList();
    }
    assertFalse(lines.isEmpty(), resource + " is empty");
    int columns = lines.get(0).split("\t", -1).length;
    List<String[]> rows = new ArrayList<>();
    for (String line : lines.subList(1, lines.size())) {
      if (!line.isBlank()) {
        String[] r = line.split("\t", -1);
        assertEquals(columns, r.length, resource + ": " + line);
        rows.add(r);
      }
    }
    return rows;
  }

  /** A border as one string: both ends in capitals, in alphabetical order. */
  static String pair(String a, String b) {
    String x = a.toUpperCase(Locale.ROOT);
    String y = b.toUpperCase(Locale.ROOT);
    return x.compareTo(y) < 0 ? x + " " + y : y + " " + x;
  }

  /** A reference location ("STP/NC") without its coast. */
  static String withoutCoast(String location) {
    int slash = location.indexOf('/');
    return slash < 0 ? location : location.substring(0, slash);
  }

  /** A location as the reference writes it: "ABC", or "ABC/NC" for a coast. */
  static String name(Location l) {
    String province = l.province().abbreviation().toUpperCase(Locale.ROOT);
    return l.isWholeProvince() ? province : province + "/" + l.coast().abbreviation().toUpperCase(Locale.ROOT);
  }

  /** Every pair of provinces an army can move between. */
  static Set<String> armyPairs(GameMap map) {
    Set<String> out = new TreeSet<>();
    for (Province a : map.provinces()) {
      for (Province b : map.provinces()) {
        if (map.armyAdjacent(a.index(), b.index())) {
          out.add(pair(a.abbreviation(), b.abbreviation()));
        }
      }
    }
    return out;
  }

  /** Every pair of locations (coasts named) a fleet can move between. */
  static Set<String> fleetPairs(GameMap map) {
    Set<String> out = new TreeSet<>();
    for (Location a : map.locations()) {
      for (Location b : map.locations()) {
        if (map.fleetAdjacent(a.id(), b.id())) {
          out.add(pair(name(a), name(b)));
        }
      }
    }
    return out;
  }

  /** Fails unless every border can be crossed both ways, by an army and by a fleet. */
  static void assertBordersSymmetric(GameMap map) {
    for (Province a : map.provinces()) {
      for (Province b : map.provinces()) {
        assertEquals(map.armyAdjacent(a.index(), b.index()), map.armyAdjacent(b.index(), a.index()),
            "army " + a + "/" + b);
      }
    }
    for (Location a : map.locations()) {
      for (Location b : map.locations()) {
        assertEquals(map.fleetAdjacent(a.id(), b.id()), map.fleetAdjacent(b.id(), a.id()),
            "fleet " + a + "/" + b);
      }
    }
  }
}
