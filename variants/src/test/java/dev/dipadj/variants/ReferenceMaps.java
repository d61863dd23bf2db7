package dev.dipadj.variants;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.dipadj.map.Coast;
import dev.dipadj.map.GameMap;
import dev.dipadj.map.Location;
import dev.dipadj.map.Power;
import dev.dipadj.map.Province;
import dev.dipadj.map.ProvinceKind;
import dev.dipadj.position.Unit;
import dev.dipadj.variant.Variant;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.TreeSet;
import java.util.function.BiFunction;
import java.util.stream.Collectors;

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

  /** A location of the map as a reference names it ("stp/sc", "gib"); a missing one fails the test. */
  static Location location(GameMap map, String reference) {
    String[] parts = reference.split("/");
    Province prov = province(map, parts[0]);
    return parts.length == 1 ? map.location(prov)
        : map.location(prov, Coast.parse(parts[1]).orElseThrow()).orElseThrow(() -> new AssertionError("no " + reference));
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

  /**
   * The reference's borders of one kind of unit ({@code army} or {@code fleet}; rows marked
   * {@code both} count for each), as pairs. Every row must be listed both ways and only once;
   * army borders are between provinces, fleet borders between coasts. A sea's row naming a
   * province of several coasts without its coast repeats the rows of its coasts (the
   * references' README): such a coast row must exist, and the repeat is no border of its own.
   */
  static Set<String> referencePairs(GameMap map, List<String[]> rows, String unit) {
    Set<String> directed = new HashSet<>();
    for (String[] r : rows) {
      assertTrue(directed.add(r[0] + " " + r[1] + " " + r[2]), "duplicate row " + String.join(" ", r));
    }
    boolean army = unit.equals("army");
    Set<String> out = new TreeSet<>();
    for (String[] r : rows) {
      if (!r[2].equals(unit) && !r[2].equals("both")) {
        continue;
      }
      String from = army ? withoutCoast(r[0]) : r[0];
      String to = army ? withoutCoast(r[1]) : r[1];
      if (!army && province(map, withoutCoast(to)).hasSeveralCoasts() && !to.contains("/")) {
        assertTrue(rows.stream().anyMatch(x -> x[0].equals(r[0]) && x[1].startsWith(to + "/")),
            "coast row beside " + r[0] + " " + to);
        continue;
      }
      assertTrue(directed.contains(r[1] + " " + r[0] + " " + r[2]), "listed one way only: " + r[0] + " " + r[1]);
      out.add(pair(from, to));
    }
    return out;
  }

  /**
   * The home centres a reference {@code provinces.tsv} gives (its {@code start_owner} column;
   * empty and {@code Neutral} are nobody's), by power, abbreviations in capitals.
   */
  static Map<String, Set<String>> referenceHomes(List<String[]> rows) {
    Map<String, Set<String>> out = new TreeMap<>();
    for (String[] r : rows) {
      if (!r[4].isEmpty() && !r[4].equals("Neutral")) {
        out.computeIfAbsent(r[4], k -> new TreeSet<>()).add(r[0].toUpperCase(Locale.ROOT));
      }
    }
    return out;
  }

  /** A variant's home centres by power name, abbreviations in capitals. */
  static Map<String, Set<String>> homes(Variant variant) {
    Map<String, Set<String>> out = new TreeMap<>();
    variant.homeCentres().forEach((power, provinces) -> out.put(power.name(), provinces.stream()
        .map(p -> p.abbreviation().toUpperCase(Locale.ROOT)).collect(Collectors.toCollection(TreeSet::new))));
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

  /**
   * Checks every row of a reference {@code provinces.tsv} (id, name, kind with its coasts as
   * {@code coast(nc,sc)}, centre, owner at the start) against the variant, each row a province
   * of its own; {@code longName} gives the name the variant uses for a row's id and name.
   *
   * @return how many provinces of each kind the rows hold
   */
  static Map<ProvinceKind, Integer> assertProvincesMatch(
      Variant variant, List<String[]> rows, BiFunction<String, String, String> longName) {
    GameMap map = variant.map();
    assertEquals(rows.size(), map.provinces().size(), "provinces in the variant");
    Set<Province> seen = new HashSet<>();
    Map<ProvinceKind, Integer> kinds = new HashMap<>();
    for (String[] r : rows) {
      String id = r[0];
      Province prov = province(map, id);
      assertTrue(seen.add(prov), id + " maps to a province already seen");
      assertEquals(id.toUpperCase(Locale.ROOT), prov.abbreviation().toUpperCase(Locale.ROOT), id);
      String name = longName.apply(id, r[1]);
      assertEquals(name, prov.name(), id);
      assertSame(prov, province(map, name), "long name " + name);
      // "coast(ec,wc)" is a coastal province with those two coasts.
      String kindWord = r[2].contains("(") ? r[2].substring(0, r[2].indexOf('(')) : r[2];
      ProvinceKind kind = ProvinceKind.valueOf(kindWord.toUpperCase(Locale.ROOT));
      assertEquals(kind, prov.kind(), id);
      kinds.merge(kind, 1, Integer::sum);
      Set<Coast> coasts = new HashSet<>();
      if (r[2].contains("(")) {
        for (String c : r[2].substring(r[2].indexOf('(') + 1, r[2].length() - 1).split(",")) {
          coasts.add(Coast.parse(c).orElseThrow(() -> new AssertionError("coast " + c)));
        }
      }
      assertEquals(coasts, Set.copyOf(prov.coasts()), id + " coasts");
      Set<Coast> fleetCoasts = map.fleetLocations(prov).stream().map(Location::coast).collect(Collectors.toSet());
      assertEquals(kind.allowsFleet() ? (coasts.isEmpty() ? Set.of(Coast.NONE) : coasts) : Set.of(),
          fleetCoasts, id + " fleet locations");
      assertEquals(r[3].equals("yes"), prov.supplyCentre(), id + " centre");
      Power owner = variant.start().owners().get(prov);
      assertEquals(r[4], owner == null ? "" : owner.name(), id + " owner at the start");
    }
    return kinds;
  }

  /** {@link #assertProvincesMatch(Variant, List, BiFunction)} where the variant names each province as the row does. */
  static Map<ProvinceKind, Integer> assertProvincesMatch(Variant variant, List<String[]> rows) {
    return assertProvincesMatch(variant, rows, (id, name) -> name);
  }

  /**
   * Checks the variant's starting units against a reference {@code starting_units.tsv}
   * (power, A or F, place), each unit where it can stand.
   *
   * @return how many units the rows hold
   */
  static int assertStartingUnitsMatch(Variant variant, List<String[]> rows) {
    Set<String> expected = new TreeSet<>();
    for (String[] r : rows) {
      assertTrue(expected.add(r[0] + ": " + r[1] + " " + r[2].toUpperCase(Locale.ROOT)), "duplicate " + r[2]);
    }
    Set<String> found = new TreeSet<>();
    for (Unit u : variant.start().units()) {
      assertTrue(found.add(u.power().name() + ": " + u.type().letter() + " " + name(u.location())));
      assertTrue(variant.map().canStand(u.type(), u.location()), u + " cannot stand there");
    }
    assertEquals(expected, found);
    return expected.size();
  }

  /** The lines {@code KEY: VALUE} of a reference {@code facts.txt} (a resource next to this class). */
  static Map<String, String> facts(String resource) throws IOException {
    Map<String, String> facts = new HashMap<>();
    try (InputStream in = ReferenceMaps.class.getResourceAsStream(resource)) {
      assertNotNull(in, resource);
      new String(in.readAllBytes(), StandardCharsets.UTF_8).lines()
          .forEach(l -> facts.put(l.substring(0, l.indexOf(':')), l.substring(l.indexOf(':') + 1).trim()));
    }
    return facts;
  }

  private static Province province(GameMap map, String name) {
    return map.province(name).orElseThrow(() -> new AssertionError("no province " + name));
  }
}
